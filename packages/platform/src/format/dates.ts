import { lazily } from '@homewise/contracts';

// Dates as every page writes them (issue 18: "Mar 12, 2025" on one page, "March 12, 2025" or
// "3/12/2025" on the next): one formatter, here, for the shell and every remote.

const DAY = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
const MONTH = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' }));
const DAY_UTC = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
const MONTH_UTC = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }));
const TIME = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));
const MOMENT = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }));
const MOMENT_SECONDS = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' }));

/** A value as a point in time: a `YYYY-MM-DD` calendar date is that day (read in UTC, so no zone moves it). */
function read(value: string | Date | null | undefined): { date: Date; calendar: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendar: false };
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = calendar ? new Date(Date.UTC(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar: Boolean(calendar) };
}

/**
 * "Mar 12, 2025": a calendar date (`2025-03-12`) as written, whatever the time zone; a timestamp
 * or a Date as the day it is where the reader is. `empty` for nothing or something unreadable.
 */
export function formatDate(value: string | Date | null | undefined, empty = '—'): string {
  const read_ = read(value);
  if (!read_) return empty;
  return (read_.calendar ? DAY_UTC : DAY)().format(read_.date);
}

/** "Mar 2025" (a payoff month, a schedule's month), read as `formatDate` reads. */
export function formatMonthYear(value: string | Date | null | undefined, empty = '—'): string {
  const read_ = read(value);
  if (!read_) return empty;
  return (read_.calendar ? MONTH_UTC : MONTH)().format(read_.date);
}

/** "Mar 12, 2025, 3:05 PM" where the reader is (`seconds`: "3:05:09 PM", for a security log). */
export function formatDateTime(value: string | Date | null | undefined, { seconds = false, empty = '—' }: { seconds?: boolean; empty?: string } = {}): string {
  const read_ = read(value);
  if (!read_) return empty;
  return (seconds ? MOMENT_SECONDS : MOMENT)().format(read_.date);
}

/** "3:05 PM" where the reader is (a time later today: the next attempt of a job). */
export function formatTime(value: string | Date | null | undefined, empty = '—'): string {
  const read_ = read(value);
  if (!read_) return empty;
  return TIME().format(read_.date);
}
