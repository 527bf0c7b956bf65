import { firstClientReads, OPPORTUNITY_THRESHOLD_KEY, parseOpportunityThreshold, type Role } from '@homewise/contracts';
import type REMOTES from '@homewise/platform/remotes.json';

/** A remote of @homewise/platform's remotes.json, the one list of remotes. */
export type RemoteName = keyof typeof REMOTES;

/** One page of the spec's route table (section 2) and the role-gated pages. */
export interface PageDefinition {
  /** The exposed module's name (`./Dashboard`) and the page's canonical path (`/Dashboard`). */
  name: string;
  /** How the page shows in navigation and titles. */
  title: string;
  remote: RemoteName;
  /** Inside the app layout (header, navigation, footer) or a page of its own. */
  layout: boolean;
  /** Public pages render for anyone; the others need a signed-in user. */
  access: 'public' | 'signed-in';
  /** When set, only these roles may open the page (others see "no access"). */
  roles?: readonly Role[];
  /** Other last segments that reach the page (compared lower-cased, hyphens removed). */
  aliases?: readonly string[];
  /** The page shows the user's mortgage profile: the shell loads it while the remote downloads. */
  profile?: true;
  /**
   * Other API paths (GET, under /api) the page waits for before it can be used: asked for as
   * the page starts, beside its remote (early-session.ts). Each must be the exact path the page
   * asks for, or the answer is not taken and the page asks again. A function when they depend on
   * what the browser keeps (called in the browser only).
   */
  reads?: readonly string[] | (() => readonly string[]);
  /**
   * A public page that shows server data through the platform's query library (every signed-in
   * page does): the shell downloads the library beside the page's remote (RemotePage).
   */
  serverData?: true;
}

const signedIn = { layout: true, access: 'signed-in' } as const;
const withProfile = { ...signedIn, profile: true } as const;
const publicInLayout = { layout: true, access: 'public' } as const;
const publicAlone = { layout: false, access: 'public' } as const;

/** The Clients page's first two lists, for the officer's threshold as this device keeps it. */
function clientsFirstReads(): string[] {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(OPPORTUNITY_THRESHOLD_KEY);
  } catch {
    // storage blocked (private mode): the default threshold, as the page reads it
  }
  return firstClientReads(parseOpportunityThreshold(stored));
}

/** The first page is the fallback for any path that matches none (spec section 2). */
export const PAGES: readonly PageDefinition[] = [
  { name: 'Dashboard', title: 'Dashboard', remote: 'dashboard', ...withProfile },
  { name: 'Onboarding', title: 'Onboarding', remote: 'dashboard', ...withProfile },
  { name: 'ExtraPayments', title: 'Extra Payments', remote: 'calculators', ...withProfile },
  { name: 'Profile', title: 'My Profile', remote: 'account', ...withProfile },
  { name: 'LoanOfficers', title: 'Loan Officers', remote: 'marketing', ...publicInLayout },
  // The rate field starts from the stored rates; the market rates sit beside it.
  { name: 'CutMyCosts', title: 'Cut My Costs', remote: 'calculators', ...withProfile, reads: ['/rates', '/market-rates'] },
  { name: 'MyHomeEquity', title: 'My Home Equity', remote: 'calculators', ...withProfile },
  { name: 'PrivacyPolicy', title: 'Privacy Policy', remote: 'marketing', ...publicInLayout },
  { name: 'TermsOfService', title: 'Terms of Service', remote: 'marketing', ...publicInLayout },
  { name: 'Contact', title: 'Contact', remote: 'marketing', ...publicInLayout },
  { name: 'About', title: 'About', remote: 'marketing', ...publicInLayout },
  { name: 'HowToUse', title: 'How to Use', remote: 'marketing', ...publicInLayout },
  { name: 'Clients', title: 'Clients', remote: 'dashboard', ...signedIn, roles: ['loan_officer', 'admin'], reads: clientsFirstReads },
  { name: 'RateManagement', title: 'Rate Management', remote: 'calculators', ...signedIn, roles: ['admin'] },
  { name: 'UserManagement', title: 'User Management', remote: 'account', ...signedIn, roles: ['admin'] },
  { name: 'Landing', title: 'Homewise', remote: 'marketing', ...publicAlone, aliases: ['', 'home'] },
  { name: 'Login', title: 'Sign In', remote: 'account', ...publicAlone },
  { name: 'Signup', title: 'Sign Up', remote: 'account', ...publicAlone },
  { name: 'ForgotPassword', title: 'Forgot Password', remote: 'account', ...publicAlone },
  { name: 'ResetPassword', title: 'Reset Password', remote: 'account', ...publicAlone },
  // The verification mail's link (`/verify-email?token=…`): public, it works signed out too.
  { name: 'VerifyEmail', title: 'Confirm Email', remote: 'account', ...publicAlone },
  // Links in a loan officer's mail (issue 20): claiming an imported account, and unsubscribing.
  { name: 'Claim', title: 'Claim Your Account', remote: 'account', ...publicAlone, serverData: true },
  { name: 'Unsubscribe', title: 'Unsubscribe', remote: 'account', ...publicAlone, serverData: true },
];

function normalize(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: compare it as written
  }
  return decoded.toLowerCase().replace(/-/g, '');
}

const byKey = new Map<string, PageDefinition>();
for (const page of PAGES) {
  byKey.set(normalize(page.name), page);
  for (const alias of page.aliases ?? []) byKey.set(normalize(alias), page);
}

/**
 * The page for a path: case-insensitive on the last segment, hyphens ignored (so `/dashboard`,
 * `/DASHBOARD` and `/forgot-password` all resolve), else the first page.
 */
export function findPage(pathname: string): PageDefinition {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.length ? segments[segments.length - 1] : '';
  return byKey.get(normalize(last)) ?? PAGES[0];
}

export function pageByName(name: string): PageDefinition {
  const page = PAGES.find((p) => p.name === name);
  if (!page) throw new Error(`unknown page "${name}"`);
  return page;
}

/**
 * Whether a page shows server data (useQuery): then the query library downloads beside its remote.
 * Other pages skip that download (issue 22: the landing and sign-in stay light); one that uses the
 * library all the same (Signup through an officer's link) waits for it through Suspense.
 */
export function showsServerData(page: PageDefinition): boolean {
  return page.access === 'signed-in' || page.serverData === true;
}

/** May this role open the page? (Access to signed-in pages is checked separately.) */
export function roleMayOpen(page: PageDefinition, role: Role): boolean {
  return !page.roles || page.roles.includes(role);
}

/** Primary navigation by role (spec section 6). */
export function navigationFor(role: Role): PageDefinition[] {
  const base = ['Dashboard', 'CutMyCosts', 'ExtraPayments', 'MyHomeEquity'];
  const extra = role === 'admin' ? ['Clients', 'RateManagement', 'UserManagement'] : role === 'loan_officer' ? ['Clients'] : [];
  return [...base, ...extra].map(pageByName);
}
