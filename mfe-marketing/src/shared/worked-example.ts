/**
 * The worked example the Landing and How To Use quote. The figures are the product's own math
 * (packages/finance) for this loan, checked by worked-example.test.ts — so the marketing text can
 * never drift from what the calculators show. They are constants here so the pages ship none of
 * the math.
 */
export const WORKED_EXAMPLE = {
  loanAmount: 300_000,
  /** A fraction: 7%. */
  annualRate: 0.07,
  termYears: 30,
  /** The standard payment, to the cent. */
  monthlyPayment: 1995.91,
  /** Interest of the first payment: $300,000 × 7% ÷ 12. */
  firstMonthInterest: 1750,
  firstMonthPrincipal: 245.91,
  /** Interest over the whole 30 years at the regular payment. */
  totalInterest: 418_524.05,
  /** With $100 more every month. */
  extraPerMonth: 100,
  acceleratedMonths: 310,
  monthsSaved: 50,
  interestSaved: 69_336.71,
} as const;

/** A refinance break-even example: closing costs ÷ monthly savings. */
export const BREAK_EVEN_EXAMPLE = { closingCosts: 5000, monthlySavings: 250, months: 20 } as const;

/** An equity example: value − balance, and its share of the value. */
export const EQUITY_EXAMPLE = { homeValue: 400_000, balance: 280_000, equity: 120_000, percent: 30 } as const;

/** 50 → "4 years 2 months"; 12 → "1 year"; 5 → "5 months". */
export function yearsAndMonths(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (!years) return part(months, 'month');
  return months ? `${part(years, 'year')} ${part(months, 'month')}` : part(years, 'year');
}
