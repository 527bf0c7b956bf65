import { formatPercent, formatTime } from '@homewise/platform';
import { fractionFromPercent } from '@homewise/platform/mortgage-profile';
import {
  manualMarketRatesProblems,
  RATE_ENTRY_MAX,
  RATE_ENTRY_MIN,
  type ManualMarketRatesInput,
  type ManualMarketRatesProblems,
  type MarketRateScrape,
} from '@homewise/contracts';

const MIN_PERCENT = RATE_ENTRY_MIN * 100;
const MAX_PERCENT = RATE_ENTRY_MAX * 100;
export const RATE_RANGE_ERROR = `Enter a rate from ${MIN_PERCENT} % to ${MAX_PERCENT} %.`;
export const RATE_DECIMALS_ERROR = 'Use at most three decimals (e.g. 6.875).';

/** A rate typed as a percent with up to three decimals ("6.875") → the fraction the API takes, or why not. */
export function parseRatePercent(text: string): { rate: number } | { error: string } {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { error: RATE_RANGE_ERROR };
  const percent = Number(trimmed);
  // A fraction typed by mistake (0.06875) hears about the range, not the decimals.
  if (percent < MIN_PERCENT || percent > MAX_PERCENT) return { error: RATE_RANGE_ERROR };
  if (/\.\d{4,}$/.test(trimmed)) return { error: RATE_DECIMALS_ERROR };
  return { rate: fractionFromPercent(trimmed) };
}

/** A stored rate as the field shows it: three decimals, as the calculators do ("6.500"). */
export const ratePercentText = (fraction: number): string => (fraction * 100).toFixed(3);

/** One line of what a scrape job is doing, for the admin who pressed "Refresh now". */
export function scrapeProgressText(scrape: MarketRateScrape, now: number = Date.now()): string {
  switch (scrape.status) {
    case 'queued':
      return 'Waiting for the job queue…';
    case 'running':
      return scrape.attempts > 1 ? `Reading the rate source (attempt ${scrape.attempts} of ${scrape.maxAttempts})…` : 'Reading the rate source…';
    case 'retrying': {
      const seconds = scrape.nextAttemptAt ? Math.max(0, Math.round((Date.parse(scrape.nextAttemptAt) - now) / 1000)) : null;
      const when = seconds === null ? 'soon' : seconds < 90 ? `in ${seconds} s` : `at ${formatTime(scrape.nextAttemptAt)}`;
      return `Attempt ${scrape.attempts} of ${scrape.maxAttempts} failed: ${scrape.error ?? 'unknown error'}. Trying again ${when}.`;
    }
    case 'succeeded':
      return scrape.result
        ? `Updated: 30-year ${formatPercent(scrape.result.thirtyYearFixed.rate, 2)}, 15-year ${formatPercent(scrape.result.fifteenYearFixed.rate, 2)}.`
        : 'Updated.';
    case 'failed':
      return `The refresh failed after ${scrape.attempts} ${scrape.attempts === 1 ? 'attempt' : 'attempts'}: ${scrape.error ?? 'unknown error'}. The previous rates stay in place.`;
  }
}

export const isFinished = (scrape: MarketRateScrape) => scrape.status === 'succeeded' || scrape.status === 'failed';

/** The "Enter rates by hand" form as typed: rates in percent ("6.89"), the week ending date. */
export interface ManualRatesForm {
  thirtyYearPercent: string;
  fifteenYearPercent: string;
  asOf: string;
}

/** The survey's week ending to offer: the last Friday on or before today (MBA's survey weeks end on Fridays). */
export function lastFriday(today: string): string {
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 2) % 7));
  return day.toISOString().slice(0, 10);
}

/** A percent as typed → the API's fraction; blank stays missing, anything unreadable is NaN (the check's "must be a number"). */
const fractionOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? fractionFromPercent(trimmed) : Number.NaN;
};

/**
 * The API's body and what is wrong with it, in the API's own words (contracts
 * `manualMarketRatesProblems`, which `POST /api/admin/market-rates` applies too).
 */
export function readManualRatesForm(form: ManualRatesForm, today: string): { input: ManualMarketRatesInput; problems: ManualMarketRatesProblems } {
  const input = { thirtyYearFixed: fractionOf(form.thirtyYearPercent), fifteenYearFixed: fractionOf(form.fifteenYearPercent), asOf: form.asOf.trim() };
  return { input: input as ManualMarketRatesInput, problems: manualMarketRatesProblems(input, today) };
}
