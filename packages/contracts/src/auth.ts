import type { User } from './user.js';

/**
 * `POST /api/auth/signup`. `plan` makes a loan officer; `lo` links a homeowner to an officer —
 * only with `shareConsent: true` (the signup page names the officer and asks), and only when the
 * officer has confirmed their email and their plan has room; otherwise the account is made unlinked.
 */
export interface SignupRequest {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  plan?: 'free' | 'paid';
  lo?: string;
  /** The homeowner agreed to share their mortgage details with the officer of `lo` (time stored). */
  shareConsent?: boolean;
}

/** `POST /api/auth/login` */
export interface LoginRequest {
  email: string;
  password: string;
}

/** `POST /api/auth/request-reset` */
export interface RequestResetRequest {
  email: string;
}

/** `POST /api/auth/reset-password` */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** Login and signup answer the user and set the session cookie. */
export type AuthResponse = User;

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** The name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'hw_session';

/**
 * The browser's note that someone is signed in: a cookie (`1`, no personal data, readable by
 * scripts) that the server sets and clears with the session cookie, and the platform keeps in
 * step with each session check (cleared on a 401). The shell reads it as a page starts, before
 * anything has loaded: to fetch a signed-in page's code and data beside the session check, and to
 * skip that check on public pages for a visitor who is not signed in (whose GET /api/auth/user
 * would answer 401, an error in their browser's console). Never trusted for access.
 */
export const SIGNED_IN_HINT_KEY = 'hw_signed_in';

/** Whether cookies (a request's Cookie header, or the page's `document.cookie`) hold the signed-in note. */
export function hasSignedInHint(cookies: string | undefined): boolean {
  return (cookies ?? '').split(/;\s*/).includes(`${SIGNED_IN_HINT_KEY}=1`);
}
