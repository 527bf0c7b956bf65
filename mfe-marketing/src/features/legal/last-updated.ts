import { formatDate } from '@homewise/platform';

/**
 * When a legal text last changed (issue 18: "Last Updated" was the reader's today, so the date
 * moved every day and said nothing). `fingerprint` is a hash of the text as it reads on the page:
 * legal.test.tsx recomputes it and fails when the text changed without a new `changedOn` — then
 * set `changedOn` to the day of the change and `fingerprint` to the value the test names.
 */
export interface LegalTextVersion {
  /** `YYYY-MM-DD`: the day the text last changed. */
  changedOn: string;
  fingerprint: string;
}

export const PRIVACY_POLICY_VERSION: LegalTextVersion = { changedOn: '2026-11-24', fingerprint: 'c3908afc12d024e2' };
export const TERMS_OF_SERVICE_VERSION: LegalTextVersion = { changedOn: '2026-11-24', fingerprint: '119995080e2252ce' };

/** The legal pages' "Last Updated" date, in the platform's one date format and as `<time dateTime>`. */
export function lastUpdated(version: LegalTextVersion): { iso: string; label: string } {
  return { iso: version.changedOn, label: formatDate(version.changedOn) };
}

/** Spec sections 1 and 9: the legal constants the texts state. */
export const MINIMUM_AGE = 13;
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;
