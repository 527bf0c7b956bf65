import { api } from '@homewise/platform';
import type { AdminUser, AdminUserList, ChangeRoleRequest } from '@homewise/contracts';

export async function fetchUsers(search: string): Promise<AdminUserList> {
  const params = search.trim() ? { search: search.trim() } : {};
  return (await api.get<AdminUserList>('/admin/users', { params })).data;
}

export async function changeRole(id: string, body: ChangeRoleRequest): Promise<AdminUser> {
  return (await api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}/role`, body)).data;
}
