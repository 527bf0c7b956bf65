import { isIP } from 'node:net';
import { z } from 'zod';
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@homewise/contracts';

/**
 * Every environment variable the backend reads, in one zod schema, validated once at boot
 * (loadConfig in app-config.ts): each has its default, bounds and the sentence that names it when
 * it is wrong. An issue's message is written without the variable's name; loadConfig puts the
 * name in front ("PORT must be a whole number from 0 to 65535 (got "x")").
 */

/**
 * A URL as it may appear in an error message: its password replaced by ***, or not at all when it
 * cannot be parsed (it may still hold one). Config errors end up in logs that many people read.
 */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString().replace(/\/$/, value.endsWith('/') ? '/' : '');
  } catch {
    return '(not shown: it may hold a password)';
  }
}

/** Unset and blank are the same: the default applies. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

function wholeIn(raw: string, min: number, max: number, ctx: z.RefinementCtx): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : fail(ctx, `must be a whole number from ${min} to ${max} (got "${raw}")`);
}

/** A whole number within bounds, or `fallback` when unset. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  text.transform((raw, ctx) => (raw === undefined ? fallback : wholeIn(raw, min, max, ctx)));

/** A whole number within bounds, or undefined when unset (the caller's default then applies). */
const optionalWholeNumber = (min: number, max: number) =>
  text.transform((raw, ctx) => (raw === undefined ? undefined : wholeIn(raw, min, max, ctx)));

/** A URL with one of these protocols, or undefined. Its password never appears in a message. */
const url = (protocols: string[]) =>
  text.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return fail(ctx, `is not a valid URL: ${redactUrl(raw)}`);
    }
    if (!protocols.includes(parsed.protocol)) {
      return fail(ctx, `must start with ${protocols.map((p) => p + '//').join(' or ')} (got "${redactUrl(raw)}")`);
    }
    return raw;
  });

/** One of `values` (any case), or `fallback` when unset. */
const oneOf = <T extends string>(values: readonly T[], fallback: T) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = raw?.trim().toLowerCase();
      if (!value) return fallback;
      if ((values as readonly string[]).includes(value)) return value as T;
      return fail(ctx, `must be one of ${values.join(', ')} (got "${raw}")`);
    });

const flag = (fallback: boolean) =>
  text.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    return fail(ctx, `must be true or false (got "${raw}")`);
  });

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_EVERYONE =
  'TRUST_PROXY=true would trust every client to name its own address: list the proxies in front of the API instead (addresses or CIDRs, e.g. 10.0.0.0/8, or loopback)';

/**
 * TRUST_PROXY as a list of proxies. `true`, hop counts and /0 networks are refused: they would
 * believe the X-Forwarded-For of any client, which could then pick a fresh address per request
 * and walk past every per-IP limit (or pin one victim's address and lock them out).
 */
const trustedProxies = text.transform((raw, ctx): false | string[] => {
  if (raw === undefined) return ['loopback'];
  if (/^(false|0|no)$/i.test(raw)) return false;
  if (/^(true|yes|[1-9]\d*)$/i.test(raw)) return fail(ctx, TRUST_EVERYONE);
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_PRESETS.has(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    const prefix = bits === undefined ? max : /^\d+$/.test(bits) ? Number(bits) : NaN;
    if (!family || rest.length || !(prefix >= 0 && prefix <= max)) {
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: "${entry}" is not an IP address, a CIDR (e.g. 10.0.0.0/8) or loopback, linklocal, uniquelocal` });
    } else if (prefix === 0) {
      ctx.addIssue({ code: 'custom', message: TRUST_EVERYONE });
    }
  }
  return entries;
});

const email = (fallback: string) =>
  text.transform((raw, ctx) => {
    const value = raw ?? fallback;
    return /^[^\s@]+@[^\s@]+$/.test(value) ? value : fail(ctx, `must be an email address (got "${value}")`);
  });

/** A rate limit's count (its window is fixed in app-config.ts). */
const limit = (fallback: number, max = 100_000) => wholeNumber(fallback, 1, max);

export const ENV_SCHEMA = z.object({
  NODE_ENV: text,
  PORT: optionalWholeNumber(0, 65535),
  BACKEND_PORT: wholeNumber(3000, 0, 65535),
  HOST: text.transform((value) => value ?? '0.0.0.0'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  REDIS_URL: url(['redis:', 'rediss:']),
  SMTP_URL: url(['smtp:', 'smtps:']),
  APP_URL: url(['http:', 'https:']),
  RATES_SOURCE_URL: url(['http:', 'https:']),
  RATES_SOURCE: oneOf(['mba', 'pmms'] as const, 'mba'),
  RATES_FETCH_TIMEOUT_MS: wholeNumber(15_000, 100, 120_000),
  RATES_CATCH_UP: flag(true),
  DATA_DIR: text.transform((value) => value ?? './data'),
  SUPPORT_EMAIL: email('support@homewise.local'),
  TRUST_PROXY: trustedProxies,
  SESSION_IDLE_MINUTES: wholeNumber(SESSION_IDLE_MINUTES, 1, 7 * 24 * 60),
  SESSION_MAX_HOURS: wholeNumber(SESSION_MAX_HOURS, 1, 365 * 24),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(30_000, 100, 3_600_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber(60_000, 100, 3_600_000),
  DB_POOL_SIZE: wholeNumber(10, 1, 200),
  MIGRATIONS_AT_BOOT: oneOf(['run', 'check'] as const, 'run'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  LOG_FORMAT: oneOf(['json', 'pretty'] as const, 'json'),
  /** Default 5000 in production, else 0 (app-config.ts). */
  SHUTDOWN_DRAIN_MS: optionalWholeNumber(0, 60_000),
  RATE_LIMIT_LOGIN_PER_IP: limit(30),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: limit(10),
  RATE_LIMIT_RESET_PER_IP: limit(10),
  RATE_LIMIT_RESET_PER_ACCOUNT: limit(3),
  RATE_LIMIT_CONTACT_PER_IP: limit(10),
  // Generous: a household or an office shares one IP, and one run of the browser e2e suite signs
  // up about 21 users from 127.0.0.1 (e2e/tests; that platform may raise it through the env).
  RATE_LIMIT_SIGNUP_PER_IP: limit(60),
  // Generous: a page view a second for ten minutes is far more than one person clicks, with room
  // for an office or a campus behind one address; it only bounds what one client can store.
  RATE_LIMIT_PAGE_VIEWS_PER_IP: limit(600, 1_000_000),
  // Per signed-in user, per minute: every POST/PATCH/PUT/DELETE (saving a form, an extra payment).
  // A person saves a few times a minute; a script saving hundreds a second is refused.
  RATE_LIMIT_WRITES_PER_USER: limit(60, 1_000_000),
  // Per user, per hour: each change costs two argon2 hashes and a mail.
  RATE_LIMIT_PASSWORD_CHANGES_PER_USER: limit(5),
  // BullMQ joins keys with ':'; a prefix containing one would make keys ambiguous.
  JOBS_PREFIX: text.transform((raw, ctx) => {
    const value = raw ?? 'homewise';
    return /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : fail(ctx, `may use letters, digits, "_", "-" and "." (got "${value}")`);
  }),
  JOBS_ENQUEUE_TIMEOUT_MS: wholeNumber(2_000, 50, 60_000),
  JOBS_RETRY_DELAY_MS: optionalWholeNumber(10, 3_600_000),
  JOBS_CLOSE_TIMEOUT_MS: wholeNumber(3_000, 100, 60_000),
  MAIL_FROM: text.transform((raw, ctx) => {
    const value = raw ?? 'Homewise <no-reply@homewise.local>';
    return /@[^\s@>]+>?$/.test(value) ? value : fail(ctx, `must be an address like "Homewise <no-reply@example.com>" (got "${value}")`);
  }),
  MAIL_RELAY_INTERVAL_MS: wholeNumber(30_000, 50, 3_600_000),
  MAIL_MAX_ATTEMPTS: wholeNumber(48, 1, 1_000),
  MAIL_SENDING_LEASE_MS: wholeNumber(30_000, 1_000, 600_000),
  // The retention engine (src/retention/README.md): marketing mail's pace across all replicas,
  // the HMAC key of links in mail (unset: one kept in the database), List-Unsubscribe's mailto
  // (unset: unsubscribe@ MAIL_FROM's domain) and when due digests are planned.
  MAIL_RATE_PER_MINUTE: wholeNumber(600, 1, 1_000_000),
  LINK_SIGNING_SECRET: text.transform((raw, ctx) =>
    raw === undefined || raw.length >= 32 ? raw : fail(ctx, 'must be at least 32 characters long (a random string)'),
  ),
  UNSUBSCRIBE_MAILTO: text.transform((raw, ctx) =>
    raw === undefined || /^[^\s@<>]+@[^\s@<>]+$/.test(raw) ? raw : fail(ctx, `must be an email address (got "${raw}")`),
  ),
  // The mailbox of List-Unsubscribe's mailto: an SMTP listener on this port (unset: none).
  UNSUBSCRIBE_SMTP_PORT: optionalWholeNumber(1, 65_535),
  // …and/or the shared secret of POST /api/mail/inbound, where a mail provider forwards that mail.
  INBOUND_MAIL_SECRET: text.transform((raw, ctx) =>
    raw === undefined || raw.length >= 32 ? raw : fail(ctx, 'must be at least 32 characters long (a random string)'),
  ),
  DIGEST_PLAN_CRON: text.transform((raw, ctx) => {
    const value = raw ?? '*/15 * * * *';
    // Six fields (seconds first) let the digest bench and the replica-kill test plan every few seconds.
    return [5, 6].includes(value.trim().split(/\s+/).length) ? value : fail(ctx, `must be a cron expression of five (or six, seconds first) fields (got "${value}")`);
  }),
});

export type Environment = z.output<typeof ENV_SCHEMA>;

/**
 * With NODE_ENV=production nothing falls back to the embedded defaults, which suit one machine:
 * each missing service is one line saying what to set and why (README "Production").
 */
export function productionProblems(raw: Record<string, string | undefined>): string[] {
  const env = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, value?.trim() || undefined]));
  const problems: string[] = [];
  if (!env.DATABASE_URL) {
    problems.push('DATABASE_URL is required in production (NODE_ENV=production): the embedded database keeps data on this one machine only');
  }
  if (!env.REDIS_URL) {
    problems.push("REDIS_URL is required in production (NODE_ENV=production): without it jobs run in each replica's memory, the weekly scrape runs once per replica and each replica counts the rate limits alone");
  }
  if (!env.SMTP_URL) {
    problems.push('SMTP_URL is required in production (NODE_ENV=production): without it mail is written as .eml files under DATA_DIR instead of being sent, reset links included');
  }
  if (!env.APP_URL) {
    problems.push('APP_URL is required in production (NODE_ENV=production): the public https:// address of the app, used in mail links and redirects');
  } else if (!env.APP_URL.startsWith('https://')) {
    problems.push(`APP_URL must be an https:// address in production (NODE_ENV=production), so session cookies are Secure (got "${env.APP_URL}")`);
  }
  return problems;
}
