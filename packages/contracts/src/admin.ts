import type { Role, User } from './user.js';

/** Admin: `GET /api/admin/users?search=&role=&limit=&offset=` lists users, newest first. */
export type AdminUser = User;

export interface AdminUsersQuery {
  /** Matches email or name anywhere (case-insensitive). */
  search?: string;
  role?: Role;
  /** 1–200, default 50. */
  limit?: number;
  offset?: number;
}
export const DEFAULT_USER_PAGE_SIZE = 50;
export const MAX_USER_PAGE_SIZE = 200;

export interface AdminUserList {
  users: AdminUser[];
  /** Users matching the search and role filter. */
  total: number;
  limit: number;
  offset: number;
}

/** Admin: `PATCH /api/admin/users/{id}/role` */
export interface ChangeRoleRequest {
  role: Role;
}
