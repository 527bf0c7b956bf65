import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@homewise/contracts';

/** The repository root (backend/src/config or backend/dist/config → three levels up). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

/** Limits of one rate-limited action: at most `max` hits per `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Everything the backend reads from the environment, parsed and validated once at start-up
 * (ARCHITECTURE.md section 4). Injected by class: `constructor(private config: AppConfig)`.
 */
export class AppConfig {
  port: number;
  host: string;
  /** Unset: embedded PGlite under `dataDir/pgdata`. */
  databaseUrl: string | undefined;
  /** Unset: jobs run in-process. */
  redisUrl: string | undefined;
  /** Unset: mail is written as .eml files under `dataDir/outbox`. */
  smtpUrl: string | undefined;
  /** Public URL of the app (links in mail, login redirects). No trailing slash. */
  appUrl: string;
  ratesSourceUrl: string | undefined;
  /** RATES_CATCH_UP (default true): at boot, scrape now if the last weekly run was missed. */
  ratesCatchUp: boolean;
  /** Absolute; a relative DATA_DIR is resolved against the repository root, not the cwd. */
  dataDir: string;
  supportEmail: string;
  /**
   * Which proxies may set X-Forwarded-For / X-Forwarded-Proto (client IP for rate limits,
   * HTTPS for Secure cookies): false (none) or a list of addresses, CIDRs and the presets
   * loopback, linklocal, uniquelocal (fastify/proxy-addr). Default ['loopback']: the shell
   * server's /api proxy on the same machine. Never "everyone": then any client picks its address.
   */
  trustProxy: false | string[];
  /** NODE_ENV=production: every embedded fallback is refused at boot (productionProblems: SMTP too, so no reset link is left in a file). */
  production: boolean;
  /** A session ends after `idleSeconds` without a request, and `absoluteSeconds` after sign-in. */
  sessions: { idleSeconds: number; absoluteSeconds: number };
  /** Set on every pooled connection: no statement or forgotten transaction holds the database. */
  database: { statementTimeoutMs: number; idleInTransactionTimeoutMs: number };
  dbPoolSize: number;
  /** True when the database is the embedded PGlite (set by useEmbeddedDatabase, never by env). */
  embeddedDatabase: boolean;
  /** MIGRATIONS_AT_BOOT: `run` pending migrations under an advisory lock, or only `check` (a release Job runs them). */
  migrationsAtBoot: 'run' | 'check';
  /** LOG_LEVEL: the lowest level logged (`info` logs one line per request). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LOG_FORMAT: `json` (one object per line, for log collectors) or `pretty` (for people, `npm start`). */
  logFormat: 'json' | 'pretty';
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long /api/ready answers 503 while requests are still
   * served, so the edge or Kubernetes stops sending new ones before the server closes.
   */
  shutdownDrainMs: number;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginFailuresPerAccount: RateLimitRule;
    resetPerIp: RateLimitRule;
    resetPerAccount: RateLimitRule;
    contactPerIp: RateLimitRule;
    signupPerIp: RateLimitRule;
    /** Counted in memory per process, not in Postgres (src/analytics/page-view-limiter.ts). */
    pageViewsPerIp: RateLimitRule;
  };
}

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

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

function optionalUrl(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')} (got "${redactUrl(value)}")`);
    }
    return value;
  } catch {
    problems.push(`${name} is not a valid URL: ${redactUrl(value)}`);
    return undefined;
  }
}

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as a list of proxies. `true`, hop counts and /0 networks are refused: they would
 * believe the X-Forwarded-For of any client, which could then pick a fresh address per request
 * and walk past every per-IP limit (or pin one victim's address and lock them out).
 */
function trustedProxies(env: Env, problems: string[]): false | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return ['loopback'];
  if (/^(false|0|no)$/i.test(raw)) return false;
  const everyone = 'TRUST_PROXY=true would trust every client to name its own address: list the proxies in front of the API instead (addresses or CIDRs, e.g. 10.0.0.0/8, or loopback)';
  if (/^(true|yes|[1-9]\d*)$/i.test(raw)) {
    problems.push(everyone);
    return ['loopback'];
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_PRESETS.has(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    const prefix = bits === undefined ? max : /^\d+$/.test(bits) ? Number(bits) : NaN;
    if (!family || rest.length || !(prefix >= 0 && prefix <= max)) {
      problems.push(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR (e.g. 10.0.0.0/8) or loopback, linklocal, uniquelocal`);
    } else if (prefix === 0) {
      problems.push(everyone);
    }
  }
  return entries;
}

/** An optional whole number within bounds; a problem is recorded (not thrown) when it is not. */
export function integer(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T, problems: string[]): T {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if ((values as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name} must be one of ${values.join(', ')} (got "${env[name]}")`);
  return fallback;
}

/**
 * With NODE_ENV=production nothing falls back to the embedded defaults, which suit one machine:
 * each missing service is one line saying what to set and why (README "Production").
 */
export function productionProblems(env: Env, config: AppConfig): string[] {
  const problems: string[] = [];
  const missing = (name: string) => !env[name]?.trim();
  if (missing('DATABASE_URL')) {
    problems.push('DATABASE_URL is required in production (NODE_ENV=production): the embedded database keeps data on this one machine only');
  }
  if (missing('REDIS_URL')) {
    problems.push('REDIS_URL is required in production (NODE_ENV=production): without it jobs run in each replica\'s memory and the weekly scrape runs once per replica');
  }
  if (missing('SMTP_URL')) {
    problems.push('SMTP_URL is required in production (NODE_ENV=production): without it mail is written as .eml files under DATA_DIR instead of being sent, reset links included');
  }
  if (missing('APP_URL')) {
    problems.push('APP_URL is required in production (NODE_ENV=production): the public https:// address of the app, used in mail links and redirects');
  } else if (!config.appUrl.startsWith('https://')) {
    problems.push(`APP_URL must be an https:// address in production (NODE_ENV=production), so session cookies are Secure (got "${env.APP_URL}")`);
  }
  return problems;
}

function boolean(env: Env, name: string, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return false;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${env[name]}")`);
  return false;
}

/** Reads and validates the environment; throws one ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const config = new AppConfig();
  config.port = integer(env, 'PORT', integer(env, 'BACKEND_PORT', 3000, 0, 65535, problems), 0, 65535, problems);
  config.host = env.HOST?.trim() || '0.0.0.0';
  config.databaseUrl = optionalUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  config.redisUrl = optionalUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], problems);
  config.smtpUrl = optionalUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems);
  config.appUrl = (optionalUrl(env, 'APP_URL', ['http:', 'https:'], problems) ?? 'http://localhost:8080').replace(/\/+$/, '');
  config.ratesSourceUrl = optionalUrl(env, 'RATES_SOURCE_URL', ['http:', 'https:'], problems);
  config.ratesCatchUp = env.RATES_CATCH_UP?.trim() ? boolean(env, 'RATES_CATCH_UP', problems) : true;
  const dataDir = env.DATA_DIR?.trim() || './data';
  config.dataDir = isAbsolute(dataDir) ? dataDir : resolve(REPO_ROOT, dataDir);
  config.supportEmail = env.SUPPORT_EMAIL?.trim() || 'support@homewise.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(config.supportEmail)) {
    problems.push(`SUPPORT_EMAIL must be an email address (got "${config.supportEmail}")`);
  }
  config.trustProxy = trustedProxies(env, problems);
  config.production = env.NODE_ENV?.trim() === 'production';
  config.sessions = {
    idleSeconds: integer(env, 'SESSION_IDLE_MINUTES', SESSION_IDLE_MINUTES, 1, 7 * 24 * 60, problems) * 60,
    absoluteSeconds: integer(env, 'SESSION_MAX_HOURS', SESSION_MAX_HOURS, 1, 365 * 24, problems) * 3600,
  };
  config.database = {
    statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000, 100, 3_600_000, problems),
    idleInTransactionTimeoutMs: integer(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000, 100, 3_600_000, problems),
  };
  config.dbPoolSize = integer(env, 'DB_POOL_SIZE', 10, 1, 200, problems);
  config.embeddedDatabase = false;
  config.migrationsAtBoot = oneOf(env, 'MIGRATIONS_AT_BOOT', ['run', 'check'] as const, 'run', problems);
  config.logLevel = oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info', problems);
  config.logFormat = oneOf(env, 'LOG_FORMAT', ['json', 'pretty'] as const, 'json', problems);
  config.shutdownDrainMs = integer(env, 'SHUTDOWN_DRAIN_MS', config.production ? 5000 : 0, 0, 60000, problems);
  config.rateLimits = {
    loginPerIp: { max: integer(env, 'RATE_LIMIT_LOGIN_PER_IP', 30, 1, 100000, problems), windowSeconds: 15 * 60 },
    loginFailuresPerAccount: {
      max: integer(env, 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 100000, problems),
      windowSeconds: 15 * 60,
    },
    resetPerIp: { max: integer(env, 'RATE_LIMIT_RESET_PER_IP', 10, 1, 100000, problems), windowSeconds: 60 * 60 },
    resetPerAccount: { max: integer(env, 'RATE_LIMIT_RESET_PER_ACCOUNT', 3, 1, 100000, problems), windowSeconds: 60 * 60 },
    contactPerIp: { max: integer(env, 'RATE_LIMIT_CONTACT_PER_IP', 10, 1, 100000, problems), windowSeconds: 60 * 60 },
    // Generous: a household or an office shares one IP, and one run of the browser e2e suite signs
    // up about 21 users from 127.0.0.1 (e2e/tests; that platform may raise it through the env).
    signupPerIp: { max: integer(env, 'RATE_LIMIT_SIGNUP_PER_IP', 60, 1, 100000, problems), windowSeconds: 60 * 60 },
    // Generous: a page view a second for ten minutes is far more than one person clicks, with room
    // for an office or a campus behind one address; it only bounds what one client can store.
    pageViewsPerIp: { max: integer(env, 'RATE_LIMIT_PAGE_VIEWS_PER_IP', 600, 1, 1000000, problems), windowSeconds: 10 * 60 },
  };
  if (config.production) problems.push(...productionProblems(env, config));
  if (problems.length) {
    throw new ConfigError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}
