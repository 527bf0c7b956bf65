import { mediumDate, monthYear, yearsAndMonths } from './dates';

describe('dates', () => {
  it('writes a calendar day as written, in any time zone', () => {
    expect(monthYear('2049-03-01')).toBe('Mar 2049');
    expect(mediumDate('2025-03-12')).toBe('Mar 12, 2025');
    // A timestamp is read by its date part (a scrape at 23:30 UTC stays on its day).
    expect(mediumDate('2025-03-12T23:30:00.000Z')).toBe('Mar 12, 2025');
    expect(monthYear(null)).toBe('—');
    expect(mediumDate('not a date')).toBe('—');
  });

  it('splits months into years and months', () => {
    expect(yearsAndMonths(328)).toBe('27 years 4 months');
    expect(yearsAndMonths(12)).toBe('1 year');
    expect(yearsAndMonths(13)).toBe('1 year 1 month');
    expect(yearsAndMonths(5)).toBe('5 months');
    expect(yearsAndMonths(0)).toBe('0 months');
  });
});
