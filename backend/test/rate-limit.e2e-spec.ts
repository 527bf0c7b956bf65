import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, signUp, uniqueEmail } from './helpers.js';

// Behind a trusted proxy the client IP comes from X-Forwarded-For, so each test can be its own IP.
let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;

describe('rate limits and proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: (c) => {
        c.trustProxy = ['loopback'];
        c.rateLimits.loginPerIp.max = 5;
        c.rateLimits.loginFailuresPerAccount.max = 3;
        c.rateLimits.resetPerIp.max = 4;
        c.rateLimits.resetPerAccount.max = 2;
        c.rateLimits.contactPerIp.max = 2;
        c.rateLimits.signupPerIp.max = 3;
        c.rateLimits.pageViewsPerIp.max = 3;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with a message after too many login attempts from one IP; other IPs still get in', async () => {
    const { email } = await signUp(t, {}, { ip: newIp() });
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      await request(t.url).post('/api/auth/login').set('x-forwarded-for', ip).send({ email, password: PASSWORD }).expect(200);
    }
    const res = await request(t.url).post('/api/auth/login').set('x-forwarded-for', ip).send({ email, password: PASSWORD }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      error: 'Too Many Requests',
      code: 'TOO_MANY_ATTEMPTS',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await request(t.url).post('/api/auth/login').set('x-forwarded-for', newIp()).send({ email, password: PASSWORD }).expect(200);
  });

  it('locks an account after too many failed passwords, whatever the IP, without touching other accounts', async () => {
    const victim = await signUp(t, {}, { ip: newIp() });
    const bystander = await signUp(t, {}, { ip: newIp() });
    for (let i = 0; i < 3; i++) {
      await request(t.url).post('/api/auth/login').set('x-forwarded-for', newIp()).send({ email: victim.email, password: 'wrong guess!' }).expect(401);
    }
    const locked = await request(t.url)
      .post('/api/auth/login')
      .set('x-forwarded-for', newIp())
      .send({ email: victim.email, password: PASSWORD })
      .expect(429);
    expect(locked.body.message).toMatch(/^Too many failed sign-ins for this account\. Please wait 1 minute and try again\.$/);
    await request(t.url).post('/api/auth/login').set('x-forwarded-for', newIp()).send({ email: bystander.email, password: PASSWORD }).expect(200);
  });

  it('limits reset requests per account and per IP', async () => {
    const { email } = await signUp(t, {}, { ip: newIp() });
    const ip = newIp();
    await request(t.url).post('/api/auth/request-reset').set('x-forwarded-for', ip).send({ email }).expect(200);
    await request(t.url).post('/api/auth/request-reset').set('x-forwarded-for', newIp()).send({ email }).expect(200);
    const perAccount = await request(t.url).post('/api/auth/request-reset').set('x-forwarded-for', newIp()).send({ email }).expect(429);
    expect(perAccount.body.message).toMatch(/Too many attempts/);

    const spray = newIp();
    for (let i = 0; i < 4; i++) {
      await request(t.url).post('/api/auth/request-reset').set('x-forwarded-for', spray).send({ email: uniqueEmail() }).expect(200);
    }
    await request(t.url).post('/api/auth/request-reset').set('x-forwarded-for', spray).send({ email: uniqueEmail() }).expect(429);
  });

  it('limits attempts to set a new password with a reset link per IP', async () => {
    const ip = newIp();
    const attempt = () =>
      request(t.url).post('/api/auth/reset-password').set('x-forwarded-for', ip).send({ token: 'x'.repeat(43), password: 'long enough pw' });
    for (let i = 0; i < 4; i++) expect((await attempt().expect(400)).body.message).toMatch(/invalid or has expired/);
    expect((await attempt().expect(429)).body.message).toMatch(/^Too many attempts/);
    await request(t.url).post('/api/auth/reset-password').set('x-forwarded-for', newIp()).send({ token: 'x'.repeat(43), password: 'long enough pw' }).expect(400);
  });

  it('limits contact messages per IP', async () => {
    const ip = newIp();
    const body = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };
    await request(t.url).post('/api/contact').set('x-forwarded-for', ip).send(body).expect(201);
    await request(t.url).post('/api/contact').set('x-forwarded-for', ip).send(body).expect(201);
    await request(t.url).post('/api/contact').set('x-forwarded-for', ip).send(body).expect(429);
  });

  it('limits signups per IP with a 429 a person understands; other IPs still sign up', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) await signUp(t, {}, { ip });
    const email = uniqueEmail('fourth');
    const res = await request(t.url).post('/api/auth/signup').set('x-forwarded-for', ip).send({ email, password: PASSWORD }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many accounts were created from your network\. Please wait \d+ minutes? and try again\.$/),
      error: 'Too Many Requests',
      code: 'TOO_MANY_SIGNUPS',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect(res.headers['set-cookie']).toBeUndefined();
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [email]);
    expect(count).toBe(0);
    // Still refused while the window lasts.
    await request(t.url).post('/api/auth/signup').set('x-forwarded-for', ip).send({ email: uniqueEmail(), password: PASSWORD }).expect(429);
    await signUp(t, {}, { ip: newIp() });
  });

  it('stores no page views past the per-IP limit, still answering 204', async () => {
    const ip = newIp();
    const path = `/flood-${ip}`;
    const countOf = async (sql: string, params: unknown[] = []) => (await t.dataSource.query(sql, params))[0].count as number;
    for (let i = 0; i < 8; i++) {
      const res = await request(t.url).post('/api/analytics/page-view').set('x-forwarded-for', ip).send({ path }).expect(204);
      expect(res.text).toBe('');
    }
    // A signed-in user on the same address is the same client.
    const { agent } = await signUp(t, {}, { ip: newIp() });
    await agent.post('/api/analytics/page-view').set('x-forwarded-for', ip).send({ path }).expect(204);
    expect(await countOf(`SELECT count(*)::int AS count FROM page_views WHERE path = $1`, [path])).toBe(3);
    // Other addresses are counted on their own.
    const other = newIp();
    await request(t.url).post('/api/analytics/page-view').set('x-forwarded-for', other).send({ path }).expect(204);
    expect(await countOf(`SELECT count(*)::int AS count FROM page_views WHERE path = $1`, [path])).toBe(4);
  });

  it('marks the session cookie Secure when the trusted proxy says the request came over HTTPS', async () => {
    const res = await request(t.url)
      .post('/api/auth/signup')
      .set('x-forwarded-for', newIp())
      .set('x-forwarded-proto', 'https')
      .send({ email: uniqueEmail(), password: PASSWORD })
      .expect(201);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
    const plain = await request(t.url).post('/api/auth/signup').send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/i);
  });

  it('counts every per-IP limit of an IPv6 client by its /64 network, not its single address', async () => {
    let host = 0;
    const net = `2001:db8:${++ipCounter}:7`;
    const next = () => `${net}::${(++host).toString(16)}`; // a fresh address of the same /64 each time
    const other = () => `2001:db8:${++ipCounter}:8::1`;
    const { email } = await signUp(t, {}, { ip: newIp() });
    const send = (path: string, body: object, ip: string) => request(t.url).post(path).set('x-forwarded-for', ip).send(body);

    for (let i = 0; i < 5; i++) await send('/api/auth/login', { email, password: PASSWORD }, next()).expect(200);
    await send('/api/auth/login', { email, password: PASSWORD }, next()).expect(429);
    await send('/api/auth/login', { email, password: PASSWORD }, other()).expect(200);

    for (let i = 0; i < 4; i++) await send('/api/auth/request-reset', { email: uniqueEmail() }, next()).expect(200);
    await send('/api/auth/request-reset', { email: uniqueEmail() }, next()).expect(429);

    for (let i = 0; i < 2; i++) await send('/api/contact', { name: 'Sam', email: 'sam@example.com', message: 'Hello' }, next()).expect(201);
    await send('/api/contact', { name: 'Sam', email: 'sam@example.com', message: 'Hello' }, next()).expect(429);

    for (let i = 0; i < 3; i++) await send('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD }, next()).expect(201);
    await send('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD }, next()).expect(429);

    // Setting a new password with a link, and opening a verification link: guesses at tokens.
    const link = { token: 'x'.repeat(43) };
    for (let i = 0; i < 4; i++) await send('/api/auth/reset-password', { ...link, password: 'long enough pw' }, next()).expect(400);
    await send('/api/auth/reset-password', { ...link, password: 'long enough pw' }, next()).expect(429);
    for (let i = 0; i < 4; i++) await send('/api/auth/verify-email', link, next()).expect(400);
    await send('/api/auth/verify-email', link, next()).expect(429);
    await send('/api/auth/verify-email', link, other()).expect(400);
  });
});

describe('rate limits behind an untrusted client', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only proxies in 10.0.0.0/8 may speak for clients; the test runs on loopback.
    t = await startTestApp({ config: (c) => ((c.trustProxy = ['10.0.0.0/8']), (c.rateLimits.contactPerIp.max = 2)) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy: a client cannot pick fresh addresses', async () => {
    const body = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };
    await request(t.url).post('/api/contact').set('x-forwarded-for', '198.51.100.1').send(body).expect(201);
    await request(t.url).post('/api/contact').set('x-forwarded-for', '198.51.100.2').send(body).expect(201);
    await request(t.url).post('/api/contact').set('x-forwarded-for', '198.51.100.3').send(body).expect(429);
  });
});

