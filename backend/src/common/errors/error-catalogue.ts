/**
 * Every refusal a service can give, by code: the HTTP status the one exception filter answers
 * with (all-exceptions.filter.ts) and the sentence people read — the frontends show `message`
 * as it is (the spec's error catalogue, section 8). Services throw `new DomainError(code)` and
 * never think in HTTP; tests compare with `errorMessage(code)`.
 */

/** How long to wait before trying again, in words: "Please wait 3 minutes and try again." */
const waitSentence = ({ retryAfterSeconds }: { retryAfterSeconds: number }): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

export const ERROR_CATALOGUE = {
  // Signing in and being allowed
  NOT_SIGNED_IN: { status: 401, message: 'You are not signed in. Please log in.' },
  NO_PERMISSION: { status: 403, message: 'You do not have permission to do this.' },
  INVALID_LOGIN: { status: 401, message: 'Invalid email or password' },
  PRO_TRIAL_USED: {
    status: 409,
    message: 'This email has already had its Loan Officer Pro trial. Sign up on Free Starter, or contact us to go Pro.',
  },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists. Please log in instead.' },
  // Too many tries (each carries retryAfterSeconds: the Retry-After header)
  TOO_MANY_ATTEMPTS: { status: 429, message: (p: { retryAfterSeconds: number }) => `Too many attempts. ${waitSentence(p)}` },
  TOO_MANY_SIGNUPS: {
    status: 429,
    message: (p: { retryAfterSeconds: number }) => `Too many accounts were created from your network. ${waitSentence(p)}`,
  },
  TOO_MANY_WRITES: {
    status: 429,
    message: (p: { retryAfterSeconds: number }) => `You are saving changes faster than a person would. ${waitSentence(p)}`,
  },
  TOO_MANY_PASSWORD_CHANGES: {
    status: 429,
    message: (p: { retryAfterSeconds: number }) => `Your password was changed several times in the last hour. ${waitSentence(p)}`,
  },
  ACCOUNT_PAUSED: {
    status: 429,
    message: (p: { retryAfterSeconds: number }) => `Too many failed sign-ins for this account. ${waitSentence(p)}`,
  },
  // Passwords, links, closing an account
  RESET_LINK_INVALID: { status: 400, message: 'This password reset link is invalid or has expired. Please request a new one.' },
  VERIFICATION_LINK_INVALID: {
    status: 400,
    message: 'This confirmation link is invalid or has expired. Sign in and ask for a new one from the banner at the top of the page.',
  },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Your current password is not correct. Your password has not been changed.' },
  SAME_PASSWORD: { status: 400, message: 'Choose a new password that is different from your current one.' },
  WRONG_PASSWORD_FOR_DELETION: { status: 400, message: 'The password is incorrect. Your account has not been deleted.' },
  LAST_ADMIN: {
    status: 409,
    message: 'You are the only admin. Make another user an admin before you delete your account, so someone can still manage Homewise.',
  },
  ACCOUNT_GONE: { status: 400, message: 'This account no longer exists.' },
  // Managing users
  USER_NOT_FOUND: { status: 404, message: 'User not found.' },
  NO_USER_WITH_EMAIL: { status: 404, message: ({ email }: { email: string }) => `No user with the email ${email}.` },
  OWN_ADMIN_ROLE: { status: 400, message: 'You cannot remove your own admin role. Ask another admin.' },
  NOT_A_LOAN_OFFICER: { status: 400, message: 'Only loan officers have a plan. Make this user a loan officer first.' },
  SESSION_NOT_FOUND: { status: 404, message: 'Session not found.' },
  // Loan officers
  UNKNOWN_REFERRAL_CODE: { status: 404, message: 'No loan officer has this referral code.' },
  NOT_SHARING: { status: 404, message: 'Your account is not linked to a loan officer.' },
  // The retention engine (src/retention)
  EMAIL_NOT_CONFIRMED: {
    status: 403,
    message: 'Confirm your email address first: you can import or invite clients once you have opened the confirmation link we mailed you.',
  },
  CLIENT_IMPORT_INVALID: { status: 400, message: ({ problem }: { problem: string }) => problem },
  CLIENT_NOT_FOUND: { status: 404, message: 'Client not found.' },
  ALREADY_CLAIMED: { status: 409, message: 'This client has already claimed their account, so there is no invitation to send.' },
  CLIENT_UNSUBSCRIBED: { status: 409, message: 'This client unsubscribed from your mail, so nothing more is sent to them.' },
  ACCOUNT_NOT_CLAIMED: {
    status: 409,
    message: 'Your loan officer set up this account and it has no password yet. We have emailed you a link to choose one.',
  },
  CLAIM_LINK_INVALID: {
    status: 400,
    message: 'This invitation link is invalid, used or expired. Ask your loan officer to send a new one, or sign in if you already chose a password.',
  },
  INBOUND_MAIL_OFF: { status: 404, message: 'Inbound mail is not set up here (INBOUND_MAIL_SECRET).' },
  INBOUND_MAIL_UNAUTHORIZED: { status: 401, message: 'The inbound mail secret is missing or wrong (Authorization: Bearer <INBOUND_MAIL_SECRET>).' },
  NOT_AN_UNSUBSCRIBE_MAIL: { status: 400, message: 'This mail is not for the unsubscribe address, or its subject has no unsubscribe token.' },
  UNSUBSCRIBE_LINK_INVALID: { status: 400, message: 'This unsubscribe link is not valid. Sign in and switch the digest off on your Profile instead.' },
  DIGEST_ALREADY_SENT_TODAY: { status: 409, message: 'This client already got a digest today. Try again tomorrow.' },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found.' },
  TOO_MANY_MESSAGES: {
    status: 429,
    message: (p: { retryAfterSeconds: number }) => `You sent many messages in the last hour. ${waitSentence(p)}`,
  },
  // Mortgage profiles and extra payments
  PROFILE_NOT_FOUND: { status: 404, message: 'Mortgage profile not found.' },
  NO_PROFILE_YET: { status: 404, message: 'You have no mortgage profile yet. Please complete onboarding first.' },
  PROFILE_EXISTS: { status: 409, message: 'You already have a mortgage profile. Edit it instead of creating another.' },
  /** The sentence comes from contracts `loanTermProblem` (the forms check the same rule). */
  LOAN_TERM_MISMATCH: { status: 400, message: ({ problem }: { problem: string }) => problem },
  /** The sentences come from contracts `mortgageProblems` (the forms show the same words at the fields). */
  MORTGAGE_OUT_OF_BOUNDS: { status: 400, message: ({ problems }: { problems: string }) => problems },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Extra payment not found.' },
  SCENARIO_NOT_FOUND: { status: 404, message: 'Offer not found.' },
  SCENARIO_LIMIT: { status: 409, message: 'You can compare up to 3 offers. Delete one to save another.' },
  TOO_MANY_EXTRA_PAYMENTS: {
    status: 409,
    message: ({ limit }: { limit: number }) =>
      `A mortgage can hold at most ${limit.toLocaleString('en-US')} extra payments. Delete some you no longer need before adding more.`,
  },
  // Rates
  RATE_ENTRY_NOT_FOUND: { status: 404, message: 'Rate entry not found.' },
  RATE_ENTRY_EXISTS: {
    status: 409,
    message: ({ loanType }: { loanType: string }) => `There is already a rate for ${loanType}. Edit that one instead.`,
  },
  /** The sentences come from contracts `manualMarketRatesProblems` (Rate Management's form shows the same words). */
  MARKET_RATES_OUT_OF_BOUNDS: { status: 400, message: ({ problems }: { problems: string }) => problems },
  NO_MARKET_RATES: { status: 404, message: 'No market rates are available yet.' },
  SCRAPE_NOT_FOUND: { status: 404, message: 'No market-rate refresh has this id.' },
} as const satisfies Record<string, { status: number; message: string | ((params: never) => string) }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** What a code's sentence needs (`undefined` for a fixed sentence). */
export type ErrorParams<C extends ErrorCode> = (typeof ERROR_CATALOGUE)[C]['message'] extends (params: infer P) => string ? P : undefined;

/** The sentence of a code, as the API answers it. */
export function errorMessage<C extends ErrorCode>(code: C, ...[params]: ErrorParams<C> extends undefined ? [] : [ErrorParams<C>]): string {
  const { message } = ERROR_CATALOGUE[code];
  return typeof message === 'function' ? (message as (p: unknown) => string)(params) : message;
}
