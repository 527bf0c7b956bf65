import { todayIso } from '@homewise/platform';

/**
 * The legal pages' "Last Updated" date: today's date where the reader is (spec section 2), as
 * "November 21, 2025" and as an ISO date for `<time dateTime>`.
 */
export function lastUpdated(today: Date = new Date()): { iso: string; label: string } {
  return {
    iso: todayIso(today),
    label: today.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  };
}

/** Spec sections 1 and 9: the legal constants the texts state. */
export const MINIMUM_AGE = 13;
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;
