// The Profile page's own calls. The mortgage profile's calls and rules are shared by every page
// that reads or writes it: `@homewise/platform/mortgage-profile`.
import { api } from '@homewise/platform';
import type { DeleteAccountRequest, GetSharedLoanOfficerResponse, SharedLoanOfficer, UpdateUserProfileRequest, User } from '@homewise/contracts';

export async function updatePersonalInfo(body: UpdateUserProfileRequest): Promise<User> {
  return (await api.patch<User>('/user/profile', body)).data;
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
