import request from 'supertest';
import { EXTRA_PAYMENTS_PER_PROFILE } from '@homewise/contracts';
import { errorMessage } from '../src/common/errors/error-catalogue.js';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, signUp, type SignedIn } from './helpers.js';

const WRITES_PER_MINUTE = 8;

// Issue 23: 200 extra payments in 4 s and six password changes in 0.24 s were all accepted.
describe('per-user write limits and the cap on rows per profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: (c) => void (c.rateLimits.writesPerUser.max = WRITES_PER_MINUTE) });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function homeowner(): Promise<SignedIn & { profileId: string }> {
    const user = await signUp(t);
    const res = await user.agent
      .post('/api/mortgage-profile')
      .send({ propertyAddress: '1 Oak Ave', originalLoanAmount: 200000, originalInterestRate: 0.05, monthlyPayment: 1073.64, currentHomeValue: 250000 })
      .expect(201);
    return { ...user, profileId: res.body.id };
  }
  const payment = (owner: SignedIn & { profileId: string }, day = 15) =>
    owner.agent.post('/api/extra-payments').send({ mortgageProfileId: owner.profileId, paymentDate: `2024-01-${day}`, amount: 100 });

  it('refuses a signed-in user’s writes past the per-minute limit with a clear 429, and only theirs', async () => {
    const owner = await homeowner(); // the profile was write 1
    const answers = await Promise.all(Array.from({ length: 12 }, () => payment(owner)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(WRITES_PER_MINUTE - 1);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(/^You are saving changes faster than a person would\. Please wait 1 minute and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM extra_payments WHERE mortgage_profile_id = $1`, [owner.profileId]);
    expect(count).toBe(WRITES_PER_MINUTE - 1);
    // Reading is not limited, and another user writes on.
    await owner.agent.get(`/api/mortgage-profile/${owner.profileId}/extra-payments`).expect(200);
    const other = await homeowner();
    await payment(other).expect(201);
  });

  it('allows five password changes an hour, then refuses before hashing', async () => {
    const { agent, email } = await signUp(t);
    let current = PASSWORD;
    for (let i = 1; i <= 5; i++) {
      const next = `tulip ledger number ${i}`;
      await agent.post('/api/auth/change-password').send({ currentPassword: current, newPassword: next }).expect(200);
      current = next;
    }
    const refused = await agent.post('/api/auth/change-password').send({ currentPassword: current, newPassword: 'tulip ledger number 6' }).expect(429);
    expect(refused.body.message).toBe(errorMessage('TOO_MANY_PASSWORD_CHANGES', { retryAfterSeconds: Number(refused.headers['retry-after']) }));
    expect(refused.body.message).toMatch(/^Your password was changed several times in the last hour\. Please wait \d+ minutes? and try again\.$/);
    await request(t.url).post('/api/auth/login').send({ email, password: current }).expect(200);
  });

  it(`caps a profile at ${EXTRA_PAYMENTS_PER_PROFILE} extra payments with a clear 409`, async () => {
    const owner = await homeowner();
    await t.dataSource.query(
      `INSERT INTO extra_payments (mortgage_profile_id, payment_date, amount, scheduled)
       SELECT $1, DATE '2020-01-01' + n, 1, false FROM generate_series(1, $2) n`,
      [owner.profileId, EXTRA_PAYMENTS_PER_PROFILE - 1],
    );
    await payment(owner, 10).expect(201);
    const refused = await payment(owner, 11).expect(409);
    expect(refused.body.message).toBe(
      `A mortgage can hold at most ${EXTRA_PAYMENTS_PER_PROFILE.toLocaleString('en-US')} extra payments. Delete some you no longer need before adding more.`,
    );
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM extra_payments WHERE mortgage_profile_id = $1`, [owner.profileId]);
    expect(count).toBe(EXTRA_PAYMENTS_PER_PROFILE);
  });
});
