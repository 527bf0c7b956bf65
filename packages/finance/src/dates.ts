// Calendar dates as ISO `YYYY-MM-DD` strings, computed by calendar arithmetic alone: no Date
// objects, so neither the machine's time zone nor its clock can change a result.

// Math's functions held in module constants: inside jest's sandbox every global lookup is slow
// (schedules call these for every row), and a constant costs nothing anywhere else.
const { floor, min, trunc } = Math;

/** A calendar date; month is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// A longer ISO timestamp is read by its date part ("2024-01-15T00:00:00.000Z" → 2024-01-15).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month of a year (February 29 in leap years). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
}

// Schedules format a date per row: plain concatenation is several times faster than padStart.
const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Reads `YYYY-MM-DD` (or the date part of an ISO timestamp); null when it is not a real calendar date. */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a real calendar date written `YYYY-MM-DD` (2024-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) !== null;
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return formatYearMonthDay(year, month, day);
}

function formatYearMonthDay(year: number, month: number, day: number): string {
  const yyyy = year >= 1000 ? `${year}` : String(year).padStart(4, '0');
  return `${yyyy}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** `months` calendar months after `date`, the day kept or clamped to the month's last day. */
export function shiftMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: min(date.day, daysInMonth(year, month)) };
}

/** `shiftMonths` written as `YYYY-MM-DD` without building a date object (schedules call it for every row). */
export function formatMonthsAfter(date: CalendarDate, months: number): string {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = floor(index / 12);
  const month = index - year * 12 + 1;
  return formatYearMonthDay(year, month, min(date.day, daysInMonth(year, month)));
}

/** Parses a date the caller must give (such as `today`), with an error that names it. */
export function requireDate(value: unknown, name: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`${name} must be a date written YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return date;
}

/**
 * The date `months` calendar months after `date` (before it when negative; a fraction is
 * truncated). The day is kept when the target month has it, else it becomes that month's last
 * day: 2024-01-31 + 1 → 2024-02-29, 2023-01-31 + 1 → 2023-02-28, 2024-02-29 + 12 → 2025-02-28.
 * Throws a RangeError when `date` is not a `YYYY-MM-DD` date.
 */
export function addMonths(date: string, months: number): string {
  const whole = trunc(months);
  if (!Number.isFinite(whole)) throw new RangeError(`months must be a finite number, got ${months}`);
  return formatIsoDate(shiftMonths(requireDate(date, 'date'), whole));
}

/** Whole months from `from` to `to` between parsed dates; see {@link monthsElapsed}. */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  if (compareDates(to, from) <= 0) return 0;
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  return compareDates(shiftMonths(from, months), to) > 0 ? months - 1 : months;
}

/**
 * Whole calendar months from `fromDate` to `toDate`: the largest n with
 * `addMonths(fromDate, n) <= toDate` (so 2023-01-31 → 2023-02-28 is 1 month, 2024-01-15 →
 * 2024-02-14 is 0). Never negative: 0 when `toDate` is before `fromDate`, and 0 when either
 * date is missing or not a `YYYY-MM-DD` date (a profile without a first payment date has no
 * elapsed months).
 */
export function monthsElapsed(fromDate: string | null | undefined, toDate: string | null | undefined): number {
  const from = parseIsoDate(fromDate);
  const to = parseIsoDate(toDate);
  return from && to ? wholeMonthsBetween(from, to) : 0;
}
