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
  const monthlyRate = interestRateOrZero(annualRate) / 12;
  if (monthlyRate === 0) return amount / months;
  // 1 − (1 + r)^−n through expm1/log1p stays accurate for tiny rates, where the plain form loses digits.
  return (amount * monthlyRate) / -Math.expm1(-months * Math.log1p(monthlyRate));
}
