import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config.js';
import { createApp } from '../src/create-app.js';
import { MarketRatesScheduler } from '../src/market-rates/market-rates.scheduler.js';
import { WEEKLY_SCRAPE } from '../src/market-rates/weekly-schedule.js';
import { useEmbeddedDatabase } from '../src/database/embedded-postgres.js';
import { createTestDatabase, startTestApp, type TestApp } from './harness.js';
import { deleteKeys, OwnRedis, uniqueJobsPrefix } from './support/redis.js';
import { FixtureServer } from './support/fixture-server.js';
import { sleep, until } from './support/wait.js';

const REPLICAS = 3;
const RETIRED = 'market-rates-daily-scrape-retired';


/** Weekday and wall-clock time in New York, e.g. "Wednesday 10:00". */
const newYorkTime = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(ms))
    .replace(',', '');

/**
 * Several replicas of the backend sharing one Redis (and one database, as in production): the
 * weekly scrape must exist once and run once, whatever the number of replicas.
 */
describe('the weekly scrape with several replicas', () => {
  let redisUrl: string;
  let ownRedis: OwnRedis | undefined;
  const prefix = uniqueJobsPrefix();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let source: FixtureServer;
  let queue: Queue;
  const replicas: INestApplication[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    // The shared Redis when REDIS_URL is set (CI), else one of this test's own.
    if (process.env.REDIS_URL) redisUrl = process.env.REDIS_URL;
    else redisUrl = (ownRedis = await OwnRedis.start()).url;
    process.env.JOBS_PREFIX = prefix;
    const release = readFileSync(new URL('../src/market-rates/fixtures/mba-release-increased.html', import.meta.url), 'utf8');
    source = await FixtureServer.start({ '/release': () => ({ type: 'text/html', body: release }) });
    database = await createTestDatabase();
    const url = new URL(redisUrl);
    queue = new Queue('market-rates', { connection: { host: url.hostname, port: Number(url.port || 6379) }, prefix });

    // A scheduler an older version created and this one no longer has.
    await queue.upsertJobScheduler(RETIRED, { pattern: '0 6 * * *', tz: 'UTC' }, { name: 'scrape' });

    // One after the other, as a rollout would: the first runs the migrations.
    for (let i = 0; i < REPLICAS; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'hw-test-replica-'));
      dataDirs.push(dataDir);
      const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
      if (database.embedded) useEmbeddedDatabase(config, database.url);
      else config.databaseUrl = database.url;
      config.redisUrl = redisUrl;
      config.ratesSourceUrl = `${source.url}/release`;
      // Only the weekly schedule here; the catch-up at boot has its own test.
      config.ratesCatchUp = false;
      const app = await createApp(config, { logger: ['error', 'warn'] });
      await app.init();
      replicas.push(app);
    }
  });

  afterAll(async () => {
    for (const app of replicas) await app.close();
    await queue?.close();
    await deleteKeys(redisUrl, prefix);
    await ownRedis?.stop();
    await database?.drop();
    await source?.stop();
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  const schedulers = () => queue.getJobSchedulers();

  it('holds exactly one scheduler, the weekly one, and has removed the retired one', async () => {
    const found = await until(async () => {
      const list = await schedulers();
      return list.length === 1 && list[0].key === WEEKLY_SCRAPE.schedulerId && list;
    }, 'the schedulers to settle');
    expect(found[0]).toMatchObject({ pattern: '0 10 * * 3', tz: 'America/New_York', name: 'scrape' });
  });

  it('has one job waiting for the next Wednesday 10:00 New York time, less than a week away', async () => {
    const delayed = await queue.getDelayed();
    expect(delayed).toHaveLength(1);
    const next = (await queue.getJobScheduler(WEEKLY_SCRAPE.schedulerId))!.next!;
    expect(delayed[0].id).toBe(`repeat:${WEEKLY_SCRAPE.schedulerId}:${next}`);
    expect(delayed[0].timestamp + delayed[0].delay).toBe(next);
    expect(newYorkTime(next)).toBe('Wednesday 10:00');
    expect(next - Date.now()).toBeGreaterThan(0);
    expect(next - Date.now()).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);
  });

  it('runs the week once on one replica, and schedules the following week once', async () => {
    const [job] = await queue.getDelayed();
    const firstNext = job.timestamp + job.delay;
    // Its time has come: make it due now instead of waiting for Wednesday.
    await job.promote();
    await until(async () => (await queue.getJobCounts('completed')).completed === 1 && true, 'the run to complete');
    await sleep(500);

    const ds = replicas[0].get(DataSource);
    const runs = await ds.query(`SELECT source, thirty_year_fixed FROM market_rate_snapshots WHERE source = 'mba'`);
    expect(runs).toEqual([{ source: 'mba', thirty_year_fixed: '0.069000' }]);
    expect(source.requested).toEqual(['/release']);
    expect(await queue.getJobCounts('completed', 'failed', 'active', 'wait')).toEqual({ completed: 1, failed: 0, active: 0, wait: 0 });

    const delayed = await queue.getDelayed();
    expect(delayed).toHaveLength(1);
    const next = delayed[0].timestamp + delayed[0].delay;
    expect(newYorkTime(next)).toBe('Wednesday 10:00');
    expect(next).toBeGreaterThanOrEqual(firstNext);
    expect(await schedulers()).toHaveLength(1);
  });

  it('catches up a missed week once, however many replicas boot at the same time', async () => {
    const ds = replicas[0].get(DataSource);
    const mbaRuns = async () => (await ds.query(`SELECT count(*)::int AS count FROM market_rate_snapshots WHERE source = 'mba'`))[0].count;
    const before = await mbaRuns();
    const fetched = source.requested.length;
    // As if every replica booted two weeks from now, after a Wednesday nobody was up for.
    const later = Date.now() + 14 * 24 * 60 * 60 * 1000;
    const ids = await Promise.all(replicas.map((app) => app.get(MarketRatesScheduler).catchUp(later)));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^catch-up-\d+$/);
    await until(async () => (await mbaRuns()) === before + 1, 'the catch-up scrape');
    await sleep(1000);
    expect(await mbaRuns()).toBe(before + 1);
    expect(source.requested.length).toBe(fetched + 1);
  });
});

describe('a replica that boots while Redis is down', () => {
  let redis: OwnRedis;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('boots anyway and registers the weekly schedule once Redis is back', async () => {
    redis = await OwnRedis.start();
    await redis.stop();
    process.env.JOBS_PREFIX = uniqueJobsPrefix();
    const booted = Date.now();
    t = await startTestApp({ config: (c) => (c.redisUrl = redis.url) });
    expect(Date.now() - booted).toBeLessThan(60_000);

    await redis.start();
    const queue = new Queue('market-rates', { connection: { host: '127.0.0.1', port: redis.port }, prefix: process.env.JOBS_PREFIX });
    try {
      // Retried every 15 s while Redis was away.
      const found = await until(async () => (await queue.getJobSchedulers()).length === 1 && queue.getJobSchedulers(), 'the schedule', 25_000);
      expect(found[0].key).toBe(WEEKLY_SCRAPE.schedulerId);
    } finally {
      await queue.close();
    }
  });
});
