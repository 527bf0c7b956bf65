import request from 'supertest';
import { SESSION_COOKIE } from '@homewise/contracts';
import { errorMessage } from '../src/common/errors/error-catalogue.js';
import { ACCOUNT_DELETED } from '../src/identity/auth/account-closure.service.js';

const WRONG_PASSWORD = errorMessage('WRONG_PASSWORD_FOR_DELETION');
const LAST_ADMIN = errorMessage('LAST_ADMIN');
import type { TestApp } from './harness.js';
import { PASSWORD, signUp, signUpAdmin, signUpOfficer, type SignedIn } from './helpers.js';
import type { SmtpSink } from './support/smtp-sink.js';
import { withMailSink } from './support/mail-sink-app.js';
import { until } from './support/wait.js';

/** Rows still pointing at a user, table by table (every table that stores a user id). */
async function rowsOf(t: TestApp, userId: string): Promise<Record<string, number>> {
  const [counts] = await t.dataSource.query(
    `SELECT (SELECT count(*)::int FROM users WHERE id = $1) AS users,
            (SELECT count(*)::int FROM sessions WHERE user_id = $1) AS sessions,
            (SELECT count(*)::int FROM password_reset_tokens WHERE user_id = $1) AS "resetTokens",
            (SELECT count(*)::int FROM mortgage_profiles WHERE user_id = $1) AS profiles,
            (SELECT count(*)::int FROM extra_payments e JOIN mortgage_profiles p ON p.id = e.mortgage_profile_id
              WHERE p.user_id = $1) AS "extraPayments",
            (SELECT count(*)::int FROM loan_officer_brands WHERE user_id = $1) AS brands,
            (SELECT count(*)::int FROM users WHERE loan_officer_id = $1) AS clients,
            (SELECT count(*)::int FROM contact_messages WHERE user_id = $1) AS "contactMessages",
            (SELECT count(*)::int FROM page_views WHERE user_id = $1) AS "pageViews"`,
    [userId],
  );
  return counts;
}

const NOTHING = { users: 0, sessions: 0, resetTokens: 0, profiles: 0, extraPayments: 0, brands: 0, clients: 0, contactMessages: 0, pageViews: 0 };

/** A homeowner with a mortgage profile, two extra payments, a reset link, a message and a page view. */
async function homeownerWithData(t: TestApp, extra: Record<string, unknown> = {}): Promise<SignedIn> {
  const owner = await signUp(t, extra);
  const profile = await owner.agent
    .post('/api/mortgage-profile')
    .send({ propertyAddress: '1 Oak Ave', originalLoanAmount: 200000, originalInterestRate: 0.05, monthlyPayment: 1073.64, currentHomeValue: 250000 })
    .expect(201);
  for (const paymentDate of ['2024-01-15', '2024-02-15']) {
    await owner.agent.post('/api/extra-payments').send({ mortgageProfileId: profile.body.id, paymentDate, amount: 100 }).expect(201);
  }
  await owner.agent.post('/api/contact').send({ name: 'Owner', email: owner.email, message: 'A question' }).expect(201);
  await owner.agent.post('/api/analytics/page-view').send({ path: '/Dashboard' }).expect(204);
  await request(t.url).post('/api/auth/request-reset').send({ email: owner.email }).expect(200);
  await until(async () => (await rowsOf(t, owner.user.id)).resetTokens === 1, 'the reset link');
  return owner;
}

describe('deleting one’s own account: DELETE /api/user', () => {
  let t: TestApp;
  let sink: SmtpSink;
  withMailSink((app) => ({ t, sink } = app), {
    config: (c) => {
      c.rateLimits.loginFailuresPerAccount.max = 3;
    },
  });

  it('deletes the account and everything in it, signs out every device, and mails a confirmation', async () => {
    const owner = await homeownerWithData(t);
    const laptop = request.agent(t.url);
    await laptop.post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(200);
    expect(await rowsOf(t, owner.user.id)).toEqual({ ...NOTHING, users: 1, sessions: 2, resetTokens: 1, profiles: 1, extraPayments: 2, contactMessages: 1, pageViews: 1 });

    const res = await owner.agent.delete('/api/user').send({ password: PASSWORD }).expect(200);
    expect(res.body).toEqual({ message: ACCOUNT_DELETED });
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));

    expect(await rowsOf(t, owner.user.id)).toEqual(NOTHING);
    // Kept, but no longer anyone's: the message for support (24-month retention), the page view.
    const [message] = await t.dataSource.query(`SELECT user_id FROM contact_messages WHERE email = $1`, [owner.email]);
    expect(message).toEqual({ user_id: null });
    // The reset mail to the deleted address is gone from the outbox; the confirmation is what remains.
    const outbox = await t.dataSource.query(`SELECT subject FROM mail_outbox WHERE to_address = $1`, [owner.email]);
    expect(outbox).toEqual([{ subject: 'Your Homewise account has been deleted' }]);
    const mail = await until(() => sink.received.find((m) => m.to.includes(owner.email) && /deleted/.test(m.header('subject') ?? '')), 'the confirmation mail');
    expect(mail.decoded).toContain('has been deleted as you asked');

    // Neither session works any more, nor does the password.
    await owner.agent.get('/api/auth/user').expect(401);
    await laptop.get('/api/auth/user').expect(401);
    await laptop.get('/api/mortgage-profile').expect(401);
    expect((await request(t.url).post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(401)).body.message).toBe(
      'Invalid email or password',
    );
  });

  it('the email can sign up again, as a new account with nothing of the old one', async () => {
    const owner = await homeownerWithData(t);
    await owner.agent.delete('/api/user').send({ password: PASSWORD }).expect(200);
    const again = await signUp(t, { email: owner.email });
    expect(again.user.id).not.toBe(owner.user.id);
    expect((await again.agent.get('/api/mortgage-profile').expect(200)).body).toBeNull();
    await request(t.url).post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(200);
  });

  it('a copied session cookie stays dead, also after the email signs up again', async () => {
    const owner = await signUp(t);
    const token = await sessionTokenOf(t, owner);
    await request(t.url).get('/api/auth/user').set('Cookie', `${SESSION_COOKIE}=${token}`).expect(200);
    await owner.agent.delete('/api/user').send({ password: PASSWORD }).expect(200);
    await request(t.url).get('/api/auth/user').set('Cookie', `${SESSION_COOKIE}=${token}`).expect(401);
    await signUp(t, { email: owner.email });
    await request(t.url).get('/api/auth/user').set('Cookie', `${SESSION_COOKIE}=${token}`).expect(401);
  });

  it('refuses a wrong or missing password and keeps everything; repeated wrong guesses are limited', async () => {
    const owner = await homeownerWithData(t);
    const before = await rowsOf(t, owner.user.id);
    const wrong = await owner.agent.delete('/api/user').send({ password: 'not my password' }).expect(400);
    expect(wrong.body).toEqual({ statusCode: 400, message: WRONG_PASSWORD, error: 'Bad Request', code: 'WRONG_PASSWORD_FOR_DELETION' });
    expect((await owner.agent.delete('/api/user').send({}).expect(400)).body.message).toBe('Password is required to delete your account.');
    expect((await owner.agent.delete('/api/user').expect(400)).body.message).toBe('Password is required to delete your account.');
    expect((await owner.agent.delete('/api/user').send({ password: PASSWORD, confirm: true }).expect(400)).body.message).toBe(
      'Property confirm should not exist.',
    );
    expect(await rowsOf(t, owner.user.id)).toEqual(before);
    await owner.agent.get('/api/auth/user').expect(200);

    // Wrong guesses share the failed-login budget of the account (3 in this test app).
    await owner.agent.delete('/api/user').send({ password: 'second guess' }).expect(400);
    await owner.agent.delete('/api/user').send({ password: 'third guess' }).expect(400);
    const limited = await owner.agent.delete('/api/user').send({ password: PASSWORD }).expect(429);
    expect(limited.body.message).toMatch(/^Too many failed sign-ins for this account\. Please wait \d+ minutes? and try again\.$/);
    // Kept; only the pause's mail to the owner added a reset link (their way back in).
    expect(await rowsOf(t, owner.user.id)).toEqual({ ...before, resetTokens: before.resetTokens + 1 });
  });

  it('answers 401 without a session', async () => {
    const res = await request(t.url).delete('/api/user').send({ password: PASSWORD }).expect(401);
    expect(res.body.message).toBe('You are not signed in. Please log in.');
  });

  it('deletes only the signed-in user: another user’s password does not delete them, nor the caller', async () => {
    const alice = await homeownerWithData(t);
    const bob = await signUp(t, { password: 'bobs own password' });
    const aliceBefore = await rowsOf(t, alice.user.id);

    // Bob knows Alice's password: the route still acts on Bob's account only, and refuses.
    await bob.agent.delete('/api/user').send({ password: PASSWORD }).expect(400);
    expect(await rowsOf(t, alice.user.id)).toEqual(aliceBefore);
    await bob.agent.get('/api/auth/user').expect(200);

    await bob.agent.delete('/api/user').send({ password: 'bobs own password' }).expect(200);
    expect(await rowsOf(t, bob.user.id)).toEqual(NOTHING);
    expect(await rowsOf(t, alice.user.id)).toEqual(aliceBefore);
    expect((await alice.agent.get('/api/mortgage-profile').expect(200)).body).toMatchObject({ propertyAddress: '1 Oak Ave' });
  });

  it('a loan officer’s clients are unlinked, not deleted; the brand page is gone', async () => {
    const officer = await signUpOfficer(t, { plan: 'free', firstName: 'Olivia', lastName: 'Officer' });
    await officer.agent.patch('/api/loan-officer/brand').send({ companyName: 'Acme Home Loans' }).expect(200);
    const code = officer.user.referralCode!;
    const client = await homeownerWithData(t, { lo: code, shareConsent: true });
    expect(client.user.loanOfficerId).toBe(officer.user.id);
    const clientBefore = await rowsOf(t, client.user.id);

    await officer.agent.delete('/api/user').send({ password: PASSWORD }).expect(200);
    expect(await rowsOf(t, officer.user.id)).toEqual(NOTHING);
    await request(t.url).get(`/api/brands/${code}`).expect(404);

    expect(await rowsOf(t, client.user.id)).toEqual(clientBefore);
    expect((await client.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ id: client.user.id, loanOfficerId: null });
    // The freed referral code links nobody any more.
    const later = await signUp(t, { lo: code, shareConsent: true });
    expect(later.user.loanOfficerId).toBeNull();
  });

  it('a client who leaves disappears from the loan officer’s list', async () => {
    const officer = await signUpOfficer(t, { plan: 'free' });
    const stays = await signUp(t, { lo: officer.user.referralCode, shareConsent: true });
    const leaves = await homeownerWithData(t, { lo: officer.user.referralCode, shareConsent: true });
    await leaves.agent.delete('/api/user').send({ password: PASSWORD }).expect(200);
    const list = await officer.agent.get('/api/loan-officer/clients').expect(200);
    expect(list.body.clients.map((c: { id: string }) => c.id)).toEqual([stays.user.id]);
  });

  it('the only admin cannot leave; with another admin they can', async () => {
    // Other tests' admins would count: start from none.
    await t.dataSource.query(`UPDATE users SET role = 'customer' WHERE role = 'admin'`);
    const first = await signUpAdmin(t);
    const refused = await first.agent.delete('/api/user').send({ password: PASSWORD }).expect(409);
    expect(refused.body.message).toBe(LAST_ADMIN);
    expect((await rowsOf(t, first.user.id)).users).toBe(1);

    const second = await signUpAdmin(t);
    await first.agent.delete('/api/user').send({ password: PASSWORD }).expect(200);
    expect((await rowsOf(t, first.user.id)).users).toBe(0);
    expect((await second.agent.delete('/api/user').send({ password: PASSWORD }).expect(409)).body.message).toBe(LAST_ADMIN);
  });
});

/** The raw session token of a signed-in user's agent, as a thief would have copied it. */
async function sessionTokenOf(t: TestApp, user: SignedIn): Promise<string> {
  const login = await request(t.url).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  return /=([^;]*)/.exec(cookie)![1];
}
