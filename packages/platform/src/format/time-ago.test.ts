import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-06-15T12:00:00Z');

describe('timeAgo', () => {
  it.each([
    [null, 'Never'],
    ['not a time', 'Never'],
    ['2026-06-15T12:00:00Z', 'just now'],
    ['2026-06-15T11:59:01Z', 'just now'],
    ['2026-06-15T11:59:00Z', '1 minute ago'],
    ['2026-06-15T11:56:30Z', '3 minutes ago'],
    ['2026-06-15T11:00:01Z', '59 minutes ago'],
    ['2026-06-15T09:00:00Z', '3 hours ago'],
    ['2026-06-14T10:00:00Z', 'yesterday'],
    ['2026-06-12T12:00:00Z', '3 days ago'],
    ['2026-05-25T12:00:00Z', '3 weeks ago'],
    ['2026-01-10T12:00:00Z', '5 months ago'],
    ['2024-05-01T12:00:00Z', '2 years ago'],
    // Another clock a little (or a lot) ahead: never "in 2 minutes".
    ['2026-06-15T12:02:00Z', 'just now'],
    ['2026-06-16T12:00:00Z', 'just now'],
  ])('%s → %s', (iso, text) => {
    expect(timeAgo(iso, NOW)).toBe(text);
  });

  it('takes now as a Date too, and defaults to the clock', () => {
    expect(timeAgo('2026-06-15T11:55:00Z', new Date(NOW))).toBe('5 minutes ago');
    // The jest clock: 2025-03-14 12:00 UTC.
    expect(timeAgo('2025-03-14T11:57:00Z')).toBe('3 minutes ago');
  });
});
