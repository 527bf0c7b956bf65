import { DEFAULT_APPRECIATION_RATE, equity, equityProjection, type EquityProjectionRow } from '@homewise/finance';
import type { MortgageProfile } from '@homewise/contracts';
import { formatCurrency } from '@homewise/platform';
import { mortgageFormErrors } from '@homewise/platform/mortgage-profile';

/**
 * The house graphic's segments: the whole house is the home's value; the equity fills it from
 * the ground up and the loan the rest, each in proportion to the numbers (a loan larger than the
 * value fills the house, "under water").
 */
export interface HouseSegments {
  homeValue: number;
  balance: number;
  equity: number;
  /** Whole percent of the value (finance's rounding), may be negative when under water. */
  equityPercent: number;
  /** Shares of the house's height, 0–1, adding up to 1 (both 0 without a home value). */
  equityShare: number;
  loanShare: number;
  underWater: boolean;
  /** What a screen reader says for the graphic. */
  description: string;
}

export function houseSegments(homeValue: number, balance: number): HouseSegments {
  const { equity: owned, percent } = equity({ homeValue, balance });
  const value = Math.max(0, homeValue);
  const equityShare = value > 0 ? Math.min(1, Math.max(0, owned / value)) : 0;
  const loanShare = value > 0 ? 1 - equityShare : 0;
  const underWater = owned < 0;
  const description =
    value > 0
      ? `Home value ${formatCurrency(value, 0)}: your equity ${formatCurrency(owned, 0)} (${percent}%) and your loan ${formatCurrency(balance, 0)}.` +
        (underWater ? ` The loan is ${formatCurrency(-owned, 0)} more than the home is worth.` : '')
      : 'No home value yet: add your home value to see your equity.';
  return { homeValue: value, balance, equity: owned, equityPercent: percent, equityShare, loanShare, underWater, description };
}

/** The Equity Breakdown edit: Home Value and Loan Balance as typed. */
export interface EquityForm {
  homeValue: string;
  balance: string;
}

export const equityFormOf = (profile: MortgageProfile): EquityForm => ({
  homeValue: String(profile.currentHomeValue ?? 0),
  balance: String(profile.currentBalance ?? 0),
});

/**
 * What Save sends (spec section 7: only currentHomeValue and currentBalance, as strings), or the
 * messages to show at the fields — @homewise/contracts' bounds, the words the API answers with
 * (issue 18): no $0 home, no negative balance, none above the original loan amount (the stored one).
 */
export function readEquityForm(
  form: EquityForm,
  profile: MortgageProfile,
  today: string,
): { values: { currentHomeValue: string; currentBalance: string } | null; errors: Partial<Record<keyof EquityForm, string>> } {
  const found = mortgageFormErrors({ currentHomeValue: form.homeValue, currentBalance: form.balance }, today, { stored: profile });
  const errors: Partial<Record<keyof EquityForm, string>> = {};
  if (found.currentHomeValue) errors.homeValue = found.currentHomeValue;
  if (found.currentBalance) errors.balance = found.currentBalance;
  if (errors.homeValue || errors.balance) return { values: null, errors };
  // Cents, as a string: what the spec sends, with no float noise.
  return { values: { currentHomeValue: Number(form.homeValue).toFixed(2), currentBalance: Number(form.balance).toFixed(2) }, errors };
}

/** The appreciation field's bounds: a falling market down to −20 % a year; up to 20 %. */
export const MIN_APPRECIATION_PERCENT = -20;
export const MAX_APPRECIATION_PERCENT = 20;
export const DEFAULT_APPRECIATION_TEXT = String(DEFAULT_APPRECIATION_RATE * 100);

/**
 * "Annual Appreciation %" as a fraction (spec section 5: non-numeric → 0), or the message when
 * it is out of bounds (the projection then keeps the last good rate).
 */
export function readAppreciation(text: string): { rate: number; error?: undefined } | { rate?: undefined; error: string } {
  const trimmed = text.trim();
  const value = trimmed === '' || !Number.isFinite(Number(trimmed)) ? 0 : Number(trimmed);
  if (value < MIN_APPRECIATION_PERCENT) return { error: `Enter ${MIN_APPRECIATION_PERCENT}% or more (a falling market).` };
  if (value > MAX_APPRECIATION_PERCENT) return { error: `Enter ${MAX_APPRECIATION_PERCENT}% or less.` };
  return { rate: value / 100 };
}

/** The projection from this year, 30 years on (all the math is @homewise/finance's). */
export function projectionOf(profile: MortgageProfile, appreciationRate: number, startYear: number): EquityProjectionRow[] {
  return equityProjection({
    homeValue: profile.currentHomeValue,
    balance: profile.currentBalance,
    annualRate: profile.originalInterestRate,
    monthlyPayment: profile.monthlyPayment,
    appreciationRate,
    startYear,
  });
}
