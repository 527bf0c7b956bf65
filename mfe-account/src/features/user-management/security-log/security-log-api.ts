import { api } from '@homewise/platform';
import type { SecurityEventList, SecurityEventsQuery } from '@homewise/contracts';

/** One page of the security audit log, newest first: by event type and/or the account's email or name. */
export async function fetchSecurityEvents({ type, userId, search, limit, offset }: SecurityEventsQuery): Promise<SecurityEventList> {
  const params: Record<string, string> = {};
  if (type) params.type = type;
  if (userId) params.userId = userId;
  if (search?.trim()) params.search = search.trim();
  if (limit !== undefined) params.limit = String(limit);
  if (offset) params.offset = String(offset);
  return (await api.get<SecurityEventList>('/admin/security-events', { params })).data;
}
