import { api } from '@homewise/platform';
import type { ClaimAccountRequest, ClaimInvitation, UnsubscribeStatus, User } from '@homewise/contracts';

export async function claimInvitation(token: string): Promise<ClaimInvitation> {
  return (await api.get<ClaimInvitation>(`/auth/claim/${encodeURIComponent(token)}`)).data;
}

export async function claimAccount(body: ClaimAccountRequest): Promise<User> {
  return (await api.post<User>('/auth/claim', body)).data;
}

export async function unsubscribeStatus(token: string): Promise<UnsubscribeStatus> {
  return (await api.get<UnsubscribeStatus>(`/unsubscribe/${encodeURIComponent(token)}`)).data;
}

export async function setSubscribed(token: string, subscribed: boolean): Promise<UnsubscribeStatus> {
  const url = `/unsubscribe/${encodeURIComponent(token)}`;
  return (subscribed ? await api.delete<UnsubscribeStatus>(url) : await api.post<UnsubscribeStatus>(url)).data;
}
