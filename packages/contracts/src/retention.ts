/**
 * The loan officers' retention engine (issue 20): importing a book of clients, invitations and
 * claiming an account, the monthly digest, rate and equity alerts, messages to the officer,
 * unsubscribing, and what the officer sees of it all. Backend: `backend/src/retention/README.md`.
 */
import type { SharedLoanOfficer } from './loan-officer.js';
import type { User } from './user.js';

// ---------------------------------------------------------------------------------------------
// Importing a book: POST /api/loan-officer/clients/import (loan officer, confirmed email)

/** At most this many data rows in one import call. */
export const CLIENT_IMPORT_MAX_ROWS = 5000;
/** The CSV text may be at most this long (5,000 rows of a dozen columns fit easily). */
export const CLIENT_IMPORT_MAX_CHARS = 4_000_000;

/** A field an import fills, as `CLIENT_IMPORT_COLUMNS` describes it. */
export type ClientImportField =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'phone'
  | 'propertyAddress'
  | 'loanAmount'
  | 'interestRate'
  | 'termYears'
  | 'firstPaymentDate'
  | 'currentBalance'
  | 'homeValue';

/**
 * The columns an import reads, matched by header: letters and digits only, case-insensitive
 * ("E-mail", "email", "EMAIL ADDRESS" and "Email_Address" all match), so spacing and punctuation
 * never matter. Other columns are ignored. A screen can show this list as the template.
 */
export const CLIENT_IMPORT_COLUMNS: readonly { field: ClientImportField; label: string; aliases: readonly string[]; required: boolean }[] = [
  { field: 'email', label: 'Email', aliases: ['email', 'e-mail', 'email address', 'e-mail address'], required: true },
  { field: 'firstName', label: 'First Name', aliases: ['first name', 'firstname', 'first', 'given name'], required: false },
  { field: 'lastName', label: 'Last Name', aliases: ['last name', 'lastname', 'last', 'surname', 'family name'], required: false },
  { field: 'fullName', label: 'Name', aliases: ['name', 'full name', 'client name', 'borrower', 'borrower name'], required: false },
  { field: 'phone', label: 'Phone', aliases: ['phone', 'phone number', 'mobile', 'cell', 'telephone'], required: false },
  { field: 'propertyAddress', label: 'Property Address', aliases: ['property address', 'address', 'property', 'subject property'], required: false },
  { field: 'loanAmount', label: 'Loan Amount', aliases: ['loan amount', 'original loan amount', 'original balance', 'original amount'], required: false },
  { field: 'interestRate', label: 'Interest Rate', aliases: ['interest rate', 'rate', 'note rate'], required: false },
  { field: 'termYears', label: 'Term (years)', aliases: ['term (years)', 'term', 'term years', 'loan term', 'loan term (years)'], required: false },
  { field: 'firstPaymentDate', label: 'First Payment Date', aliases: ['first payment date', 'first payment', 'first pay date'], required: false },
  { field: 'currentBalance', label: 'Current Balance', aliases: ['current balance', 'balance', 'unpaid balance', 'principal balance'], required: false },
  { field: 'homeValue', label: 'Home Value', aliases: ['home value', 'property value', 'current home value', 'value', 'estimated value'], required: false },
];

/**
 * `POST /api/loan-officer/clients/import`: the CSV as text (a file picked or pasted). The first
 * line is the header. A row with Loan Amount, Interest Rate and Home Value gets a mortgage
 * profile (Term defaults to 30 years; Current Balance, when missing, is the scheduled balance
 * from the First Payment Date, else the loan amount; the payment is the note's payment from
 * `@homewise/finance`). An Interest Rate is a percent ("6.5", "6.5%") or a fraction ("0.065").
 * Money may carry "$" and ","; dates are YYYY-MM-DD or M/D/YYYY.
 */
export interface ClientImportRequest {
  csv: string;
}

/** A row that was not imported, and why, in words the officer acts on. */
export interface ClientImportSkippedRow {
  /** The row's line as a spreadsheet numbers it: the header is row 1, the first client row 2. */
  row: number;
  /** The row's email when it had one (to find it in the file). */
  email: string | null;
  reason: string;
}

/**
 * The import's outcome. Each row is imported whole or not at all; a bad row never stops the
 * others. Re-importing an email that is already the officer's client (invited, not yet claimed)
 * updates that client; a client who claimed their account keeps their own details (skipped, with
 * the reason). Rows past the plan's capacity are skipped with the reason, never half-imported.
 * New clients get an invitation mail; their first digests are spread over the next 7 days.
 */
export interface ClientImportResponse {
  /** `created + updated`. */
  imported: number;
  created: number;
  updated: number;
  skipped: ClientImportSkippedRow[];
  /** Clients of the officer after the import, and what the plan allows. */
  clientCount: number;
  clientLimit: number;
}

// ---------------------------------------------------------------------------------------------
// Invitations and claiming an account

/**
 * `POST /api/loan-officer/clients/:id/invitation` (loan officer): sends the invitation again
 * (a new claim link; the old one stops working). 202 `{ message }`; 409 `ALREADY_CLAIMED` or
 * `CLIENT_UNSUBSCRIBED`; 404 for someone else's client.
 */
export const INVITATION_LINK_DAYS = 30;

/**
 * `GET /api/auth/claim/:token` (public): what the claim page shows before the homeowner sets a
 * password. 400 `CLAIM_LINK_INVALID` for an unknown, used or expired link.
 */
export interface ClaimInvitation {
  email: string;
  firstName: string | null;
  fullName: string | null;
  /** The officer who invited them: the page names them (name, company, NMLS id) and asks for consent to share. */
  loanOfficer: SharedLoanOfficer;
  /** The profile the officer filled in, if any (the homeowner can edit it after claiming). */
  hasMortgageProfile: boolean;
}

/**
 * `POST /api/auth/claim` (public): sets the password, signs in (session cookie) and answers the
 * User. `shareConsent: true` records the consent to share mortgage details with the officer
 * (time stored, shown on Profile); `false` claims the account but stops sharing at once.
 */
export interface ClaimAccountRequest {
  token: string;
  password: string;
  shareConsent: boolean;
}
export type ClaimAccountResponse = User;

// ---------------------------------------------------------------------------------------------
// The homeowner's officer (Dashboard card, calculators, Profile)

/** The refinance a homeowner sends from Cut My Costs ("Send this scenario to <officer>"). */
export interface RefinanceScenarioInput {
  /** A fraction (0.0625), like every rate. */
  newRate: number;
  newTermYears: number;
  closingCosts: number;
  rollClosingCosts: boolean;
}

/**
 * The figures of a scenario, computed by the API from the homeowner's profile with
 * `@homewise/finance` `refinance` (exactly Cut My Costs at those inputs), never taken from the
 * browser.
 */
export interface RefinanceScenarioFigures extends RefinanceScenarioInput {
  currentRate: number;
  balance: number;
  currentMonthlyPayment: number;
  newMonthlyPayment: number;
  monthlySavings: number;
  /** Whole months; null = never. */
  breakEvenMonths: number | null;
  lifetimeSavings: number;
}

/** Messages are at most this long. */
export const CLIENT_MESSAGE_MAX_LENGTH = 2000;

/**
 * `POST /api/user/loan-officer/messages` (signed in, sharing with an officer): "Ask <officer>"
 * and "Send this scenario to <officer>". Stored for the officer's Messages list and mailed to
 * the officer with Reply-To the homeowner (the officer answers by mail). 201
 * `SendClientMessageResponse`; 404 `NOT_SHARING` without an officer; 429 past 20 an hour.
 */
export interface SendClientMessageRequest {
  message: string;
  /** Present for "Send this scenario": the API adds the figures. */
  scenario?: RefinanceScenarioInput;
}
export interface SendClientMessageResponse {
  id: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// The officer's Messages list: GET /api/loan-officer/messages, PATCH /api/loan-officer/messages/:id

export interface ClientMessage {
  id: string;
  clientId: string;
  clientName: string | null;
  clientEmail: string;
  body: string;
  /** With "Send this scenario": the scenario and its figures at the time it was sent. */
  scenario: RefinanceScenarioFigures | null;
  /** `ask` from the card or a digest, `scenario` from Cut My Costs. */
  kind: 'ask' | 'scenario';
  sentAt: string;
  readAt: string | null;
}

/** `GET /api/loan-officer/messages?clientId=&unread=&limit=&offset=`: newest first. */
export interface ClientMessagesQuery {
  clientId?: string;
  /** `true`: only unread ones. */
  unread?: boolean;
  /** 1–200, default 50. */
  limit?: number;
  offset?: number;
}
export interface ClientMessageList {
  messages: ClientMessage[];
  /** Matching the query. */
  total: number;
  /** Every unread message of the officer, whatever the query. */
  unread: number;
}
/** `PATCH /api/loan-officer/messages/:id` → the message. */
export interface UpdateClientMessageRequest {
  read: boolean;
}

// ---------------------------------------------------------------------------------------------
// Digest settings, preview and "Send now" (loan officer)

/** A digest is sent every this many days from the first one. */
export const DIGEST_INTERVAL_DAYS = 30;
/** After this many digests in a row without a click or a sign-in, every 90 days until the client acts. */
export const DIGEST_IGNORED_LIMIT = 3;
export const DIGEST_QUIET_INTERVAL_DAYS = 90;
/** An import's first digests are spread over this many days. */
export const IMPORT_DIGEST_SPREAD_DAYS = 7;
/** A rate alert goes to a client at most once in this many days, when break-even is within the next constant. */
export const RATE_ALERT_MIN_DAYS_APART = 30;
export const RATE_ALERT_MAX_BREAK_EVEN_MONTHS = 36;

/** `GET /api/loan-officer/digest-settings`, `PATCH` (partial) → the settings. */
export interface DigestSettings {
  /** Monthly digests and alerts for all of the officer's clients (default on). */
  digestsEnabled: boolean;
  /**
   * Rate alerts: a client whose rate is at least this much above this week's 30-year market rate
   * (a fraction, 0–0.05; default 0.0075 = 0.75 point) and whose break-even is within 36 months.
   */
  rateAlertThreshold: number;
}

/** What a digest says, figure by figure (the preview shows it beside the mail). */
export interface DigestFigures {
  /** The day the figures are for (YYYY-MM-DD). */
  asOf: string;
  /** Null where the client has no mortgage profile: the digest then invites them to add one. */
  home: null | {
    homeValue: number;
    /** `@homewise/finance` `equity`. */
    equity: number;
    equityPercent: number;
    /** Since the previous digest; null on the first one. */
    homeValueChange: number | null;
    equityChange: number | null;
    balance: number;
    balanceChange: number | null;
    monthlyPayment: number;
    /** This month's payment split (the amortization schedule's next row). */
    principalThisMonth: number;
    interestThisMonth: number;
    rate: number;
    /** Payments left under the note and the payoff date. */
    paymentsLeft: number;
    payoffDate: string | null;
    /** Progress to PMI-free, when the loan started above 80% of the value (else null). */
    pmi: null | {
      /** Balance ÷ original value now, and the 80% target. */
      loanToValue: number;
      targetLoanToValue: number;
      /** The scheduled date the balance reaches 80% of the original value. */
      requestDate: string | null;
      reached: boolean;
    };
  };
  market: null | {
    /** This week's 30-year rate (a fraction) and its survey week. */
    rate: number;
    asOf: string | null;
    /** True when the newest snapshot is too old to call this week's (marketRatesFreshness: over 10 days). */
    stale: boolean;
    /** What the digest says of stale rates, in the pages' words (marketRatesFreshness' notice); null when fresh. */
    notice?: string | null;
  };
  /** Refinancing now at the market rate, as Cut My Costs computes it (null without both). */
  refinance: null | {
    newMonthlyPayment: number;
    monthlySavings: number;
    breakEvenMonths: number | null;
    lifetimeSavings: number;
    /** True when it saves money every month and pays back its costs (the digest then says so). */
    worthALook: boolean;
  };
}

/** `GET /api/loan-officer/clients/:id/digest`: the digest as it would go out now. */
export interface DigestPreview {
  subject: string;
  html: string;
  text: string;
  figures: DigestFigures;
  /** When the next one is due (null: not scheduled — unsubscribed, digests off, or not sharing). */
  nextDigestAt: string | null;
}

/**
 * `POST /api/loan-officer/clients/:id/digest` ("Send now"): 202 `{ message }`; the 30-day clock
 * restarts from now. 409 `DIGEST_ALREADY_SENT_TODAY`, `CLIENT_UNSUBSCRIBED`; 404 for someone
 * else's client.
 */
export interface SendDigestNowResponse {
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Unsubscribing (public, by the signed token in every marketing mail)

/**
 * The page `/unsubscribe?token=<token>` (a link in every digest and alert):
 * - `GET /api/unsubscribe/:token` → `UnsubscribeStatus` (400 `UNSUBSCRIBE_LINK_INVALID`);
 * - `POST /api/unsubscribe/:token` → unsubscribes (idempotent) → `UnsubscribeStatus`;
 * - `DELETE /api/unsubscribe/:token` → resubscribes → `UnsubscribeStatus`.
 * Mail providers' one-click (RFC 8058) POSTs `List-Unsubscribe=One-Click` (form-encoded) to
 * `/api/unsubscribe/one-click/:token`, the `List-Unsubscribe` header's https address; a GET
 * there (a person following the header's link) is sent on to the page.
 */
export interface UnsubscribeStatus {
  /** The address, partly hidden (`j***@example.com`): the page says whose mail stops. */
  email: string;
  /** The officer whose digests these are, when the client shares with one. */
  loanOfficerName: string | null;
  unsubscribed: boolean;
  unsubscribedAt: string | null;
}

/**
 * `GET /api/user/mail-preferences`, `PATCH` → the signed-in homeowner's own switch (Profile):
 * `digests: false` is the same as unsubscribing.
 */
export interface MailPreferences {
  digests: boolean;
}
