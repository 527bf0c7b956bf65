// The mortgage profile's calls (spec section 7), shared by every page that reads or writes it:
// Dashboard, Onboarding, the calculators, the Profile page.
// `api` comes from the package name, not '../api/client': this entry is bundled into each remote
// that imports it, and the name resolves to the one shared platform (one client, one session).
import { api, fetchMortgageProfile } from '@homewise/platform';
import type { ExtraPayment, MortgageProfile, MortgageProfileInput } from '@homewise/contracts';

export { fetchMortgageProfile };

/** `POST /api/mortgage-profile`: answers the profile with its id. */
export async function createMortgageProfile(body: MortgageProfileInput): Promise<MortgageProfile> {
  return (await api.post<MortgageProfile>('/mortgage-profile', body)).data;
}

/** `PATCH /api/mortgage-profile/{id}`: any of the create call's fields; answers the updated profile. */
export async function updateMortgageProfile(id: string, body: MortgageProfileInput): Promise<MortgageProfile> {
  return (await api.patch<MortgageProfile>(`/mortgage-profile/${encodeURIComponent(id)}`, body)).data;
}

/** `PATCH /api/user/onboarding`: onboarding done (the caller then refreshes the user). */
export async function markOnboardingComplete(): Promise<void> {
  await api.patch('/user/onboarding');
}

/** `GET /api/mortgage-profile/{id}/extra-payments`, newest first (spec section 7). */
export async function fetchExtraPayments(profileId: string): Promise<ExtraPayment[]> {
  const { data } = await api.get<ExtraPayment[]>(`/mortgage-profile/${encodeURIComponent(profileId)}/extra-payments`);
  return newestFirst(data);
}

/** Extra payments in the history's order: newest payment date first, then the newest recorded. */
export function newestFirst(payments: readonly ExtraPayment[]): ExtraPayment[] {
  return [...payments].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate) || (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
