import { compareDates, formatIsoDate, parseIsoDate, requireDate, shiftMonths, wholeMonthsBetween } from './dates.js';
import { numberOrZero } from './money.js';

/** A loan's term when the profile has none (spec section 9). */
export const DEFAULT_TERM_YEARS = 30;

/** The term in whole months: positive years × 12 (rounded to a month), else 30 years. */
export function termMonthsOf(loanTermYears: number | null | undefined): number {
  const years = numberOrZero(loanTermYears);
  return Math.round((years > 0 ? years : DEFAULT_TERM_YEARS) * 12);
}

/**
 * Whole months since the first payment date as of `today` (spec: "months elapsed since first
 * payment"); 0 when there is no valid first payment date or it is still ahead.
 * Throws a RangeError when `today` is not a `YYYY-MM-DD` date.
 */
export function monthsSinceFirstPayment(firstPaymentDate: string | null | undefined, today: string): number {
  const now = requireDate(today, 'today');
  const first = parseIsoDate(firstPaymentDate);
  return first ? wholeMonthsBetween(first, now) : 0;
}

export interface LoanTermInput {
  /** Term in years; missing, 0 or not a number means 30. */
  loanTermYears?: number | null;
  /** `YYYY-MM-DD`; missing or not a date means no months have elapsed. */
  firstPaymentDate?: string | null;
  /** `YYYY-MM-DD`: the day the result is for (there is no clock here). */
  today: string;
}

/**
 * Spec section 9: term (default 30 years) × 12 minus whole months since the first payment
 * date, never below 0. A first payment date in the future, or none, leaves the full term.
 */
export function remainingTermMonths({ loanTermYears, firstPaymentDate, today }: LoanTermInput): number {
  return Math.max(0, termMonthsOf(loanTermYears) - monthsSinceFirstPayment(firstPaymentDate, today));
}

/**
 * The next payment due: the first monthly payment date (first payment date + whole months,
 * month ends clamped) that falls strictly after `today`. A payment due today counts as made.
 * While the first payment date is still ahead it is the first payment date itself; without a
 * first payment date it is one month after today. Schedules and projections date their first
 * row here, so their last row's date is the spec's payoff date (first payment date + months
 * elapsed + schedule length) whenever the first payment date is not in the future.
 */
export function nextPaymentDate({ firstPaymentDate, today }: Omit<LoanTermInput, 'loanTermYears'>): string {
  const now = requireDate(today, 'today');
  const first = parseIsoDate(firstPaymentDate);
  if (!first) return formatIsoDate(shiftMonths(now, 1));
  if (compareDates(first, now) > 0) return formatIsoDate(first);
  return formatIsoDate(shiftMonths(first, wholeMonthsBetween(first, now) + 1));
}

/** Splits a number of months into whole years and the months left over (the Remaining Term card: 27 years 4 months). */
export function splitMonths(totalMonths: number): { years: number; months: number } {
  const months = Math.max(0, Math.floor(numberOrZero(totalMonths)));
  return { years: Math.floor(months / 12), months: months % 12 };
}
