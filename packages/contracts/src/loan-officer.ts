import type { LoanOfficerPlan } from './user.js';

/**
 * What refinancing at this week's 30-year market rate would give a client (`@homewise/finance`
 * `refinance`: a new 30-year loan on the current balance, default closing costs paid up front),
 * as Cut My Costs shows it to the homeowner.
 */
export interface RefinanceOpportunity {
  /** Current payment − new payment (negative: the new loan would cost more a month). */
  monthlySavings: number;
  newMonthlyPayment: number;
  /** Whole months until the savings repay the closing costs; null = never. */
  breakEvenMonths: number | null;
  /** The client's rate minus the market rate (a fraction: 0.0125 = 1.25 points). */
  rateGap: number;
}

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
  /** `@homewise/finance` `equity`: exactly what the homeowner's Dashboard shows. */
  equity: number | null;
  equityPercent: number | null;
  /** Set when the client's rate is at least the threshold above this week's 30-year market rate. */
  opportunity: RefinanceOpportunity | null;
  /** Latest sign-in, profile change or extra payment (ISO timestamp). */
  lastActivityAt: string | null;
  joinedAt: string;
  /** Invitation, digests, clicks, unsubscribing and messages (the retention engine). */
  engagement: ClientEngagement;
}

/** Where the client's account stands: made by an import and not yet claimed, or in use. */
export type ClientAccountStatus = 'invited' | 'active';

/** What the officer sees of a client's invitation, digests and messages (`LoanOfficerClient.engagement`). */
export interface ClientEngagement {
  accountStatus: ClientAccountStatus;
  /** When the import invited them (null: they signed up through the officer's link). */
  invitedAt: string | null;
  /** When they claimed an invited account. */
  claimedAt: string | null;
  /** When they consented to share with the officer (signup through the link, or claiming). */
  sharingConsentAt: string | null;
  lastDigestAt: string | null;
  /** The last click on a link in any digest or alert (signed redirect links; no tracking pixels). */
  lastClickedAt: string | null;
  unsubscribedAt: string | null;
  /** Messages from this client, and how many the officer has not read. */
  messageCount: number;
  unreadMessages: number;
  lastMessageAt: string | null;
  /** When the next digest is due (null: none — unsubscribed, or digests off). */
  nextDigestAt: string | null;
}

/** Columns the client list sorts by; a leading `-` sorts descending (`-joined`: newest first). */
export const CLIENT_SORT_FIELDS = [
  'name',
  'email',
  'balance',
  'rate',
  'payment',
  'equity',
  'equityPercent',
  'savings',
  'joined',
  'lastActivity',
  'lastDigest',
  'lastClicked',
  'lastMessage',
  'unreadMessages',
] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export type ClientSort = ClientSortField | `-${ClientSortField}`;
export const DEFAULT_CLIENT_SORT: ClientSort = '-joined';

/** Flag a client when their rate is at least this much above the 30-year market rate (0.75 point). */
export const DEFAULT_OPPORTUNITY_THRESHOLD = 0.0075;
/** The threshold an officer may set: 0 to 5 points. */
export const MAX_OPPORTUNITY_THRESHOLD = 0.05;
export const DEFAULT_CLIENT_PAGE_SIZE = 50;
export const MAX_CLIENT_PAGE_SIZE = 200;

/**
 * What the list can be narrowed to: refinance opportunities, invited (not yet claimed) or active
 * accounts, unsubscribed clients, clients with unread messages, clients who never clicked a digest.
 */
export const CLIENT_FILTERS = ['all', 'opportunities', 'invited', 'active', 'unsubscribed', 'unread', 'neverClicked'] as const;
export type ClientFilter = (typeof CLIENT_FILTERS)[number];

/** Query of `GET /api/loan-officer/clients` (and of its CSV export, without limit/offset). */
export interface LoanOfficerClientQuery {
  /** Matches name, email or phone (case-insensitive). */
  q?: string;
  /** `opportunities`: only clients flagged for a refinance; see `CLIENT_FILTERS`. */
  filter?: ClientFilter;
  /** Default `-joined`. */
  sort?: ClientSort;
  /** A fraction: 0.0075 (default) = 0.75 point above the market rate. */
  threshold?: number;
  /** 1–200, default 50. */
  limit?: number;
  offset?: number;
}

/** The 30-year rate opportunities are measured against (the newest market-rate snapshot). */
export interface OpportunityMarketRate {
  rate: number;
  source: string;
  asOf: string | null;
  scrapedAt: string;
  /**
   * `marketRatesFreshness`: true when the snapshot is more than 10 days old (the weekly read
   * failed) — opportunities are then measured against rates that are not this week's.
   */
  stale: boolean;
  /** Whole days since the snapshot was taken. */
  ageDays: number;
}

/**
 * Homeowners who signed up through the officer's link while the plan was full: they got their
 * account but did not join the list. Only how many and when — never who (they share nothing).
 * `POST /api/loan-officer/turned-away/seen` dismisses them (count back to 0).
 */
export interface TurnedAwaySignups {
  count: number;
  /** The first and the latest of them (ISO timestamps); null when count is 0. */
  firstAt: string | null;
  lastAt: string | null;
}

export interface LoanOfficerClientList {
  /** The plan in force (an ended Pro trial is `free`). */
  plan: LoanOfficerPlan;
  /** While Pro is a 14-day trial (`plan=paid` at signup): when it ends, back to Free unless paid. */
  planTrialEndsAt: string | null;
  clientLimit: number;
  referralCode: string;
  /** Every client of the officer (what counts against the plan), whatever the search. */
  clientCount: number;
  /** Clients flagged for a refinance, whatever the search. */
  opportunityCount: number;
  /** Clients matching `q` and `filter`: what the pages add up to. */
  total: number;
  limit: number;
  offset: number;
  sort: ClientSort;
  threshold: number;
  /** Null only if no market-rate snapshot exists (then nobody is flagged). */
  marketRate: OpportunityMarketRate | null;
  /** Signups through the link that could not join the list (plan full) since the officer last dismissed the notice. */
  turnedAway: TurnedAwaySignups;
  /** This page. */
  clients: LoanOfficerClient[];
}

/**
 * White-label brand of `marketing/Landing` (mfe-marketing/README.md). `GET /api/brands/{code}`
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

/** The brand settings' rules, checked by the API and by the Clients page's form alike. */
export const BRAND_RULES = {
  companyNameMax: 200,
  urlMax: 2048,
  nmlsId: /^\d{1,12}$/,
  primaryColor: /^#[0-9a-fA-F]{6}$/,
} as const;

/** What each rule says when a value breaks it (the API's 400 messages). */
export const BRAND_MESSAGES = {
  companyName: `Company name must be at most ${BRAND_RULES.companyNameMax} characters long.`,
  nmlsId: 'NMLS ID must be digits only (up to 12).',
  logoUrl: 'Logo URL must be a web address starting with http:// or https://.',
  logoUrlLength: `Logo URL must be at most ${BRAND_RULES.urlMax} characters long.`,
  photoUrl: 'Photo URL must be a web address starting with http:// or https://.',
  photoUrlLength: `Photo URL must be at most ${BRAND_RULES.urlMax} characters long.`,
  primaryColor: 'Primary color must be a hex color like #1d4ed8.',
} as const;

/**
 * The loan officer a homeowner's data is shared with (they signed up through the officer's link,
 * or claimed the account the officer's import made): the officer's card on the Dashboard, in the
 * calculators and on Profile.
 */
export interface SharedLoanOfficer {
  name: string;
  companyName: string | null;
  nmlsId: string | null;
  email: string;
  phone: string | null;
  photoUrl: string | null;
  /** The officer's brand colour (#rrggbb), for the card's accent. */
  primaryColor: string;
}

/**
 * `GET /api/user/loan-officer`: whom the signed-in user's data is shared with, if anyone, and
 * since when they consented. `DELETE /api/user/loan-officer` ends the link (answers
 * `{ message }`; 404 when there is none): digests and alerts stop with it.
 */
export interface GetSharedLoanOfficerResponse {
  loanOfficer: SharedLoanOfficer | null;
  /** When the homeowner consented to share (null: linked before consent was asked, or not linked). */
  sharingConsentAt: string | null;
}
