import { getNextMillis } from 'bullmq';
import { previousRun, WEEKLY_SCRAPE } from './weekly-schedule.js';

/** The next weekly scrape after `now`, computed the way BullMQ's job scheduler computes it. */
const nextAfter = (now: string) => new Date(getNextMillis(Date.parse(now), { pattern: WEEKLY_SCRAPE.pattern, tz: WEEKLY_SCRAPE.tz })!).toISOString();

describe('the weekly market-rate scrape schedule', () => {
  it('is Wednesday 10:00 New York time under a stable id', () => {
    expect(WEEKLY_SCRAPE).toMatchObject({ schedulerId: 'market-rates-weekly-scrape', pattern: '0 10 * * 3', tz: 'America/New_York' });
  });

  it.each([
    // Winter (EST, UTC-5): 10:00 is 15:00 UTC.
    ['Monday in winter', '2025-01-06T12:00:00Z', '2025-01-08T15:00:00.000Z'],
    ['Wednesday 09:59 EST: the same morning', '2025-01-08T14:59:00Z', '2025-01-08T15:00:00.000Z'],
    ['Wednesday 10:00 EST exactly: the week after', '2025-01-08T15:00:00Z', '2025-01-15T15:00:00.000Z'],
    // DST starts Sunday 2025-03-09: the next Wednesday is 10:00 EDT (UTC-4) = 14:00 UTC.
    ['Wednesday before DST starts', '2025-03-05T16:00:00Z', '2025-03-12T14:00:00.000Z'],
    // DST ends Sunday 2025-11-02: back to 15:00 UTC.
    ['Wednesday before DST ends', '2025-10-29T15:00:00Z', '2025-11-05T15:00:00.000Z'],
    // Tuesday 23:30 in New York is already Wednesday in UTC: still Wednesday 10:00 New York.
    ['Tuesday night in New York', '2025-07-16T03:30:00Z', '2025-07-16T14:00:00.000Z'],
  ])('%s', (_, now, expected) => {
    expect(nextAfter(now)).toBe(expected);
  });
});

/** The last weekly scrape at or before `now` (what a boot checks the newest snapshot against). */
const lastRun = (now: string) => new Date(previousRun(WEEKLY_SCRAPE, Date.parse(now))!).toISOString();

describe('the last weekly run before now (catch-up at boot)', () => {
  it.each([
    ['Saturday in winter: the Wednesday before', '2026-11-21T19:00:00Z', '2026-11-18T15:00:00.000Z'],
    ['Wednesday 09:59 EST: still last week', '2026-11-25T14:59:00Z', '2026-11-18T15:00:00.000Z'],
    ['Wednesday 10:00 EST exactly: this run', '2026-11-25T15:00:00Z', '2026-11-25T15:00:00.000Z'],
    // DST starts Sunday 2026-03-08: a run at 10:00 EDT (14:00 UTC) follows one at 10:00 EST.
    ['Tuesday after DST starts: the EST run', '2026-03-10T12:00:00Z', '2026-03-04T15:00:00.000Z'],
    ['Wednesday after DST starts, 10:30 EDT', '2026-03-11T14:30:00Z', '2026-03-11T14:00:00.000Z'],
    // DST ends Sunday 2026-11-01: exactly 7 days + 1 hour after the EDT run of Oct 28.
    ['Wednesday after DST ends, 09:30 EST', '2026-11-04T14:30:00Z', '2026-10-28T14:00:00.000Z'],
  ])('%s', (_, now, expected) => {
    expect(lastRun(now)).toBe(expected);
  });

  it('is never after now and never more than a week and an hour before it', () => {
    const week = 7 * 24 * 60 * 60 * 1000;
    for (let now = Date.parse('2026-01-01T00:00:00Z'); now < Date.parse('2027-01-01T00:00:00Z'); now += 661 * 60 * 1000) {
      const run = previousRun(WEEKLY_SCRAPE, now)!;
      expect(run).toBeLessThanOrEqual(now);
      expect(now - run).toBeLessThan(week + 60 * 60 * 1000);
    }
  });
});
