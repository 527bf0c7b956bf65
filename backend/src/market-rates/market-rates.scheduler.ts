import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { QUEUES } from '../jobs/job-policies.js';
import type { JobSchedule } from '../jobs/job-runner.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MarketRatesService, SCRAPE_JOB } from './market-rates.service.js';

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

/** Registers the scrape processor and keeps the weekly schedule (and only it) in place. */
@Injectable()
export class MarketRatesScheduler implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('MarketRates');

  constructor(
    private readonly jobs: JobsService,
    private readonly marketRates: MarketRatesService,
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
  }
}
