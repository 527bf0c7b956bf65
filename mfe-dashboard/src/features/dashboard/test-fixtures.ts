import type { MortgageProfile } from '@homewise/contracts';

/**
 * The Dashboard tests' mortgage: $200,000 at 6% over 30 years ($1,199.10 a month), first paid
 * 2020-06-01 — on the pinned test clock (2025-03-14) 58 payments made, 302 left under the note,
 * but the $180,000 owed (ahead of the schedule) needs only 279 — on a home worth $450,000.
 */
export const PROFILE: MortgageProfile = {
  id: 'p1', propertyAddress: '12 Elm St, Springfield, IL 62701', purchaseDate: '2020-04-15', purchasePrice: 400000,
  originalLoanAmount: 200000, currentBalance: 180000, originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed',
  monthlyPayment: 1199.1, firstPaymentDate: '2020-06-01', currentHomeValue: 450000, createdAt: '', updatedAt: '',
};
