import { runLedger } from './ledger.js';
import { monthsSinceFirstPayment, termMonthsOf } from './loan-term.js';
import { amountOrZero, fromCents, interestRateOrZero, toCents } from './money.js';

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
  /** The sum of the recorded extra payments (`sumMoney(payments.map(p => p.amount))`). */
  extraPaymentsTotal?: number;
  /** `YYYY-MM-DD` */
  today: string;
}

/**
 * The dashboard's "Auto" balance (spec section 9): the original loan amortized for the whole
 * months elapsed since the first payment date — with the same ledger as the schedule, so it
 * matches the schedule's balance after that many payments, and is 0 once the term is over at the
 * quoted payment — minus the sum of the recorded extra
 * payments, never below 0. As the spec says, the extra payments are subtracted once, not
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
    maxPayments: monthsSinceFirstPayment(firstPaymentDate, today),
    termMonths: loanTermYears == null ? undefined : termMonthsOf(loanTermYears),
    loanTermMonths: termMonthsOf(loanTermYears),
  });
  return fromCents(Math.max(0, toCents(endingBalance) - toCents(amountOrZero(extraPaymentsTotal))));
}
