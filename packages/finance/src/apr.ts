// The annual percentage rate of a fixed-rate loan by Regulation Z's actuarial method (12 CFR
// 1026, appendix J) with monthly unit periods: the rate at which the monthly payments discount to
// the amount financed. Points and fees paid at closing are the prepaid finance charges: the
// homeowner owes the whole loan amount but receives the loan amount less those charges, so the
// APR is above the note rate whenever there are charges.
import { amountOrZero, interestRateOrZero, numberOrZero } from './money.js';
import { paymentAtMonthlyRate } from './payment.js';

export interface AprInput {
  /** The note amount the payments are figured on, in dollars. */
  loanAmount: number;
  /** The note rate, a fraction (0.06 for 6%). */
  annualRate: number;
  /** Monthly payments under the note. */
  termMonths: number;
  /** Points and other finance charges paid at closing, in dollars (negative counts as 0). */
  prepaidFinanceCharges?: number;
}

// The solver stops when the monthly rate is known to within this: 1e-12 a month is 1.2e-9 a
// year, far inside appendix J's tolerance and the 0.001 percentage point the screens show.
const MONTHLY_RATE_TOLERANCE = 1e-12;

/**
 * The present value at monthly rate `i` of `months` payments of `payment` (an annuity-immediate):
 * payment × (1 − (1 + i)^−n) / i. expm1/log1p keep it accurate for tiny rates.
 */
function presentValue(payment: number, i: number, months: number): number {
  return i === 0 ? payment * months : (payment * -Math.expm1(-months * Math.log1p(i))) / i;
}

/**
 * The APR as a fraction (0.061857… for 6.1857%), unrounded (screens show it to 0.001 percentage
 * point, as a Loan Estimate does).
 *
 * - The payment is the note's formula payment for `loanAmount` at `annualRate` over `termMonths`
 *   — the payment stream that exactly repays the note, so with no charges the APR is the note
 *   rate itself. (A lender's payment quoted to the cent moves the APR by less than 0.00001
 *   percentage point; appendix J's tolerance is 1/8 of a point.)
 * - Amount financed = loanAmount − prepaidFinanceCharges. The monthly rate i solves
 *   amountFinanced = Σ payment / (1 + i)^k, k = 1…termMonths (appendix J (b)(8) with whole
 *   monthly unit periods and no odd first period); APR = 12 × i. The present value falls as i
 *   rises, so the root is unique; bisection finds it to 1e-12 a month.
 * - No charges (0, negative or not a number) → the note rate exactly.
 * - Returns null when nothing is financed (charges at or above the loan amount) or the loan has
 *   no amount or term: there is no rate to disclose.
 */
export function apr({ loanAmount, annualRate, termMonths, prepaidFinanceCharges = 0 }: AprInput): number | null {
  const amount = amountOrZero(loanAmount);
  const months = Math.floor(numberOrZero(termMonths));
  const rate = interestRateOrZero(annualRate);
  const charges = amountOrZero(prepaidFinanceCharges);
  if (amount <= 0 || months <= 0) return null;
  if (charges === 0) return rate;
  const financed = amount - charges;
  if (financed <= 0) return null;
  const payment = paymentAtMonthlyRate(amount, rate / 12, months);
  // The note's monthly rate discounts the payments to the loan amount, above what was financed:
  // the root lies above it. Double the upper bound until it discounts below the amount financed.
  let low = rate / 12;
  let high = Math.max(low * 2, 0.01);
  while (presentValue(payment, high, months) > financed) {
    low = high;
    high *= 2;
  }
  // At most 200 halvings: when almost nothing is financed the rate is huge, and past 1e4 a month
  // two neighbouring doubles are more than the tolerance apart, so the gap alone never closes.
  for (let step = 0; step < 200 && high - low > MONTHLY_RATE_TOLERANCE; step++) {
    const middle = (low + high) / 2;
    if (presentValue(payment, middle, months) > financed) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 12;
}
