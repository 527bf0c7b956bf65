import { compareDates, parseIsoDate, requireDate } from './dates.js';
import { runLedger } from './ledger.js';
import { paymentsMade, termMonthsOf } from './loan-term.js';
import { amountOrZero, fromCents, interestRateOrZero, sumMoney, toCents } from './money.js';

export interface AutoBalanceInput {
  originalLoanAmount: number;
  /** A fraction: 0.0425 for 4.25%. */
  annualRate: number;
  monthlyPayment: number;
  /**
   * The note's term in years: its last payment absorbs the cents residual, so a loan paid to
   * the end is at 0. Without it, the term the payment is the quote for (of the original amount).
   */
  loanTermYears?: number | null;
  /** `YYYY-MM-DD`; missing or in the future means no payments have been made. */
  firstPaymentDate?: string | null;
  /** The sum of the extra payments made by today (`extraPaymentsMadeTotal(payments, today)`: scheduled ones not yet). */
  extraPaymentsTotal?: number;
  /** `YYYY-MM-DD` */
  today: string;
}

/**
 * The dashboard's "Auto" balance (spec section 9): the original loan amortized for the payments
 * made by today (`paymentsMade`: a payment counts on its due date, so this month's payment is in
 * once it is due — the spec's whole months elapsed left it out) — with the same ledger as the
 * schedule, so it matches the schedule's balance after that many payments, and is 0 once the
 * term is over at the quoted payment — minus the extra payments made, never below 0. As the spec says, the extra payments are subtracted once, not
 * applied month by month (which would also save their interest). Throws a RangeError when
 * `today` is not a date.
 */
export function autoBalance({
  originalLoanAmount,
  annualRate,
  monthlyPayment,
  loanTermYears,
  firstPaymentDate,
  extraPaymentsTotal,
  today,
}: AutoBalanceInput): number {
  const { endingBalance } = runLedger({
    balance: amountOrZero(originalLoanAmount),
    monthlyRate: interestRateOrZero(annualRate) / 12,
    payment: amountOrZero(monthlyPayment),
    maxPayments: paymentsMade({ firstPaymentDate, today }),
    termMonths: loanTermYears == null ? undefined : termMonthsOf(loanTermYears),
    loanTermMonths: termMonthsOf(loanTermYears),
  });
  return fromCents(Math.max(0, toCents(endingBalance) - toCents(amountOrZero(extraPaymentsTotal))));
}

/** An extra payment as the pages hold it: its date and amount (a numeric string as the API may send). */
export interface DatedAmount {
  paymentDate: string;
  amount: number | string;
}

/**
 * True when an extra payment counts as **made** by `today`: on or after its date, the rule of
 * regular payments (`paymentsMade`). One dated later is **scheduled**: not in the Auto balance,
 * not in the extra principal so far, and the backend takes it off the balance on its date.
 */
export function isPaymentMade(paymentDate: string, today: string): boolean {
  const day = requireDate(today, 'today');
  const date = parseIsoDate(paymentDate);
  return date !== null && compareDates(date, day) <= 0;
}

/** The sum of the extra payments made by `today`, exact to the cent (scheduled ones left out): Auto's `extraPaymentsTotal`. */
export function extraPaymentsMadeTotal(payments: readonly DatedAmount[], today: string): number {
  return sumMoney(payments.filter((payment) => isPaymentMade(payment.paymentDate, today)).map((payment) => Number(payment.amount)));
}
