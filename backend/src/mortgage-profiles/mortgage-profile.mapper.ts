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
 * means no valid session; otherwise `profile` is the answer's JSON text, `null` when signed in
 * without a profile. The JSON is the profile row's `answer_json`, which a trigger writes on every
 * insert and change of the row (migration ProfileAnswerJson): the same object toMortgageProfile()
 * makes (dates 'YYYY-MM-DD', numbers, nullable extras, ISO timestamps; the e2e test compares the
 * two). Issue 22: reading 25 columns into a row object, mapping it and stringifying it again took
 * more of the API's time per request than the rest of the handler, and having Postgres build the
 * JSON on each read ~11 µs of its CPU. Three columns, none of them a date for the driver to
 * parse; `last_seen_at` as a double (date_part), not extract()'s numeric.
 */
export const PROFILE_OF_SESSION: PreparedQuery = {
  name: 'profile_of_session',
  text: `SELECT s.id AS session_id, date_part('epoch', s.last_seen_at) * 1000 AS session_last_seen_ms,
  coalesce(p.answer_json, 'null') AS profile
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
