import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import request from 'supertest';
import { createTestDatabase } from './harness.js';
import { freePort, uniqueJobsPrefix } from './support/redis.js';
import { until } from './support/wait.js';

/** The built server, as `npm start` runs it (`npm test` builds before testing). */
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
/**
 * Long enough that the three requests made after SIGTERM all land inside the drain even on a
 * loaded 2-core CI machine (with 1 s, CI once saw the listener close before the last one).
 */
const DRAIN_MS = 4_000;
/** main.ts's forced-exit deadline (CLOSE_DEADLINE_MS) after this test's drain. */
const SHUTDOWN_DEADLINE_MS = DRAIN_MS + 10_000;


async function sql(url: string, text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('the server with Redis down', () => {
  let child: ChildProcess | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-test-shutdown-'));
  let output = '';

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('boots, serves (mail goes to the outbox, refresh runs in-process), and exits within the shutdown deadline on SIGTERM', async () => {
    expect(existsSync(MAIN)).toBe(true); // otherwise: npm run build -w backend
    database = await createTestDatabase();
    const port = await freePort();
    const deadRedis = `redis://127.0.0.1:${await freePort()}`; // nothing listens there
    child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: database.url,
        REDIS_URL: deadRedis,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JOBS_PREFIX: uniqueJobsPrefix(),
        MAIL_RELAY_INTERVAL_MS: '500',
        RATES_SOURCE_URL: 'http://127.0.0.1:9/not-a-rates-source',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    const bootDeadline = Date.now() + 60_000;
    while (!/API listening/.test(output)) {
      if (child.exitCode !== null || Date.now() > bootDeadline) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const base = `http://127.0.0.1:${port}`;
    await request(base).get('/api/health').expect(200);
    // Redis down is "degraded", not unready: the replica stays in the pool.
    const ready = await request(base).get('/api/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'degraded', details: { database: { status: 'up' }, redis: { status: 'degraded' } } });

    // A request that sends mail succeeds at once; the relay writes the mail out without Redis.
    const asked = Date.now();
    const contact = await request(base)
      .post('/api/contact')
      .set('X-Request-Id', 'edge-request-0001')
      .send({ name: 'Pat Doe', email: 'pat@example.com', message: 'Is my rate good?' })
      .expect(201);
    expect(Date.now() - asked).toBeLessThan(1_500);
    const outbox = join(dataDir, 'outbox');
    await until(() => existsSync(outbox) && readdirSync(outbox).some((f) => f.endsWith('.eml')), 'the contact mail in the outbox');
    expect(contact.body.id).toEqual(expect.any(String));

    // The admin's refresh is still accepted; it runs in the server itself.
    const admin = request.agent(base);
    const signup = await admin.post('/api/auth/signup').send({ email: 'admin@example.com', password: 'correct horse battery' }).expect(201);
    await sql(database.url, `UPDATE users SET role = 'admin' WHERE id = $1`, [signup.body.id]);
    const refresh = await admin.post('/api/admin/market-rates/refresh').expect(202);
    expect(refresh.body).toMatchObject({ message: expect.stringMatching(/runs here/), scrape: { maxAttempts: 1 } });

    // Structured logs: one JSON object per line; the edge's request id on that request's lines
    // (its access line and what it did: its mail waits for the relay); no address or password.
    // Log lines are written in batches (at most 250 ms late when quiet): wait for the relay's line.
    const written = /"msg":"Mail \\"Contact form: Pat Doe\\" to \*\*\*@homewise\.local written to /;
    await until(() => written.test(output), 'the relay\'s log line for the contact mail');
    const lines = output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequest = lines.filter((line) => line.reqId === 'edge-request-0001');
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^POST \/api\/contact 201 \d+ ms$/), expect.stringMatching(/^Mail [0-9a-f-]{36} waits in the outbox for the relay/)]),
    );
    expect(output).toMatch(written);
    expect(output).not.toContain('pat@example.com');
    expect(output).not.toContain('admin@example.com');
    expect(output).not.toContain('correct horse battery');

    // SIGTERM: readiness turns false at once while requests are still answered, then it exits.
    const started = Date.now();
    child.kill('SIGTERM');
    await until(async () => (await request(base).get('/api/ready')).status === 503, 'readiness off after SIGTERM', DRAIN_MS / 2);
    expect((await request(base).get('/api/ready')).body.status).toBe('shutting_down');
    await request(base).get('/api/health').expect(200);
    const code = await exited;
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(output).toMatch(/SIGTERM: shutting down \(readiness off, draining for 4000 ms\)/);
    expect(took).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    expect(code).toBe(0);
  });
});
