import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';

// The per-request reads (session lookup, GET /api/mortgage-profile) are prepared once per
// connection on a real Postgres and sent unnamed on embedded PGlite (src/database/pool-query.ts).
// One pooled connection here, so pg_prepared_statements shows what the app's connection holds.
describe('hot-path statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: (c) => void (c.dbPoolSize = 1) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answer correctly again and again, prepared by name only on a real Postgres', async () => {
    const { agent, user } = await signUp(t);
    await agent.get('/api/mortgage-profile').expect(200).expect('null');
    const created = await agent
      .post('/api/mortgage-profile')
      .send({ originalLoanAmount: 200000, originalInterestRate: 0.06, monthlyPayment: 1199.1, purchasePrice: 250000 })
      .expect(201);
    for (let i = 0; i < 3; i++) {
      const profile = await agent.get('/api/mortgage-profile').expect(200);
      expect(profile.body).toMatchObject({ id: created.body.id, originalLoanAmount: 200000, currentBalance: 200000 });
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body.id).toBe(user.id);
    }
    const prepared = (await t.dataSource.query(`SELECT name FROM pg_prepared_statements ORDER BY name`)) as { name: string }[];
    const names = prepared.map((row) => row.name);
    if (t.config.embeddedDatabase) {
      expect(names).toEqual([]);
    } else {
      expect(names).toEqual(expect.arrayContaining(['profile_of_session', 'session_user']));
    }
  });
});
