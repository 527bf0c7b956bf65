import type { LoanOfficerPlan } from './user.js';

/** One row of `GET /api/loan-officer/clients`. */
export interface LoanOfficerClient {
  id: string;
  fullName: string | null;
  email: string;
  phone: string | null;
  /** Null where the homeowner has not set up a mortgage profile yet. */
  currentBalance: number | null;
  interestRate: number | null;
  monthlyPayment: number | null;
  equity: number | null;
  equityPercent: number | null;
  /** Latest sign-in, profile change or extra payment (ISO timestamp). */
  lastActivityAt: string | null;
  joinedAt: string;
}

export interface LoanOfficerClientList {
  plan: LoanOfficerPlan;
  clientLimit: number;
  referralCode: string;
  clients: LoanOfficerClient[];
}

/**
 * White-label brand of `marketing/Landing` (ARCHITECTURE.md section 2). `GET /api/brands/{code}`
 * answers it publicly for `/lo/<referral code>`.
 */
export interface Brand {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  loanOfficer?: {
    name: string;
    nmlsId: string | null;
    email: string;
    phone: string | null;
    photoUrl: string | null;
  };
  signupUrl: string;
}

/** Loan officer: `GET /api/loan-officer/brand` and `PATCH /api/loan-officer/brand` (partial). */
export interface LoanOfficerBrandSettings {
  companyName: string | null;
  nmlsId: string | null;
  logoUrl: string | null;
  photoUrl: string | null;
  primaryColor: string | null;
}

/** The loan officer a homeowner's data is shared with (they signed up through the officer's link). */
export interface SharedLoanOfficer {
  name: string;
  companyName: string | null;
  nmlsId: string | null;
  email: string;
  phone: string | null;
}

/**
 * `GET /api/user/loan-officer`: whom the signed-in user's data is shared with, if anyone.
 * `DELETE /api/user/loan-officer` ends the link (answers `{ message }`; 404 when there is none).
 */
export interface GetSharedLoanOfficerResponse {
  loanOfficer: SharedLoanOfficer | null;
}
