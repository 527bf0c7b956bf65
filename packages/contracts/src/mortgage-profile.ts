/** Loan types of onboarding and profile (spec section 3), with their labels. */
export const LOAN_TYPES = [
  { value: '30_year_fixed', label: '30-Year Fixed' },
  { value: '20_year_fixed', label: '20-Year Fixed' },
  { value: '15_year_fixed', label: '15-Year Fixed' },
  { value: '10_year_fixed', label: '10-Year Fixed' },
  { value: '5_1_arm', label: '5/1 ARM' },
  { value: '7_1_arm', label: '7/1 ARM' },
  { value: '10_1_arm', label: '10/1 ARM' },
] as const;
export type LoanType = (typeof LOAN_TYPES)[number]['value'];

/**
 * The set the spec's Dashboard loan edit offered (spec section 3). No screen offers them any
 * more — the Dashboard offers `LOAN_TYPES` like onboarding and Profile — but rows saved with
 * them before keep their value (a `fixed_rate` whose term names a fixed type was repaired to it
 * by migration 1763700001800-RepairLoanTerms), so they are still read, labelled and accepted back unchanged.
 */
export const LEGACY_LOAN_TYPES = [
  { value: 'fixed_rate', label: 'Fixed Rate' },
  { value: 'variable_rate', label: 'Variable Rate' },
] as const;

export const ALL_LOAN_TYPE_VALUES: readonly string[] = [
  ...LOAN_TYPES.map((t) => t.value),
  ...LEGACY_LOAN_TYPES.map((t) => t.value),
];

export function loanTypeLabel(value: string | null | undefined): string {
  const all = [...LOAN_TYPES, ...LEGACY_LOAN_TYPES] as readonly { value: string; label: string }[];
  return all.find((t) => t.value === value)?.label ?? (value || 'N/A');
}

/**
 * The Loan Type choices of a form holding `current`: the seven types, plus `current` itself
 * when it is an older value (Fixed Rate, Variable Rate), so a save that does not touch the type
 * keeps it.
 */
export function loanTypeOptions(current: string | null | undefined): readonly { value: string; label: string }[] {
  if (!current || LOAN_TYPES.some((t) => t.value === current)) return LOAN_TYPES;
  return [...LOAN_TYPES, { value: current, label: loanTypeLabel(current) }];
}

/** A loan's term when nothing else says (spec section 9). */
export const DEFAULT_LOAN_TERM_YEARS = 30;

/**
 * The terms an adjustable-rate loan may have. A 5/1, 7/1 or 10/1 ARM is a 30-year loan (by
 * default; 15 to 40 exist) whose rate is fixed for its first 5, 7 or 10 years and then adjusts
 * every year: the 5, 7 or 10 is not its term. (The spec's "term = the type's leading number"
 * made a 5/1 ARM a 5-year loan: $388,000 at 3.125% cost $6,993.43 a month instead of $1,662.10.)
 */
export const ARM_TERM_YEARS = [15, 20, 25, 30, 40] as const;

/** The years a fixed-rate type fixes ("15_year_fixed" → 15); null for any other type. */
export function fixedTermYears(loanType: string | null | undefined): number | null {
  const match = /^(\d+)_year_fixed$/.exec(loanType ?? '');
  return match ? Number(match[1]) : null;
}

/** True for the adjustable-rate types (5/1, 7/1, 10/1 ARM). */
export function isArmLoanType(loanType: string | null | undefined): boolean {
  return /^\d+_1_arm$/.test(loanType ?? '');
}

/**
 * The Loan Term choices for a loan type, in years: a fixed type's own term (read-only in the
 * forms); for an ARM (or an older type) 15, 20, 25, 30 or 40, plus `currentTerm` when it is some
 * other whole number of years already stored, so it is not silently changed.
 */
export function termChoicesFor(loanType: string | null | undefined, currentTerm?: number | null): readonly number[] {
  const fixed = fixedTermYears(loanType);
  if (fixed !== null) return [fixed];
  const current = Number(currentTerm);
  if (!Number.isInteger(current) || current < 1 || current > 40 || (ARM_TERM_YEARS as readonly number[]).includes(current)) return ARM_TERM_YEARS;
  return [...ARM_TERM_YEARS, current].sort((a, b) => a - b);
}

/**
 * The term after the loan type changes to `loanType` (spec section 4, corrected for ARMs): a
 * fixed type sets its own term; an ARM keeps the term when the type was already an ARM (5/1 →
 * 7/1 at 40 years stays 40), otherwise starts at 30 years.
 */
export function termYearsForLoanType(loanType: string | null | undefined, previous?: { loanType?: string | null; termYears?: number | null }): number {
  const fixed = fixedTermYears(loanType);
  if (fixed !== null) return fixed;
  const kept = Number(previous?.termYears);
  if (isArmLoanType(previous?.loanType) && (ARM_TERM_YEARS as readonly number[]).includes(kept)) return kept;
  return DEFAULT_LOAN_TERM_YEARS;
}

/**
 * Why a loan type and term do not go together, or null when they do: a fixed type has its own
 * term; an ARM one of `ARM_TERM_YEARS`. Older types (Fixed Rate, Variable Rate) take any term
 * the field allows. The API answers 400 with this; the forms never offer such a pair.
 */
export function loanTermProblem(loanType: string | null | undefined, termYears: number | null | undefined): string | null {
  const label = loanTypeLabel(loanType);
  const fixed = fixedTermYears(loanType);
  if (fixed !== null) return termYears === fixed ? null : `A ${label} loan has a ${fixed}-year term.`;
  if (isArmLoanType(loanType) && !(ARM_TERM_YEARS as readonly number[]).includes(Number(termYears))) {
    const fixedFor = /^(\d+)/.exec(loanType ?? '')?.[1];
    return `A ${label} is a loan of 15, 20, 25, 30 or 40 years whose rate is fixed for its first ${fixedFor} years: choose one of those terms.`;
  }
  return null;
}

/**
 * The homeowner's one primary mortgage. Money in dollars, rates as fractions (0.06875),
 * dates as `YYYY-MM-DD` (or null when not given).
 */
export interface MortgageProfile extends MortgageExtras {
  id: string;
  propertyAddress: string;
  purchaseDate: string | null;
  purchasePrice: number;
  originalLoanAmount: number;
  currentBalance: number;
  originalInterestRate: number;
  loanTermYears: number;
  loanType: string;
  monthlyPayment: number;
  firstPaymentDate: string | null;
  currentHomeValue: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Issue 21: the optional escrow (dollars) and ARM terms (fractions) of a profile, null (or left
 * out) when not given — escrow then counts as $0 and an ARM term takes the @homewise/finance
 * default (caps 2/2/5, margin 2.75%); without an index the initial rate − margin is taken (the
 * indexed path then keeps the initial rate: no guess at a market figure).
 */
export interface MortgageExtras {
  propertyTaxYearly?: number | null;
  insuranceYearly?: number | null;
  hoaMonthly?: number | null;
  pmiMonthly?: number | null;
  armMargin?: number | null;
  armIndexRate?: number | null;
  armInitialCap?: number | null;
  armPeriodicCap?: number | null;
  armLifetimeCap?: number | null;
}
export type MortgageExtraField = keyof MortgageExtras;
export const ESCROW_FIELDS = ['propertyTaxYearly', 'insuranceYearly', 'hoaMonthly', 'pmiMonthly'] as const satisfies readonly MortgageExtraField[];
export const ARM_TERM_FIELDS = ['armMargin', 'armIndexRate', 'armInitialCap', 'armPeriodicCap', 'armLifetimeCap'] as const satisfies readonly MortgageExtraField[];
export const MORTGAGE_EXTRA_FIELDS: readonly MortgageExtraField[] = [...ESCROW_FIELDS, ...ARM_TERM_FIELDS];

/** The whole monthly escrow: tax / 12 + insurance / 12 + HOA + PMI, to the cent (not given = $0). */
export function monthlyEscrow(extras: MortgageExtras): number {
  const n = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const cents = Math.round((n(extras.propertyTaxYearly) * 100) / 12) + Math.round((n(extras.insuranceYearly) * 100) / 12) + Math.round(n(extras.hoaMonthly) * 100) + Math.round(n(extras.pmiMonthly) * 100);
  return cents / 100;
}

/** Numbers may arrive as numeric strings where the spec says the client sends strings. */
export type NumberLike = number | string;

/** `POST /api/mortgage-profile` and the full `PATCH /api/mortgage-profile/{id}` (Profile screen). */
export interface MortgageProfileInput {
  propertyAddress?: string;
  purchaseDate?: string | null;
  purchasePrice?: NumberLike;
  originalLoanAmount?: NumberLike;
  currentBalance?: NumberLike;
  originalInterestRate?: NumberLike;
  loanTermYears?: NumberLike;
  loanType?: string;
  monthlyPayment?: NumberLike;
  firstPaymentDate?: string | null;
  currentHomeValue?: NumberLike;
  propertyTaxYearly?: NumberLike | null;
  insuranceYearly?: NumberLike | null;
  hoaMonthly?: NumberLike | null;
  pmiMonthly?: NumberLike | null;
  armMargin?: NumberLike | null;
  armIndexRate?: NumberLike | null;
  armInitialCap?: NumberLike | null;
  armPeriodicCap?: NumberLike | null;
  armLifetimeCap?: NumberLike | null;
}

/** `PATCH /api/mortgage-profile/property` (dashboard property edit). */
export interface UpdatePropertyValuesRequest {
  purchasePrice: NumberLike;
  currentHomeValue: NumberLike;
}

/** `PATCH /api/mortgage-profile/{id}/loan` (dashboard loan edit). */
export interface UpdateLoanDetailsRequest {
  loanType: string;
  originalLoanAmount: NumberLike;
  originalInterestRate: NumberLike;
  loanTermYears: number;
  firstPaymentDate: string | null;
  monthlyPayment: NumberLike;
}

/** `GET /api/mortgage-profile` answers the profile, or JSON `null` when there is none. */
export type GetMortgageProfileResponse = MortgageProfile | null;
