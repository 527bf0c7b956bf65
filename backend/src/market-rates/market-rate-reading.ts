/** What a source says this week, before it is stored as a snapshot. Rates are fractions. */
export interface MarketRateReading {
  thirtyYearFixed: number;
  fifteenYearFixed: number;
  /** The survey week the rates describe (YYYY-MM-DD), when the source names it. */
  asOf: string | null;
}

/** The source could not be read or said something we refuse to store. */
export class RatesScrapeError extends Error {}

/** Anything outside 0.5%–25% is a parsing mistake or a broken page, never a mortgage rate. */
export const MIN_RATE_PERCENT = 0.5;
export const MAX_RATE_PERCENT = 25;

/** "6.90" (percent) → 0.069, refusing values outside the plausible range. */
export function percentToFraction(percent: number, label: string): number {
  if (!Number.isFinite(percent) || percent < MIN_RATE_PERCENT || percent > MAX_RATE_PERCENT) {
    throw new RatesScrapeError(
      `The ${label} rate ${percent}% is outside ${MIN_RATE_PERCENT}%–${MAX_RATE_PERCENT}%; refusing it`,
    );
  }
  // Rounded to the column's 6 decimals so 6.875% is stored as exactly 0.068750.
  return Math.round(percent * 10_000) / 1_000_000;
}
