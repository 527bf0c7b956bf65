import type { APIRequestContext } from '@playwright/test';
import type { MortgageProfile, MortgageProfileInput } from '@homewise/contracts';
import { expect } from './fixtures';

/** The 1st of next month, `YYYY-MM-DD`: a first payment still ahead, so every payment of the term remains. */
export function firstOfNextMonth(now = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-01`;
}

/**
 * A homeowner's mortgage, created through the API as onboarding would (then onboarding marked
 * complete): by default $200,000 at 7.5 % over 30 years, $1,398.43 a month (the standard
 * formula's figure), first payment next month, home worth $260,000.
 */
export async function createMortgageProfileByApi(request: APIRequestContext, overrides: MortgageProfileInput = {}): Promise<MortgageProfile> {
  const created = await request.post('/api/mortgage-profile', {
    data: {
      propertyAddress: '12 Elm Street, Springfield, IL',
      purchaseDate: '2025-01-15',
      purchasePrice: 250000,
      originalLoanAmount: 200000,
      currentBalance: 200000,
      originalInterestRate: 0.075,
      loanTermYears: 30,
      loanType: '30_year_fixed',
      monthlyPayment: 1398.43,
      firstPaymentDate: firstOfNextMonth(),
      currentHomeValue: 260000,
      ...overrides,
    },
  });
  expect(created.ok(), `creating the profile answered ${created.status()}: ${await created.text()}`).toBeTruthy();
  expect((await request.patch('/api/user/onboarding')).ok()).toBeTruthy();
  return (await created.json()) as MortgageProfile;
}
