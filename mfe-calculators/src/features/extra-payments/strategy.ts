import {
  currentLoanOf,
  dateBalanceReachesLtv,
  DEFAULT_EXTRA_PAYMENT_AMOUNT,
  isAtOrBelowLtv,
  monthsElapsed,
  PMI_REQUEST_LTV,
  EXTRA_PAYMENT_TYPES,
  extraPaymentProjection,
  extraPaymentsMadeTotal,
  type ExtraPaymentProjection,
  type ExtraPaymentStrategy,
  type ExtraPaymentType,
} from '@homewise/finance';
import type { ExtraPayment, MortgageProfile } from '@homewise/contracts';
import { csvText, formatCurrency } from '@homewise/platform';
import { monthYear, yearsAndMonths } from '../../shared/dates';
import { MAX_AMOUNT, MAX_AMOUNT_MESSAGE, readNumber } from '../../shared/number-input';

/** The Payment Strategy inputs as typed (spec section 3, Strategy form). */
export interface StrategyForm {
  amount: string;
  type: ExtraPaymentType;
  /** Defaults to today. The spec's projection does not use it (section 3). */
  startDate: string;
}

const TYPE_LABELS: Record<ExtraPaymentType, string> = { monthly: 'Monthly', one_time: 'One-time', annual: 'Annual' };
export const FREQUENCY_OPTIONS = EXTRA_PAYMENT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

export const initialStrategy = (today: string): StrategyForm => ({ amount: String(DEFAULT_EXTRA_PAYMENT_AMOUNT), type: 'monthly', startDate: today });

/** The strategy the projection runs, or the message to show at the amount. */
export function readStrategy(form: StrategyForm): { strategy: ExtraPaymentStrategy | null; amountError?: string } {
  const amount = readNumber(form.amount, {
    required: 'Enter the extra amount (0 for none).',
    min: { value: 0, message: 'The extra amount cannot be negative.' },
    max: { value: MAX_AMOUNT, message: MAX_AMOUNT_MESSAGE },
  });
  if (amount.value === undefined) return { strategy: null, amountError: amount.error };
  return { strategy: { amount: amount.value, type: form.type } };
}

/** The user's loan with and without the extra strategy (all the math is @homewise/finance's). */
export function projectionOf(profile: MortgageProfile, strategy: ExtraPaymentStrategy, today: string, payments: readonly ExtraPayment[]): ExtraPaymentProjection {
  return extraPaymentProjection({
    ...currentLoanOf(profile, today),
    extra: strategy,
    // Only the payments made count as extra principal so far; a scheduled one waits for its date.
    extraPaymentsTotal: extraPaymentsMadeTotal(payments, today),
  });
}

/** The three result cards: New Payoff Date, Months Saved, Interest Saved (value and a line under it). */
export function resultCards(projection: ExtraPaymentProjection): { payoff: { value: string; detail: string }; monthsSaved: { value: string; detail: string } } {
  const { original, accelerated, monthsSaved } = projection;
  const payoffText = (plan: typeof original) => (plan.payoffDate ? monthYear(plan.payoffDate) : plan.paidOff ? 'Paid off' : 'Not at this payment');
  return {
    payoff: {
      value: payoffText(accelerated),
      detail: original.paidOff ? `Instead of ${payoffText(original)}` : `The regular payment alone does not pay the loan off within ${yearsAndMonths(projection.maxMonths)}.`,
    },
    monthsSaved: {
      value: String(monthsSaved),
      detail: monthsSaved > 0 ? `${yearsAndMonths(monthsSaved)} sooner` : 'Add an extra amount to pay off sooner.',
    },
  };
}

/**
 * The biweekly strategy beside the typed one (issue 21): half the regular payment every 14 days,
 * its payoff date, how much sooner than the regular payment alone and the interest it saves.
 */
export function biweeklyCard(projection: ExtraPaymentProjection): { value: string; detail: string } {
  const { biweekly, original } = projection;
  if (!biweekly.payoffDate) return { value: 'Not at this payment', detail: 'Half your payment every 2 weeks does not pay this balance off.' };
  const sooner = original.payoffDate ? monthsElapsed(biweekly.payoffDate, original.payoffDate) : 0;
  return {
    value: monthYear(biweekly.payoffDate),
    detail: `${formatCurrency(biweekly.payment)} every 2 weeks (26 a year): ${sooner > 0 ? `${yearsAndMonths(sooner)} sooner, ` : ''}${formatCurrency(biweekly.interestSaved, 0)} less interest`,
  };
}

/**
 * "PMI-free on <date>" (issue 21): when the balance is still above 80% of the purchase price and
 * the extra payments bring it to 80% sooner than the regular payment would, the date of the
 * first payment after which it is there at this pace (the date to ask the lender to drop PMI).
 * Null otherwise (no purchase price, already at 80%, or no sooner).
 */
export function pmiFreeDate(profile: MortgageProfile, projection: ExtraPaymentProjection): { date: string; instead: string | null } | null {
  const value = profile.purchasePrice;
  if (!(value > 0) || isAtOrBelowLtv(profile.currentBalance, value, PMI_REQUEST_LTV)) return null;
  const date = dateBalanceReachesLtv(projection.accelerated.rows, value);
  const instead = dateBalanceReachesLtv(projection.original.rows, value);
  if (!date || (instead !== null && date >= instead)) return null;
  return { date, instead };
}

/** The file of spec section 9. */
export const ACCELERATED_CSV_FILE = 'accelerated-amortization-schedule.csv';

/** The accelerated schedule as CSV: Month, Remaining Balance, Interest Paid (two decimals). */
export function acceleratedScheduleCsv(projection: ExtraPaymentProjection): string {
  return csvText(
    ['Month', 'Remaining Balance', 'Interest Paid'],
    projection.accelerated.rows.map((row) => [row.paymentNumber, row.balance.toFixed(2), row.interest.toFixed(2)]),
  );
}

/** The balance chart's points: both balances month by month. */
export function balanceSeries(projection: ExtraPaymentProjection) {
  return {
    months: projection.comparison.map((row) => row.month),
    dates: projection.comparison.map((row) => row.date),
    original: projection.comparison.map((row) => row.originalBalance),
    accelerated: projection.comparison.map((row) => row.acceleratedBalance),
  };
}
