import { api } from '@homewise/platform';
import type { LoanOfficerBrandSettings, LoanOfficerClientList, LoanOfficerClientQuery } from '@homewise/contracts';

/** Query parameters as the API reads them: defaults and empty values left out. */
export function clientQueryParams(query: LoanOfficerClientQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q?.trim()) params.q = query.q.trim();
  if (query.filter && query.filter !== 'all') params.filter = query.filter;
  if (query.sort) params.sort = query.sort;
  if (query.threshold !== undefined) params.threshold = String(query.threshold);
  if (query.limit !== undefined) params.limit = String(query.limit);
  if (query.offset) params.offset = String(query.offset);
  return params;
}

export async function fetchClients(query: LoanOfficerClientQuery): Promise<LoanOfficerClientList> {
  return (await api.get<LoanOfficerClientList>('/loan-officer/clients', { params: clientQueryParams(query) })).data;
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
