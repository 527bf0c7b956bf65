/** `GET /api/rates`: stored rate entries, one per loan type (admins manage them). */
export interface RateEntry {
  id: string;
  loanType: string;
  rate: number;
  updatedAt: string;
}

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
  /** Which source the snapshot came from: 'mba', 'pmms' or 'seed'. */
  source: string;
  /** The survey week the rates describe (`YYYY-MM-DD`), when the source names it. */
  asOf: string | null;
}

/** Admin: `POST /api/admin/market-rates/refresh` answers 202 with this. */
export interface RefreshMarketRatesResponse {
  message: string;
  jobId: string;
}
