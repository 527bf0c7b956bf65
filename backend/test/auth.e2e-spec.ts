import request from 'supertest';
import { SESSION_COOKIE, SIGNED_IN_HINT_KEY } from '@homewise/contracts';
import { jest } from '@jest/globals';
import { RESET_REQUESTED } from '../src/identity/auth/password-reset.service.js';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service.js';
import { MailService } from '../src/mail/mail.service.js';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, signUp, uniqueEmail } from './helpers.js';
import { linkTokenIn } from './support/mailbox.js';
import { until } from './support/wait.js';

/** Reset mails queued for `email` so far. */
async function resetMailCount(t: TestApp, email: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM mail_outbox WHERE to_address = $1`, [email]);
  return count;
}

/** The reset token of reset mail number `nth` to `email` (links are issued just after request-reset answers). */
const resetTokenFor = (t: TestApp, email: string, nth = 1): Promise<string> =>
  linkTokenIn(t, email, /reset-password\?token=([A-Za-z0-9_%-]+)/, nth);

function sessionCookie(res: request.Response, name = SESSION_COOKIE): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${name}=`));
  expect(cookie).toBeDefined();
  return cookie!;
}

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('signup', () => {
    it('creates the account, signs in with an httpOnly SameSite=Lax cookie and answers the user', async () => {
      const email = uniqueEmail('Jane');
      const agent = request.agent(t.url);
      const res = await agent
        .post('/api/auth/signup')
        .send({ email: `  ${email.toUpperCase()} `, password: PASSWORD, firstName: 'Jane', lastName: 'Doe' })
        .expect(201);
      expect(res.body).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Jane',
        lastName: 'Doe',
        fullName: 'Jane Doe',
        phone: null,
        role: 'customer',
        onboardingCompleted: false,
        plan: null,
        referralCode: null,
        loanOfficerId: null,
      });
      expect(res.body.passwordHash).toBeUndefined();
      const cookie = sessionCookie(res);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      // Beside it, the note scripts read (no secret): the shell asks for the user only where it is.
      const hint = sessionCookie(res, SIGNED_IN_HINT_KEY);
      expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_KEY}=1;`));
      expect(hint).not.toMatch(/HttpOnly/i);
      expect(hint).toMatch(/SameSite=Lax/i);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body.id).toBe(res.body.id);
    });

    it('stores the password as an argon2id hash and the session token only hashed', async () => {
      const { user, agent } = await signUp(t);
      const [row] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const sessions: { token_hash: string }[] = await t.dataSource.query(`SELECT token_hash FROM sessions WHERE user_id = $1`, [
        user.id,
      ]);
      expect(sessions).toHaveLength(1);
      const cookieValue = (agent as unknown as { jar: { getCookie(name: string, opts: object): { value: string } } }).jar.getCookie(
        SESSION_COOKIE,
        { domain: '127.0.0.1', path: '/', secure: false, script: false },
      ).value;
      expect(sessions[0].token_hash).not.toBe(cookieValue);
      expect(sessions[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      [{ password: PASSWORD }, 'Email is required.'],
      [{ email: ['a@b.co'], password: PASSWORD }, 'Email must be a valid email address.'],
      [{ email: 'not-an-email', password: PASSWORD }, 'Email must be a valid email address.'],
      [{ email: uniqueEmail(), password: 'short' }, 'Password must be at least 8 characters long.'],
      [{ email: uniqueEmail() }, 'Password must be text.'],
      [{ email: uniqueEmail(), password: PASSWORD, plan: 'gold' }, 'Plan must be free or paid.'],
      [{ email: uniqueEmail(), password: PASSWORD, isAdmin: true }, 'Property isAdmin should not exist.'],
    ])('rejects %j with 400 naming the field', async (body, message) => {
      const res = await request(t.url).post('/api/auth/signup').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining(message), error: 'Bad Request' });
    });

    it('answers 409 for an email that already has an account (any case)', async () => {
      const { email } = await signUp(t);
      const res = await request(t.url)
        .post('/api/auth/signup')
        .send({ email: email.toUpperCase(), password: PASSWORD })
        .expect(409);
      expect(res.body.message).toMatch(/already exists/);
    });

    it('lets exactly one of many concurrent signups with the same email through', async () => {
      const email = uniqueEmail('race');
      const results = await Promise.all(
        Array.from({ length: 8 }, () => request(t.url).post('/api/auth/signup').send({ email, password: PASSWORD })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [email]);
      expect(count).toBe(1);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await request(t.url)
        .post('/api/auth/signup')
        .set('content-type', 'application/json')
        .send('{"email": ')
        .expect(400);
      expect(typeof res.body.message).toBe('string');
    });
  });

  describe('login and logout', () => {
    it('logs in with the right password (email case-insensitive) and answers the user', async () => {
      const { email, user } = await signUp(t);
      const agent = request.agent(t.url);
      const res = await agent.post('/api/auth/login').send({ email: email.toUpperCase(), password: PASSWORD }).expect(200);
      expect(res.body.id).toBe(user.id);
      sessionCookie(res);
      await agent.get('/api/auth/user').expect(200);
    });

    it('answers 401 "Invalid email or password" for a wrong password and an unknown email alike', async () => {
      const { email } = await signUp(t);
      const wrong = await request(t.url).post('/api/auth/login').send({ email, password: 'wrong password' }).expect(401);
      const unknown = await request(t.url)
        .post('/api/auth/login')
        .send({ email: uniqueEmail('nobody'), password: PASSWORD })
        .expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized', code: 'INVALID_LOGIN' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('requires email and password (400, not 401), one sentence per field', async () => {
      const res = await request(t.url).post('/api/auth/login').send({ email: '' }).expect(400);
      expect(res.body.message).toBe('Email is required. Password is required.');
      const array = await request(t.url).post('/api/auth/login').send([]).expect(400);
      expect(array.body.message).toBe('Email is required. Password is required.');
    });

    it('GET /api/auth/user answers 401 without a session or with a forged cookie', async () => {
      await request(t.url).get('/api/auth/user').expect(401);
      const res = await request(t.url).get('/api/auth/user').set('cookie', `${SESSION_COOKIE}=forged`).expect(401);
      expect(res.body.message).toMatch(/not signed in/);
    });

    it('logout ends the session on the server: the old cookie no longer works', async () => {
      const { agent } = await signUp(t);
      const me = await agent.get('/api/auth/user').expect(200);
      const [{ count: before }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM sessions WHERE user_id = $1`, [me.body.id]);
      expect(before).toBe(1);
      const stolen = (await agent.get('/api/auth/user')).request.getHeader?.('cookie') as string | undefined;
      const res = await agent.post('/api/auth/logout').expect(200);
      expect(sessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      expect(sessionCookie(res, SIGNED_IN_HINT_KEY)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      await agent.get('/api/auth/user').expect(401);
      const [{ count: after }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM sessions WHERE user_id = $1`, [me.body.id]);
      expect(after).toBe(0);
      if (stolen) await request(t.url).get('/api/auth/user').set('cookie', stolen).expect(401);
    });

    it('logout without a session still answers 200', async () => {
      await request(t.url).post('/api/auth/logout').expect(200);
    });

    it('marks the cookie Secure (and __Host- prefixed) when APP_URL is https', async () => {
      const appUrl = t.config.appUrl;
      t.config.appUrl = 'https://homewise.example';
      try {
        const res = await request(t.url).post('/api/auth/signup').send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
        expect(sessionCookie(res, `__Host-${SESSION_COOKIE}`)).toMatch(/; Secure/i);
      } finally {
        t.config.appUrl = appUrl;
      }
    });
  });

  describe('password reset', () => {
    it('answers the same for a known and an unknown email, and queues a mail only for the known one', async () => {
      const { email } = await signUp(t);
      const nobody = uniqueEmail('nobody');
      const unknown = await request(t.url).post('/api/auth/request-reset').send({ email: nobody }).expect(200);
      const known = await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
      expect(known.body).toEqual({ message: 'If an account exists with this email, a reset link has been sent.' });
      expect(unknown.body).toEqual(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      // The known email's mail was issued after the unknown one was looked up: nothing for nobody.
      const token = await resetTokenFor(t, email);
      expect(await resetMailCount(t, nobody)).toBe(0);
      expect(token.length).toBeGreaterThanOrEqual(40);
      const [row] = await t.dataSource.query(
        `SELECT token_hash, expires_at - created_at AS lifetime FROM password_reset_tokens ORDER BY created_at DESC LIMIT 1`,
      );
      expect(row.token_hash).not.toContain(token);
    });

    it('answers before the account is looked up or the mail is written: the answer cannot reveal that an account exists', async () => {
      const { email } = await signUp(t);
      const mail = t.app.get(MailService);
      const send = mail.send.bind(mail);
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      // Holds the reset mail back for as long as the test wants.
      const held = jest.spyOn(mail, 'send').mockImplementation(async (...args) => {
        await gate;
        return send(...args);
      });
      try {
        const res = await request(t.url).post('/api/auth/request-reset').timeout(10_000).send({ email }).expect(200);
        expect(res.body).toEqual({ message: RESET_REQUESTED });
        await until(() => held.mock.calls.length === 1, 'the reset mail being written');
        open();
        const token = await resetTokenFor(t, email);
        await request(t.url).post('/api/auth/reset-password').send({ token, password: 'after the answer' }).expect(200);
      } finally {
        open();
        held.mockRestore();
      }
    });

    it('requires a valid email', async () => {
      const res = await request(t.url).post('/api/auth/request-reset').send({ email: 'nope' }).expect(400);
      expect(res.body.message).toBe('Email must be a valid email address.');
    });

    it('resets the password, ends every session, and the link works only once', async () => {
      const { email, agent } = await signUp(t);
      const other = request.agent(t.url);
      await other.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
      const token = await resetTokenFor(t, email);

      const res = await request(t.url)
        .post('/api/auth/reset-password')
        .send({ token, password: 'a brand new password' })
        .expect(200);
      expect(res.body.message).toMatch(/successfully reset/);
      await agent.get('/api/auth/user').expect(401);
      await other.get('/api/auth/user').expect(401);
      await request(t.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      await request(t.url).post('/api/auth/login').send({ email, password: 'a brand new password' }).expect(200);

      const again = await request(t.url).post('/api/auth/reset-password').send({ token, password: 'yet another password' }).expect(400);
      expect(again.body.message).toMatch(/invalid or has expired/);
    });

    it('refuses an expired link', async () => {
      const { email } = await signUp(t);
      await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
      const token = await resetTokenFor(t, email);
      await t.dataSource.query(
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
      const res = await request(t.url).post('/api/auth/reset-password').send({ token, password: 'a brand new password' }).expect(400);
      expect(res.body.message).toMatch(/invalid or has expired/);
      await request(t.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    });

    it('a link expires one hour after it was requested', async () => {
      const { email } = await signUp(t);
      await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
      await resetTokenFor(t, email);
      const [row] = await t.dataSource.query(
        `SELECT extract(epoch FROM t.expires_at - t.created_at)::int AS seconds FROM password_reset_tokens t
           JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
        [email],
      );
      expect(Math.abs(row.seconds - 3600)).toBeLessThanOrEqual(2);
    });

    it('refuses an unknown token and a short new password with messages', async () => {
      const bad = await request(t.url).post('/api/auth/reset-password').send({ token: 'x'.repeat(43), password: 'long enough pw' }).expect(400);
      expect(bad.body.message).toMatch(/invalid or has expired/);
      const short = await request(t.url).post('/api/auth/reset-password').send({ token: 'abc', password: 'short' }).expect(400);
      expect(short.body.message).toBe('Password must be at least 8 characters long.');
    });

    it('requesting a new link voids nothing, but using one voids the others', async () => {
      const { email } = await signUp(t);
      await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
      const first = await resetTokenFor(t, email);
      await new Promise((r) => setTimeout(r, 5));
      await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
      const second = await resetTokenFor(t, email, 2);
      expect(second).not.toBe(first);
      await request(t.url).post('/api/auth/reset-password').send({ token: second, password: 'the second password' }).expect(200);
      await request(t.url).post('/api/auth/reset-password').send({ token: first, password: 'the first password' }).expect(400);
    });
  });

  it('housekeeping deletes expired sessions and stale reset links only', async () => {
    const live = await signUp(t);
    const stale = await signUp(t);
    await t.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [stale.user.id]);
    await request(t.url).post('/api/auth/request-reset').send({ email: stale.email }).expect(200);
    await resetTokenFor(t, stale.email);
    await t.dataSource.query(
      `UPDATE password_reset_tokens SET created_at = now() - interval '3 days', expires_at = now() - interval '2 days' WHERE user_id = $1`,
      [stale.user.id],
    );
    const removed = await t.app.get(HousekeepingService).run();
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.resetTokens).toBeGreaterThanOrEqual(1);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM sessions WHERE user_id = $1`, [stale.user.id]);
    expect(count).toBe(0);
    await live.agent.get('/api/auth/user').expect(200);
  });
});
