import { runLedger } from './ledger.js';
import { termMonthsOf } from './loan-term.js';
import type { LoanTermAnchor } from './schedule.js';
import { amountOrZero, fromCents, interestRateOrZero, numberOrZero, roundHalfAway, toCents } from './money.js';

/** The equity projection's defaults (spec section 9). */
export const DEFAULT_APPRECIATION_RATE = 0.03;
export const DEFAULT_PROJECTION_YEARS = 30;

export interface EquityInput {
  homeValue: number;
  balance: number;
}

/**
 * Spec section 9: equity = home value − balance (negative when the loan is larger: under water),
 * and percent = equity / home value as a whole percent, rounded (halves away from zero); 0 when
 * there is no home value. The percent is not clamped: a progress bar clamps it to 0–100.
 */
export function equity({ homeValue, balance }: EquityInput): { equity: number; percent: number } {
  const value = toCents(amountOrZero(homeValue));
  const owned = value - toCents(amountOrZero(balance));
  return { equity: fromCents(owned), percent: value > 0 ? roundHalfAway((owned / value) * 100) : 0 };
}

/** `termMonths` and `loanTermYears` anchor the loan's last payment as in `amortizationSchedule`. */
export interface EquityProjectionInput extends LoanTermAnchor {
  homeValue: number;
  /** The current loan balance. */
  balance: number;
  /** The loan's rate, a fraction. */
  annualRate: number;
  monthlyPayment: number;
  /** A fraction a year (default 0.03); not a number counts as 0, negative is a falling market. */
  appreciationRate?: number;
  /** The calendar year of the first row (today's year: there is no clock here). */
  startYear: number;
  /** How many years after the start year (default 30). */
  years?: number;
}

export interface EquityProjectionRow {
  year: number;
  equity: number;
  loanBalance: number;
  homeValue: number;
}

/**
 * The My Home Equity projection (spec section 9): one row for the start year (today's values)
 * and one for each of the next `years` years (default 30), each 12 months after the one before.
 * - Home value compounds monthly: homeValue × (1 + appreciationRate / 12)^(12 × n) after n
 *   years, rounded to the cent.
 * - Loan balance: the schedule's ledger (monthly interest = balance × rate / 12, rounded to the
 *   cent), so it matches the amortization table; a payment at or below the interest does not
 *   reduce the balance (nor, unlike the table, grow it), and it never goes below 0. The loan's
 *   last payment absorbs the cents residual as in the table, so it is 0 at the end of its term.
 * - Once the loan is paid off, rows go on to the last year with a loan balance of 0 and equity
 *   equal to the home value, so the chart still spans every year.
 * Equity = home value − loan balance, exact to the cent.
 */
export function equityProjection({
  homeValue,
  balance,
  annualRate,
  monthlyPayment,
  appreciationRate = DEFAULT_APPRECIATION_RATE,
  startYear,
  years = DEFAULT_PROJECTION_YEARS,
  termMonths,
  loanTermYears,
}: EquityProjectionInput): EquityProjectionRow[] {
  const count = Number.isFinite(years) ? Math.max(0, Math.floor(years)) : DEFAULT_PROJECTION_YEARS;
  const monthlyGrowth = Math.max(0, 1 + numberOrZero(appreciationRate) / 12);
  const value = amountOrZero(homeValue);
  const ledger = runLedger({
    balance: amountOrZero(balance),
    monthlyRate: interestRateOrZero(annualRate) / 12,
    payment: amountOrZero(monthlyPayment),
    maxPayments: count * 12,
    balanceMayGrow: false,
    termMonths,
    loanTermMonths: termMonthsOf(loanTermYears),
  });
  const balanceAfter = (months: number) =>
    months === 0 ? toCents(amountOrZero(balance)) : toCents(ledger.rows[months - 1]?.balance ?? ledger.endingBalance);

  return Array.from({ length: count + 1 }, (_, n) => {
    const valueCents = toCents(value * monthlyGrowth ** (12 * n));
    const loanCents = balanceAfter(12 * n);
    return {
      year: Math.floor(numberOrZero(startYear)) + n,
      equity: fromCents(valueCents - loanCents),
      loanBalance: fromCents(loanCents),
      homeValue: fromCents(valueCents),
    };
  });
}
