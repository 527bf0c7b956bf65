import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { manualMarketRatesProblems, type ManualMarketRatesInput, type MarketRates, type MarketRateSnapshotEntry } from '@homewise/contracts';
import { MarketRateSnapshot } from './market-rate-snapshot.entity.js';
import { MARKET_RATES_SETTINGS, type MarketRatesSettings } from './market-rates.settings.js';
import { readMarketRates } from './rates-source.js';
import { DomainError } from '../common/errors/domain-error.js';
import { todayUtc } from '../common/today.js';
import type { RequestSource } from '../common/request-source.js';
import { SecurityLogService } from '../identity/security-log/security-log.service.js';

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
    private readonly securityLog: SecurityLogService,
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

  /** The snapshots newest first (a hand entry with its admin's email), and how many are stored. */
  async history(limit: number): Promise<{ history: MarketRateSnapshotEntry[]; total: number }> {
    const total = await this.snapshots.count();
    const rows: HistoryRow[] = await this.snapshots.query(
      `SELECT s.id, s.thirty_year_fixed, s.fifteen_year_fixed, s.source, to_char(s.as_of, 'YYYY-MM-DD') AS as_of, s.scraped_at, u.email AS entered_by
         FROM market_rate_snapshots s LEFT JOIN users u ON u.id = s.entered_by
        ORDER BY s.scraped_at DESC LIMIT $1`,
      [limit],
    );
    const history = rows.map((s) => ({
      id: s.id,
      thirtyYearFixed: Number(s.thirty_year_fixed),
      fifteenYearFixed: Number(s.fifteen_year_fixed),
      source: s.source,
      asOf: s.as_of,
      scrapedAt: new Date(s.scraped_at).toISOString(),
      enteredBy: s.entered_by,
    }));
    return { history, total };
  }

  /**
   * An admin's hand entry of the week's rates (the source is down): checked with the form's words
   * (contracts `manualMarketRatesProblems`), stored as the newest snapshot, source 'manual', with
   * the admin's id and the time, and recorded in the security log as a rate change (the 30-year
   * rate every opportunity is measured against, from the snapshot before). It is what every page
   * shows from then on.
   */
  async enterByHand(admin: RequestSource & { id: string }, input: ManualMarketRatesInput): Promise<MarketRateSnapshot> {
    const adminId = admin.id;
    const problems = manualMarketRatesProblems(input, todayUtc());
    if (Object.keys(problems).length) throw new DomainError('MARKET_RATES_OUT_OF_BOUNDS', { problems: Object.values(problems).join(' ') });
    const before = await this.latestSnapshot();
    const snapshot = await this.snapshots.save(
      this.snapshots.create({
        source: 'manual',
        thirtyYearFixed: input.thirtyYearFixed,
        fifteenYearFixed: input.fifteenYearFixed,
        asOf: input.asOf,
        sourceUrl: null,
        enteredBy: adminId,
      }),
    );
    await this.securityLog.record('rate_changed', {
      userId: adminId,
      actorId: adminId,
      ip: admin.ip,
      userAgent: admin.userAgent,
      details: {
        loanType: 'Market 30-year fixed (entered by hand)',
        from: before?.thirtyYearFixed ?? null,
        to: input.thirtyYearFixed,
        fifteenYearFixed: input.fifteenYearFixed,
        asOf: input.asOf,
      },
    });
    this.logger.log(
      `Market rates entered by hand by admin ${adminId}: 30-year ${percent(input.thirtyYearFixed)}, 15-year ${percent(input.fifteenYearFixed)}, week ending ${input.asOf}`,
    );
    return snapshot;
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

interface HistoryRow {
  id: string;
  thirty_year_fixed: string;
  fifteen_year_fixed: string;
  source: string;
  as_of: string | null;
  scraped_at: Date | string;
  entered_by: string | null;
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(3).replace(/0$/, '')}%`;
}
