import request from 'supertest';
import { SESSION_COOKIE } from '@homewise/contracts';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, signUp, uniqueEmail } from './helpers.js';

// Requests from other sites (CSRF) and the security headers of every API answer.
// ASVS 4.0: V4.2.2 (CSRF defence), V13.1.5 / V14.5.4 (content type checked: JSON only),
// V14.4.x (security headers), V8.2.1 (no caching of personal data).

const OTHER_SITE = 'https://evil.example';

describe('requests from other sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts only JSON bodies: a form-encoded or text/plain login is refused with 415 and signs nobody in', async () => {
    const { email } = await signUp(t);
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `email=${encodeURIComponent(email)}&password=${encodeURIComponent(PASSWORD)}`],
      ['text/plain', JSON.stringify({ email, password: PASSWORD })],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--\r\n`],
    ]) {
      const res = await request(t.url).post('/api/auth/login').set('content-type', type).send(body);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Please send the request body as JSON (Content-Type: application/json).');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await request(t.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });

  it('refuses a state-changing request that the browser says came from another site', async () => {
    const { email } = await signUp(t);
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: OTHER_SITE },
      // A remote's own port or a sibling subdomain: same site, other origin — SameSite cookies ride along.
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:8081' },
      // An older browser without Fetch Metadata: Origin must match the Host it asked.
      { origin: OTHER_SITE },
    ];
    for (const headers of cases) {
      const res = await request(t.url).post('/api/auth/login').set(headers).send({ email, password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This request came from another site and was refused. Please use Homewise directly.');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The app's own pages, and clients that are not browsers, still sign in.
    await request(t.url).post('/api/auth/login').set('sec-fetch-site', 'same-origin').send({ email, password: PASSWORD }).expect(200);
    await request(t.url).post('/api/auth/login').set('origin', t.url).send({ email, password: PASSWORD }).expect(200);
    await request(t.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });

  it('accepts the public APP_URL as Origin even when a proxy changed the Host header', async () => {
    const { email } = await signUp(t);
    await request(t.url)
      .post('/api/auth/login')
      .set('origin', new URL(t.config.appUrl).origin)
      .set('host', 'backend.internal:3000')
      .send({ email, password: PASSWORD })
      .expect(200);
  });

  it('a cross-site profile update or account deletion changes nothing', async () => {
    const user = await signUp(t);
    await user.agent
      .patch('/api/user/profile')
      .set({ 'sec-fetch-site': 'cross-site', origin: OTHER_SITE })
      .send({ fullName: 'Mallory' })
      .expect(403);
    await user.agent.delete('/api/user').set({ 'sec-fetch-site': 'cross-site', origin: OTHER_SITE }).send({ password: PASSWORD }).expect(403);
    const me = await user.agent.get('/api/auth/user').set({ 'sec-fetch-site': 'cross-site' }).expect(200);
    expect(me.body.fullName).toBe('Test User');
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every answer — success, 401, 404, 415, 403 — carries them; HSTS only when the app is on https', async () => {
    const answers = await Promise.all([
      request(t.url).get('/api/health'),
      request(t.url).get('/api/auth/user'),
      request(t.url).get('/api/no-such-route'),
      request(t.url).post('/api/contact').set('content-type', 'text/plain').send('hello'),
      request(t.url).post('/api/contact').set('sec-fetch-site', 'cross-site').send({}),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404, 415, 403]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // An answer of data may be framed by no one, and load or run nothing if opened as a page
      // (issue 22: the short policy of an answer; pages have frame-ancestors 'self').
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('an HTML answer carries the page headers (helmet’s set) instead', async () => {
    const answers = [await request(t.url).get('/api/docs').redirects(1), await request(t.url).get('/api/brands/NOSUCHCODE/page/body')];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src-attr 'none'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers with personal data are never cached', async () => {
    const user = await signUp(t);
    const me = await user.agent.get('/api/auth/user').expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const profile = await user.agent.get('/api/mortgage-profile').expect(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('the OpenAPI page still loads its scripts under the CSP (same origin)', async () => {
    const page = await request(t.url).get('/api/docs').redirects(1).expect(200);
    const scripts = [...page.text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).not.toMatch(/^https?:/);
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('security headers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: (c) => (c.appUrl = 'https://app.homewise.example') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends HSTS for a year, subdomains included, and upgrades insecure requests', async () => {
    const res = await request(t.url).get('/api/health').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';upgrade-insecure-requests");
    const page = await request(t.url).get('/api/brands/NOSUCHCODE/page/body').expect(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('the session cookie is __Host- prefixed and Secure', async () => {
    const res = await request(t.url)
      .post('/api/auth/signup')
      .send({ email: uniqueEmail('host'), password: PASSWORD })
      .expect(201);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = cookies.find((c) => c.startsWith(`__Host-${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    // The cookie signs in; a plain hw_session cookie (set by a sibling subdomain, say) does not.
    const token = cookie!.split(';')[0].split('=')[1];
    await request(t.url).get('/api/auth/user').set('cookie', `__Host-${SESSION_COOKIE}=${token}`).expect(200);
    await request(t.url).get('/api/auth/user').set('cookie', `${SESSION_COOKIE}=${token}`).expect(401);
  });
});
