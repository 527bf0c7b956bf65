import { amountOrZero, interestRateOrZero, numberOrZero } from './money.js';

/**
 * The standard fixed payment that pays `principal` off in `termMonths` monthly payments at
 * `annualRate` (a fraction: 0.06 for 6%, charged monthly at annualRate / 12):
 * P·r / (1 − (1 + r)^−n). Unrounded — a lender quotes `roundCents` of it ($200,000 at 6% over
 * 360 months → 1199.1010503…, quoted $1,199.10).
 *
 * A 0% rate gives principal / termMonths. A principal or term that is not positive (or not a
 * number) gives 0; a negative rate counts as 0%.
 */
export function monthlyPayment(principal: number, annualRate: number, termMonths: number): number {
  const amount = amountOrZero(principal);
  const months = numberOrZero(termMonths);
  if (amount <= 0 || months <= 0) return 0;
  return paymentAtMonthlyRate(amount, interestRateOrZero(annualRate) / 12, months);
}

/** The formula for a positive principal and term, at a monthly rate (a fraction, not negative). */
export function paymentAtMonthlyRate(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  // 1 − (1 + r)^−n through expm1/log1p stays accurate for tiny rates, where the plain form loses digits.
  return (principal * monthlyRate) / -Math.expm1(-months * Math.log1p(monthlyRate));
}
