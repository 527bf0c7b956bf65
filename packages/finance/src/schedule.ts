import { requireDate } from './dates.js';
import { runLedger } from './ledger.js';
import { amountOrZero, fromCents, interestRateOrZero, toCents } from './money.js';

/** The dashboard schedule's limit (spec section 9). */
export const MAX_SCHEDULE_PAYMENTS = 360;

/** One monthly payment of a schedule. Money in dollars, each a whole number of cents. */
export interface AmortizationRow {
  paymentNumber: number;
  /** `YYYY-MM-DD` */
  date: string;
  /** Total payment: principal + interest. */
  payment: number;
  principal: number;
  interest: number;
  /** Remaining balance after this payment; 0 on the row that pays the loan off ("Paid Off"). */
  balance: number;
}

export interface AmortizationScheduleInput {
  /** The balance the schedule starts from (the current balance, or the original amount). */
  balance: number;
  /** A fraction: 0.06 for 6%. */
  annualRate: number;
  /** The monthly payment (principal + interest), used as given: pass the stored/quoted payment. */
  monthlyPayment: number;
  /** The date of the first row: the next payment due (see `nextPaymentDate`). */
  startDate: string;
  /** At most this many rows (default 360). */
  maxPayments?: number;
}

/** A row limit: a whole number not below 0, else the fallback. */
export function paymentLimit(maxPayments: number | undefined, fallback: number): number {
  return maxPayments !== undefined && Number.isFinite(maxPayments) ? Math.max(0, Math.floor(maxPayments)) : fallback;
}

/**
 * The month-by-month amortization of `balance` at `annualRate` (monthly rate annualRate / 12)
 * with a fixed `monthlyPayment` (spec section 9, Dashboard amortization).
 *
 * - Dates: row 1 is dated `startDate`, row n `startDate` + (n − 1) months (2024-01-31 gives
 *   2024-02-29, then 2024-03-31). Pass the next payment due, `nextPaymentDate(...)`, so the table
 *   starts with the homeowner's next payment and its last row is the payoff date.
 * - Cents: each month's interest is rounded to the cent as a bank does; with a payment in whole
 *   cents every row is the bank's ledger exactly. The full rules are on `runLedger`.
 * - End: rows run until the balance is exactly 0 — the last payment capped to what is owed, so
 *   no payment exceeds `monthlyPayment` and the principal adds up to the starting balance — or
 *   until `maxPayments` rows (default 360), whichever comes first.
 * - A payment below the month's interest shows negative principal and a growing balance (what
 *   really happens), and the schedule stops at `maxPayments`.
 * - A balance of 0, or a payment of 0 or less, gives no rows. Inputs that are not numbers
 *   count as 0; a negative rate as 0%. Throws a RangeError when `startDate` is not a date.
 */
export function amortizationSchedule({
  balance,
  annualRate,
  monthlyPayment,
  startDate,
  maxPayments,
}: AmortizationScheduleInput): AmortizationRow[] {
  const { rows } = runLedger({
    balance: amountOrZero(balance),
    monthlyRate: interestRateOrZero(annualRate) / 12,
    payment: amountOrZero(monthlyPayment),
    maxPayments: paymentLimit(maxPayments, MAX_SCHEDULE_PAYMENTS),
    firstPaymentDate: requireDate(startDate, 'startDate'),
  });
  // Object literals, not spreads: a spread row is ~40× slower to build here, and this runs per keystroke.
  return rows.map(({ paymentNumber, date, payment, principal, interest, balance: remaining }) => ({
    paymentNumber,
    date,
    payment,
    principal,
    interest,
    balance: remaining,
  }));
}

/** One calendar year of a schedule. */
export interface AnnualRow {
  /** The calendar year of the payments' dates. */
  year: number;
  /** How many payments fall in that year (fewer than 12 in a first or last year). */
  payments: number;
  /** Sums over the year's payments, exact to the cent. */
  payment: number;
  principal: number;
  interest: number;
  /** The balance after the year's last payment. */
  balance: number;
}

/**
 * Groups a schedule's rows by the calendar year of their dates (the Annual view): a schedule
 * starting in April 2025 has a first year 2025 of 9 payments. Sums are exact to the cent, so an
 * annual row adds up exactly to its months. Rows are expected in date order, as schedules are.
 */
export function annualSchedule(rows: readonly AmortizationRow[]): AnnualRow[] {
  const years: { year: number; payments: number; payment: number; principal: number; interest: number; balance: number }[] = [];
  for (const row of rows) {
    const year = Number(row.date.slice(0, 4));
    let current = years[years.length - 1];
    if (!current || current.year !== year) {
      current = { year, payments: 0, payment: 0, principal: 0, interest: 0, balance: 0 };
      years.push(current);
    }
    current.payments += 1;
    current.payment += toCents(row.payment);
    current.principal += toCents(row.principal);
    current.interest += toCents(row.interest);
    current.balance = row.balance;
  }
  return years.map(({ year, payments, payment, principal, interest, balance }) => ({
    year,
    payments,
    payment: fromCents(payment),
    principal: fromCents(principal),
    interest: fromCents(interest),
    balance,
  }));
}
