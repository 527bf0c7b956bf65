import { splitMonths } from '@homewise/finance';

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Reads a `YYYY-MM-DD` date (or the date part of a timestamp) as that calendar day. */
function calendarDay(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** "2049-03-01" → "March 2049". */
export function monthYear(iso: string | null | undefined): string {
  const day = iso ? calendarDay(iso) : null;
  return day ? MONTH_YEAR.format(day) : '—';
}

/** "2025-03-12" → "Mar 12, 2025" (the calendar day as written, whatever the time zone). */
export function mediumDate(iso: string | null | undefined): string {
  const day = iso ? calendarDay(iso) : null;
  return day ? MEDIUM_DATE.format(day) : '—';
}

/** "27 years 4 months", "1 year", "5 months", "0 months" from a count of months. */
export function yearsAndMonths(totalMonths: number): string {
  const { years, months: rest } = splitMonths(Math.max(0, Math.round(totalMonths)));
  const parts = [years ? `${years} year${years === 1 ? '' : 's'}` : '', rest || !years ? `${rest} month${rest === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}
