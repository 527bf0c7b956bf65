// The bounds of the money tools' inputs (issue 21) and their messages, in one place like
// MORTGAGE_FIELD_BOUNDS: the forms show these words at the field and the API refuses the same
// values with the same words. API units: dollars; rates (margin, caps, index) as fractions;
// points in percent of the loan, as lenders quote them.
import { dollars } from './mortgage-bounds.js';

type MoneyBound = { label: string; kind: 'dollars'; min: number; max: number };
type RateBound = { label: string; kind: 'rate'; minPercent: number; maxPercent: number };
type PointsBound = { label: string; kind: 'points'; min: number; max: number };
export type MoneyToolBound = MoneyBound | RateBound | PointsBound;

/**
 * Why these:
 * - Points: 0 to 10. Lenders sell 0–4 points; Regulation Z's qualified-mortgage cap on points and
 *   fees is 3% of the loan, so 10 only allows odd cases; 200 is a typing slip.
 * - Lender credit, cash out, closing costs: $0 to $10,000,000 (over that, not a home loan).
 * - Escrow: taxes and insurance at most $1,000,000 a year, HOA and PMI at most $100,000 a month.
 * - ARM: margin 0%–10% (typical 2.25–3%; 40% is a slip), caps 0%–10% (lifetime 0%–15%: typical
 *   2/2/5 or 5/2/5), index 0%–20% (SOFR and Treasury indexes peaked near 16% in 1981).
 */
export const MONEY_TOOL_BOUNDS = {
  points: { label: 'Points', kind: 'points', min: 0, max: 10 },
  lenderCredit: { label: 'Lender credit', kind: 'dollars', min: 0, max: 10_000_000 },
  cashOut: { label: 'Cash out', kind: 'dollars', min: 0, max: 10_000_000 },
  closingCosts: { label: 'Closing costs', kind: 'dollars', min: 0, max: 10_000_000 },
  newRate: { label: 'Interest rate', kind: 'rate', minPercent: 0, maxPercent: 25 },
  propertyTaxYearly: { label: 'Property tax', kind: 'dollars', min: 0, max: 1_000_000 },
  insuranceYearly: { label: 'Homeowners insurance', kind: 'dollars', min: 0, max: 1_000_000 },
  hoaMonthly: { label: 'HOA dues', kind: 'dollars', min: 0, max: 100_000 },
  pmiMonthly: { label: 'PMI', kind: 'dollars', min: 0, max: 100_000 },
  armMargin: { label: 'Margin', kind: 'rate', minPercent: 0, maxPercent: 10 },
  armIndexRate: { label: 'Index rate', kind: 'rate', minPercent: 0, maxPercent: 20 },
  armInitialCap: { label: 'Initial adjustment cap', kind: 'rate', minPercent: 0, maxPercent: 10 },
  armPeriodicCap: { label: 'Periodic adjustment cap', kind: 'rate', minPercent: 0, maxPercent: 10 },
  armLifetimeCap: { label: 'Lifetime cap', kind: 'rate', minPercent: 0, maxPercent: 15 },
} as const satisfies Record<string, MoneyToolBound>;
export type MoneyToolField = keyof typeof MONEY_TOOL_BOUNDS;

/**
 * What is wrong with one value, or undefined when it is within bounds. `null`/undefined are
 * "not given" and pass (the fields are optional); rates are checked in percent rounded to the 6
 * decimals a stored fraction keeps, so 10% is not refused for float noise.
 */
export function moneyToolProblem(field: MoneyToolField, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const bound: MoneyToolBound = MONEY_TOOL_BOUNDS[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${bound.label} must be a number.`;
  if (value < 0) return `${bound.label} can't be negative.`;
  if (bound.kind === 'dollars') {
    return value > bound.max ? `${bound.label} must be at most ${dollars(bound.max)}.` : undefined;
  }
  if (bound.kind === 'points') {
    return value > bound.max ? `${bound.label} must be between ${bound.min} and ${bound.max} (percent of the loan).` : undefined;
  }
  const percent = Math.round(value * 1e8) / 1e6;
  return percent < bound.minPercent || percent > bound.maxPercent ? `${bound.label} must be between ${bound.minPercent}% and ${bound.maxPercent}%.` : undefined;
}

/** Every given field's problem, keyed by field (empty when all are within bounds). */
export function moneyToolProblems(values: Partial<Record<MoneyToolField, unknown>>): Partial<Record<MoneyToolField, string>> {
  const problems: Partial<Record<MoneyToolField, string>> = {};
  for (const field of Object.keys(values) as MoneyToolField[]) {
    if (!(field in MONEY_TOOL_BOUNDS)) continue;
    const problem = moneyToolProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
