import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/app-config.js';
import { describeDatabaseUrl } from '../src/cli/cli-database.js';
import { setUserRole } from '../src/cli/set-user-role.js';
import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';

/** What the command printed, line by line. */
function captured() {
  const lines: { log: string[]; error: string[] } = { log: [], error: [] };
  return { lines, out: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) } };
}

describe('npm run -w backend user:role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives a user a role on the platform's database and says which database it opened", async () => {
    const { user, email } = await signUp(t);
    const { lines, out } = captured();
    const config = loadConfig({ ...process.env, DATABASE_URL: t.config.databaseUrl });
    expect(await setUserRole(['--email', email.toUpperCase(), '--role', 'admin'], config, out)).toBe(0);
    expect(lines.log).toEqual([`Database: DATABASE_URL ${describeDatabaseUrl(t.config.databaseUrl!)}.`, `${email} is now admin.`]);
    const [row] = await t.dataSource.query(`SELECT role FROM users WHERE id = $1`, [user.id]);
    expect(row.role).toBe('admin');
  });

  it('names the database it looked in when the email is not there', async () => {
    const { lines, out } = captured();
    const config = loadConfig({ ...process.env, DATABASE_URL: t.config.databaseUrl });
    expect(await setUserRole(['--email', 'nobody@example.com', '--role', 'admin'], config, out)).toBe(1);
    expect(lines.error.join('\n')).toContain(`No user with the email nobody@example.com in DATABASE_URL ${describeDatabaseUrl(t.config.databaseUrl!)}.`);
  });

  it('never creates an empty embedded database: it says there is none and where it looked', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hw-cli-empty-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const { lines, out } = captured();
      expect(await setUserRole(['--email', 'someone@example.com', '--role', 'admin'], loadConfig(env), out)).toBe(1);
      expect(lines.error.join('\n')).toContain(`There is no database in ${join(dataDir, 'pgdata')}, and DATABASE_URL is not set.`);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers a usage line for a role that does not exist', async () => {
    const { lines, out } = captured();
    expect(await setUserRole(['--email', 'a@example.com', '--role', 'owner'], loadConfig(process.env), out)).toBe(2);
    expect(lines.error[0]).toMatch(/^Usage: npm run -w backend user:role/);
  });
});

describe('describeDatabaseUrl', () => {
  it('hides the password of DATABASE_URL', () => {
    expect(describeDatabaseUrl('postgres://app:s3cret@db.internal:5432/homewise')).toBe('postgres://app:***@db.internal:5432/homewise');
    expect(describeDatabaseUrl('postgres://postgres@127.0.0.1:5432/test')).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});
