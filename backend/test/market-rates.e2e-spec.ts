import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { MarketRateScrapesService } from '../src/market-rates/market-rate-scrapes.service.js';
import { MarketRatesService } from '../src/market-rates/market-rates.service.js';
import { startTestApp, type TestApp } from './harness.js';
import { setRole, signUp, signUpAdmin } from './helpers.js';
import { FixtureServer, type FixtureResponse } from './support/fixture-server.js';
import { until } from './support/wait.js';

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

  it('lets only admins trigger a refresh, follow it, and read the overview', async () => {
    await request(t.url).post('/api/admin/market-rates/refresh').expect(401);
    await request(t.url).get('/api/admin/market-rates').expect(401);
    const customer = await signUp(t);
    const officer = await signUp(t);
    await setRole(t, officer.user.id, 'loan_officer');
    for (const { agent } of [customer, officer]) {
      await agent.post('/api/admin/market-rates/refresh').expect(403);
      await agent.get('/api/admin/market-rates').expect(403);
      await agent.get('/api/admin/market-rates/refresh/refresh-1').expect(403);
    }
    expect(source.requested).toHaveLength(0);
  });

  it('gives admins the current rates, their history and the weekly scrape’s health: the seed is stale', async () => {
    const admin = await signUpAdmin(t);
    const res = await admin.agent.get('/api/admin/market-rates').expect(200);
    expect(res.body).toEqual({
      current: SEED,
      history: [{ id: expect.any(String), thirtyYearFixed: 0.069, fifteenYearFixed: 0.0632, source: 'seed', asOf: '2024-11-15', scrapedAt: '2024-11-20T15:00:00.000Z', enteredBy: null }],
      total: 1,
      stale: true,
      lastScheduledAt: expect.any(String),
      nextScheduledAt: expect.any(String),
      lastFailure: null,
      latestScrape: null,
    });
    // Wednesday 10:00 in New York is 14:00 or 15:00 UTC; the next run is a week after the last.
    expect(new Date(res.body.lastScheduledAt).getUTCDay()).toBe(3);
    expect(Date.parse(res.body.nextScheduledAt) - Date.parse(res.body.lastScheduledAt)).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 3600_000);
    expect((await admin.agent.get('/api/admin/market-rates').query({ limit: 0 }).expect(400)).body.message).toBe('Limit must be at least 1.');
    expect((await admin.agent.get('/api/admin/market-rates/refresh/refresh-nope').expect(404)).body.message).toBe('No market-rate refresh has this id.');
  });

  it('keeps the last good snapshot when a scrape fails, logs why, and retries until it succeeds', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn');
    answers.push({ status: 503, body: 'Service Unavailable' }, { status: 503, body: 'Service Unavailable' });
    const admin = await signUpAdmin(t);

    const res = await admin.agent.post('/api/admin/market-rates/refresh').expect(202);
    expect(res.body).toEqual({
      message: 'Market-rate refresh queued.',
      jobId: expect.stringMatching(/^refresh-/),
      scrape: expect.objectContaining({ jobId: res.body.jobId, trigger: 'admin', maxAttempts: 8, result: null }),
    });
    expect(['queued', 'running']).toContain(res.body.scrape.status);
    const progress = () => admin.agent.get(`/api/admin/market-rates/refresh/${res.body.jobId}`).expect(200);

    await until(
      () => warned.mock.calls.some(([m]) => /answered HTTP 503\); keeping the seed snapshot of 2024-11-20T15:00:00\.000Z/.test(String(m))),
      'the failure to be logged',
    );
    expect((await admin.agent.get('/api/market-rates').expect(200)).body).toEqual(SEED);
    // The admin sees the attempt fail, why, and when the next one is due; the overview says why the rates are stale.
    const retrying = await until(async () => {
      const body = (await progress()).body;
      return body.status === 'retrying' && body;
    }, 'the job to be retrying');
    expect(retrying).toMatchObject({ error: expect.stringContaining('answered HTTP 503'), nextAttemptAt: expect.any(String), finishedAt: null, result: null });
    const stale = (await admin.agent.get('/api/admin/market-rates').expect(200)).body;
    expect(stale).toMatchObject({
      stale: true,
      lastFailure: { reason: expect.stringContaining('answered HTTP 503'), trigger: 'admin', jobId: res.body.jobId, at: expect.any(String) },
    });

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
    const done = await until(async () => {
      const body = (await progress()).body;
      return body.status === 'succeeded' && body;
    }, 'the job to be recorded as succeeded');
    expect(done).toMatchObject({ attempts: 3, error: null, nextAttemptAt: null, finishedAt: expect.any(String), result: fresh });
    const overview = (await admin.agent.get('/api/admin/market-rates').expect(200)).body;
    expect(overview).toMatchObject({ current: fresh, total: 2, stale: false, lastFailure: null, latestScrape: { jobId: res.body.jobId, status: 'succeeded' } });
    expect(overview.history.map((h: { source: string }) => h.source)).toEqual(['mba', 'seed']);
    warned.mockRestore();
  });

  it('records a scrape that gave up: failed, with the reason, and the previous rates kept', async () => {
    always = () => ({ status: 500, body: 'boom' });
    const scrapes = t.app.get(MarketRateScrapesService);
    try {
      await expect(scrapes.runScrapeJob({ id: 'weekly-test', name: 'scrape', data: { trigger: 'schedule' }, attemptsMade: 7 })).rejects.toThrow(/HTTP 500/);
    } finally {
      always = release;
    }
    const admin = await signUpAdmin(t);
    const job = (await admin.agent.get('/api/admin/market-rates/refresh/weekly-test').expect(200)).body;
    expect(job).toMatchObject({ trigger: 'schedule', status: 'failed', attempts: 8, maxAttempts: 8, error: expect.stringContaining('answered HTTP 500'), nextAttemptAt: null });
    const overview = (await admin.agent.get('/api/admin/market-rates').expect(200)).body;
    expect(overview.lastFailure).toMatchObject({ jobId: 'weekly-test', trigger: 'schedule', reason: expect.stringContaining('answered HTTP 500') });
    expect(overview.current.source).toBe('mba');
  });

  it('describes the routes in the OpenAPI document', async () => {
    const { body } = await request(t.url).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(body.paths['/api/market-rates'].get.responses)).toContain('200');
    expect(Object.keys(body.paths['/api/admin/market-rates/refresh'].post.responses)).toContain('202');
    expect(Object.keys(body.paths['/api/admin/market-rates'].get.responses)).toContain('200');
    expect(Object.keys(body.paths['/api/admin/market-rates/refresh/{jobId}'].get.responses)).toContain('200');
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
