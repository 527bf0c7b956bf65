import { formatDate, formatDateTime, formatMonthYear, formatTime } from './dates';

describe('dates in one format (issue 18)', () => {
  it('a calendar date is the day written, whatever the time zone', () => {
    expect(formatDate('2025-03-12')).toBe('Mar 12, 2025');
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatMonthYear('2050-12-01')).toBe('Dec 2050');
  });

  it('a timestamp or a Date is the day where the reader is', () => {
    expect(formatDate(new Date(2026, 10, 24, 23, 59))).toBe('Nov 24, 2026');
    expect(formatDate(new Date(2026, 0, 2, 0, 1).toISOString())).toBe('Jan 2, 2026');
    expect(formatDateTime(new Date(2026, 10, 24, 15, 5, 9))).toBe('Nov 24, 2026, 3:05 PM');
    expect(formatDateTime(new Date(2026, 10, 24, 15, 5, 9), { seconds: true })).toBe('Nov 24, 2026, 3:05:09 PM');
    expect(formatTime(new Date(2026, 10, 24, 15, 5, 9))).toBe('3:05 PM');
  });

  it('nothing, or what is not a date, is a dash (or what the page says instead)', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date', 'N/A')).toBe('N/A');
    expect(formatMonthYear(undefined)).toBe('—');
    expect(formatDateTime('garbage')).toBe('—');
  });
});
