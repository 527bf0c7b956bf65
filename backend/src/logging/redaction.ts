/**
 * What never reaches a log line: credentials (cookies, passwords, tokens) and people's email
 * addresses. Field paths are removed by pino's `redact`; addresses inside free text (a message
 * like "Mail to pat@example.com failed", a search in a URL) are masked here.
 */

/** Fields pino removes wherever a log object carries them. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.email',
  'email',
  'password',
  'token',
];

const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
const EMAIL_ENCODED = /[A-Za-z0-9._%+-]+%40([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/gi;
/** Query parameters whose value is a secret whatever it looks like. */
const SECRET_PARAMS = /([?&](?:token|code|password|key)=)[^&#]*/gi;

/** `pat@example.com` → `***@example.com`: the domain still tells which mail provider failed. */
export function maskEmails(text: string): string {
  // Every log line passes here: most hold no address, and a lookup is cheaper than two regexes.
  if (!text.includes('@') && !text.includes('%40')) return text;
  return text.replace(EMAIL, '***@$1').replace(EMAIL_ENCODED, '***%40$1');
}

/** A request URL fit for a log line: secret parameters blanked, addresses masked. */
export function redactUrl(url: string): string {
  return maskEmails(url.includes('=') ? url.replace(SECRET_PARAMS, '$1[redacted]') : url);
}
