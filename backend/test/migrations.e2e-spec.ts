import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { createTestDatabase } from './harness.js';
import { loadMigrations } from '../src/database/migrations.js';
import { migrateAtBoot, PendingMigrationsError } from '../src/database/migration-runner.js';

/** The built CLI the `migration:*` scripts of package.json run (`npm test` builds first). */
const CLI = fileURLToPath(new URL('../dist/cli/migrations.js', import.meta.url));

function cli(command: string, databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, command], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function dataSourceOn(url: string): Promise<DataSource> {
  return new DataSource({ type: 'postgres', url, migrations: await loadMigrations(), migrationsTransactionMode: 'each', extra: { max: 3 } }).initialize();
}

describe('migrations', () => {
  let names: string[];
  beforeAll(async () => {
    names = (await loadMigrations()).map((migration) => migration.name);
    expect(names.length).toBeGreaterThan(3);
  });

  it('show | run | revert through the CLI the package scripts point at', async () => {
    expect(existsSync(CLI)).toBe(true); // otherwise: npm run build -w backend
    const database = await createTestDatabase();
    try {
      const fresh = await cli('show', database.url);
      expect(fresh.code).toBe(1);
      for (const name of names) expect(fresh.output).toContain(`[ ] ${name}`);
      expect(fresh.output).toContain(`${names.length} pending.`);

      const run = await cli('run', database.url);
      expect(run.code).toBe(0);
      expect(run.output).toContain(`Applied ${names.join(', ')}.`);
      const applied = await cli('show', database.url);
      expect(applied.code).toBe(0);
      for (const name of names) expect(applied.output).toContain(`[X] ${name}`);
      expect(applied.output).toContain('Up to date.');
      expect((await cli('run', database.url)).output).toContain('Nothing to apply: up to date.');

      const last = names[names.length - 1];
      const revert = await cli('revert', database.url);
      expect(revert.code).toBe(0);
      expect(revert.output).toContain(`Reverted ${last}.`);
      const after = await cli('show', database.url);
      expect(after.output).toContain(`[ ] ${last}`);
      expect(after.output).toContain(`[X] ${names[0]}`);
      expect(after.output).toContain('1 pending.');

      expect((await cli('sideways', database.url)).code).toBe(2);
    } finally {
      await database.drop();
    }
  });

  it('replicas booting together apply each migration once (advisory lock), none fails', async () => {
    const database = await createTestDatabase();
    const replicas = await Promise.all([1, 2, 3].map(() => dataSourceOn(database.url)));
    try {
      await Promise.all(replicas.map((dataSource) => migrateAtBoot(dataSource, 'run', false)));
      const rows = (await replicas[0].query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name ORDER BY name')) as { name: string; n: number }[];
      expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
      expect(rows.every((row) => row.n === 1)).toBe(true);
      // The lock is released: one more replica boots at once.
      const late = await dataSourceOn(database.url);
      await migrateAtBoot(late, 'run', false);
      await late.destroy();
    } finally {
      await Promise.all(replicas.map((dataSource) => dataSource.destroy()));
      await database.drop();
    }
  });

  it('MIGRATIONS_AT_BOOT=check refuses to serve a database the release Job has not migrated', async () => {
    const database = await createTestDatabase();
    const dataSource = await dataSourceOn(database.url);
    try {
      const refused = migrateAtBoot(dataSource, 'check', false);
      await expect(refused).rejects.toBeInstanceOf(PendingMigrationsError);
      await expect(refused).rejects.toThrow(`missing ${names.length} migration(s) (${names.join(', ')})`);
      await migrateAtBoot(dataSource, 'run', false);
      await expect(migrateAtBoot(dataSource, 'check', false)).resolves.toBeUndefined();
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
