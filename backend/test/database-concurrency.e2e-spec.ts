import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, uniqueEmail } from './helpers.js';

// Embedded Postgres (pglite-socket) interleaved the protocol messages of different pool
// connections: a parameterized statement racing a failing transaction lost its statement or its
// answer, and requests hung (src/database/embedded-postgres.ts, EMBEDDED_POOL_SIZE). The same
// races on real Postgres must simply work.
describe('database under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('parameterized statements racing transactions that fail on a unique violation all get their answers', async () => {
    await t.dataSource.query(`CREATE TABLE race_probe (email text PRIMARY KEY)`);
    await t.dataSource.query(`CREATE TABLE race_counter (key text PRIMARY KEY, hits integer NOT NULL)`);
    const outcomes: string[] = [];
    for (let round = 0; round < 40; round++) {
      await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const [{ hits }] = await t.dataSource.query(
            `INSERT INTO race_counter (key, hits) VALUES ($1, 1)
             ON CONFLICT (key) DO UPDATE SET hits = race_counter.hits + 1 RETURNING hits`,
            [`race:${round}:${i}`],
          );
          expect(hits).toBe(1);
          try {
            await t.dataSource.transaction(async (manager) => {
              await manager.query(`INSERT INTO race_probe (email) VALUES ($1)`, [`round-${round}`]);
              await manager.query(`SELECT $1::text AS echo`, [`round-${round}`]);
            });
            outcomes.push('inserted');
          } catch (error) {
            outcomes.push((error as { driverError?: { code?: string } }).driverError?.code ?? String(error));
          }
        }),
      );
    }
    expect(outcomes.filter((o) => o === 'inserted')).toHaveLength(40);
    expect(outcomes.filter((o) => o === '23505')).toHaveLength(40 * 7);
  }, 60_000);

  it('many rounds of concurrent duplicate signups: one 201 and the rest 409 each time, never a hang or a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const email = uniqueEmail('race');
      const results = await Promise.all(
        Array.from({ length: 6 }, () => request(t.url).post('/api/auth/signup').send({ email, password: PASSWORD })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    }
  }, 60_000);
});
