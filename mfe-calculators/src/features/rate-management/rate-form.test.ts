import { scrapeJob } from './test-fixtures';
import { lastFriday, parseRatePercent, ratePercentText, RATE_DECIMALS_ERROR, RATE_RANGE_ERROR, readManualRatesForm, scrapeProgressText } from './rate-form';

describe('a rate typed as a percent', () => {
  it.each([
    ['6.875', 0.06875],
    [' 6.5 ', 0.065],
    ['7%', 0.07],
    ['0.5', 0.005],
    ['25', 0.25],
    ['6.123', 0.06123],
  ])('%p → %p', (text, rate) => {
    expect(parseRatePercent(text)).toEqual({ rate });
  });

  it.each([
    ['', RATE_RANGE_ERROR],
    ['abc', RATE_RANGE_ERROR],
    ['0.49', RATE_RANGE_ERROR],
    ['25.001', RATE_RANGE_ERROR],
    ['-6', RATE_RANGE_ERROR],
    ['0.06875', RATE_RANGE_ERROR],
    ['6.8755', RATE_DECIMALS_ERROR],
  ])('%p is refused: %s', (text, error) => {
    expect(parseRatePercent(text)).toEqual({ error });
  });

  it('shows a stored fraction with three decimals', () => {
    expect(ratePercentText(0.065)).toBe('6.500');
    expect(ratePercentText(0.06875)).toBe('6.875');
    expect(RATE_RANGE_ERROR).toBe('Enter a rate from 0.5 % to 25 %.');
  });
});

describe('what a refresh is doing', () => {
  const scrape = scrapeJob;
  const now = Date.parse('2026-06-15T12:00:00Z');

  it('says each step in words', () => {
    expect(scrapeProgressText(scrape({}), now)).toBe('Waiting for the job queue…');
    expect(scrapeProgressText(scrape({ status: 'running', attempts: 1 }), now)).toBe('Reading the rate source…');
    expect(scrapeProgressText(scrape({ status: 'running', attempts: 2 }), now)).toBe('Reading the rate source (attempt 2 of 8)…');
    expect(
      scrapeProgressText(scrape({ status: 'retrying', attempts: 1, error: 'https://www.mba.org answered HTTP 503', nextAttemptAt: '2026-06-15T12:01:00Z' }), now),
    ).toBe('Attempt 1 of 8 failed: https://www.mba.org answered HTTP 503. Trying again in 60 s.');
    const rates = { thirtyYearFixed: { rate: 0.0691, scrapedAt: 'x' }, fifteenYearFixed: { rate: 0.0624, scrapedAt: 'x' }, source: 'mba', asOf: null };
    expect(scrapeProgressText(scrape({ status: 'succeeded', attempts: 1, result: rates }), now)).toBe('Updated: 30-year 6.91%, 15-year 6.24%.');
    expect(scrapeProgressText(scrape({ status: 'failed', attempts: 8, error: 'boom' }), now)).toBe(
      'The refresh failed after 8 attempts: boom. The previous rates stay in place.',
    );
  });
});

describe('the rates-by-hand form', () => {
  it('offers the last Friday as the survey week', () => {
    expect(lastFriday('2025-03-14')).toBe('2025-03-14'); // a Friday
    expect(lastFriday('2025-03-13')).toBe('2025-03-07'); // a Thursday
    expect(lastFriday('2025-03-16')).toBe('2025-03-14'); // a Sunday
  });

  it('sends fractions and checks them with the API’s words', () => {
    expect(readManualRatesForm({ thirtyYearPercent: '6.89', fifteenYearPercent: '6.125%', asOf: '2025-03-07' }, '2025-03-14')).toEqual({
      input: { thirtyYearFixed: 0.0689, fifteenYearFixed: 0.06125, asOf: '2025-03-07' },
      problems: {},
    });
    expect(readManualRatesForm({ thirtyYearPercent: 'six', fifteenYearPercent: '', asOf: '' }, '2025-03-14').problems).toEqual({
      thirtyYearFixed: '30-year fixed rate must be a number.',
      fifteenYearFixed: 'Enter the 15-year fixed rate.',
      asOf: 'Enter the week ending date the rates were published for.',
    });
  });
});
