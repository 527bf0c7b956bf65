import type { MortgageProfile } from '@homewise/contracts';
import type { CurrentLoan } from '@homewise/finance';

/**
 * The homeowner's loan as every page hands it to `@homewise/finance` (`payoffOutlook`,
 * `remainingSchedule`, the calculators): the stored current balance, rate, payment, term and
 * first payment date, and today. One mapping, so the Dashboard, Cut My Costs and Extra Payments
 * ask finance the same question and get the same payments left and payoff date.
 */
export function currentLoanOf(profile: MortgageProfile, today: string): CurrentLoan {
  return {
    balance: profile.currentBalance,
    annualRate: profile.originalInterestRate,
    monthlyPayment: profile.monthlyPayment,
    loanTermYears: profile.loanTermYears,
    firstPaymentDate: profile.firstPaymentDate,
    today,
  };
}
