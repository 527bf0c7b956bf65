/** Roles of spec section 6. Any other value behaves as `customer` (see `effectiveRole`). */
export const ROLES = ['customer', 'loan_officer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A loan officer's plan: Free Starter (5 clients) or Loan Officer Pro (5,000 clients). */
export type LoanOfficerPlan = 'free' | 'pro';
export const PLAN_CLIENT_LIMITS: Record<LoanOfficerPlan, number> = { free: 5, pro: 5000 };

/** The plans as the product names and prices them (spec section 1), in one place. */
export const PLANS: Record<LoanOfficerPlan, { name: string; monthlyPrice: number; clientLimit: number }> = {
  free: { name: 'Free Starter', monthlyPrice: 0, clientLimit: PLAN_CLIENT_LIMITS.free },
  pro: { name: 'Loan Officer Pro', monthlyPrice: 25, clientLimit: PLAN_CLIENT_LIMITS.pro },
};

/** The signed-in user, as `GET /api/auth/user` and the auth calls answer it. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Defaults to "First Last" at signup; edited on the Profile page. */
  fullName: string | null;
  phone: string | null;
  role: Role;
  onboardingCompleted: boolean;
  /**
   * Loan officers only: plan and referral code (`/signup?lo=<code>`); null for others. The plan in
   * force: a Pro trial that has ended reads `free`.
   */
  plan: LoanOfficerPlan | null;
  /** Set while the Pro plan is a trial (`plan=paid` at signup): when it ends. Null when paid or Free. */
  planTrialEndsAt: string | null;
  /** The address was confirmed through the verification mail's link. */
  emailVerified: boolean;
  referralCode: string | null;
  /** Set when the homeowner signed up through a loan officer's link. */
  loanOfficerId: string | null;
  createdAt: string;
}

/** `PATCH /api/user/profile` */
export interface UpdateUserProfileRequest {
  fullName?: string | null;
  phone?: string | null;
}

/**
 * `DELETE /api/user`: closes the signed-in user's account for good (answers `{ message }`).
 * The current password confirms it.
 */
export interface DeleteAccountRequest {
  password: string;
}

/**
 * The plan in force: a Pro trial whose end has passed is Free (until an admin marks it paid).
 * Housekeeping also writes `free` back once a trial ends; this covers the time in between.
 */
export function planInForce(plan: LoanOfficerPlan | null, trialEndsAt: string | Date | null, now: Date = new Date()): LoanOfficerPlan | null {
  return plan === 'pro' && trialEndsAt && new Date(trialEndsAt).getTime() <= now.getTime() ? 'free' : plan;
}

export function effectiveRole(role: string | null | undefined): Role {
  return role === 'admin' || role === 'loan_officer' ? role : 'customer';
}

/**
 * Where a browser notes the role its last session check named (localStorage, written by the
 * platform's session store, removed when nobody is signed in): so that a role-limited page's
 * data (an officer's clients) can be asked for as the page starts, beside the session check,
 * instead of after it. A hint, never access: the server still decides every answer, and the
 * session check decides what the page shows.
 */
export const ROLE_NOTE_KEY = 'homewise.role';

/** The role a note holds, or null for no note or anything that is not a role. */
export function notedRole(note: string | null | undefined): Role | null {
  return (ROLES as readonly string[]).includes(note ?? '') ? (note as Role) : null;
}
