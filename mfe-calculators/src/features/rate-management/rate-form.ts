import { formatPercent, formatTime } from '@homewise/platform';
import { fractionFromPercent } from '@homewise/platform/mortgage-profile';
import { RATE_ENTRY_MAX, RATE_ENTRY_MIN, type MarketRateScrape } from '@homewise/contracts';

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
