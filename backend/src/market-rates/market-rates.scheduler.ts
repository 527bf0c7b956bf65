import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { getNextMillis } from 'bullmq';
import { QUEUES } from '../jobs/job-policies.js';
import type { JobSchedule } from '../jobs/job-runner.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MarketRatesService, SCRAPE_JOB } from './market-rates.service.js';
import { MARKET_RATES_SETTINGS, type MarketRatesSettings } from './market-rates.settings.js';

/**
 * Every Wednesday at 10:00 New York time (EST or EDT, whichever is in force): MBA publishes its
 * weekly survey on Wednesday mornings. The id is stable, so however many replicas upsert it,
 * Redis holds one scheduler and each week gets one job.
 */
export const WEEKLY_SCRAPE: JobSchedule = {
  schedulerId: 'market-rates-weekly-scrape',
  pattern: '0 10 * * 3',
  tz: 'America/New_York',
  jobName: SCRAPE_JOB,
  data: { trigger: 'schedule' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest time at or before `now` when `schedule` fired (epoch ms), computed the way BullMQ's
 * scheduler computes its runs. Looks back 8 days: enough for a weekly pattern across a DST change.
 */
export function previousRun(schedule: Pick<JobSchedule, 'pattern' | 'tz'>, now: number): number | undefined {
  let previous: number | undefined;
  let next = getNextMillis(now - 8 * DAY_MS, { pattern: schedule.pattern, tz: schedule.tz });
  while (next !== undefined && next <= now) {
    previous = next;
    next = getNextMillis(next, { pattern: schedule.pattern, tz: schedule.tz });
  }
  return previous;
}

/** Registers the scrape processor, keeps the weekly schedule (and only it) in place, and catches up. */
@Injectable()
export class MarketRatesScheduler implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('MarketRates');

  constructor(
    private readonly jobs: JobsService,
    private readonly marketRates: MarketRatesService,
    @Inject(MARKET_RATES_SETTINGS) private readonly settings: MarketRatesSettings,
  ) {}

  onModuleInit(): void {
    this.jobs.process(QUEUES.marketRates, () => this.marketRates.scrape());
  }

  onApplicationBootstrap(): void {
    // Not awaited: with Redis down, boot goes on and the schedule is retried in the background.
    void this.jobs
      .schedule(QUEUES.marketRates, [WEEKLY_SCRAPE])
      .then(() => this.jobs.nextRun(QUEUES.marketRates, WEEKLY_SCRAPE.schedulerId))
      .then((next) => next && this.logger.log(`Next market-rate scrape: ${new Date(next).toISOString()}`))
      .catch((error: Error) => this.logger.warn(`Weekly scrape schedule not confirmed: ${error.message}`));
    if (this.settings.catchUp) void this.catchUp(Date.now());
  }

  /**
   * A scheduler does not replay runs nobody was up for: a fresh install (only the seed snapshot)
   * or a deployment that was down on Wednesday morning would show last week's rates until the
   * next Wednesday. So at boot, if the newest snapshot is older than the last scheduled run, a
   * scrape is queued now. Its job id names that run, so replicas booting together queue one.
   * Returns the queued job's id, if any.
   */
  async catchUp(now: number): Promise<string | undefined> {
    try {
      const missed = previousRun(WEEKLY_SCRAPE, now);
      const latest = await this.marketRates.latestSnapshot();
      if (missed === undefined || (latest && latest.scrapedAt.getTime() >= missed)) return undefined;
      const { id } = await this.jobs.add(QUEUES.marketRates, SCRAPE_JOB, { trigger: 'catch-up' }, { jobId: `catch-up-${missed}` });
      const since = latest ? `the newest snapshot is from ${latest.scrapedAt.toISOString()}` : 'there is no snapshot';
      this.logger.log(`Missed the weekly scrape of ${new Date(missed).toISOString()} (${since}): scraping now`);
      return id;
    } catch (error) {
      // Redis down or the database busy: the weekly run still comes; nothing else to do here.
      this.logger.warn(`Catch-up market-rate scrape not queued: ${(error as Error).message}`);
      return undefined;
    }
  }
}
