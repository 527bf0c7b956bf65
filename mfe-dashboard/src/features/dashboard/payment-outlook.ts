// What the Dashboard's "Payment & Milestones" card shows (issue 21), pure and testable apart
// from React: the whole monthly payment with escrow, the PMI dates, and for an ARM when its rate
// first changes and the payment range then. Every figure is @homewise/finance's (or the
// contracts' escrow sum); this file only picks the inputs and words them.
import { armScheduleOfLoan, firstAdjustment, highestAdjustment, pmiMilestonesOfLoan, type ArmAdjustment, type ArmSchedule, type FirstAdjustment, type PmiMilestones } from '@homewise/finance';
import { monthlyEscrow, type MortgageProfile } from '@homewise/contracts';

export interface WholePayment {
  principalAndInterest: number;
  escrow: number;
  /** P&I + escrow, to the cent. */
  total: number;
  /** Each escrow part a month, only those given (tax and insurance are a twelfth of the year's). */
  parts: { label: string; monthly: number }[];
}

export function wholePayment(profile: MortgageProfile): WholePayment {
  const escrow = monthlyEscrow(profile);
  const parts = [
    { label: 'Property tax', monthly: profile.propertyTaxYearly != null ? monthlyEscrow({ propertyTaxYearly: profile.propertyTaxYearly }) : null },
    { label: 'Homeowners insurance', monthly: profile.insuranceYearly != null ? monthlyEscrow({ insuranceYearly: profile.insuranceYearly }) : null },
    { label: 'HOA dues', monthly: profile.hoaMonthly ?? null },
    { label: 'PMI', monthly: profile.pmiMonthly ?? null },
  ].flatMap((part) => (part.monthly === null ? [] : [{ label: part.label, monthly: part.monthly }]));
  return { principalAndInterest: profile.monthlyPayment, escrow, total: Math.round((profile.monthlyPayment + escrow) * 100) / 100, parts };
}

/**
 * PMI's dates: shown when the homeowner pays PMI or the loan began above 80% of the purchase
 * price (a loan that started at or below 80% has none to drop).
 */
export function pmiOutlook(profile: MortgageProfile): PmiMilestones | null {
  const milestones = pmiMilestonesOfLoan(profile);
  return milestones && milestones.request ? milestones : null;
}

export interface ArmOutlook {
  schedule: ArmSchedule;
  first: FirstAdjustment;
  /** The most the payment can be, its rate and from when (the first change's worst case is not the worst there is). */
  highest: ArmAdjustment;
}

export function armOutlook(profile: MortgageProfile): ArmOutlook | null {
  const schedule = armScheduleOfLoan(profile);
  const first = schedule ? firstAdjustment(schedule) : null;
  const highest = schedule ? highestAdjustment(schedule) : null;
  return schedule && first && highest ? { schedule, first, highest } : null;
}

/** The chart of the three paths: the payment in each loan year (its first month's), per path. */
export function armPaymentsByYear(schedule: ArmSchedule): { years: number[]; best: number[]; indexed: number[]; worst: number[] } {
  const yearly = (rows: readonly { payment: number }[]) => rows.filter((_, i) => i % 12 === 0).map((row) => row.payment);
  const worst = yearly(schedule.worst.rows);
  return { years: worst.map((_, i) => i + 1), best: yearly(schedule.best.rows), indexed: yearly(schedule.indexed.rows), worst };
}
