import { splitMonths } from '@homewise/finance';
import { formatDate, formatMonthYear } from '@homewise/platform';

/** "2049-03-01" → "Mar 2049" (the platform's one date format, as on the Dashboard). */
export function monthYear(iso: string | null | undefined): string {
  return formatMonthYear(iso?.slice(0, 10));
}

/** "2025-03-12" → "Mar 12, 2025" (the calendar day as written, whatever the time zone). */
export function mediumDate(iso: string | null | undefined): string {
  return formatDate(iso?.slice(0, 10));
}

/** "27 years 4 months", "1 year", "5 months", "0 months" from a count of months. */
export function yearsAndMonths(totalMonths: number): string {
  const { years, months: rest } = splitMonths(Math.max(0, Math.round(totalMonths)));
  const parts = [years ? `${years} year${years === 1 ? '' : 's'}` : '', rest || !years ? `${rest} month${rest === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}
