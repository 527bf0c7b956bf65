// The Profile page's own calls. The mortgage profile's calls and rules are shared by every page
// that reads or writes it: `@homewise/platform/mortgage-profile`.
import { api } from '@homewise/platform';
import type { DeleteAccountRequest, GetSharedLoanOfficerResponse, MailPreferences, UpdateUserProfileRequest, User } from '@homewise/contracts';

export async function updatePersonalInfo(body: UpdateUserProfileRequest): Promise<User> {
  return (await api.patch<User>('/user/profile', body)).data;
}

/** `DELETE /api/user`: closes the account (the password confirms it); the server ends the session. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await api.delete('/user', { data: body });
}

/** `GET /api/user/loan-officer`: the loan officer the user's data is shared with, or null. */
export async function fetchSharedLoanOfficer(): Promise<GetSharedLoanOfficerResponse> {
  return (await api.get<GetSharedLoanOfficerResponse>('/user/loan-officer')).data;
}

/** `GET /api/user/mail-preferences`: the monthly digest and alerts on or off (off = unsubscribed). */
export async function fetchMailPreferences(): Promise<MailPreferences> {
  return (await api.get<MailPreferences>('/user/mail-preferences')).data;
}

export async function saveMailPreferences(digests: boolean): Promise<MailPreferences> {
  return (await api.patch<MailPreferences>('/user/mail-preferences', { digests })).data;
}

/** `DELETE /api/user/loan-officer`: stop sharing; answers the confirmation to show. */
export async function stopSharingWithLoanOfficer(): Promise<string> {
  return (await api.delete<{ message: string }>('/user/loan-officer')).data.message;
}
