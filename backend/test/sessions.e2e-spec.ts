import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';
import type { SmtpSink } from './support/smtp-sink.js';
import { withMailSink } from './support/mail-sink-app.js';
import { until } from './support/wait.js';

// Sessions end after an idle time and, used or not, after an absolute lifetime (ASVS V3.3.1,
// V3.3.2). Time is moved by rewriting the session's timestamps, not by waiting.

const IDLE = 30 * 60;
const ABSOLUTE = 12 * 3600;

/** Seconds from now until the session of `userId` expires. */
async function secondsLeft(t: TestApp, userId: string): Promise<number> {
  const [{ left }] = await t.dataSource.query(`SELECT extract(epoch FROM expires_at - now())::float AS left FROM sessions WHERE user_id = $1`, [userId]);
  return left;
}

describe('session lifetimes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: (c) => (c.sessions = { idleSeconds: IDLE, absoluteSeconds: ABSOLUTE }) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new session expires after the idle time, and the cookie lives no longer than the absolute lifetime', async () => {
    const res = await request(t.url).post('/api/auth/signup').send({ email: `idle.${Date.now()}@example.com`, password: 'correct horse battery' }).expect(201);
    expect(await secondsLeft(t, res.body.id)).toBeGreaterThan(IDLE - 30);
    expect(await secondsLeft(t, res.body.id)).toBeLessThanOrEqual(IDLE);
    expect(String(res.headers['set-cookie'])).toContain(`Max-Age=${ABSOLUTE}`);
  });

  it('using the session pushes its idle expiry out (on every kind of signed-in request)', async () => {
    const { agent, user } = await signUp(t);
    for (const path of ['/api/auth/user', '/api/mortgage-profile']) {
      await t.dataSource.query(`UPDATE sessions SET last_seen_at = now() - interval '10 minutes', expires_at = now() + interval '20 minutes' WHERE user_id = $1`, [user.id]);
      await agent.get(path).expect(200);
      await until(async () => (await secondsLeft(t, user.id)) > IDLE - 60, `the idle expiry pushed out after ${path}`);
    }
  });

  it('an idle session is over: 401', async () => {
    const { agent, user } = await signUp(t);
    await t.dataSource.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes', expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    await agent.get('/api/auth/user').expect(401);
    await agent.get('/api/mortgage-profile').expect(401);
  });

  it('however busy, a session never slides past its absolute lifetime', async () => {
    const { agent, user } = await signUp(t);
    // Signed in 11 h 50 min ago and used all along.
    await t.dataSource.query(
      `UPDATE sessions SET created_at = now() - interval '11 hours 50 minutes', last_seen_at = now() - interval '5 minutes' WHERE user_id = $1`,
      [user.id],
    );
    await agent.get('/api/auth/user').expect(200);
    await until(async () => (await secondsLeft(t, user.id)) < 11 * 60, 'the slide, capped');
    const [{ capped }] = await t.dataSource.query(
      `SELECT expires_at = created_at + interval '12 hours' AS capped FROM sessions WHERE user_id = $1`,
      [user.id],
    );
    expect(capped).toBe(true);
  });
});

describe('active sessions and changing the password', () => {
  let t: TestApp;
  let sink: SmtpSink;
  withMailSink((app) => ({ t, sink } = app), { config: (c) => (c.trustProxy = ['loopback']) });

  const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  /** The same account signed in on another device. */
  async function device(email: string, password: string, userAgent: string, ip: string) {
    const agent = request.agent(t.url);
    await agent.post('/api/auth/login').set('user-agent', userAgent).set('x-forwarded-for', ip).send({ email, password }).expect(200);
    return agent;
  }

  it('lists only the user’s own sessions, this one first, with device, address and last seen', async () => {
    const me = await signUp(t);
    const stranger = await signUp(t);
    await device(me.email, me.password, CHROME_MAC, '203.0.113.10');
    await device(me.email, me.password, SAFARI_IPHONE, '2001:db8::42');
    const res = await me.agent.get('/api/auth/sessions').expect(200);
    const sessions = res.body.sessions as { device: string; ipAddress: string; current: boolean; lastSeenAt: string; signedInAt: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0].current).toBe(true);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device).slice(1).sort()).toEqual(['Chrome on macOS', 'Safari on iPhone']);
    expect(sessions.map((s) => s.ipAddress)).toEqual(expect.arrayContaining(['203.0.113.10', '2001:db8::42']));
    for (const s of sessions) expect(Date.parse(s.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    const theirs = (await stranger.agent.get('/api/auth/sessions').expect(200)).body.sessions;
    expect(theirs).toHaveLength(1);
    await request(t.url).get('/api/auth/sessions').expect(401);
  });

  it('"Sign out everywhere else" ends every other session and keeps this one; one device can be signed out too', async () => {
    const me = await signUp(t);
    const laptop = await device(me.email, me.password, CHROME_MAC, '203.0.113.11');
    const phone = await device(me.email, me.password, SAFARI_IPHONE, '203.0.113.12');
    const listed = (await me.agent.get('/api/auth/sessions').expect(200)).body.sessions as { id: string; device: string }[];
    const phoneId = listed.find((s) => s.device === 'Safari on iPhone')!.id;

    // Someone else's id, or a made-up one: not found, nothing ended.
    const stranger = await signUp(t);
    await stranger.agent.delete(`/api/auth/sessions/${phoneId}`).expect(404);
    await me.agent.delete(`/api/auth/sessions/${phoneId}`).expect(200);
    await phone.get('/api/auth/user').expect(401);
    await laptop.get('/api/auth/user').expect(200);

    const res = await me.agent.delete('/api/auth/sessions/others').expect(200);
    expect(res.body).toEqual({ message: 'Signed out of 1 other device.', signedOut: 1 });
    await laptop.get('/api/auth/user').expect(401);
    await me.agent.get('/api/auth/user').expect(200);
    expect((await me.agent.delete('/api/auth/sessions/others').expect(200)).body.signedOut).toBe(0);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM security_events WHERE user_id = $1 AND type = 'sign_out_others'`, [me.user.id]);
    expect(count).toBe(2);
  });

  it('changing the password needs the current one, ends other sessions, voids reset links and mails the owner', async () => {
    const me = await signUp(t);
    const laptop = await device(me.email, me.password, CHROME_MAC, '203.0.113.13');
    await request(t.url).post('/api/auth/request-reset').send({ email: me.email }).expect(200);
    await until(async () => (await t.dataSource.query(`SELECT 1 FROM password_reset_tokens WHERE user_id = $1`, [me.user.id])).length, 'a reset link');

    const wrong = await me.agent.post('/api/auth/change-password').send({ currentPassword: 'not my password', newPassword: 'a brand new password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not correct. Your password has not been changed.');
    const same = await me.agent.post('/api/auth/change-password').send({ currentPassword: me.password, newPassword: me.password });
    expect(same.status).toBe(400);
    const short = await me.agent.post('/api/auth/change-password').send({ currentPassword: me.password, newPassword: 'short' });
    expect(short.body.message).toBe('Password must be at least 8 characters long.');
    await laptop.get('/api/auth/user').expect(200);

    const ok = await me.agent.post('/api/auth/change-password').send({ currentPassword: me.password, newPassword: 'a brand new password' }).expect(200);
    expect(ok.body.message).toBe('Your password has been changed. Every other device has been signed out.');
    await me.agent.get('/api/auth/user').expect(200);
    await laptop.get('/api/auth/user').expect(401);
    await request(t.url).post('/api/auth/login').send({ email: me.email, password: me.password }).expect(401);
    await request(t.url).post('/api/auth/login').send({ email: me.email, password: 'a brand new password' }).expect(200);
    const [{ unused }] = await t.dataSource.query(`SELECT count(*)::int AS unused FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL`, [me.user.id]);
    expect(unused).toBe(0);
    await until(() => sink.received.some((m) => m.to.includes(me.email) && m.header('subject') === 'Your Homewise password was changed'), 'the confirmation mail');
    const [event] = await t.dataSource.query(`SELECT details FROM security_events WHERE user_id = $1 AND type = 'password_changed'`, [me.user.id]);
    expect(event.details).toEqual({ otherSessionsEnded: 1 });
    await request(t.url).post('/api/auth/change-password').send({ currentPassword: 'x', newPassword: 'a brand new password' }).expect(401);
  });
});
