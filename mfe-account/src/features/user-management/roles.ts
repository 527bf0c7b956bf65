import type { Role } from '@homewise/contracts';

/** Roles in the product's words (User Management and the security log). */
export const ROLE_LABELS: Record<Role, string> = { customer: 'Homeowner', loan_officer: 'Loan Officer', admin: 'Admin' };
