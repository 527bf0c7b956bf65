/** Account security: sessions, password change, email verification, the audit log (issue 14). */

/** One signed-in browser of the user, as the Profile page's Security section lists it. */
export interface ActiveSession {
  id: string;
  /** "Chrome on macOS", from the browser's User-Agent; "Unknown device" when it says nothing. */
  device: string;
  /** The client address it signed in from (the same one the rate limits count). */
  ipAddress: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session of this very request. */
  current: boolean;
}

/** `GET /api/auth/sessions`: the user's active sessions, this one first, then by last seen. */
export interface ActiveSessionList {
  sessions: ActiveSession[];
}

/** `DELETE /api/auth/sessions/others`: "Sign out everywhere else". */
export interface SignOutOthersResponse {
  message: string;
  signedOut: number;
}

/** `POST /api/auth/change-password` (signed in): ends every other session, mails the owner. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** `POST /api/auth/verify-email`: the token of the link in the verification mail. */
export interface VerifyEmailRequest {
  token: string;
}

/**
 * How long a sign-in session lasts unless configured otherwise (backend SESSION_IDLE_MINUTES and
 * SESSION_MAX_HOURS): it ends after this long without a request, and this long after sign-in
 * whatever happens. The Privacy Policy states both.
 */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_MAX_HOURS = 12;

/** How long a verification link works. */
export const EMAIL_VERIFICATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What the security audit log records. */
export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'lockout',
  'sign_out',
  'sign_out_device',
  'sign_out_others',
  'password_changed',
  'password_reset',
  'email_verified',
  'role_changed',
  'plan_changed',
  'account_deleted',
  'brand_changed',
  'sharing_started',
  'sharing_stopped',
  'rate_changed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** One entry of the security audit log (admins: `GET /api/admin/security-events`). */
export interface SecurityEvent {
  id: string;
  occurredAt: string;
  type: SecurityEventType;
  /** The account it concerns (null: a failed sign-in with an email no account has). */
  userId: string | null;
  /** That account's email today (null once the account is deleted). */
  userEmail: string | null;
  /** Who did it when not the account itself (an admin changing a role or a plan). */
  actorId: string | null;
  /** That admin's email today (null once their account is deleted). */
  actorEmail: string | null;
  ipAddress: string | null;
  /** What else matters for this type, e.g. `{ from: 'customer', to: 'admin' }`. */
  details: Record<string, unknown>;
}

/** `GET /api/admin/security-events?type=&userId=&search=&limit=&offset=`, newest first. */
export interface SecurityEventsQuery {
  type?: SecurityEventType;
  userId?: string;
  /** Part of the account's email or name (case-insensitive). */
  search?: string;
  /** 1–200, default 50. */
  limit?: number;
  offset?: number;
}
export const DEFAULT_SECURITY_EVENT_PAGE_SIZE = 50;

export interface SecurityEventList {
  events: SecurityEvent[];
  total: number;
}

/** How long the security audit log is kept (the Privacy Policy says so). */
export const SECURITY_LOG_RETENTION_MONTHS = 12;

/** A Pro trial from `plan=paid` lasts this long, then the plan is Free unless an admin marked it paid. */
export const PRO_TRIAL_DAYS = 14;

/** `PATCH /api/admin/users/:id/plan`: an admin marks a loan officer's Pro plan paid, or sets Free. */
export interface ChangePlanRequest {
  plan: 'free' | 'pro';
}
