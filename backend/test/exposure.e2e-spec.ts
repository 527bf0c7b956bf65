import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { outboxDirOf } from '../src/mail/mail.settings.js';
import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';
import { until } from './support/wait.js';

/** The permission bits a file gives its group and everyone else (0 = owner only). */
const othersMay = (path: string) => statSync(path).mode & 0o077;

// Issue 23, "Exposure": what an outsider or another local user could read or reach.
describe('exposure', () => {
  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ config: (c) => void (c.production = true) });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('does not serve the API description at /api/docs', async () => {
      await request(t.url).get('/api/docs').expect(404);
      await request(t.url).get('/api/docs/openapi.json').expect(404);
      await request(t.url).get('/api/health').expect(200);
    });
  });

  describe('mail written to the outbox folder', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('is readable by the backend’s user only (0600, folder 0700): it holds live links', async () => {
      await signUp(t);
      const dir = outboxDirOf(t.config);
      const files = await until(() => {
        const eml = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
        return eml.length ? eml : undefined;
      }, 'a mail in the outbox');
      expect(othersMay(dir)).toBe(0);
      for (const file of files) expect([file, othersMay(join(dir, file))]).toEqual([file, 0]);
    });
  });

  describe('the embedded database', () => {
    it('listens on a Unix socket in a private folder, never on a TCP port, with a private owner file', async () => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'hw-exposure-')), 'db');
      const db = await startEmbeddedPostgres(dataDir, 2);
      try {
        const socketDir = new URL(db.url).searchParams.get('host')!;
        expect(socketDir).toMatch(/^\//);
        expect(statSync(join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
        expect(othersMay(socketDir)).toBe(0);
        expect(othersMay(`${dataDir}.json`)).toBe(0);
        expect(othersMay(dataDir)).toBe(0);
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await db.stop();
        rmSync(join(dataDir, '..'), { recursive: true, force: true });
      }
    });
  });
});
