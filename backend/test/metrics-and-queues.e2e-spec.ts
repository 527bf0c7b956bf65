import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, signUpAdmin } from './helpers.js';

/** The value of one sample line of the Prometheus text format (`name{labels} value`). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((label) => parts.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics and the queue board', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  // GET /api/mortgage-profile is answered without Nest's router (src/mortgage-profiles/profile-read-route.ts):
  // what the Fastify hooks guarantee for every answer must still be on its answers and refusals.
  it('gives GET /api/mortgage-profile, answered without Nest’s router, the headers, request id and metrics of every answer', async () => {
    const { agent } = await signUp(t);
    const before = sample((await request(t.url).get('/api/metrics').expect(200)).text, 'http_requests_total', { method: 'GET', route: '/api/mortgage-profile', status_code: '200' }) ?? 0;
    const answered = await agent.get('/api/mortgage-profile').set('x-request-id', 'edge-request-0777').expect(200);
    const refused = await request(t.url).get('/api/mortgage-profile').set('cookie', 'hw_session=forged').expect(401);
    expect(refused.body).toEqual({ statusCode: 401, message: 'You are not signed in. Please log in.', error: 'Unauthorized', code: 'NOT_SIGNED_IN' });
    for (const res of [answered, refused]) {
      expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cross-origin-resource-policy': 'same-origin' });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-request-id']).toMatch(/^[\w.:-]{8,}$/);
    }
    expect(answered.headers['x-request-id']).toBe('edge-request-0777');
    const text = (await request(t.url).get('/api/metrics').expect(200)).text;
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/mortgage-profile', status_code: '200' })).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/mortgage-profile', status_code: '401' })).toBeGreaterThanOrEqual(1);
  });

  it('GET /api/metrics counts requests and latency by route pattern, errors, the pool, queues and the outbox', async () => {
    const { agent } = await signUp(t);
    const profile = await agent.post('/api/mortgage-profile').send({ originalLoanAmount: 200000, originalInterestRate: 0.06, monthlyPayment: 1199.1, purchasePrice: 250000 }).expect(201);
    for (let i = 0; i < 3; i++) await agent.patch(`/api/mortgage-profile/${profile.body.id}`).send({ purchasePrice: 260000 + i }).expect(200);
    await request(t.url).get('/api/no-such-route').expect(404);
    await request(t.url).post('/api/contact').send({ name: 'Pat', email: 'pat@example.com', message: 'Hello there' }).expect(201);

    const res = await request(t.url).get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    // One series for the route pattern, never one per id.
    expect(sample(text, 'http_requests_total', { method: 'PATCH', route: '/api/mortgage-profile/:id', status_code: '200' })).toBe(3);
    expect(text).not.toContain(profile.body.id);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'PATCH', route: '/api/mortgage-profile/:id', status_code: '200' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'PATCH', route: '/api/mortgage-profile/:id', status_code: '200', le: '+Inf' })).toBe(3);
    expect(text).toContain('# TYPE http_request_errors_total counter');
    expect(sample(text, 'homewise_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'homewise_db_pool_connections', { state: 'waiting' })).toBe(0);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(sample(text, 'homewise_queue_jobs', { queue: 'mail', state })).toEqual(expect.any(Number));
      expect(sample(text, 'homewise_queue_jobs', { queue: 'market-rates', state })).toEqual(expect.any(Number));
    }
    expect(sample(text, 'homewise_mail_outbox', { status: 'failed' })).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts an unhandled failure as an error of its route', async () => {
    const { agent } = await signUp(t);
    // The profiles table gone for a moment: the route answers 500 and the error counter moves.
    await t.dataSource.query('ALTER TABLE mortgage_profiles RENAME TO mortgage_profiles_away');
    try {
      await agent.post('/api/mortgage-profile').send({ originalLoanAmount: 100000, originalInterestRate: 0.05, monthlyPayment: 536.82, purchasePrice: 150000 }).expect(500);
    } finally {
      await t.dataSource.query('ALTER TABLE mortgage_profiles_away RENAME TO mortgage_profiles');
    }
    const text = (await request(t.url).get('/api/metrics').expect(200)).text;
    expect(sample(text, 'http_request_errors_total', { method: 'POST', route: '/api/mortgage-profile' })).toBe(1);
  });

  it('shows the queue board to admins only, when jobs run on Redis', async () => {
    if (!t.config.redisUrl) {
      // In-process jobs have no board: the path is not served at all.
      await request(t.url).get('/api/admin/queues').expect(404);
      return;
    }
    await request(t.url).get('/api/admin/queues').expect(401);
    const { agent: customer } = await signUp(t);
    await customer.get('/api/admin/queues').expect(403);
    await customer.get('/api/admin/queues/api/queues').expect(403);
    const { agent: admin } = await signUpAdmin(t);
    const page = await admin.get('/api/admin/queues').expect(200);
    expect(page.text).toContain('Homewise jobs');
    const queues = await admin.get('/api/admin/queues/api/queues').expect(200);
    expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(['mail', 'market-rates', 'retention-plan', 'retention-send']);
  });
});
