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
 * How many monthly payments are due on or before `today`: the first payment date and each month
 * after it (month ends clamped) that is not after today. **A payment counts as made on its due
 * date** — the rule `nextPaymentDate` follows, so payments made + 1 is the next payment's number.
 * On 2026-11-24 a loan first paid 2021-08-01 has made 64 payments (Aug 2021 … Nov 2026), not the
 * 63 whole months between the dates that the spec's "months elapsed since first payment" counts:
 * that rule forgot the payment of the current month (the Auto balance one payment too high, the
 * remaining term one month too long, the payoff date a month after maturity).
 * 0 without a valid first payment date or while it is still ahead. Throws a RangeError when
 * `today` is not a `YYYY-MM-DD` date.
 */
export function paymentsMade({ firstPaymentDate, today }: Omit<LoanTermInput, 'loanTermYears'>): number {
  const now = requireDate(today, 'today');
  const first = parseIsoDate(firstPaymentDate);
  if (!first || compareDates(first, now) > 0) return 0;
  return wholeMonthsBetween(first, now) + 1;
}

export interface LoanTermInput {
  /** Term in years; missing, 0 or not a number means 30. */
  loanTermYears?: number | null;
  /** `YYYY-MM-DD`; missing or not a date means no payments have been made. */
  firstPaymentDate?: string | null;
  /** `YYYY-MM-DD`: the day the result is for (there is no clock here). */
  today: string;
}

/**
 * The payments left under the note: term (default 30 years) × 12 minus the payments made
 * (`paymentsMade`: a payment counts once its due date has come), never below 0. A first payment
 * date in the future, or none, leaves the full term. This is the note's schedule; how many
 * payments the current balance really needs is `payoffOutlook`'s `paymentsLeft`.
 */
export function remainingTermMonths({ loanTermYears, firstPaymentDate, today }: LoanTermInput): number {
  return Math.max(0, termMonthsOf(loanTermYears) - paymentsMade({ firstPaymentDate, today }));
}

/**
 * The next payment due: the first monthly payment date (first payment date + whole months,
 * month ends clamped) that falls strictly after `today` — payment number `paymentsMade + 1`. A
 * payment due today counts as made. While the first payment date is still ahead it is the first
 * payment date itself; without a first payment date it is one month after today. Schedules and
 * projections date their first row here, so their last row is the payoff date.
 */
export function nextPaymentDate({ firstPaymentDate, today }: Omit<LoanTermInput, 'loanTermYears'>): string {
  const now = requireDate(today, 'today');
  const first = parseIsoDate(firstPaymentDate);
  if (!first) return formatIsoDate(shiftMonths(now, 1));
  return formatIsoDate(shiftMonths(first, paymentsMade({ firstPaymentDate, today })));
}

/** Splits a number of months into whole years and the months left over (the Remaining Term card: 27 years 4 months). */
export function splitMonths(totalMonths: number): { years: number; months: number } {
  const months = Math.max(0, Math.floor(numberOrZero(totalMonths)));
  return { years: Math.floor(months / 12), months: months % 12 };
}
