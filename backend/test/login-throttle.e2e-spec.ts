import request from 'supertest';
import type { TestApp } from './harness.js';
import { PASSWORD, signUp, uniqueEmail } from './helpers.js';
import type { SmtpSink } from './support/smtp-sink.js';
import { withMailSink } from './support/mail-sink-app.js';
import { until } from './support/wait.js';

// The per-account password throttle (ASVS V2.2.1, V2.2.3): counted atomically (parallel guesses
// cannot exceed it), a soft lockout that grows 1, 2, 4 … at most 15 minutes, a mail that tells the
// owner and lets them back in, and the audit log. Time is moved by rewriting locked_until.

const MAX = 3;
const PAUSED = /^Too many failed sign-ins for this account\. Please wait (\d+) minutes? and try again\.$/;
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

describe('per-account sign-in throttle', () => {
  let t: TestApp;
  let sink: SmtpSink;
  withMailSink((app) => ({ t, sink } = app), {
    config: (c) => {
      c.trustProxy = ['loopback'];
      c.rateLimits.loginFailuresPerAccount.max = MAX;
      c.rateLimits.loginPerIp.max = 1000;
    },
  });

  const login = (email: string, password: string) =>
    request(t.url).post('/api/auth/login').set('x-forwarded-for', newIp()).set('user-agent', 'Guesser/1.0').send({ email, password });
  const pauseSeconds = async (email: string): Promise<number> =>
    (await t.dataSource.query(`SELECT extract(epoch FROM locked_until - now())::float AS s FROM login_throttles WHERE account = $1`, [email]))[0]?.s ?? 0;
  /** The pause is over (as if its minutes had passed). */
  const endPause = (email: string) => t.dataSource.query(`UPDATE login_throttles SET locked_until = now() - interval '1 second' WHERE account = $1`, [email]);
  const pauseMails = (email: string) => sink.received.filter((m) => m.to.includes(email) && m.header('subject') === 'Sign-in to your Homewise account was paused');

  it('parallel guesses never get more password checks than the budget', async () => {
    const { email } = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `guess number ${i}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    // Paused now, even for the right password.
    expect((await login(email, PASSWORD).expect(429)).body.message).toMatch(PAUSED);
  });

  it('pauses sign-in softly: 1 minute, then 2, then 4; the right password after a pause signs in and clears it', async () => {
    const { email } = await signUp(t);
    for (const minutes of [1, 2, 4]) {
      for (let i = 0; i < MAX; i++) await login(email, 'wrong guess').expect(401);
      const paused = await login(email, PASSWORD).expect(429);
      expect(paused.body.message).toMatch(PAUSED);
      expect(Number(PAUSED.exec(paused.body.message)![1])).toBe(minutes);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(minutes * 60 - 5);
      expect(await pauseSeconds(email)).toBeLessThanOrEqual(minutes * 60);
      await endPause(email);
    }
    await login(email, PASSWORD).expect(200);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM login_throttles WHERE account = $1`, [email]);
    expect(count).toBe(0);
  });

  it('never pauses longer than 15 minutes, however long the series', async () => {
    const { email } = await signUp(t);
    await t.dataSource.query(`INSERT INTO login_throttles (account, failures, lockouts) VALUES ($1, 0, 9)`, [email]);
    for (let i = 0; i < MAX; i++) await login(email, 'wrong guess').expect(401);
    expect(await pauseSeconds(email)).toBeLessThanOrEqual(15 * 60);
    expect(await pauseSeconds(email)).toBeGreaterThan(14 * 60);
  });

  it('mails the owner once a day: who tried from where, and a reset link that signs them in at once', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < MAX; i++) await login(email, 'wrong guess').expect(401);
    await until(() => pauseMails(email).length === 1, 'the pause mail');
    const mail = pauseMails(email)[0].decoded;
    expect(mail).toContain('sign-in is paused for 1 minute');
    expect(mail).toMatch(/from the address 198\.51\.100\.\d+/);
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail)![1]);

    // A second pause the same day: no second mail.
    await endPause(email);
    for (let i = 0; i < MAX; i++) await login(email, 'wrong guess').expect(401);
    await login(email, PASSWORD).expect(429);

    // The owner uses the link while the pause lasts: new password, signed in at once.
    await request(t.url).post('/api/auth/reset-password').send({ token, password: 'a brand new password' }).expect(200);
    await login(email, 'a brand new password').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pauseMails(email)).toHaveLength(1);
  });

  it('treats an email without an account the same (nothing tells which emails exist), and mails nobody', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < MAX; i++) await login(email, 'wrong guess').expect(401);
    expect((await login(email, 'wrong guess').expect(429)).body.message).toMatch(PAUSED);
    expect(sink.received.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('writes sign-ins, failures and pauses to the security audit log with the client address', async () => {
    const { email, user } = await signUp(t);
    await login(email, PASSWORD).expect(200);
    for (let i = 0; i < MAX; i++) await login(email, 'wrong guess').expect(401);
    const events: { type: string; ip: string; user_agent: string }[] = await t.dataSource.query(
      `SELECT type, ip, user_agent FROM security_events WHERE user_id = $1 ORDER BY occurred_at, type`,
      [user.id],
    );
    expect(events.map((e) => e.type).sort()).toEqual(['lockout', 'sign_in', 'sign_in_failed', 'sign_in_failed', 'sign_in_failed']);
    for (const event of events) {
      expect(event.ip).toMatch(/^198\.51\.100\.\d+$/);
      expect(event.user_agent).toBe('Guesser/1.0');
    }
    // A password never reaches the log.
    const [{ leaked }] = await t.dataSource.query(`SELECT count(*)::int AS leaked FROM security_events WHERE details::text LIKE '%wrong guess%'`);
    expect(leaked).toBe(0);
  });
});
