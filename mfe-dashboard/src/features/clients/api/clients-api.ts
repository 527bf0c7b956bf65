import { api } from '@homewise/platform';
import { clientListPath, clientQueryParams } from '@homewise/contracts';
import type {
  ClientImportResponse,
  ClientMessage,
  ClientMessageList,
  DigestPreview,
  DigestSettings,
  LoanOfficerBrandSettings,
  LoanOfficerClientList,
  LoanOfficerClientQuery,
} from '@homewise/contracts';

export async function fetchClients(query: LoanOfficerClientQuery): Promise<LoanOfficerClientList> {
  // The path with its query as the shell's start writes it (contracts clientListPath): an answer it
  // asked for early is taken, not asked for again.
  return (await api.get<LoanOfficerClientList>(clientListPath(query))).data;
}

/** Where the browser downloads the CSV of every client matching the query (a plain link: the cookie goes along). */
export function clientsExportUrl(query: LoanOfficerClientQuery): string {
  const { limit: _limit, offset: _offset, ...rest } = query;
  const search = new URLSearchParams(clientQueryParams(rest)).toString();
  return `/api/loan-officer/clients/export${search ? `?${search}` : ''}`;
}

export async function fetchBrandSettings(): Promise<LoanOfficerBrandSettings> {
  return (await api.get<LoanOfficerBrandSettings>('/loan-officer/brand')).data;
}

/** Saves any subset; null clears a field. Answers the settings as stored. */
export async function saveBrandSettings(changes: Partial<LoanOfficerBrandSettings>): Promise<LoanOfficerBrandSettings> {
  return (await api.patch<LoanOfficerBrandSettings>('/loan-officer/brand', changes)).data;
}

// The retention engine (issue 20): import, invitations, digests, messages.

export async function importClients(csv: string): Promise<ClientImportResponse> {
  return (await api.post<ClientImportResponse>('/loan-officer/clients/import', { csv })).data;
}

export async function resendInvitation(clientId: string): Promise<string> {
  return (await api.post<{ message: string }>(`/loan-officer/clients/${clientId}/invitation`)).data.message;
}

export async function fetchDigestSettings(): Promise<DigestSettings> {
  return (await api.get<DigestSettings>('/loan-officer/digest-settings')).data;
}

export async function saveDigestSettings(changes: Partial<DigestSettings>): Promise<DigestSettings> {
  return (await api.patch<DigestSettings>('/loan-officer/digest-settings', changes)).data;
}

export async function fetchDigestPreview(clientId: string): Promise<DigestPreview> {
  return (await api.get<DigestPreview>(`/loan-officer/clients/${clientId}/digest`)).data;
}

export async function sendDigestNow(clientId: string): Promise<string> {
  return (await api.post<{ message: string }>(`/loan-officer/clients/${clientId}/digest`)).data.message;
}

export async function fetchMessages(query: { unread?: boolean; limit?: number } = {}): Promise<ClientMessageList> {
  return (await api.get<ClientMessageList>('/loan-officer/messages', { params: { ...(query.unread ? { unread: 'true' } : {}), limit: String(query.limit ?? 20) } })).data;
}

export async function markMessageRead(id: string, read: boolean): Promise<ClientMessage> {
  return (await api.patch<ClientMessage>(`/loan-officer/messages/${id}`, { read })).data;
}

/** Dismisses the notice of signups the full plan turned away (their count starts again from 0). */
export async function dismissTurnedAway(): Promise<void> {
  await api.post('/loan-officer/turned-away/seen');
}
