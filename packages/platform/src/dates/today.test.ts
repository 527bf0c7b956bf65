import { todayIso } from './today';

// The UI tests run in America/New_York (build/jest-base.cjs): UTC's date is not the user's.
describe('todayIso', () => {
  it('is the local calendar date, not the UTC one', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    // 02:30 UTC on March 15 is still the evening of March 14 in New York.
    expect(todayIso(new Date('2025-03-15T02:30:00Z'))).toBe('2025-03-14');
    expect(todayIso(new Date('2025-03-15T04:30:00Z'))).toBe('2025-03-15');
    expect(todayIso(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(todayIso(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('defaults to now, on the pinned test clock', () => {
    // build/jest-clock.cjs pins the clock to 2025-03-14 12:00 UTC (08:00 in New York).
    expect(todayIso()).toBe('2025-03-14');
  });
});
