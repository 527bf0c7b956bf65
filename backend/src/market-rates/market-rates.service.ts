import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MarketRates, RefreshMarketRatesResponse } from '@homewise/contracts';
import { QUEUES } from '../jobs/job-policies.js';
import { QueueUnavailableError } from '../jobs/job-runner.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MarketRateSnapshot } from './market-rate-snapshot.entity.js';
import { MARKET_RATES_SETTINGS, type MarketRatesSettings } from './market-rates.settings.js';
import { readMarketRates } from './rates-source.js';

/** The job the weekly scheduler and the admin's refresh both create. */
export const SCRAPE_JOB = 'scrape';

@Injectable()
export class MarketRatesService {
  private readonly logger = new Logger('MarketRates');

  constructor(
    @InjectRepository(MarketRateSnapshot) private readonly snapshots: Repository<MarketRateSnapshot>,
    @Inject(MARKET_RATES_SETTINGS) private readonly settings: MarketRatesSettings,
    private readonly jobs: JobsService,
  ) {}

  latestSnapshot(): Promise<MarketRateSnapshot | null> {
    return this.snapshots.findOne({ where: {}, order: { scrapedAt: 'DESC' } });
  }

  async current(): Promise<MarketRates> {
    const snapshot = await this.latestSnapshot();
    // The seed migration makes this unreachable unless someone emptied the table by hand.
    if (!snapshot) throw new NotFoundException('No market rates are available yet.');
    const scrapedAt = snapshot.scrapedAt.toISOString();
    return {
      thirtyYearFixed: { rate: snapshot.thirtyYearFixed, scrapedAt },
      fifteenYearFixed: { rate: snapshot.fifteenYearFixed, scrapedAt },
      source: snapshot.source,
      asOf: snapshot.asOf,
    };
  }

  /**
   * Scrapes the source and stores a new snapshot. On any failure the last good snapshot stays
   * as it is, the reason is logged, and the error is rethrown so the job is retried.
   */
  async scrape(): Promise<MarketRateSnapshot> {
    try {
      const reading = await readMarketRates(this.settings);
      const snapshot = await this.snapshots.save(
        this.snapshots.create({
          source: this.settings.source,
          thirtyYearFixed: reading.thirtyYearFixed,
          fifteenYearFixed: reading.fifteenYearFixed,
          asOf: reading.asOf,
          sourceUrl: reading.url,
        }),
      );
      this.logger.log(
        `Market rates from ${this.settings.source} (${reading.url}): 30-year ${percent(reading.thirtyYearFixed)}, ` +
          `15-year ${percent(reading.fifteenYearFixed)}, week ending ${reading.asOf ?? 'not stated'}`,
      );
      return snapshot;
    } catch (error) {
      const kept = await this.latestSnapshot().catch(() => null);
      const keeping = kept ? `keeping the ${kept.source} snapshot of ${kept.scrapedAt.toISOString()}` : 'no snapshot to keep';
      this.logger.warn(`Market-rate scrape failed (${(error as Error).message}); ${keeping}`);
      throw error;
    }
  }

  /** Admin "refresh now": queued like the weekly run; run right here when Redis is down. */
  async requestRefresh(): Promise<RefreshMarketRatesResponse> {
    try {
      const { id } = await this.jobs.add(QUEUES.marketRates, SCRAPE_JOB, { trigger: 'admin' });
      return { message: 'Market-rate refresh queued.', jobId: id };
    } catch (error) {
      if (!(error instanceof QueueUnavailableError)) throw error;
      const jobId = `inline-${randomUUID()}`;
      // scrape() logs its own failure; the weekly schedule tries again anyway.
      void this.scrape().catch(() => undefined);
      return { message: 'Market-rate refresh started (the job queue is unavailable, so it runs here).', jobId };
    }
  }
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(3).replace(/0$/, '')}%`;
}
