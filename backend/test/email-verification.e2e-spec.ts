import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, signUp, uniqueEmail } from './helpers.js';
import { linkTokenIn } from './support/mailbox.js';

// Email verification: a new account gets a mail with a single-use link; using it confirms the
// address. Nothing else waits for it: sign-in, password reset and contact keep working.

const LINK = /verify-email\?token=([A-Za-z0-9_%-]+)/;

describe('email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: (c) => (c.smtpUrl = undefined) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new account is unconfirmed and gets a link; the link confirms it once, even signed out', async () => {
    const me = await signUp(t);
    expect(me.user.emailVerified).toBe(false);
    const token = await linkTokenIn(t, me.email, LINK);
    const res = await request(t.url).post('/api/auth/verify-email').send({ token }).expect(200);
    expect(res.body.message).toBe('Thank you! Your email address is confirmed.');
    expect((await me.agent.get('/api/auth/user').expect(200)).body.emailVerified).toBe(true);
    const again = await request(t.url).post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
    await request(t.url).post('/api/auth/verify-email').send({ token: 'made-up' }).expect(400);
    const [event] = await t.dataSource.query(`SELECT type FROM security_events WHERE user_id = $1 AND type = 'email_verified'`, [me.user.id]);
    expect(event).toBeDefined();
  });

  it('an expired link does nothing', async () => {
    const me = await signUp(t);
    const token = await linkTokenIn(t, me.email, LINK);
    await t.dataSource.query(`UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [me.user.id]);
    await request(t.url).post('/api/auth/verify-email').send({ token }).expect(400);
    expect((await me.agent.get('/api/auth/user').expect(200)).body.emailVerified).toBe(false);
  });

  it('resends a link on request (a few times an hour), and says so once confirmed', async () => {
    const me = await signUp(t);
    await linkTokenIn(t, me.email, LINK);
    const res = await me.agent.post('/api/auth/resend-verification').expect(200);
    expect(res.body.message).toBe('We sent a new confirmation link. Please check your inbox.');
    const second = await linkTokenIn(t, me.email, LINK, 2);
    await request(t.url).post('/api/auth/verify-email').send({ token: second }).expect(200);
    expect((await me.agent.post('/api/auth/resend-verification').expect(200)).body.message).toBe('Your email address is already confirmed.');
    const other = await signUp(t);
    for (let i = 0; i < 5; i++) await other.agent.post('/api/auth/resend-verification').expect(200);
    await other.agent.post('/api/auth/resend-verification').expect(429);
    await request(t.url).post('/api/auth/resend-verification').expect(401);
  });

  it('an unconfirmed account still signs in, resets its password and sends contact messages', async () => {
    const me = await signUp(t);
    await request(t.url).post('/api/auth/login').send({ email: me.email, password: PASSWORD }).expect(200);
    await request(t.url).post('/api/contact').send({ name: 'Me', email: me.email, message: 'Hello' }).expect(201);
    await request(t.url).post('/api/auth/request-reset').send({ email: me.email }).expect(200);
    const token = await linkTokenIn(t, me.email, /reset-password\?token=([A-Za-z0-9_%-]+)/);
    await request(t.url).post('/api/auth/reset-password').send({ token, password: 'my new password' }).expect(200);
    // The reset link came to the mailbox too: the address is confirmed by it.
    const login = await request(t.url).post('/api/auth/login').send({ email: me.email, password: 'my new password' }).expect(200);
    expect(login.body.emailVerified).toBe(true);
  });

  it('a link confirms only the address it was sent to', async () => {
    const me = await signUp(t, { email: uniqueEmail('before') });
    const token = await linkTokenIn(t, me.email, LINK);
    await t.dataSource.query(`UPDATE users SET email = $2 WHERE id = $1`, [me.user.id, uniqueEmail('after')]);
    await request(t.url).post('/api/auth/verify-email').send({ token }).expect(400);
    expect((await me.agent.get('/api/auth/user').expect(200)).body.emailVerified).toBe(false);
  });
});
