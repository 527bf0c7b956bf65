/** A loan officer's plan as the marketing page's buttons pass it (`plan=free|paid`). */
export type SignupPlan = 'free' | 'paid';

export function planFrom(value: string | null): SignupPlan | undefined {
  return value === 'free' || value === 'paid' ? value : undefined;
}

export const PLAN_NAMES: Record<SignupPlan, string> = {
  free: 'Free Starter — up to 5 clients, $0/month',
  paid: 'Loan Officer Pro — up to 5,000 clients, $25/month',
};
