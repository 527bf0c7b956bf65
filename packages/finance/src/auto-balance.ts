import { runLedger } from './ledger.js';
import { monthsSinceFirstPayment } from './loan-term.js';
import { amountOrZero, fromCents, interestRateOrZero, toCents } from './money.js';

export interface AutoBalanceInput {
  originalLoanAmount: number;
  /** A fraction: 0.0425 for 4.25%. */
  annualRate: number;
  monthlyPayment: number;
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
 * matches the schedule's balance after that many payments — minus the sum of the recorded extra
 * payments, never below 0. As the spec says, the extra payments are subtracted once, not
 * applied month by month (which would also save their interest). Throws a RangeError when
 * `today` is not a date.
 */
export function autoBalance({
  originalLoanAmount,
  annualRate,
  monthlyPayment,
  firstPaymentDate,
  extraPaymentsTotal,
  today,
}: AutoBalanceInput): number {
  const { endingBalance } = runLedger({
    balance: amountOrZero(originalLoanAmount),
    monthlyRate: interestRateOrZero(annualRate) / 12,
    payment: amountOrZero(monthlyPayment),
    maxPayments: monthsSinceFirstPayment(firstPaymentDate, today),
  });
  return fromCents(Math.max(0, toCents(endingBalance) - toCents(amountOrZero(extraPaymentsTotal))));
}
