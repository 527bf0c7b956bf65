// The Security section's calls: where the user is signed in, signing out elsewhere, the password.
import { api } from '@homewise/platform';
import type { ActiveSession, ActiveSessionList, ChangePasswordRequest, SignOutOthersResponse } from '@homewise/contracts';

/** `GET /api/auth/sessions`: this device first, then by last seen. */
export async function fetchActiveSessions(): Promise<ActiveSession[]> {
  return (await api.get<ActiveSessionList>('/auth/sessions')).data.sessions;
}

/** `DELETE /api/auth/sessions/others`: "Sign out everywhere else"; answers what to tell the user. */
export async function signOutOtherSessions(): Promise<SignOutOthersResponse> {
  return (await api.delete<SignOutOthersResponse>('/auth/sessions/others')).data;
}

/** `DELETE /api/auth/sessions/:id`: one other device of the user's (404 when it is already gone). */
export async function signOutSession(id: string): Promise<string> {
  return (await api.delete<{ message: string }>(`/auth/sessions/${encodeURIComponent(id)}`)).data.message;
}

/** `POST /api/auth/change-password`: ends every other session and mails the owner. */
export async function changePassword(body: ChangePasswordRequest): Promise<string> {
  return (await api.post<{ message: string }>('/auth/change-password', body)).data.message;
}
