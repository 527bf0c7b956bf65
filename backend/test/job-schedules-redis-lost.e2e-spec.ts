import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config/app-config.js';
import { RedisJobRunner } from '../src/jobs/redis-job-runner.js';
import { OwnRedis, uniqueJobsPrefix } from './support/redis.js';
import { until } from './support/wait.js';

/**
 * A Redis that comes back empty (restarted without persistence, or a failover to a replica that
 * had not caught up) has lost the job schedulers. The runner writes its schedules again when the
 * connection returns; before, nothing fired again until a replica restarted (no weekly scrape,
 * no digest planning).
 */
describe('job schedules after Redis comes back empty', () => {
  let redis: OwnRedis;
  let runner: RedisJobRunner;
  let queue: Queue;
  const prefix = uniqueJobsPrefix();
  const weekly = { schedulerId: 'weekly-test', pattern: '0 9 * * 3', tz: 'America/New_York', jobName: 'scrape', data: { week: true } };

  beforeAll(async () => {
    redis = await OwnRedis.start();
    runner = new RedisJobRunner(redis.url, { ...loadConfig({ ...process.env, JOBS_PREFIX: prefix }).jobs, prefix });
    queue = new Queue('market-rates', { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null }, prefix });
    queue.on('error', () => undefined);
  });

  afterAll(async () => {
    await runner?.close();
    await queue?.close();
    await redis?.stop();
  });

  const schedulerIds = async () => (await queue.getJobSchedulers()).map((s) => s.id ?? s.key);

  it('writes the scheduler again, once, with its next run, when the connection returns', async () => {
    await runner.schedule('market-rates', [weekly]);
    expect(await schedulerIds()).toEqual(['weekly-test']);
    const next = await runner.nextRun('market-rates', 'weekly-test');
    expect(next).toBeGreaterThan(Date.now());

    const probe = new Redis(redis.url, { maxRetriesPerRequest: null });
    try {
      await probe.set('sentinel', '1');
      await redis.stop();
      await redis.start(); // same port, no data
      // Every key went with it (the runner may already be writing its scheduler again).
      expect(await probe.exists('sentinel')).toBe(0);
    } finally {
      probe.disconnect();
    }

    // ioredis reconnects within its retry delay (at most 5 s), then the runner upserts.
    await until(async () => (await schedulerIds()).length === 1, 'the scheduler written again', 20_000);
    expect(await schedulerIds()).toEqual(['weekly-test']);
    expect(await runner.nextRun('market-rates', 'weekly-test')).toBe(next);
    // One delayed job for the next run, not one per reconnect.
    const delayed = await queue.getDelayed();
    expect(delayed.map((job) => job.name)).toEqual(['scrape']);
  }, 60_000);
});
