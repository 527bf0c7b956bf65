import { RATE_ENTRY_MAX, RATE_ENTRY_MIN } from './rates.js';

// When the market rates are too old to be called "this week's" (issue 18: the weekly read failed
// and the pages still said "Current rates"). One rule for every page and the API: Cut My Costs'
// rate box, the officer's Clients (opportunities), the admins' Rate Management and the digest.

/**
 * Rates are read every Wednesday; a snapshot older than this many days means at least one
 * weekly read failed (a week plus three days of slack for a late source or a retried job).
 */
export const MARKET_RATES_STALE_AFTER_DAYS = 10;

const DAY_MS = 86_400_000;

export interface MarketRatesFreshness {
  /** True when the snapshot was taken more than MARKET_RATES_STALE_AFTER_DAYS days ago. */
  stale: boolean;
  /** Whole days since the snapshot was taken (0 on the day; a clock behind never gives less than 0). */
  ageDays: number;
  /** Its age in words: "12 days", "3 weeks", "5 months", "2 years". */
  age: string;
  /**
   * What a page says about stale rates, in the same words everywhere; null when they are fresh.
   * "These market rates are 3 weeks old: they could not be updated."
   */
  notice: string | null;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** An age in the largest unit that reads naturally: days up to two weeks, weeks up to two months, … */
export function ageInWords(days: number): string {
  if (days < 14) return plural(days, 'day');
  if (days < 60) return plural(Math.floor(days / 7), 'week');
  if (days < 730) return plural(Math.round(days / 30.4375), 'month');
  return plural(Math.floor(days / 365.25), 'year');
}

/**
 * How fresh a market-rate snapshot is. `takenAt` is when the snapshot was taken (its
 * `scrapedAt`, or the time an admin entered it) — not the survey week it describes, which is
 * already some days old on the Wednesday it is published.
 */
export function marketRatesFreshness(takenAt: string | Date, now: string | Date = new Date()): MarketRatesFreshness {
  const elapsedMs = Math.max(0, new Date(now).getTime() - new Date(takenAt).getTime());
  const ageDays = Math.floor(elapsedMs / DAY_MS);
  const stale = elapsedMs > MARKET_RATES_STALE_AFTER_DAYS * DAY_MS;
  return { stale, ageDays, age: ageInWords(ageDays), notice: stale ? marketRatesStaleNotice(ageDays) : null };
}

/** The words for stale rates, from their age in days (e.g. an API's `ageDays`). */
export function marketRatesStaleNotice(ageDays: number): string {
  return `These market rates are ${ageInWords(ageDays)} old: they could not be updated.`;
}

/** When a `GET /api/market-rates` answer was taken: the newer of its two rates. */
export function marketRatesTakenAt(rates: { thirtyYearFixed: { scrapedAt: string }; fifteenYearFixed: { scrapedAt: string } }): string {
  return [rates.thirtyYearFixed.scrapedAt, rates.fifteenYearFixed.scrapedAt].sort().at(-1)!;
}

// Entering the week's rates by hand (admins, when the source is down): the Rate Management form
// and `POST /api/admin/market-rates` check them with these words.

/** Admin: `POST /api/admin/market-rates`. Rates are fractions (0.0689 for 6.89%), as elsewhere in the API. */
export interface ManualMarketRatesInput {
  thirtyYearFixed: number;
  fifteenYearFixed: number;
  /** The survey week the rates describe (`YYYY-MM-DD`): the published "week ending" date. */
  asOf: string;
}
export type ManualMarketRatesField = keyof ManualMarketRatesInput;
export type ManualMarketRatesProblems = Partial<Record<ManualMarketRatesField, string>>;

/** Survey rates: the same bounds as a rate entry, 0.5% to 25%. */
const MANUAL_RATE_MIN = RATE_ENTRY_MIN;
const MANUAL_RATE_MAX = RATE_ENTRY_MAX;
/**
 * How far back the survey week may be. A hand entry stands for this week's rates (it is dated
 * "now" and counts as fresh for 10 days); a survey older than three weeks is not this week's.
 */
export const MANUAL_MARKET_RATES_MAX_WEEKS_BACK = 3;

const LABELS: Record<ManualMarketRatesField, string> = {
  thirtyYearFixed: '30-year fixed rate',
  fifteenYearFixed: '15-year fixed rate',
  asOf: 'Week ending',
};

const isRealDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** What is wrong with a hand entry, one sentence per field; `today` is `YYYY-MM-DD`. Empty when it is fine. */
export function manualMarketRatesProblems(input: Partial<Record<ManualMarketRatesField, unknown>>, today: string): ManualMarketRatesProblems {
  const problems: ManualMarketRatesProblems = {};
  for (const field of ['thirtyYearFixed', 'fifteenYearFixed'] as const) {
    const value = input[field];
    if (value === undefined || value === null || value === '') problems[field] = `Enter the ${LABELS[field]}.`;
    else if (typeof value !== 'number' || !Number.isFinite(value)) problems[field] = `${LABELS[field]} must be a number.`;
    else if (value < MANUAL_RATE_MIN || value > MANUAL_RATE_MAX)
      problems[field] = `${LABELS[field]} must be between ${MANUAL_RATE_MIN * 100}% and ${MANUAL_RATE_MAX * 100}%.`;
  }
  const asOf = input.asOf;
  if (asOf === undefined || asOf === null || asOf === '') problems.asOf = 'Enter the week ending date the rates were published for.';
  else if (!isRealDate(asOf)) problems.asOf = 'Week ending must be a real date (YYYY-MM-DD).';
  else if (asOf > today) problems.asOf = "Week ending can't be in the future.";
  else {
    const earliest = new Date(`${today}T00:00:00Z`);
    earliest.setUTCDate(earliest.getUTCDate() - 7 * MANUAL_MARKET_RATES_MAX_WEEKS_BACK);
    if (asOf < earliest.toISOString().slice(0, 10))
      problems.asOf = `Week ending must be within the last ${MANUAL_MARKET_RATES_MAX_WEEKS_BACK} weeks: enter this week's rates.`;
  }
  return problems;
}
