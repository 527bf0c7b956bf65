import { Logger } from '@nestjs/common';
import pg from 'pg';
import type { DataSource, Migration } from 'typeorm';

/**
 * One key for every replica of a deployment: `pg_advisory_lock` takes a bigint, and this one is
 * "homewise migrations" folded into 63 bits (any constant works; it only has to be the same in
 * every process that migrates this database).
 */
export const MIGRATION_LOCK_KEY = 7_266_190_143_601_451n;

/** How migrations are handled when the API boots (MIGRATIONS_AT_BOOT). */
export type MigrationsAtBoot = 'run' | 'check';

export class PendingMigrationsError extends Error {
  constructor(names: string[]) {
    super(
      `The database is missing ${names.length} migration(s) (${names.join(', ')}): run "npm run -w backend migration:run" ` +
        '(or the release\'s migration Job) first, or set MIGRATIONS_AT_BOOT=run.',
    );
  }
}

/**
 * Runs `work` while holding the migration lock on a connection of its own (outside the pool, which
 * may have a single connection that the migrations need), so replicas that boot together (or a
 * replica and the release's migration Job) migrate one after the other: the first applies what is
 * pending, the others then find nothing to do. The lock is a session lock, freed when the
 * connection ends, so a process killed mid-migration never leaves it held.
 *
 * Embedded PGlite is skipped: one process owns its folder (embedded-postgres.ts) and its pool has
 * one connection, which the lock would hold while the migrations wait for it.
 */
export async function withMigrationLock<T>(dataSource: DataSource, embedded: boolean, work: () => Promise<T>): Promise<T> {
  if (embedded) return work();
  const logger = new Logger('Migrations');
  const options = dataSource.options as { url?: string };
  const lock = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 10_000 });
  // An error on an idle client (server restart) must not crash the process; the query fails instead.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    const key = MIGRATION_LOCK_KEY.toString();
    const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (!rows[0].locked) {
      logger.log('Another process is migrating this database; waiting for it to finish');
      await lock.query('SELECT pg_advisory_lock($1)', [key]);
    }
    try {
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Applies every pending migration under the lock; returns the ones this process applied. */
export function runMigrations(dataSource: DataSource, embedded: boolean): Promise<Migration[]> {
  return withMigrationLock(dataSource, embedded, () => dataSource.runMigrations({ transaction: 'each' }));
}

/** Names of the migrations the database has not applied yet, oldest first. */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = new Set(
    (await dataSource.query(`SELECT name FROM ${tableName(dataSource)}`).catch(() => [])).map((row: { name: string }) => row.name),
  );
  return dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name).filter((name) => !applied.has(name));
}

function tableName(dataSource: DataSource): string {
  return `"${dataSource.options.migrationsTableName ?? 'migrations'}"`;
}

/** What the API does at boot: apply pending migrations (default) or refuse to start with them. */
export async function migrateAtBoot(dataSource: DataSource, mode: MigrationsAtBoot, embedded: boolean): Promise<void> {
  if (mode === 'run') {
    await runMigrations(dataSource, embedded);
    return;
  }
  const pending = await pendingMigrations(dataSource);
  if (pending.length) throw new PendingMigrationsError(pending);
}
