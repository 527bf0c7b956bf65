import { currentLoanOf, REFINANCE_DEFAULTS, REFINANCE_TERM_YEARS, refinance, type RefinanceInput, type RefinanceResult } from '@homewise/finance';
import { marketRatesFreshness, marketRatesTakenAt, moneyToolProblem, type MarketRates, type MoneyToolField, type MortgageProfile, type RateEntry } from '@homewise/contracts';
import { mediumDate } from '../../shared/dates';
import { MAX_AMOUNT, MAX_AMOUNT_MESSAGE, readNumber } from '../../shared/number-input';

/** The Cut My Costs inputs as typed (spec sections 2 and 9). */
export interface RefinanceForm {
  /** New Interest Rate, in percent ("6.500"). */
  ratePercent: string;
  /** New Loan Term in years, one of REFINANCE_TERM_YEARS. */
  termYears: string;
  /** Estimated Closing Costs in dollars. */
  closingCosts: string;
  rollClosingCosts: boolean;
  /** Points, percent of the new loan ("1"); blank is 0. */
  points: string;
  /** Lender credit in dollars; blank is 0. */
  lenderCredit: string;
  /** Cash out in dollars; blank is 0. */
  cashOut: string;
}

/** Spec section 5 (issue 12): a new rate over 25 % is refused at the field. */
export const MAX_NEW_RATE_PERCENT = 25;

export const TERM_OPTIONS = REFINANCE_TERM_YEARS.map((years) => ({ value: String(years), label: `${years} years` }));

/** A fraction as the percent to type, with the 3 decimals of the calculator screens: 0.065 → "6.500". */
export const ratePercentText = (fraction: number) => (fraction * 100).toFixed(3);

/**
 * The form as the page opens (spec section 4): the first stored rate entry for the profile's
 * loan type, else 6.500 %; a 30-year term; $5,000 closing costs, not rolled in.
 */
export function initialRefinanceForm(rates: readonly RateEntry[] | null, loanType: string | null | undefined): RefinanceForm {
  const stored = rates?.find((entry) => entry.loanType === loanType && Number.isFinite(Number(entry.rate)));
  return {
    ratePercent: ratePercentText(stored ? Number(stored.rate) : REFINANCE_DEFAULTS.newRate),
    termYears: String(REFINANCE_DEFAULTS.newTermYears),
    closingCosts: String(REFINANCE_DEFAULTS.closingCosts),
    rollClosingCosts: REFINANCE_DEFAULTS.rollClosingCosts,
    points: '0',
    lenderCredit: '0',
    cashOut: '0',
  };
}

export type RefinanceChoices = Pick<RefinanceInput, 'newRate' | 'newTermYears' | 'closingCosts' | 'rollClosingCosts'> & Required<Pick<RefinanceInput, 'points' | 'lenderCredit' | 'cashOut'>>;
export type RefinanceFormErrors = Partial<Record<'ratePercent' | 'closingCosts' | 'termYears' | 'points' | 'lenderCredit' | 'cashOut', string>>;

/**
 * An optional offer field (points, lender credit, cash out): blank is 0; otherwise a number
 * within @homewise/contracts' bounds, in the words the API answers with.
 */
function readOptional(text: string, field: MoneyToolField): { value?: number; error?: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { value: 0 };
  const value = Number(trimmed);
  const problem = moneyToolProblem(field, Number.isFinite(value) ? value : Number.NaN);
  return problem ? { error: problem } : { value };
}

/** The form read as the calculator's inputs, or the messages to show at the fields. */
export function readRefinanceForm(form: RefinanceForm): { choices: RefinanceChoices | null; errors: RefinanceFormErrors } {
  const rate = readNumber(form.ratePercent, {
    required: 'Enter the new interest rate.',
    min: { value: 0, message: 'The interest rate cannot be negative.' },
    max: { value: MAX_NEW_RATE_PERCENT, message: `Enter a rate of ${MAX_NEW_RATE_PERCENT}% or less.` },
  });
  const costs = readNumber(form.closingCosts, {
    required: 'Enter the closing costs (0 if there are none).',
    min: { value: 0, message: 'Closing costs cannot be negative.' },
    max: { value: MAX_AMOUNT, message: MAX_AMOUNT_MESSAGE },
  });
  const points = readOptional(form.points ?? '', 'points');
  const lenderCredit = readOptional(form.lenderCredit ?? '', 'lenderCredit');
  const cashOut = readOptional(form.cashOut ?? '', 'cashOut');
  const term = Number(form.termYears);
  const termKnown = (REFINANCE_TERM_YEARS as readonly number[]).includes(term);
  const errors: RefinanceFormErrors = {};
  if (rate.error !== undefined) errors.ratePercent = rate.error;
  if (costs.error !== undefined) errors.closingCosts = costs.error;
  if (!termKnown) errors.termYears = 'Choose a loan term.';
  if (points.error) errors.points = points.error;
  if (lenderCredit.error) errors.lenderCredit = lenderCredit.error;
  if (cashOut.error) errors.cashOut = cashOut.error;
  if (rate.value === undefined || costs.value === undefined || !termKnown || points.value === undefined || lenderCredit.value === undefined || cashOut.value === undefined) {
    return { choices: null, errors };
  }
  return {
    choices: {
      newRate: rate.value / 100,
      newTermYears: term,
      closingCosts: costs.value,
      rollClosingCosts: form.rollClosingCosts,
      points: points.value,
      lenderCredit: lenderCredit.value,
      cashOut: cashOut.value,
    },
    errors,
  };
}

/** The refinance of the user's loan under the form's choices (all the math is @homewise/finance's). */
export function refinanceOf(
  profile: MortgageProfile,
  choices: Pick<RefinanceInput, 'newRate' | 'newTermYears' | 'closingCosts' | 'rollClosingCosts' | 'points' | 'lenderCredit' | 'cashOut'>,
  today: string,
): RefinanceResult {
  const { balance, monthlyPayment, annualRate, loanTermYears, firstPaymentDate } = currentLoanOf(profile, today);
  // refinance() names the loan being replaced "current…".
  return refinance({ balance, currentMonthlyPayment: monthlyPayment, currentRate: annualRate, loanTermYears, firstPaymentDate, today, ...choices });
}

/** "Save Money", "Costs More", or "No Change" for a saving (positive) or a cost (negative). */
export function savingsBadge(amount: number): { label: string; tone: 'save' | 'cost' | 'even' } {
  if (amount > 0) return { label: 'Save Money', tone: 'save' };
  if (amount < 0) return { label: 'Costs More', tone: 'cost' };
  return { label: 'No Change', tone: 'even' };
}

/** The break-even the page shows: whole months, "Immediately" without costs, or "Never". */
export function breakEvenText(chartBreakEvenMonths: number | null): string {
  if (chartBreakEvenMonths === null) return 'Never';
  if (chartBreakEvenMonths === 0) return 'Immediately';
  return `${chartBreakEvenMonths} month${chartBreakEvenMonths === 1 ? '' : 's'}`;
}

export interface MarketRateChoice {
  label: string;
  ratePercent: string;
  termYears: string;
}

/**
 * The "Current MBA Rates Updated ({date})" box: the 30- and 15-year fixed rates, each filling
 * the rate and its term when picked. The source is named as it is (Freddie Mac's survey when the
 * backend reads PMMS, "Market" for rates an admin entered by hand); the date is when the newer of
 * the two was taken. Rates more than 10 days old (the weekly read failed; contracts
 * `marketRatesFreshness`, the rule of every page) are not called current: the heading says when
 * they are from and `stale` says how old they are and that they could not be updated.
 */
export function marketRatesBox(rates: MarketRates, now: Date = new Date()): { heading: string; stale: string | null; choices: MarketRateChoice[] } {
  const source = rates.source === 'pmms' ? 'Freddie Mac' : rates.source === 'manual' ? 'Market' : 'MBA';
  const takenAt = marketRatesTakenAt(rates);
  const freshness = marketRatesFreshness(takenAt, now);
  return {
    heading: freshness.stale ? `Last ${source} Rates (${mediumDate(takenAt)})` : `Current ${source} Rates Updated (${mediumDate(takenAt)})`,
    stale: freshness.notice,
    choices: [
      { label: '30-Year Fixed', ratePercent: ratePercentText(rates.thirtyYearFixed.rate), termYears: '30' },
      { label: '15-Year Fixed', ratePercent: ratePercentText(rates.fifteenYearFixed.rate), termYears: '15' },
    ],
  };
}
