import request from 'supertest';
import { Lifecycle } from '../src/health/lifecycle.js';
import { startTestApp, type TestApp } from './harness.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health answers ok (terminus, nothing checked: liveness)', async () => {
    const res = await request(t.url).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', info: {}, error: {}, details: {} });
  });

  it('GET /api/ready reports the database up', async () => {
    const res = await request(t.url).get('/api/ready').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.details.database.status).toBe('up');
    expect(res.body.details.redis).toEqual(process.env.REDIS_URL ? { status: 'up' } : { status: 'up', mode: 'in-process' });
  });

  it('GET /api/ready answers 503 when the database is gone', async () => {
    await t.dataSource.destroy();
    const res = await request(t.url).get('/api/ready').expect(503);
    expect(res.body).toMatchObject({ status: 'error', error: { database: { status: 'down' } } });
    await t.dataSource.initialize();
  });

  it('carries the edge\'s X-Request-Id back, or makes one', async () => {
    const sent = await request(t.url).get('/api/health').set('X-Request-Id', 'edge-0123456789abcdef').expect(200);
    expect(sent.headers['x-request-id']).toBe('edge-0123456789abcdef');
    const made = await request(t.url).get('/api/health').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI description', async () => {
    const res = await request(t.url).get('/api/docs/openapi.json').expect(200);
    expect(res.body.paths['/api/health']).toBeDefined();
    expect(Object.keys(res.body.paths['/api/mortgage-profile/{id}/loan'])).toEqual(['patch']);
    // Generated from the DTOs: fields, formats and enums come through.
    const signup = res.body.components.schemas.SignupDto;
    expect(signup.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(signup.properties.plan.enum).toEqual(['free', 'paid']);
    const docs = await request(t.url).get('/api/docs').expect(200);
    expect(docs.text).toContain('swagger');
  });

  it('answers unknown routes with the error shape', async () => {
    const res = await request(t.url).get('/api/nope').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope', error: 'Not Found' });
  });

  it('GET /api/ready stays 200 but "degraded" when the configured Redis does not answer (the API serves without it)', async () => {
    // A second app in this file is fine: nothing here logs in (passport's strategies are global).
    const noRedis = await startTestApp({ config: (c) => (c.redisUrl = 'redis://127.0.0.1:1') });
    try {
      const res = await request(noRedis.url).get('/api/ready').expect(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.details.database.status).toBe('up');
      expect(res.body.details.redis).toMatchObject({ status: 'degraded', message: expect.stringContaining('outbox') });
      await request(noRedis.url).get('/api/health').expect(200);
    } finally {
      await noRedis.close();
    }
  });

  it('once draining (SIGTERM), readiness answers 503 shutting_down while requests are still served', async () => {
    t.app.get(Lifecycle).startDraining();
    const res = await request(t.url).get('/api/ready').expect(503);
    expect(res.body).toMatchObject({ status: 'shutting_down', error: { lifecycle: { status: 'down' } } });
    await request(t.url).get('/api/health').expect(200);
    await request(t.url).get('/api/auth/user').expect(401);
  });
});
