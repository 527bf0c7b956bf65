// How the homeowner's loan goes from today: the payments made, the payments the current balance
// still needs at the current payment, and the payoff date. One function decides them, so the
// Dashboard's Remaining Term card and schedule, Cut My Costs, Extra Payments, the loan officer's
// client list and the backend can never disagree (they did once the balance left the original
// schedule: "Remaining Term 24 years 9 months" beside "289 payments, paid off Dec 2050").
import { requireDate } from './dates.js';
import { runLedger, type Ledger } from './ledger.js';
import { nextPaymentDate, paymentsMade, termMonthsOf } from './loan-term.js';
import { amountOrZero, interestRateOrZero } from './money.js';
import type { AmortizationRow } from './schedule.js';

/** The homeowner's loan as it stands today: what every page passes for a profile. */
export interface CurrentLoan {
  /** The current balance (0: paid off). */
  balance: number;
  /** The loan's rate, a fraction: 0.06 for 6%. */
  annualRate: number;
  /** The payment the homeowner makes (the stored, quoted payment: whole cents). */
  monthlyPayment: number;
  /** The note's term in years (default 30). */
  loanTermYears?: number | null;
  /** `YYYY-MM-DD`; missing means no payment has been made (the next one is a month from today). */
  firstPaymentDate?: string | null;
  /** `YYYY-MM-DD` */
  today: string;
}

export interface PayoffOutlook {
  /** Payments due on or before today (`paymentsMade`). */
  paymentsMade: number;
  /** The next payment's date, the first row of every schedule. */
  nextPaymentDate: string;
  /** The payments left under the note: term × 12 − payments made, floor 0 (`remainingTermMonths`). */
  termPaymentsLeft: number;
  /**
   * The payments the current balance needs at the current payment: the remaining schedule's
   * length — the Remaining Term card, the schedule, "Payments left" and the refinance's
   * remaining payments. Fewer than `termPaymentsLeft` once extra payments (or a typed balance)
   * put the loan ahead of its note; more when the payment is too small for the term. 0 when the
   * balance is 0; null when the payment never pays the balance off within `maxPayments`.
   */
  paymentsLeft: number | null;
  /** The date of the last payment; null when the balance is 0 or never paid off. */
  payoffDate: string | null;
  /** The remaining payments added up (the last one is what is then owed); null when never paid off. */
  totalOfPayments: number | null;
  /** The interest in them; null when never paid off. */
  totalInterest: number | null;
  /** How far any projection looks: 1.5 × the term in months (540 for 30 years, spec section 9). */
  maxPayments: number;
}

/** What `currentLoanLedger` gives: the run and the figures it was anchored on. */
export interface CurrentLoanRun {
  ledger: Ledger;
  paymentsMade: number;
  nextPaymentDate: string;
  termPaymentsLeft: number;
  maxPayments: number;
}

/**
 * The current balance run month by month at the current payment, from the next payment due, for
 * at most 1.5 × the term in months, the note's remaining term anchoring the last payment (the
 * finance README, "The end of a schedule"). `extraFor` adds principal to payment n (the Extra
 * Payments strategy). Every figure of this file, and the Extra Payments plans, come from it.
 */
export function currentLoanLedger(loan: CurrentLoan, extraFor?: (paymentNumber: number) => number): CurrentLoanRun {
  const { firstPaymentDate, today } = loan;
  const made = paymentsMade({ firstPaymentDate, today });
  const loanTermMonths = termMonthsOf(loan.loanTermYears);
  const termPaymentsLeft = Math.max(0, loanTermMonths - made);
  const maxPayments = Math.floor(loanTermMonths * 1.5);
  const next = nextPaymentDate({ firstPaymentDate, today });
  const ledger = runLedger({
    balance: amountOrZero(loan.balance),
    monthlyRate: interestRateOrZero(loan.annualRate) / 12,
    payment: amountOrZero(loan.monthlyPayment),
    maxPayments,
    firstPaymentDate: requireDate(next, 'next payment date'),
    extraFor,
    termMonths: termPaymentsLeft,
    loanTermMonths,
  });
  return { ledger, paymentsMade: made, nextPaymentDate: next, termPaymentsLeft, maxPayments };
}

/**
 * Payments made, payments left and the payoff date of the loan as it stands today (see
 * `PayoffOutlook`). A loan paid at its quote from its original schedule needs exactly its
 * remaining term (`paymentsLeft === termPaymentsLeft`, paid off at maturity); extra payments
 * recorded or a lower balance typed in shorten it. Throws a RangeError when `today` is not a date.
 */
export function payoffOutlook(loan: CurrentLoan): PayoffOutlook {
  const { ledger, paymentsMade: made, nextPaymentDate: next, termPaymentsLeft, maxPayments } = currentLoanLedger(loan);
  const last = ledger.rows[ledger.rows.length - 1];
  return {
    paymentsMade: made,
    nextPaymentDate: next,
    termPaymentsLeft,
    paymentsLeft: ledger.paidOff ? ledger.rows.length : null,
    payoffDate: ledger.paidOff && last ? last.date : null,
    totalOfPayments: ledger.paidOff ? ledger.totalPaid : null,
    totalInterest: ledger.paidOff ? ledger.totalInterest : null,
    maxPayments,
  };
}

/**
 * The remaining amortization schedule of the loan as it stands today (the Dashboard's table):
 * from the next payment due until the balance is paid, at most `payoffOutlook`'s `maxPayments`
 * rows — so its length and last date are exactly `paymentsLeft` and `payoffDate`. (The spec's
 * 360-row limit cut a 40-year loan's schedule short.) See `amortizationSchedule` for the rows.
 */
export function remainingSchedule(loan: CurrentLoan): AmortizationRow[] {
  return currentLoanLedger(loan).ledger.rows.map(({ paymentNumber, date, payment, principal, interest, balance }) => ({
    paymentNumber,
    date,
    payment,
    principal,
    interest,
    balance,
  }));
}
