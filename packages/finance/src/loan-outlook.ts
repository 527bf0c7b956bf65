// A stored loan's current state, ARM paths and PMI dates (issue 21), from the fields a mortgage
// profile keeps: one mapping for the Dashboard, the calculators and the PDF report, so they cannot
// disagree.
import { ARM_DEFAULTS, ARM_LOAN_TYPES, armSchedule, isArmLoanType, type ArmAdjustment, type ArmSchedule } from './arm.js';
import { isIsoDate } from './dates.js';
import { termMonthsOf } from './loan-term.js';
import type { CurrentLoan } from './payoff.js';
import { pmiMilestones, type PmiMilestones } from './pmi.js';

/** The loan as a profile stores it (rates as fractions; ARM terms null when not given). */
export interface StoredLoan {
  loanType: string;
  originalLoanAmount: number;
  originalInterestRate: number;
  loanTermYears?: number | null;
  firstPaymentDate?: string | null;
  purchasePrice?: number | null;
  armMargin?: number | null;
  armIndexRate?: number | null;
  armInitialCap?: number | null;
  armPeriodicCap?: number | null;
  armLifetimeCap?: number | null;
}

/** What a stored profile says of the loan today: its balance and payment beside the note's terms. */
export interface StoredCurrentLoan extends Pick<StoredLoan, 'originalInterestRate' | 'loanTermYears' | 'firstPaymentDate'> {
  currentBalance: number;
  monthlyPayment: number;
}

/**
 * The homeowner's loan as the pages and the backend hand it to `payoffOutlook`,
 * `remainingSchedule` and the calculators: the stored current balance, rate, payment, term and
 * first payment date, and today. One mapping, so the Dashboard, Cut My Costs, Extra Payments and
 * the PDF report ask the same question and get the same payments left and payoff date.
 */
export function currentLoanOf(loan: StoredCurrentLoan, today: string): CurrentLoan {
  return {
    balance: loan.currentBalance,
    annualRate: loan.originalInterestRate,
    monthlyPayment: loan.monthlyPayment,
    loanTermYears: loan.loanTermYears,
    firstPaymentDate: loan.firstPaymentDate,
    today,
  };
}

const given = (value: number | null | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * The three paths of an ARM from its stored terms, the usual ones (2.75% margin, 2/2/5 caps)
 * where none are stored. Without a stored index the index is taken as initial rate − margin: the
 * indexed path keeps the initial rate (no guess at a market figure). Null for a fixed-rate loan.
 */
export function armScheduleOfLoan(loan: StoredLoan): ArmSchedule | null {
  if (!isArmLoanType(loan.loanType)) return null;
  const margin = given(loan.armMargin, ARM_DEFAULTS.margin);
  return armSchedule({
    loanAmount: loan.originalLoanAmount,
    initialRate: loan.originalInterestRate,
    termMonths: termMonthsOf(loan.loanTermYears),
    ...ARM_LOAN_TYPES[loan.loanType],
    margin,
    indexRate: given(loan.armIndexRate, Math.max(0, loan.originalInterestRate - margin)),
    caps: {
      initial: given(loan.armInitialCap, ARM_DEFAULTS.caps.initial),
      periodic: given(loan.armPeriodicCap, ARM_DEFAULTS.caps.periodic),
      lifetime: given(loan.armLifetimeCap, ARM_DEFAULTS.caps.lifetime),
    },
    firstPaymentDate: loan.firstPaymentDate,
  });
}

/** When an ARM's rate first changes, and the payment from then on each path. */
export interface FirstAdjustment {
  paymentNumber: number;
  date: string;
  best: { rate: number; payment: number };
  indexed: { rate: number; payment: number };
  worst: { rate: number; payment: number };
}

/** The first change of the three paths (they change on the same payment); null when the rate never changes. */
export function firstAdjustment(schedule: ArmSchedule): FirstAdjustment | null {
  const [best, indexed, worst] = [schedule.best, schedule.indexed, schedule.worst].map((path) => path.adjustments[1]);
  if (!best || !indexed || !worst) return null;
  const pick = ({ rate, payment }: { rate: number; payment: number }) => ({ rate, payment });
  return { paymentNumber: worst.paymentNumber, date: worst.date, best: pick(best), indexed: pick(indexed), worst: pick(worst) };
}

/**
 * The most the payment can be (the worst path: every change up by its cap until the lifetime
 * cap), its rate and the first payment it applies to — the first change's worst case is not the
 * worst there is. The earliest change to the path's largest payment: later changes at the capped
 * rate repeat it, give or take a cent of the recast's rounding. Null when the rate never changes.
 */
export function highestAdjustment(schedule: ArmSchedule): ArmAdjustment | null {
  const changes = schedule.worst.adjustments.slice(1);
  if (!changes.length) return null;
  const largest = Math.max(...changes.map((change) => change.payment));
  return changes.find((change) => change.payment >= largest - 0.01) ?? null;
}

/**
 * The PMI dates of a stored loan: the purchase price is the original value (the lesser of price
 * and appraisal; the appraisal is not kept). Null without a purchase price or a first payment date.
 */
export function pmiMilestonesOfLoan(loan: StoredLoan): PmiMilestones | null {
  if (!(typeof loan.purchasePrice === 'number' && loan.purchasePrice > 0) || !isIsoDate(loan.firstPaymentDate)) return null;
  return pmiMilestones({
    originalValue: loan.purchasePrice,
    loanAmount: loan.originalLoanAmount,
    annualRate: loan.originalInterestRate,
    termMonths: termMonthsOf(loan.loanTermYears),
    firstPaymentDate: loan.firstPaymentDate,
  });
}
