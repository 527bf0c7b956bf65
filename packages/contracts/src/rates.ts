/** `GET /api/rates`: stored rate entries, one per loan type (admins manage them). */
export interface RateEntry {
  id: string;
  loanType: string;
  rate: number;
  updatedAt: string;
}

/** A rate entry's bounds, as fractions: 0.5 % to 25 % (the market-rate snapshots' bounds too). */
export const RATE_ENTRY_MIN = 0.005;
export const RATE_ENTRY_MAX = 0.25;

/** Admin: `POST /api/rates`, `PATCH /api/rates/{id}` (partial), `DELETE /api/rates/{id}`. */
export interface RateEntryInput {
  loanType: string;
  rate: number | string;
}

export interface MarketRate {
  /** A fraction: 0.069 for 6.90%. */
  rate: number;
  /** When the snapshot was taken (ISO timestamp). */
  scrapedAt: string;
}

/** `GET /api/market-rates` */
export interface MarketRates {
  thirtyYearFixed: MarketRate;
  fifteenYearFixed: MarketRate;
  /** Which source the snapshot came from: 'mba', 'pmms', 'seed', or 'manual' (an admin typed them in). */
  source: string;
  /** The survey week the rates describe (`YYYY-MM-DD`), when the source names it. */
  asOf: string | null;
}

/** What started a scrape: the weekly schedule, the catch-up at boot, or an admin's "Refresh now". */
export type MarketRateScrapeTrigger = 'schedule' | 'catch-up' | 'admin';

/**
 * One scrape job, from queued to its outcome. `retrying`: an attempt failed (`error`) and the
 * next one is due at `nextAttemptAt`; `failed`: every attempt failed, the previous snapshot stays.
 */
export type MarketRateScrapeStatus = 'queued' | 'running' | 'retrying' | 'succeeded' | 'failed';

export interface MarketRateScrape {
  jobId: string;
  trigger: MarketRateScrapeTrigger;
  status: MarketRateScrapeStatus;
  /** Attempts started so far, of at most `maxAttempts`. */
  attempts: number;
  maxAttempts: number;
  /** The last failed attempt's reason; cleared when a retry succeeds. */
  error: string | null;
  nextAttemptAt: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The rates it stored, once it succeeded. */
  result: MarketRates | null;
}

/**
 * Admin: `POST /api/admin/market-rates/refresh` answers 202 with this; follow the job with
 * `GET /api/admin/market-rates/refresh/{jobId}` (a `MarketRateScrape`).
 */
export interface RefreshMarketRatesResponse {
  message: string;
  jobId: string;
  scrape: MarketRateScrape;
}

/** One stored snapshot of the history. */
export interface MarketRateSnapshotEntry {
  id: string;
  thirtyYearFixed: number;
  fifteenYearFixed: number;
  source: string;
  asOf: string | null;
  scrapedAt: string;
  /** For a hand entry (`source: 'manual'`), the email of the admin who entered it. */
  enteredBy: string | null;
}

/**
 * Admin: `GET /api/admin/market-rates?limit=` — the snapshots newest first (`limit` 1–520,
 * default 26: half a year of weeks) and the health of the weekly scrape.
 */
export interface MarketRatesOverview {
  current: MarketRates;
  history: MarketRateSnapshotEntry[];
  /** Every snapshot stored. */
  total: number;
  /** True when the newest snapshot is older than the last scheduled weekly scrape. */
  stale: boolean;
  /** When the last weekly scrape was due (Wednesday 10:00 New York). */
  lastScheduledAt: string | null;
  nextScheduledAt: string | null;
  /** The newest failed attempt since the newest snapshot (why the rates may be stale), or null. */
  lastFailure: { at: string; reason: string; trigger: MarketRateScrapeTrigger; jobId: string } | null;
  /** The newest scrape job of any trigger (e.g. one still running after a reload), or null. */
  latestScrape: MarketRateScrape | null;
}
