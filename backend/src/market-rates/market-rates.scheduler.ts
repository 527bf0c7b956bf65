import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { QUEUES } from '../jobs/job-policies.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MarketRateScrapesService } from './market-rate-scrapes.service.js';
import { MarketRatesService } from './market-rates.service.js';
import { MARKET_RATES_SETTINGS, type MarketRatesSettings } from './market-rates.settings.js';
import { previousRun, SCRAPE_JOB, WEEKLY_SCRAPE } from './weekly-schedule.js';

/** Registers the scrape processor, keeps the weekly schedule (and only it) in place, and catches up. */
@Injectable()
export class MarketRatesScheduler implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('MarketRates');

  constructor(
    private readonly jobs: JobsService,
    private readonly marketRates: MarketRatesService,
    private readonly scrapes: MarketRateScrapesService,
    @Inject(MARKET_RATES_SETTINGS) private readonly settings: MarketRatesSettings,
  ) {}

  onModuleInit(): void {
    this.jobs.process(QUEUES.marketRates, (job) => this.scrapes.runScrapeJob(job));
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
