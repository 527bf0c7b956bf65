import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Queue, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config.js';
import { createApp } from '../src/create-app.js';
import { useEmbeddedDatabase } from '../src/database/embedded-postgres.js';
import { WEEKLY_SCRAPE } from '../src/market-rates/weekly-schedule.js';
import { createTestDatabase } from './harness.js';
import { FixtureServer } from './support/fixture-server.js';
import { OwnRedis, uniqueJobsPrefix } from './support/redis.js';
import { sleep, until } from './support/wait.js';

/**
 * Issue 23, "Redis restarted: the weekly scrape once": a Redis of the test's own that keeps its
 * data as production's does (append-only file), killed and started again (a second or two down)
 * at the two moments that matter: while the week's scrape is running, and when the week's run
 * comes due. Each week must be scraped exactly once and the following week scheduled once.
 */
describe('the weekly scrape across a Redis restart', () => {
  let redis: OwnRedis;
  let redisDir: string;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let source: FixtureServer;
  let queue: Queue;
  let app: INestApplication;
  /** While set, the source holds its answer until `answerNow` is called. */
  let held: Promise<void> | undefined;
  let answerNow = () => undefined as void;
  const prefix = uniqueJobsPrefix();

  beforeAll(async () => {
    redisDir = mkdtempSync(join(tmpdir(), 'hw-test-redis-'));
    redis = await OwnRedis.start({ persistIn: redisDir });
    const release = readFileSync(new URL('../src/market-rates/fixtures/mba-release-increased.html', import.meta.url), 'utf8');
    source = await FixtureServer.start({
      '/release': async () => {
        await held;
        return { type: 'text/html', body: release };
      },
    });
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'hw-test-data-'));
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, JOBS_PREFIX: prefix });
    if (database.embedded) useEmbeddedDatabase(config, database.url);
    else config.databaseUrl = database.url;
    config.redisUrl = redis.url;
    config.ratesSourceUrl = `${source.url}/release`;
    // Only the weekly schedule's runs are counted here.
    config.ratesCatchUp = false;
    app = await createApp(config, { logger: ['error'] });
    await app.init();
    queue = new Queue('market-rates', { connection: { host: '127.0.0.1', port: redis.port }, prefix });
    queue.on('error', () => undefined);
  });

  afterAll(async () => {
    answerNow();
    await app?.close();
    await queue?.close();
    await redis?.stop();
    await database?.drop();
    await source?.stop();
    for (const dir of [redisDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The one job the weekly scheduler holds for its next run. */
  const weeksJob = () =>
    until(async () => {
      const delayed = await queue.getDelayed();
      return delayed.length === 1 && delayed[0].id?.startsWith(`repeat:${WEEKLY_SCRAPE.schedulerId}:`) && delayed[0];
    }, "the week's job");

  /** Snapshots the scheduled scrapes stored, and the scrape rows of `job`. */
  const runsOf = async (job: Job) => {
    const ds = app.get(DataSource);
    const [{ snapshots }] = await ds.query(`SELECT count(*)::int AS snapshots FROM market_rate_snapshots WHERE source = 'mba'`);
    const rows = await ds.query(`SELECT status, trigger FROM market_rate_scrapes WHERE job_id = $1`, [job.id]);
    return { snapshots: snapshots as number, rows };
  };

  /** Waits until the job is completed in Redis and no job of the queue is left but the next week's. */
  const settled = async (job: Job) => {
    await until(async () => (await queue.getJobState(job.id!)) === 'completed', 'the job to complete in Redis', 60_000);
    const next = await weeksJob();
    expect(next.id).not.toBe(job.id);
    expect(next.timestamp + next.delay).toBeGreaterThan(Date.now());
    expect(await queue.getJobCounts('wait', 'active', 'failed', 'delayed')).toEqual({ wait: 0, active: 0, failed: 0, delayed: 1 });
    expect(await queue.getJobSchedulers()).toHaveLength(1);
  };

  it('scrapes the week once when Redis goes down while the scrape is running', async () => {
    const job = await weeksJob();
    held = new Promise((resolve) => (answerNow = () => resolve()));
    // The week's time has come.
    await job.promote();
    await until(() => source.requested.length === 1, 'the scrape to ask the source');
    await redis.stop();
    // The source answers while Redis is down: the snapshot is stored, the job not yet completed.
    answerNow();
    held = undefined;
    await until(async () => (await runsOf(job)).snapshots === 1, 'the snapshot');
    await sleep(1000);
    await redis.start();
    await settled(job);
    expect(await runsOf(job)).toEqual({ snapshots: 1, rows: [{ status: 'succeeded', trigger: 'schedule' }] });
    expect(source.requested).toHaveLength(1);
  });

  it('scrapes the week once when its run comes due while Redis is down', async () => {
    const job = await weeksJob();
    const before = (await runsOf(job)).snapshots;
    // The week's run falls half a second into the outage.
    await job.changeDelay(500);
    await redis.stop();
    await sleep(1500);
    expect((await runsOf(job)).snapshots).toBe(before);
    await redis.start();
    await until(async () => (await runsOf(job)).snapshots === before + 1, "the week's scrape after Redis is back", 60_000);
    await settled(job);
    expect(await runsOf(job)).toEqual({ snapshots: before + 1, rows: [{ status: 'succeeded', trigger: 'schedule' }] });
    expect(source.requested).toHaveLength(2);
  });
});
