// How the Clients page asks for its lists, in one place for the page (mfe-dashboard) and the
// shell's start, which asks for the page's first two lists while the page's code downloads
// (shell/src/routes/early-session.ts): each early answer is taken only by a request for the
// exact same path, so both build it here.
import {
  DEFAULT_CLIENT_PAGE_SIZE,
  DEFAULT_CLIENT_SORT,
  DEFAULT_OPPORTUNITY_THRESHOLD,
  MAX_OPPORTUNITY_THRESHOLD,
  type LoanOfficerClientQuery,
} from './loan-officer.js';

/** How many refinance opportunities the Clients page shows at its top. */
export const TOP_OPPORTUNITIES = 5;

/** Where the Clients page keeps the officer's refinance threshold on the device (localStorage). */
export const OPPORTUNITY_THRESHOLD_KEY = 'homewise.clients.opportunityThreshold';

/** A stored threshold (text) as a fraction; missing, not a number or out of bounds: the default. */
export function parseOpportunityThreshold(raw: string | null): number {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_OPPORTUNITY_THRESHOLD ? value : DEFAULT_OPPORTUNITY_THRESHOLD;
}

/** Query parameters as the API reads them: defaults and empty values left out. */
export function clientQueryParams(query: LoanOfficerClientQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q?.trim()) params.q = query.q.trim();
  if (query.filter && query.filter !== 'all') params.filter = query.filter;
  if (query.sort) params.sort = query.sort;
  if (query.threshold !== undefined) params.threshold = String(query.threshold);
  if (query.limit !== undefined) params.limit = String(query.limit);
  if (query.offset) params.offset = String(query.offset);
  return params;
}

/** The Clients page's two first lists: the first page of every client, and the top opportunities. */
export function firstClientQueries(threshold: number): { list: LoanOfficerClientQuery; top: LoanOfficerClientQuery } {
  return {
    list: { q: '', filter: 'all', sort: DEFAULT_CLIENT_SORT, threshold, limit: DEFAULT_CLIENT_PAGE_SIZE, offset: 0 },
    top: { filter: 'opportunities', sort: '-savings', threshold, limit: TOP_OPPORTUNITIES },
  };
}

/**
 * The paths of those two lists, spelled out: the shell's start asks for them before anything else
 * loads, so it carries this and not clientQueryParams (~0.3 KB gzip on every page; a test holds
 * the two spellings equal).
 */
export function firstClientReads(threshold: number): [list: string, top: string] {
  return [
    `/loan-officer/clients?sort=${DEFAULT_CLIENT_SORT}&threshold=${threshold}&limit=${DEFAULT_CLIENT_PAGE_SIZE}`,
    `/loan-officer/clients?filter=opportunities&sort=-savings&threshold=${threshold}&limit=${TOP_OPPORTUNITIES}`,
  ];
}

/** The API path (under /api) of a client list, as the platform's HTTP client writes a GET with params. */
export function clientListPath(query: LoanOfficerClientQuery): string {
  const search = Object.entries(clientQueryParams(query))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `/loan-officer/clients${search ? `?${search}` : ''}`;
}
