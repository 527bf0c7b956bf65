import request from 'supertest';
import { todayUtc } from '../src/common/today.js';
import { startTestApp, type TestApp } from './harness.js';
import { setRole, signUp, signUpAdmin, type SignedIn } from './helpers.js';

/** `YYYY-MM-DD`, `days` before today (UTC, as the API counts). */
const daysAgo = (days: number) => todayUtc(new Date(Date.now() - days * 86_400_000));

// Issue 18: when the weekly read fails, the rates are shown as stale, and an admin can enter this
// week's rates by hand; from then on every page shows them as this week's, with who entered them.
describe('market rates entered by hand', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const GOOD = () => ({ thirtyYearFixed: 0.0689, fifteenYearFixed: 0.0612, asOf: daysAgo(5) });

  it('lets only admins enter them', async () => {
    await request(t.url).post('/api/admin/market-rates').send(GOOD()).expect(401);
    const customer = await signUp(t);
    const officer = await signUp(t);
    await setRole(t, officer.user.id, 'loan_officer');
    for (const { agent } of [customer, officer]) {
      const res = await agent.post('/api/admin/market-rates').send(GOOD()).expect(403);
      expect(res.body.message).toBe('You do not have permission to do this.');
    }
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM market_rate_snapshots WHERE source = 'manual'`);
    expect(count).toBe(0);
  });

  it.each([
    [{}, 'Enter the 30-year fixed rate. Enter the 15-year fixed rate. Enter the week ending date the rates were published for.'],
    [{ ...GOOD(), thirtyYearFixed: 'six' }, '30-year fixed rate must be a number.'],
    // A percent typed where the API takes a fraction.
    [{ ...GOOD(), thirtyYearFixed: 6.89 }, '30-year fixed rate must be between 0.5% and 25%.'],
    [{ ...GOOD(), fifteenYearFixed: 0 }, '15-year fixed rate must be between 0.5% and 25%.'],
    [{ ...GOOD(), asOf: '2025-02-30' }, 'Week ending must be a real date (YYYY-MM-DD).'],
    [{ ...GOOD(), asOf: daysAgo(-1) }, "Week ending can't be in the future."],
    [{ ...GOOD(), asOf: daysAgo(22) }, "Week ending must be within the last 3 weeks: enter this week's rates."],
  ])('refuses %j with a sentence a person understands', async (body, message) => {
    const res = await admin.agent.post('/api/admin/market-rates').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses fields it does not know', async () => {
    const res = await admin.agent.post('/api/admin/market-rates').send({ ...GOOD(), source: 'mba' }).expect(400);
    expect(res.body.message).toBe('Property source should not exist.');
  });

  it('stores them as the newest snapshot: every page shows them as this week’s, and the history names the admin', async () => {
    // Before: the first-run snapshot, years old — an officer's opportunities are flagged on stale rates.
    const officer = await signUp(t);
    await setRole(t, officer.user.id, 'loan_officer');
    const before = await officer.agent.get('/api/loan-officer/clients').expect(200);
    expect(before.body.marketRate).toMatchObject({ rate: 0.069, source: 'seed', stale: true });

    const asOf = daysAgo(5);
    const entered = await admin.agent.post('/api/admin/market-rates').send({ thirtyYearFixed: '0.0689', fifteenYearFixed: 0.0612, asOf }).expect(201);
    expect(entered.body).toEqual({
      thirtyYearFixed: { rate: 0.0689, scrapedAt: expect.any(String) },
      fifteenYearFixed: { rate: 0.0612, scrapedAt: expect.any(String) },
      source: 'manual',
      asOf,
    });
    expect(Date.now() - Date.parse(entered.body.thirtyYearFixed.scrapedAt)).toBeLessThan(60_000);

    const customer = await signUp(t);
    expect((await customer.agent.get('/api/market-rates').expect(200)).body).toEqual(entered.body);
    const after = await officer.agent.get('/api/loan-officer/clients').expect(200);
    expect(after.body.marketRate).toEqual({ rate: 0.0689, source: 'manual', asOf, scrapedAt: entered.body.thirtyYearFixed.scrapedAt, stale: false, ageDays: 0 });

    const overview = await admin.agent.get('/api/admin/market-rates').expect(200);
    expect(overview.body.stale).toBe(false);
    expect(overview.body.history[0]).toEqual({
      id: expect.any(String),
      thirtyYearFixed: 0.0689,
      fifteenYearFixed: 0.0612,
      source: 'manual',
      asOf,
      scrapedAt: entered.body.thirtyYearFixed.scrapedAt,
      enteredBy: admin.email,
    });
    // The read snapshots name nobody.
    expect(overview.body.history[1]).toMatchObject({ source: 'seed', enteredBy: null });
    // The security log has it, with the admin and the 30-year rate it replaced.
    const events = await t.dataSource.query(`SELECT actor_id, details FROM security_events WHERE type = 'rate_changed'`);
    expect(events).toEqual([
      {
        actor_id: admin.user.id,
        details: { loanType: 'Market 30-year fixed (entered by hand)', from: 0.069, to: 0.0689, fifteenYearFixed: 0.0612, asOf },
      },
    ]);
  });
});
