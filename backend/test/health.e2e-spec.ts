import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health answers ok', async () => {
    const res = await request(t.url).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /api/ready reports the database up', async () => {
    const res = await request(t.url).get('/api/ready').expect(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.database).toBe('up');
    expect(res.body.redis).toBe(process.env.REDIS_URL ? 'up' : 'not_configured');
  });

  it('GET /api/ready answers 503 when the database is gone', async () => {
    await t.dataSource.destroy();
    const res = await request(t.url).get('/api/ready').expect(503);
    expect(res.body).toMatchObject({ status: 'not_ready', database: 'down' });
    await t.dataSource.initialize();
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

  it('GET /api/ready answers 503 with redis "down" when the configured Redis does not answer', async () => {
    // A second app in this file is fine: nothing here logs in (passport's strategies are global).
    const noRedis = await startTestApp({ config: (c) => (c.redisUrl = 'redis://127.0.0.1:1') });
    try {
      const res = await request(noRedis.url).get('/api/ready').expect(503);
      expect(res.body).toEqual({ status: 'not_ready', database: 'up', redis: 'down' });
      await request(noRedis.url).get('/api/health').expect(200);
    } finally {
      await noRedis.close();
    }
  });
});
