/** Loan types of onboarding and profile (spec section 3), with their labels. */
export const LOAN_TYPES = [
  { value: '30_year_fixed', label: '30-Year Fixed' },
  { value: '20_year_fixed', label: '20-Year Fixed' },
  { value: '15_year_fixed', label: '15-Year Fixed' },
  { value: '10_year_fixed', label: '10-Year Fixed' },
  { value: '5_1_arm', label: '5/1 ARM' },
  { value: '7_1_arm', label: '7/1 ARM' },
  { value: '10_1_arm', label: '10/1 ARM' },
] as const;
export type LoanType = (typeof LOAN_TYPES)[number]['value'];

/** The dashboard's inline loan edit offers this other set (spec section 3: both are seen). */
export const DASHBOARD_LOAN_TYPES = [
  { value: 'fixed_rate', label: 'Fixed Rate' },
  { value: 'variable_rate', label: 'Variable Rate' },
] as const;
export type DashboardLoanType = (typeof DASHBOARD_LOAN_TYPES)[number]['value'];

export type AnyLoanType = LoanType | DashboardLoanType;
export const ALL_LOAN_TYPE_VALUES: readonly string[] = [
  ...LOAN_TYPES.map((t) => t.value),
  ...DASHBOARD_LOAN_TYPES.map((t) => t.value),
];

export function loanTypeLabel(value: string | null | undefined): string {
  const all = [...LOAN_TYPES, ...DASHBOARD_LOAN_TYPES] as readonly { value: string; label: string }[];
  return all.find((t) => t.value === value)?.label ?? (value || 'N/A');
}

/** Term in years from a loan type value: its leading number, else 30 (spec section 4). */
export function termYearsForLoanType(value: string | null | undefined): number {
  const match = /^(\d+)/.exec(value ?? '');
  return match ? Number(match[1]) : 30;
}

/**
 * The homeowner's one primary mortgage. Money in dollars, rates as fractions (0.06875),
 * dates as `YYYY-MM-DD` (or null when not given).
 */
export interface MortgageProfile {
  id: string;
  propertyAddress: string;
  purchaseDate: string | null;
  purchasePrice: number;
  originalLoanAmount: number;
  currentBalance: number;
  originalInterestRate: number;
  loanTermYears: number;
  loanType: string;
  monthlyPayment: number;
  firstPaymentDate: string | null;
  currentHomeValue: number;
  createdAt: string;
  updatedAt: string;
}

/** Numbers may arrive as numeric strings where the spec says the client sends strings. */
export type NumberLike = number | string;

/** `POST /api/mortgage-profile` and the full `PATCH /api/mortgage-profile/{id}` (Profile screen). */
export interface MortgageProfileInput {
  propertyAddress?: string;
  purchaseDate?: string | null;
  purchasePrice?: NumberLike;
  originalLoanAmount?: NumberLike;
  currentBalance?: NumberLike;
  originalInterestRate?: NumberLike;
  loanTermYears?: NumberLike;
  loanType?: string;
  monthlyPayment?: NumberLike;
  firstPaymentDate?: string | null;
  currentHomeValue?: NumberLike;
}

/** `PATCH /api/mortgage-profile/property` (dashboard property edit). */
export interface UpdatePropertyValuesRequest {
  purchasePrice: NumberLike;
  currentHomeValue: NumberLike;
}

/** `PATCH /api/mortgage-profile/{id}/loan` (dashboard loan edit). */
export interface UpdateLoanDetailsRequest {
  loanType: string;
  originalLoanAmount: NumberLike;
  originalInterestRate: NumberLike;
  loanTermYears: number;
  firstPaymentDate: string | null;
  monthlyPayment: NumberLike;
}

/** `GET /api/mortgage-profile` answers the profile, or JSON `null` when there is none. */
export type GetMortgageProfileResponse = MortgageProfile | null;
