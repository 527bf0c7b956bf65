import { formatDate } from '@homewise/platform';
import {
  MAX_OPPORTUNITY_THRESHOLD,
  PLANS,
  type ClientSort,
  type ClientSortField,
  type LoanOfficerClientList,
} from '@homewise/contracts';

/** A date as people read it: "Jan 2, 2025" (a calendar date `YYYY-MM-DD` as it is, a timestamp in local time). */
export function shortDate(iso: string): string {
  return formatDate(iso);
}

/** The opportunity threshold as the officer types it: points (0.75), not a fraction (0.0075). */
export function thresholdPoints(fraction: number): string {
  return String(Number((fraction * 100).toFixed(3)));
}

export const THRESHOLD_ERROR = `Enter points from 0 to ${MAX_OPPORTUNITY_THRESHOLD * 100}, e.g. 0.75.`;

/** Points typed by the officer → a fraction, or an error message. */
export function parseThresholdPoints(text: string): { fraction: number } | { error: string } {
  const trimmed = text.trim();
  const points = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(points) || points < 0 || points > MAX_OPPORTUNITY_THRESHOLD * 100) return { error: THRESHOLD_ERROR };
  return { fraction: Number((points / 100).toFixed(6)) };
}

/** Text columns sort A–Z first; figures and dates biggest or newest first. */
const ASCENDING_FIRST: readonly ClientSortField[] = ['name', 'email'];

export const sortFieldOf = (sort: ClientSort): ClientSortField => (sort.startsWith('-') ? sort.slice(1) : sort) as ClientSortField;

/** The sort after a click on a column's header: the other direction of the same column, or the column's natural first direction. */
export function nextSort(current: ClientSort, field: ClientSortField): ClientSort {
  if (sortFieldOf(current) === field) return (current.startsWith('-') ? field : `-${field}`) as ClientSort;
  return (ASCENDING_FIRST.includes(field) ? field : `-${field}`) as ClientSort;
}

export function ariaSort(current: ClientSort, field: ClientSortField): 'ascending' | 'descending' | 'none' {
  if (sortFieldOf(current) !== field) return 'none';
  return current.startsWith('-') ? 'descending' : 'ascending';
}

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing 51–100 of 5,000 clients" (or of the matches of a search). */
export function pageSummary({ offset, total, clients }: Pick<LoanOfficerClientList, 'offset' | 'total' | 'clients'>): string {
  if (total === 0 || clients.length === 0) return `No clients on this page of ${count(total)}`;
  return `Showing ${count(offset + 1)}–${count(offset + clients.length)} of ${count(total)}`;
}

export interface Capacity {
  used: number;
  limit: number;
  /** 0–100, for the bar. */
  percent: number;
  full: boolean;
  /** 80 % or more, not full: time to think about Pro. */
  nearlyFull: boolean;
  planName: string;
  /** "3 of 5 clients" */
  label: string;
}

export function capacityOf({ plan, clientLimit, clientCount }: Pick<LoanOfficerClientList, 'plan' | 'clientLimit' | 'clientCount'>): Capacity {
  const percent = clientLimit > 0 ? Math.min(100, Math.round((clientCount / clientLimit) * 100)) : 100;
  const full = clientCount >= clientLimit;
  return {
    used: clientCount,
    limit: clientLimit,
    percent,
    full,
    nearlyFull: !full && percent >= 80,
    planName: PLANS[plan].name,
    label: `${count(clientCount)} of ${count(clientLimit)} clients`,
  };
}

export interface Trial {
  /** "Dec 8, 2026" */
  endsOn: string;
  /** Whole days until it ends, counting a part day as one (so never 0 while it runs). */
  daysLeft: number;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * A Pro trial (`plan=paid` at signup, issue 14): Pro until `planTrialEndsAt`, then Free unless an
 * admin marks it paid. Null on a paid or a Free plan (the API already reads an ended trial as Free).
 */
export function trialOf({ plan, planTrialEndsAt }: Pick<LoanOfficerClientList, 'plan' | 'planTrialEndsAt'>, now: number = Date.now()): Trial | null {
  if (plan !== 'pro' || !planTrialEndsAt) return null;
  const ends = Date.parse(planTrialEndsAt);
  if (!Number.isFinite(ends)) return null;
  return {
    endsOn: formatDate(new Date(ends)),
    daysLeft: Math.max(1, Math.ceil((ends - now) / DAY_MS)),
  };
}

/** The officer's two links, absolute so they can be pasted into an email or a QR code. */
export function shareLinks(referralCode: string, origin: string = window.location.origin) {
  const code = encodeURIComponent(referralCode);
  return { signup: `${origin}/signup?lo=${code}`, landing: `${origin}/lo/${code}` };
}

/** "Never" for a refinance that never pays back its costs, else "18 months". */
export function breakEvenText(months: number | null): string {
  if (months === null) return 'Never';
  return months === 1 ? '1 month' : `${count(months)} months`;
}
