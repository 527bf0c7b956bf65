import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { MarketRatesService } from '../src/market-rates/market-rates.service.js';
import { startTestApp, type TestApp } from './harness.js';
import { setRole, signUp, signUpAdmin } from './helpers.js';
import { FixtureServer, type FixtureResponse } from './support/fixture-server.js';
import { sleep, until } from './support/wait.js';

// The first retry after 1 s instead of 1 min.
process.env.JOBS_RETRY_DELAY_MS = '1000';

const fixture = (name: string) => readFileSync(new URL(`../src/market-rates/fixtures/${name}`, import.meta.url), 'utf8');
const release = (): FixtureResponse => ({ type: 'text/html', body: fixture('mba-release-increased.html') });


const SEED = {
  thirtyYearFixed: { rate: 0.069, scrapedAt: '2024-11-20T15:00:00.000Z' },
  fifteenYearFixed: { rate: 0.0632, scrapedAt: '2024-11-20T15:00:00.000Z' },
  source: 'seed',
  asOf: '2024-11-15',
};

describe('market rates', () => {
  let t: TestApp;
  let source: FixtureServer;
  /** What the source answers next (one entry per request), then `always`. */
  const answers: FixtureResponse[] = [];
  let always: () => FixtureResponse = release;

  beforeAll(async () => {
    source = await FixtureServer.start({ '/source': () => answers.shift() ?? always() });
    t = await startTestApp({ config: (c) => (c.ratesSourceUrl = `${source.url}/source`) });
  });
  afterAll(async () => {
    await t?.close();
    await source?.stop();
  });

  it('asks visitors to sign in', async () => {
    const res = await request(t.url).get('/api/market-rates').expect(401);
    expect(res.body.message).toMatch(/not signed in/i);
  });

  it('shows the dated first-run snapshot to any signed-in user before any scrape', async () => {
    const { agent } = await signUp(t);
    const res = await agent.get('/api/market-rates').expect(200);
    expect(res.body).toEqual(SEED);
  });

  it('lets only admins trigger a refresh', async () => {
    await request(t.url).post('/api/admin/market-rates/refresh').expect(401);
    const customer = await signUp(t);
    await customer.agent.post('/api/admin/market-rates/refresh').expect(403);
    const officer = await signUp(t);
    await setRole(t, officer.user.id, 'loan_officer');
    await officer.agent.post('/api/admin/market-rates/refresh').expect(403);
    expect(source.requested).toHaveLength(0);
  });

  it('keeps the last good snapshot when a scrape fails, logs why, and retries until it succeeds', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn');
    answers.push({ status: 503, body: 'Service Unavailable' }, { status: 503, body: 'Service Unavailable' });
    const admin = await signUpAdmin(t);

    const res = await admin.agent.post('/api/admin/market-rates/refresh').expect(202);
    expect(res.body).toEqual({ message: 'Market-rate refresh queued.', jobId: expect.any(String) });
    expect(res.body.jobId).not.toBe('');

    await until(
      () => warned.mock.calls.some(([m]) => /answered HTTP 503\); keeping the seed snapshot of 2024-11-20T15:00:00\.000Z/.test(String(m))),
      'the failure to be logged',
    );
    expect((await admin.agent.get('/api/market-rates').expect(200)).body).toEqual(SEED);

    const fresh = await until(async () => {
      const body = (await admin.agent.get('/api/market-rates').expect(200)).body;
      return body.source === 'mba' && body;
    }, 'the retried scrape');
    expect(fresh).toEqual({
      thirtyYearFixed: { rate: 0.069, scrapedAt: expect.any(String) },
      fifteenYearFixed: { rate: 0.0624, scrapedAt: fresh.thirtyYearFixed.scrapedAt },
      source: 'mba',
      asOf: '2024-11-15',
    });
    expect(Date.now() - Date.parse(fresh.thirtyYearFixed.scrapedAt)).toBeLessThan(60_000);
    expect(source.requested).toHaveLength(3);
    warned.mockRestore();
  });

  it('describes both routes in the OpenAPI document', async () => {
    const { body } = await request(t.url).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(body.paths['/api/market-rates'].get.responses)).toContain('200');
    expect(Object.keys(body.paths['/api/admin/market-rates/refresh'].post.responses)).toContain('202');
    expect(Object.keys(body.components.schemas.MarketRatesDto.properties).sort()).toEqual(
      ['asOf', 'fifteenYearFixed', 'source', 'thirtyYearFixed'],
    );
  });

  it('refuses an out-of-range rate and keeps the previous snapshot', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM market_rate_snapshots`);
    always = () => ({ body: fixture('mba-release-out-of-range.txt') });
    await expect(t.app.get(MarketRatesService).scrape()).rejects.toThrow(/67\.3% is outside 0\.5%–25%/);
    const { agent } = await signUp(t);
    const res = await agent.get('/api/market-rates').expect(200);
    expect(res.body).toMatchObject({ source: 'mba', thirtyYearFixed: { rate: 0.069 }, fifteenYearFixed: { rate: 0.0624 } });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM market_rate_snapshots`)).toEqual(before);
  });
});
