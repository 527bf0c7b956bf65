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

/** A money or rate column as the JSON number that Number() of its exact decimal text gives. */
const num = (column: string) => `p.${column}::float8`;
/** A timestamp as Date.prototype.toISOString() writes it (UTC, milliseconds, 'Z'). */
const iso = (column: string) => `to_char(p.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The answer of GET /api/mortgage-profile as JSON, written by Postgres: the same object
 * toMortgageProfile() makes (dates 'YYYY-MM-DD', numbers, nullable extras, ISO timestamps; the
 * e2e test compares the two). Issue 22: reading 25 columns into a row object, mapping it and
 * stringifying it again took more of the API's time per request than the rest of the handler.
 */
const PROFILE_JSON = `json_build_object(
  'id', p.id, 'propertyAddress', p.property_address, 'purchaseDate', p.purchase_date,
  'purchasePrice', ${num('purchase_price')}, 'originalLoanAmount', ${num('original_loan_amount')},
  'currentBalance', ${num('current_balance')}, 'originalInterestRate', ${num('original_interest_rate')},
  'loanTermYears', p.loan_term_years, 'loanType', p.loan_type, 'monthlyPayment', ${num('monthly_payment')},
  'firstPaymentDate', p.first_payment_date, 'currentHomeValue', ${num('current_home_value')},
  'propertyTaxYearly', ${num('property_tax_yearly')}, 'insuranceYearly', ${num('insurance_yearly')},
  'hoaMonthly', ${num('hoa_monthly')}, 'pmiMonthly', ${num('pmi_monthly')}, 'armMargin', ${num('arm_margin')},
  'armIndexRate', ${num('arm_index_rate')}, 'armInitialCap', ${num('arm_initial_cap')},
  'armPeriodicCap', ${num('arm_periodic_cap')}, 'armLifetimeCap', ${num('arm_lifetime_cap')},
  'createdAt', ${iso('created_at')}, 'updatedAt', ${iso('updated_at')})`;

/**
 * The session check and the profile read in one statement (GET /api/mortgage-profile): no row
 * means no valid session; otherwise `profile` is the answer's JSON text, `null` when signed in
 * without a profile. Three columns, none of them a date for the driver to parse.
 */
export const PROFILE_OF_SESSION: PreparedQuery = {
  name: 'profile_of_session',
  text: `SELECT s.id AS session_id, (extract(epoch FROM s.last_seen_at) * 1000)::float8 AS session_last_seen_ms,
  CASE WHEN p.id IS NULL THEN 'null' ELSE ${PROFILE_JSON}::text END AS profile
  FROM sessions s LEFT JOIN mortgage_profiles p ON p.user_id = s.user_id
  WHERE s.token_hash = $1 AND s.expires_at > now()`,
};

/** PROFILE_OF_SESSION's row. */
export interface ProfileOfSessionRow {
  session_id: string;
  /** When the session was last noted as used, in milliseconds since 1970. */
  session_last_seen_ms: number;
  /** The profile as JSON text, or `null`. */
  profile: string;
}
