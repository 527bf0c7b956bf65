import type { Role, User } from './user.js';

/** Admin: `GET /api/admin/users?search=` lists users, newest first. */
export type AdminUser = User;

export interface AdminUserList {
  users: AdminUser[];
  total: number;
}

/** Admin: `PATCH /api/admin/users/{id}/role` */
export interface ChangeRoleRequest {
  role: Role;
}
