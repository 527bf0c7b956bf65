// Which payment is a loan's last, and how much of a remainder it absorbs.
//
// A note fixes the number of payments; the payment is the formula payment quoted to the cent,
// so it is a fraction of a cent off, and the bank rounds each month's interest to the cent. What
// is left after the last scheduled payment is therefore a few cents or dollars either way, and
// the final payment absorbs it (lenders' payoff schedules and Truth-in-Lending disclosures show a
// final payment a little different from the others). A payment that is genuinely too small
// leaves more than those roundings can explain, and the loan does not pay off in its term.
import { numberOrZero, roundHalfAway } from './money.js';
import { paymentAtMonthlyRate } from './payment.js';

// Math's functions held in module constants: inside jest's sandbox every global lookup is slow.
const { ceil, expm1, log, log1p, max } = Math;

// Floating-point slack for comparisons of payments in dollars.
const EPSILON = 1e-9;

export interface FinalPaymentInput {
  /** Starting balance in whole cents. */
  balanceCents: number;
  /** Monthly rate as a fraction (annual rate / 12), not negative. */
  monthlyRate: number;
  /** Payment in cents (fractions of a cent allowed), positive. */
  paymentCents: number;
  /** Payments left under the note; missing, not a number or not positive: none given. */
  termMonths?: number;
  /** The note's whole term in months: how long a cents residual has had to grow. */
  loanTermMonths: number;
}

export interface FinalPaymentRule {
  /** The contract term: the payment number that absorbs a cents residual (0: no term given). */
  termMonth: number;
  /**
   * When the contract term does not hold (no term, or the payment is too small for it): the
   * shortest term after it that the payment is the quote for (0: none, the run ends where the
   * balance does).
   */
  quotedMonth: number;
  /**
   * The largest remainder (cents) each of them absorbs: a cent a month with interest, over the
   * note's whole term (or the quote's term, when longer).
   */
  termToleranceCents: number;
  quotedToleranceCents: number;
}

/**
 * s_n = ((1 + r)^n − 1) / r: what one unit paid (or missed) every month for n months amounts
 * to at the end; n at 0%.
 */
function accumulatedMonths(monthlyRate: number, months: number): number {
  return monthlyRate > 0 ? expm1(months * log1p(monthlyRate)) / monthlyRate : months;
}

/**
 * The cents residual's bound: rounding the formula payment to the cent misses it by at most ½¢
 * a month, and rounding each month's interest to the cent moves the balance by at most ½¢ a
 * month; both grow at the loan's rate until the end. So a loan paid at its quoted payment ends
 * within 1¢ × s_N of zero, N the note's whole term (for $200,000 at 6% over 30 years: $10.05;
 * the actual remainder is $1.04). Whole term, not remaining term: a homeowner 25 years in
 * carries the residual of the first 25 years too.
 */
export function residualToleranceCents(monthlyRate: number, loanTermMonths: number): number {
  return accumulatedMonths(monthlyRate, max(0, loanTermMonths));
}

/**
 * The shortest whole number of months, not below `atLeast`, for which `payment` is the formula
 * payment for `balance` quoted to the cent (both round to the same cent); 0 when there is none
 * (a payment of $0.00, one that never pays the balance off, or one that is no quote at all).
 */
export function quotedTermMonths(balance: number, monthlyRate: number, payment: number, atLeast = 1): number {
  const quote = roundHalfAway(payment * 100);
  const highest = (quote + 0.5) / 100 - EPSILON; // formula payments below this are quoted at `quote` cents or less
  if (quote <= 0 || balance <= 0 || payment <= balance * monthlyRate) return 0; // no payment, or it never pays off
  // The (fractional) number of months in which `highest` pays the balance off: the formula solved for the term.
  const months = monthlyRate > 0 ? -log(1 - (balance * monthlyRate) / highest) / log1p(monthlyRate) : balance / highest;
  const n = max(atLeast, ceil(months - EPSILON));
  return roundHalfAway(paymentAtMonthlyRate(balance, monthlyRate, n) * 100) === quote ? n : 0;
}

/**
 * The final-payment rule of a run. The ledger folds the remainder into payment `termMonth` when
 * it is at most `termToleranceCents` (the loan pays off in its term); otherwise the payment is
 * genuinely too small for the term and the loan runs on — to `quotedMonth`, where a remainder
 * within the tolerance is folded in the same way, or to wherever the balance reaches 0.
 */
export function finalPaymentRule({ balanceCents, monthlyRate, paymentCents, termMonths, loanTermMonths }: FinalPaymentInput): FinalPaymentRule {
  const termMonth = max(0, Math.floor(numberOrZero(termMonths)));
  const quotedMonth = quotedTermMonths(balanceCents / 100, monthlyRate, paymentCents / 100, termMonth + 1);
  return {
    termMonth,
    termToleranceCents: residualToleranceCents(monthlyRate, max(termMonth, loanTermMonths)),
    quotedMonth,
    quotedToleranceCents: residualToleranceCents(monthlyRate, max(quotedMonth, loanTermMonths)),
  };
}
