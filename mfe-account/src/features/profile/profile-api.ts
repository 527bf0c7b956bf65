import { api } from '@homewise/platform';
import type {
  DeleteAccountRequest,
  GetMortgageProfileResponse,
  GetSharedLoanOfficerResponse,
  MortgageProfile,
  MortgageProfileInput,
  SharedLoanOfficer,
  UpdateUserProfileRequest,
  User,
} from '@homewise/contracts';

/** The user's one mortgage profile, or null when there is none ("profile or empty"). */
export async function fetchMortgageProfile(): Promise<MortgageProfile | null> {
  const { data } = await api.get<GetMortgageProfileResponse | ''>('/mortgage-profile');
  return data && typeof data === 'object' ? data : null;
}

export async function updatePersonalInfo(body: UpdateUserProfileRequest): Promise<User> {
  return (await api.patch<User>('/user/profile', body)).data;
}

export async function createMortgageProfile(body: MortgageProfileInput): Promise<MortgageProfile> {
  return (await api.post<MortgageProfile>('/mortgage-profile', body)).data;
}

export async function updateMortgageProfile(id: string, body: MortgageProfileInput): Promise<MortgageProfile> {
  return (await api.patch<MortgageProfile>(`/mortgage-profile/${encodeURIComponent(id)}`, body)).data;
}

export async function markOnboardingComplete(): Promise<void> {
  await api.patch('/user/onboarding');
}

/** `DELETE /api/user`: closes the account (the password confirms it); the server ends the session. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await api.delete('/user', { data: body });
}

/** `GET /api/user/loan-officer`: the loan officer the user's data is shared with, or null. */
export async function fetchSharedLoanOfficer(): Promise<SharedLoanOfficer | null> {
  return (await api.get<GetSharedLoanOfficerResponse>('/user/loan-officer')).data.loanOfficer;
}

/** `DELETE /api/user/loan-officer`: stop sharing; answers the confirmation to show. */
export async function stopSharingWithLoanOfficer(): Promise<string> {
  return (await api.delete<{ message: string }>('/user/loan-officer')).data.message;
}
