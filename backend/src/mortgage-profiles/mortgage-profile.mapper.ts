import type { PreparedQuery } from '../database/pool-query.js';
import type { MortgageProfile } from '@homewise/contracts';
import type { MortgageProfileEntity } from './mortgage-profile.entity.js';

export function toMortgageProfile(p: MortgageProfileEntity): MortgageProfile {
  return {
    id: p.id,
    propertyAddress: p.propertyAddress,
    purchaseDate: p.purchaseDate,
    purchasePrice: p.purchasePrice,
    originalLoanAmount: p.originalLoanAmount,
    currentBalance: p.currentBalance,
    originalInterestRate: p.originalInterestRate,
    loanTermYears: p.loanTermYears,
    loanType: p.loanType,
    monthlyPayment: p.monthlyPayment,
    firstPaymentDate: p.firstPaymentDate,
    currentHomeValue: p.currentHomeValue,
    propertyTaxYearly: p.propertyTaxYearly ?? null,
    insuranceYearly: p.insuranceYearly ?? null,
    hoaMonthly: p.hoaMonthly ?? null,
    pmiMonthly: p.pmiMonthly ?? null,
    armMargin: p.armMargin ?? null,
    armIndexRate: p.armIndexRate ?? null,
    armInitialCap: p.armInitialCap ?? null,
    armPeriodicCap: p.armPeriodicCap ?? null,
    armLifetimeCap: p.armLifetimeCap ?? null,
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
}

/**
 * The session check and the profile read in one statement (GET /api/mortgage-profile): no row
 * means no valid session; a row with a null id means signed in without a profile. Dates as text
 * so no time zone ever shifts them; numerics arrive as exact decimal strings.
 */
export const PROFILE_OF_SESSION: PreparedQuery = {
  name: 'profile_of_session',
  text: `SELECT p.id, p.property_address, p.purchase_date::text AS purchase_date,
  p.purchase_price, p.original_loan_amount, p.current_balance, p.original_interest_rate, p.loan_term_years,
  p.loan_type, p.monthly_payment, p.first_payment_date::text AS first_payment_date, p.current_home_value,
  p.property_tax_yearly, p.insurance_yearly, p.hoa_monthly, p.pmi_monthly, p.arm_margin, p.arm_index_rate, p.arm_initial_cap, p.arm_periodic_cap, p.arm_lifetime_cap,
  p.created_at, p.updated_at, s.id AS session_id, s.last_seen_at AS session_last_seen_at
  FROM sessions s LEFT JOIN mortgage_profiles p ON p.user_id = s.user_id
  WHERE s.token_hash = $1 AND s.expires_at > now()`,
};

export interface MortgageProfileRow {
  id: string;
  property_address: string;
  purchase_date: string | null;
  purchase_price: string;
  original_loan_amount: string;
  current_balance: string;
  original_interest_rate: string;
  loan_term_years: number;
  loan_type: string;
  monthly_payment: string;
  first_payment_date: string | null;
  current_home_value: string;
  property_tax_yearly: string | null;
  insurance_yearly: string | null;
  hoa_monthly: string | null;
  pmi_monthly: string | null;
  arm_margin: string | null;
  arm_index_rate: string | null;
  arm_initial_cap: string | null;
  arm_periodic_cap: string | null;
  arm_lifetime_cap: string | null;
  created_at: Date;
  updated_at: Date;
}

/** PROFILE_OF_SESSION's row: the profile's columns (null without a profile) and the session's. */
export type ProfileOfSessionRow = { [K in keyof MortgageProfileRow]: MortgageProfileRow[K] | null } & {
  session_id: string;
  session_last_seen_at: Date;
};

const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

export function rowToMortgageProfile(row: MortgageProfileRow): MortgageProfile {
  return {
    id: row.id,
    propertyAddress: row.property_address,
    purchaseDate: row.purchase_date,
    purchasePrice: Number(row.purchase_price),
    originalLoanAmount: Number(row.original_loan_amount),
    currentBalance: Number(row.current_balance),
    originalInterestRate: Number(row.original_interest_rate),
    loanTermYears: row.loan_term_years,
    loanType: row.loan_type,
    monthlyPayment: Number(row.monthly_payment),
    firstPaymentDate: row.first_payment_date,
    currentHomeValue: Number(row.current_home_value),
    propertyTaxYearly: numberOrNull(row.property_tax_yearly),
    insuranceYearly: numberOrNull(row.insurance_yearly),
    hoaMonthly: numberOrNull(row.hoa_monthly),
    pmiMonthly: numberOrNull(row.pmi_monthly),
    armMargin: numberOrNull(row.arm_margin),
    armIndexRate: numberOrNull(row.arm_index_rate),
    armInitialCap: numberOrNull(row.arm_initial_cap),
    armPeriodicCap: numberOrNull(row.arm_periodic_cap),
    armLifetimeCap: numberOrNull(row.arm_lifetime_cap),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
