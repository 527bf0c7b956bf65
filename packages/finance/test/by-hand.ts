// The one rounding step the tests' independent ledgers share, done exactly. A period's interest
// is owed × rate / periods rounded to the cent, halves up; in floating point an exact half can
// land just below it ($1,000 at 0.013% over 26 periods: 100,000 × 0.00013 / 26 is 0.5, computed
// 0.49999999999999994), so a plain Math.round would round the wrong way and fail the code under
// test for being right. Rates are entered in steps of 0.001%, so rate × 100,000 is a whole
// number and the division can be done in integers.

/** The interest of one period on `owedCents` (≥ 0) at `annualRate` with `periodsPerYear`, in whole cents, halves up. */
export function periodInterestCents(owedCents: number, annualRate: number, periodsPerYear: number): number {
  const thousandthsOfPercent = Math.round(annualRate * 100_000);
  if (Math.abs(thousandthsOfPercent - annualRate * 100_000) > 1e-6) throw new Error(`rate ${annualRate} is not in steps of 0.001%`);
  const numerator = BigInt(owedCents) * BigInt(thousandthsOfPercent);
  const denominator = 100_000n * BigInt(periodsPerYear);
  return Number((2n * numerator + denominator) / (2n * denominator));
}
