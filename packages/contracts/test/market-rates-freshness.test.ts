import { MARKET_RATES_STALE_AFTER_DAYS, manualMarketRatesProblems, marketRatesFreshness, marketRatesTakenAt } from '../src/market-rates-freshness.js';

// A Wednesday read at 10:00 New York (15:00 UTC).
const READ = '2025-03-05T15:00:00.000Z';

describe('market-rate freshness (issue 18: stale rates shown as current)', () => {
  it('calls rates fresh up to 10 days after they were read, stale after', () => {
    expect(MARKET_RATES_STALE_AFTER_DAYS).toBe(10);
    // The next Wednesday's read failed: still fresh on the Saturday after it (10 days exactly).
    expect(marketRatesFreshness(READ, '2025-03-15T15:00:00.000Z')).toEqual({ stale: false, ageDays: 10, age: '10 days', notice: null });
    expect(marketRatesFreshness(READ, '2025-03-15T15:00:01.000Z')).toEqual({
      stale: true,
      ageDays: 10,
      age: '10 days',
      notice: 'These market rates are 10 days old: they could not be updated.',
    });
  });

  it('says the age in words a person uses', () => {
    const age = (now: string) => marketRatesFreshness(READ, now).age;
    expect(age('2025-03-05T16:00:00.000Z')).toBe('0 days');
    expect(age('2025-03-06T15:00:00.000Z')).toBe('1 day');
    expect(age('2025-03-19T15:00:00.000Z')).toBe('2 weeks');
    expect(age('2025-04-30T15:00:00.000Z')).toBe('8 weeks');
    expect(age('2025-05-05T15:00:00.000Z')).toBe('2 months');
    expect(age('2026-03-05T15:00:00.000Z')).toBe('12 months');
    // The first-run seed, two years on.
    expect(marketRatesFreshness('2024-11-20T15:00:00.000Z', '2026-11-24T12:00:00.000Z')).toMatchObject({
      stale: true,
      ageDays: 733,
      notice: 'These market rates are 2 years old: they could not be updated.',
    });
  });

  it('never calls rates from a clock running behind negative or stale', () => {
    expect(marketRatesFreshness(READ, '2025-03-01T00:00:00.000Z')).toEqual({ stale: false, ageDays: 0, age: '0 days', notice: null });
  });

  it('dates a GET /api/market-rates answer by the newer of its two rates', () => {
    const rates = { thirtyYearFixed: { scrapedAt: READ }, fifteenYearFixed: { scrapedAt: '2025-03-06T15:00:00.000Z' } };
    expect(marketRatesTakenAt(rates)).toBe('2025-03-06T15:00:00.000Z');
  });
});

describe('rates entered by hand (issue 18: admins can enter this week’s rates when the source is down)', () => {
  const TODAY = '2025-03-14';
  it('accepts this week’s survey', () => {
    expect(manualMarketRatesProblems({ thirtyYearFixed: 0.0689, fifteenYearFixed: 0.0612, asOf: '2025-03-07' }, TODAY)).toEqual({});
    expect(manualMarketRatesProblems({ thirtyYearFixed: 0.005, fifteenYearFixed: 0.25, asOf: TODAY }, TODAY)).toEqual({});
  });

  it('refuses missing, unreadable and out-of-bounds rates in plain words', () => {
    expect(manualMarketRatesProblems({}, TODAY)).toEqual({
      thirtyYearFixed: 'Enter the 30-year fixed rate.',
      fifteenYearFixed: 'Enter the 15-year fixed rate.',
      asOf: 'Enter the week ending date the rates were published for.',
    });
    expect(manualMarketRatesProblems({ thirtyYearFixed: Number.NaN, fifteenYearFixed: '6', asOf: '2025-03-07' }, TODAY)).toEqual({
      thirtyYearFixed: '30-year fixed rate must be a number.',
      fifteenYearFixed: '15-year fixed rate must be a number.',
    });
    expect(manualMarketRatesProblems({ thirtyYearFixed: 0.0049, fifteenYearFixed: 6.1, asOf: '2025-03-07' }, TODAY)).toEqual({
      thirtyYearFixed: '30-year fixed rate must be between 0.5% and 25%.',
      fifteenYearFixed: '15-year fixed rate must be between 0.5% and 25%.',
    });
  });

  it('refuses a week ending that is not a date, in the future, or more than three weeks back', () => {
    const asOf = (value: string) => manualMarketRatesProblems({ thirtyYearFixed: 0.0689, fifteenYearFixed: 0.0612, asOf: value }, TODAY).asOf;
    expect(asOf('2025-02-30')).toBe('Week ending must be a real date (YYYY-MM-DD).');
    expect(asOf('next friday')).toBe('Week ending must be a real date (YYYY-MM-DD).');
    expect(asOf('2025-03-15')).toBe("Week ending can't be in the future.");
    expect(asOf('2025-02-21')).toBe(undefined);
    expect(asOf('2025-02-20')).toBe("Week ending must be within the last 3 weeks: enter this week's rates.");
  });
});
