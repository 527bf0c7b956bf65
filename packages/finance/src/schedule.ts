import { requireDate } from './dates.js';
import { runLedger } from './ledger.js';
import { termMonthsOf } from './loan-term.js';
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

/** What anchors a loan's last payment (both optional; see `amortizationSchedule`). */
export interface LoanTermAnchor {
  /**
   * Payments left under the note — `remainingTermMonths(...)` for a profile. A loan paid at its
   * quoted payment then pays off on exactly this row, the final payment absorbing the cents
   * residual. Without it, the anchor is the term the payment is the quote for (a new loan's).
   */
  termMonths?: number;
  /** The note's whole term in years (default 30): how far a cents residual can have grown. */
  loanTermYears?: number | null;
}

export interface AmortizationScheduleInput extends LoanTermAnchor {
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
 * - Cents: with a payment in whole cents (a stored or quoted payment) every row is the bank's
 *   ledger exactly, each month's interest rounded to the cent; with the unrounded formula
 *   payment the rows are exact arithmetic rounded to the cent (published tables). The full
 *   rules are on `runLedger`.
 * - End: the contract term is the anchor. A loan paid at its quoted payment pays off on row
 *   `termMonths` exactly (without `termMonths`: on the row of the term its payment is the quote
 *   for), its final payment absorbing the cents residual — at most a cent a month over the
 *   loan's term with interest (`loanTermYears`, default 30), in practice a few cents or dollars
 *   ($200,000 at 6%, $1,199.10 a month: 359 payments of $1,199.10 and a final $1,200.14). A
 *   payment genuinely too small for the term leaves more than that: the schedule runs on past
 *   the term (its last payment what is then owed) and shows the loan not paying off in it.
 *   A payment larger than the quote pays off sooner, its last payment what is owed. The principal
 *   always adds up to the starting balance. At most `maxPayments` rows (default 360).
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
  termMonths,
  loanTermYears,
}: AmortizationScheduleInput): AmortizationRow[] {
  const { rows } = runLedger({
    balance: amountOrZero(balance),
    monthlyRate: interestRateOrZero(annualRate) / 12,
    payment: amountOrZero(monthlyPayment),
    maxPayments: paymentLimit(maxPayments, MAX_SCHEDULE_PAYMENTS),
    firstPaymentDate: requireDate(startDate, 'startDate'),
    termMonths,
    loanTermMonths: termMonthsOf(loanTermYears),
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
