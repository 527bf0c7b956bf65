import { biweeklyPlan, type BiweeklyPlan } from './biweekly.js';
import type { Ledger } from './ledger.js';
import { amountOrZero, fromCents, toCents } from './money.js';
import { currentLoanLedger } from './payoff.js';
import type { AmortizationRow } from './schedule.js';

/** How an extra amount repeats (spec section 3, Strategy form). */
export const EXTRA_PAYMENT_TYPES = ['monthly', 'one_time', 'annual'] as const;
export type ExtraPaymentType = (typeof EXTRA_PAYMENT_TYPES)[number];
/** The Strategy form's default extra amount (spec section 9). */
export const DEFAULT_EXTRA_PAYMENT_AMOUNT = 100;

export interface ExtraPaymentStrategy {
  amount: number;
  type: ExtraPaymentType;
}

export interface ExtraPaymentProjectionInput {
  /** The current balance the projection starts from. */
  balance: number;
  /** A fraction: 0.06 for 6%. */
  annualRate: number;
  monthlyPayment: number;
  /** Term in years (default 30); the projection runs at most 1.5 × the term in months. */
  loanTermYears?: number | null;
  firstPaymentDate?: string | null;
  /** `YYYY-MM-DD` */
  today: string;
  extra: ExtraPaymentStrategy;
  /** The sum of the recorded extra payments, for `totalAdditionalPrincipal` (default 0). */
  extraPaymentsTotal?: number;
}

/** A month of a projection: a schedule row plus the extra principal paid with it (included in `payment` and `principal`). */
export interface ProjectionRow extends AmortizationRow {
  extra: number;
}

/** One way of paying the loan off. */
export interface PayoffPlan {
  rows: ProjectionRow[];
  /** How many payments remain (the schedule length). */
  months: number;
  /**
   * The date of the payment that clears the balance (the spec's first payment date + months
   * elapsed + schedule length). Null when there is nothing to pay (balance already 0) or when
   * the balance is not paid within the projection's limit (a payment below the interest).
   */
  payoffDate: string | null;
  /** True when the balance is 0 at the end (also when it was 0 to begin with). */
  paidOff: boolean;
  /** Interest charged over the plan, exact to the cent. */
  totalInterest: number;
  /** Everything paid over the plan, extra included. */
  totalPaid: number;
}

/** Both plans side by side for one month (the chart and the CSV). */
export interface MonthComparison {
  month: number;
  /** `YYYY-MM-DD` */
  date: string;
  /** Balance after this month's payment; a plan already paid off shows 0. */
  originalBalance: number;
  acceleratedBalance: number;
  /** Interest charged this month; 0 once a plan is paid off. */
  originalInterest: number;
  acceleratedInterest: number;
}

export interface ExtraPaymentProjection {
  /** The regular payment alone. */
  original: PayoffPlan;
  /** The regular payment plus the extra strategy. */
  accelerated: PayoffPlan;
  /** Month by month, as long as the longer plan. */
  comparison: MonthComparison[];
  /** original.months − accelerated.months: against the term when the loan pays off in it. */
  monthsSaved: number;
  /** original.totalInterest − accelerated.totalInterest, never negative. */
  interestSaved: number;
  /**
   * The biweekly strategy beside the monthly and annual ones: half the regular payment every 14
   * days from the next payment due (no extra amount), with what it saves against the original plan.
   */
  biweekly: BiweeklyPlan & { interestSaved: number };
  /** The projection's limit: 1.5 × the term in months (540 for 30 years). */
  maxMonths: number;
  /** Payments due on or before today (`paymentsMade`: 0 without a first payment date or while it is ahead). */
  paymentsMade: number;
  /**
   * The payments left under the note (`remainingTermMonths`): the original plan's length when
   * the balance is on the note's schedule and paid at its quote; shorter when the balance is
   * ahead of it, longer when the payment is too small for it. The original plan's length is
   * `payoffOutlook`'s `paymentsLeft`.
   */
  remainingTermMonths: number;
  /** Spec: monthly payment × the payments made so far (the spec's "months elapsed" missed this month's). */
  totalRegularPayments: number;
  /** Spec: the sum of the recorded extra payments. */
  totalAdditionalPrincipal: number;
}

/** The extra principal paid with payment n: every month, only the first, or the 1st, 13th, 25th… */
function extraSchedule({ amount, type }: ExtraPaymentStrategy): (paymentNumber: number) => number {
  const extra = amountOrZero(amount);
  if (type === 'monthly') return () => extra;
  if (type === 'one_time') return (n) => (n === 1 ? extra : 0);
  if (type === 'annual') return (n) => ((n - 1) % 12 === 0 ? extra : 0);
  return () => 0; // an unknown type pays nothing extra rather than guessing
}

function toPlan(ledger: Ledger): PayoffPlan {
  const rows: ProjectionRow[] = ledger.rows;
  const last = rows[rows.length - 1];
  return {
    rows,
    months: rows.length,
    payoffDate: ledger.paidOff && last ? last.date : null,
    paidOff: ledger.paidOff,
    totalInterest: ledger.totalInterest,
    totalPaid: ledger.totalPaid,
  };
}

function compareMonths(original: PayoffPlan, accelerated: PayoffPlan): MonthComparison[] {
  const longer = original.months >= accelerated.months ? original : accelerated;
  const endOf = (plan: PayoffPlan) => plan.rows[plan.rows.length - 1]?.balance ?? 0;
  return longer.rows.map((row, i) => ({
    month: row.paymentNumber,
    date: row.date,
    originalBalance: original.rows[i]?.balance ?? endOf(original),
    acceleratedBalance: accelerated.rows[i]?.balance ?? endOf(accelerated),
    originalInterest: original.rows[i]?.interest ?? 0,
    acceleratedInterest: accelerated.rows[i]?.interest ?? 0,
  }));
}

/**
 * The Extra Payments projection (spec section 9): the current balance amortized at the regular
 * payment, and again with the extra strategy — `monthly` every month, `one_time` with the first
 * payment only, `annual` with payments 1, 13, 25… — each until the balance is 0 or for at most
 * 1.5 × the term in months. Both use the schedule's ledger (see `amortizationSchedule`).
 *
 * - The original plan is `payoffOutlook`'s run (`currentLoanLedger`): the term is the anchor, so
 *   at its regular payment (the quote) a loan on its note's schedule pays off in exactly the
 *   remaining term (term months − payments made), the final payment absorbing the cents
 *   residual, and "Months Saved" and the payoff date compare against the note's own schedule.
 *   A regular payment genuinely too small for the balance and remaining term runs on past it.
 * - Dates: the first row is the next payment due (`nextPaymentDate`), so a plan's payoff date
 *   is the date of its last payment: the spec's first payment date + months elapsed + schedule
 *   length whenever the first payment date is not ahead (while it is ahead, the first payment
 *   date itself starts the plan; without one, the plan starts a month from today).
 * - Extra goes to principal after the regular payment and never beyond what is owed: an extra
 *   larger than the balance pays it off in month 1, and only what was owed is counted.
 * - A positive extra never lengthens the payoff nor raises the interest (the interest is
 *   charged on a balance that is never higher); an extra of 0 or less changes nothing.
 * - After a plan is paid off, its comparison rows show a balance of 0 and no interest.
 * Throws a RangeError when `today` is not a date.
 */
export function extraPaymentProjection(input: ExtraPaymentProjectionInput): ExtraPaymentProjection {
  const { balance, annualRate, monthlyPayment, loanTermYears, firstPaymentDate, today, extra } = input;
  const loan = { balance, annualRate, monthlyPayment, loanTermYears, firstPaymentDate, today };
  const plain = currentLoanLedger(loan);
  const original = toPlan(plain.ledger);
  const accelerated = toPlan(currentLoanLedger(loan, extraSchedule(extra)).ledger);
  const biweekly = biweeklyPlan({ balance, annualRate, monthlyPayment, startDate: plain.nextPaymentDate, maxMonths: plain.maxPayments });
  return {
    original,
    accelerated,
    comparison: compareMonths(original, accelerated),
    monthsSaved: original.months - accelerated.months,
    interestSaved: fromCents(toCents(original.totalInterest) - toCents(accelerated.totalInterest)),
    biweekly: { ...biweekly, interestSaved: fromCents(toCents(original.totalInterest) - toCents(biweekly.totalInterest)) },
    maxMonths: plain.maxPayments,
    paymentsMade: plain.paymentsMade,
    remainingTermMonths: plain.termPaymentsLeft,
    totalRegularPayments: fromCents(toCents(amountOrZero(monthlyPayment) * plain.paymentsMade)),
    totalAdditionalPrincipal: fromCents(toCents(amountOrZero(input.extraPaymentsTotal))),
  };
}
