import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { jobPolicy, retryDelayMs } from './job-policies.js';
import { LocalJobRunner } from './local-job-runner.js';

describe('job policies', () => {
  it('doubles the retry delay and caps it', () => {
    const policy = { attempts: 10, firstRetryDelayMs: 1_000, maxRetryDelayMs: 5_000 };
    expect([1, 2, 3, 4, 5].map((retry) => retryDelayMs(policy, retry))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('lets JOBS_RETRY_DELAY_MS replace only the first delay', () => {
    expect(jobPolicy('mail', 50)).toEqual({ ...jobPolicy('mail'), firstRetryDelayMs: 50 });
    expect(jobPolicy('mail').firstRetryDelayMs).toBe(5_000);
  });
});

describe('LocalJobRunner', () => {
  let runner: LocalJobRunner;
  // Failures are expected here; their log lines would only be noise.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['error', 'warn', 'log']));
  afterEach(async () => {
    await runner.close();
    jest.useRealTimers();
  });

  const settle = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  it('retries a failing job with the policy backoff until it succeeds', async () => {
    jest.useFakeTimers();
    runner = new LocalJobRunner(100);
    const attempts: Array<{ at: number; attemptsMade: number }> = [];
    const started = Date.now();
    runner.process('mail', async (job) => {
      attempts.push({ at: Date.now() - started, attemptsMade: job.attemptsMade });
      if (attempts.length < 3) throw new Error('SMTP down');
    });
    runner.start();
    await runner.add('mail', 'deliver', { outboxId: 'x' });
    await settle(1_000);
    // Runs at once, then after 100 ms and 200 ms more.
    expect(attempts).toEqual([
      { at: 0, attemptsMade: 0 },
      { at: 100, attemptsMade: 1 },
      { at: 300, attemptsMade: 2 },
    ]);
  });

  it('gives up after the policy attempts', async () => {
    jest.useFakeTimers();
    runner = new LocalJobRunner(10);
    let calls = 0;
    runner.process('mail', async () => {
      calls += 1;
      throw new Error('always');
    });
    runner.start();
    await runner.add('mail', 'deliver', {});
    await settle(60_000);
    expect(calls).toBe(jobPolicy('mail').attempts);
  });

  it('runs a job id once while it is pending, and holds jobs added before start', async () => {
    jest.useFakeTimers();
    runner = new LocalJobRunner();
    let calls = 0;
    runner.process('mail', async () => {
      calls += 1;
    });
    await runner.add('mail', 'deliver', {}, { jobId: 'mail-1' });
    await runner.add('mail', 'deliver', {}, { jobId: 'mail-1' });
    await settle(100);
    expect(calls).toBe(0);
    runner.start();
    await settle(100);
    expect(calls).toBe(1);
  });

  it('fires a schedule at its next time, once, then moves to the following week; replacing it drops the old one', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-05T14:59:00Z') }); // Wednesday 09:59 EST
    runner = new LocalJobRunner();
    const runs: string[] = [];
    runner.process('market-rates', async (job) => {
      // The id names the slot: one job per scheduled time.
      runs.push(`${job.name} ${job.id}`);
    });
    runner.start();
    const weekly = { schedulerId: 'weekly', pattern: '0 10 * * 3', tz: 'America/New_York', jobName: 'scrape', data: {} };
    await runner.schedule('market-rates', [{ ...weekly, schedulerId: 'retired' }]);
    await runner.schedule('market-rates', [weekly]);
    expect(await runner.nextRun('market-rates', 'retired')).toBeUndefined();
    expect(new Date((await runner.nextRun('market-rates', 'weekly'))!).toISOString()).toBe('2025-03-05T15:00:00.000Z');

    await settle(2 * 60_000);
    expect(runs).toEqual([`scrape repeat-weekly-${Date.parse('2025-03-05T15:00:00Z')}`]);
    // DST starts on Sunday 9 March: next Wednesday 10:00 is 14:00 UTC.
    expect(new Date((await runner.nextRun('market-rates', 'weekly'))!).toISOString()).toBe('2025-03-12T14:00:00.000Z');
    await settle(7 * 24 * 60 * 60_000);
    expect(runs).toEqual([
      `scrape repeat-weekly-${Date.parse('2025-03-05T15:00:00Z')}`,
      `scrape repeat-weekly-${Date.parse('2025-03-12T14:00:00Z')}`,
    ]);
  });

  it('keeps a queue to its concurrency and its limiter (MAIL_RATE_PER_MINUTE in-process)', async () => {
    jest.useFakeTimers();
    runner = new LocalJobRunner(100);
    const started = Date.now();
    const starts: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    runner.process(
      'retention-send',
      async () => {
        starts.push(Date.now() - started);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
      },
      { concurrency: 2, limiter: { max: 3, durationMs: 1_000 } },
    );
    runner.start();
    for (let i = 0; i < 7; i++) await runner.add('retention-send', 'send', { sendId: String(i) });
    await settle(2_500);
    // Three per second, never more than two at once.
    expect(starts.map((at) => Math.floor(at / 1_000))).toEqual([0, 0, 0, 1, 1, 1, 2]);
    expect(mostAtOnce).toBe(2);
  });
});
