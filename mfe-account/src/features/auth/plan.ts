import { PLANS, type LoanOfficerPlan } from '@homewise/contracts';

/** A loan officer's plan as the marketing page's buttons pass it (`plan=free|paid`). */
export type SignupPlan = 'free' | 'paid';

export function planFrom(value: string | null): SignupPlan | undefined {
  return value === 'free' || value === 'paid' ? value : undefined;
}

const described = ({ name, clientLimit, monthlyPrice }: (typeof PLANS)[LoanOfficerPlan]) =>
  `${name} — up to ${clientLimit.toLocaleString('en-US')} clients, $${monthlyPrice}/month`;

export const PLAN_NAMES: Record<SignupPlan, string> = {
  free: described(PLANS.free),
  paid: described(PLANS.pro),
};
