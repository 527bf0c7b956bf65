import { api } from '@homewise/platform';
import type { AdminUser, AdminUserList, AdminUsersQuery, ChangePlanRequest, ChangeRoleRequest } from '@homewise/contracts';

/** One page of users: search by name or email, role filter, `limit`/`offset`; answers the total. */
export async function fetchUsers({ search, role, limit, offset }: AdminUsersQuery): Promise<AdminUserList> {
  const params: Record<string, string> = {};
  if (search?.trim()) params.search = search.trim();
  if (role) params.role = role;
  if (limit !== undefined) params.limit = String(limit);
  if (offset) params.offset = String(offset);
  return (await api.get<AdminUserList>('/admin/users', { params })).data;
}

export async function changeRole(id: string, body: ChangeRoleRequest): Promise<AdminUser> {
  return (await api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}/role`, body)).data;
}

/** `pro` marks Loan Officer Pro paid (ends a trial); `free` sets Free Starter. */
export async function changePlan(id: string, body: ChangePlanRequest): Promise<AdminUser> {
  return (await api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}/plan`, body)).data;
}
