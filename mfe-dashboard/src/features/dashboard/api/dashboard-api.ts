// The Dashboard's calls (spec section 7). Loading the profile and the extra payments is shared
// with the other pages (@homewise/platform/mortgage-profile); the three inline edits are its own.
import { api } from '@homewise/platform';
import { updateMortgageProfile } from '@homewise/platform/mortgage-profile';
import type { MortgageProfile, UpdateLoanDetailsRequest, UpdatePropertyValuesRequest } from '@homewise/contracts';

export { fetchExtraPayments } from '@homewise/platform/mortgage-profile';

/** `PATCH /api/mortgage-profile/property`: purchase price and current home value. */
export async function updatePropertyValues(body: UpdatePropertyValuesRequest): Promise<MortgageProfile> {
  return (await api.patch<MortgageProfile>('/mortgage-profile/property', body)).data;
}

/** `PATCH /api/mortgage-profile/{id}/loan`: amounts and the rate (a fraction) as strings, the term an integer. */
export async function updateLoanDetails(id: string, body: UpdateLoanDetailsRequest): Promise<MortgageProfile> {
  return (await api.patch<MortgageProfile>(`/mortgage-profile/${encodeURIComponent(id)}/loan`, body)).data;
}

/** `PATCH /api/mortgage-profile/{id}` with the balance only, as a string (spec section 7). */
export function updateCurrentBalance(id: string, balance: number): Promise<MortgageProfile> {
  return updateMortgageProfile(id, { currentBalance: balance.toFixed(2) });
}
