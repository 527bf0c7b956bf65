import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MarketRates, MarketRateSnapshotEntry } from '@homewise/contracts';
import { MarketRateSnapshot } from './market-rate-snapshot.entity.js';
import { MARKET_RATES_SETTINGS, type MarketRatesSettings } from './market-rates.settings.js';
import { readMarketRates } from './rates-source.js';
import { DomainError } from '../common/errors/domain-error.js';

/** A snapshot as `GET /api/market-rates` answers it. */
export function toMarketRates(snapshot: MarketRateSnapshot): MarketRates {
  const scrapedAt = snapshot.scrapedAt.toISOString();
  return {
    thirtyYearFixed: { rate: snapshot.thirtyYearFixed, scrapedAt },
    fifteenYearFixed: { rate: snapshot.fifteenYearFixed, scrapedAt },
    source: snapshot.source,
    asOf: snapshot.asOf,
  };
}

@Injectable()
export class MarketRatesService {
  private readonly logger = new Logger('MarketRates');

  constructor(
    @InjectRepository(MarketRateSnapshot) private readonly snapshots: Repository<MarketRateSnapshot>,
    @Inject(MARKET_RATES_SETTINGS) private readonly settings: MarketRatesSettings,
  ) {}

  latestSnapshot(): Promise<MarketRateSnapshot | null> {
    return this.snapshots.findOne({ where: {}, order: { scrapedAt: 'DESC' } });
  }

  async current(): Promise<MarketRates> {
    const snapshot = await this.latestSnapshot();
    // The seed migration makes this unreachable unless someone emptied the table by hand.
    if (!snapshot) throw new DomainError('NO_MARKET_RATES');
    return toMarketRates(snapshot);
  }

  /** The snapshots newest first, and how many are stored. */
  async history(limit: number): Promise<{ history: MarketRateSnapshotEntry[]; total: number }> {
    const [rows, total] = await this.snapshots.findAndCount({ order: { scrapedAt: 'DESC' }, take: limit });
    const history = rows.map((s) => ({
      id: s.id,
      thirtyYearFixed: s.thirtyYearFixed,
      fifteenYearFixed: s.fifteenYearFixed,
      source: s.source,
      asOf: s.asOf,
      scrapedAt: s.scrapedAt.toISOString(),
    }));
    return { history, total };
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
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(3).replace(/0$/, '')}%`;
}
