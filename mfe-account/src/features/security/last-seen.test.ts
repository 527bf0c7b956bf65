import { dateTimeText, timeAgo } from './last-seen';

// The jest clock is pinned: 2025-03-14 12:00 UTC, America/New_York.
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [-90_000, 'just now'], // the server's clock a little ahead
    [60_000, '1 minute ago'],
    [3 * 60_000 + 59_000, '3 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [29 * 86_400_000, '29 days ago'],
    [61 * 86_400_000, '2 months ago'],
  ])('%i ms before now reads "%s"', (ms, text) => {
    expect(timeAgo(ago(ms), now)).toBe(text);
  });

  it('does not make up a time for an unreadable one', () => {
    expect(timeAgo('not a date', now)).toBe('at an unknown time');
  });
});

describe('dateTimeText', () => {
  it('writes the moment on the user’s own clock', () => {
    expect(now.toISOString()).toBe('2025-03-14T12:00:00.000Z');
    expect(dateTimeText('2025-03-14T12:00:00.000Z')).toBe('Mar 14, 2025, 8:00 AM');
    expect(dateTimeText('nope')).toBe('');
  });
});
