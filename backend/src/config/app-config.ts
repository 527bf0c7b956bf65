import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
   * HTTPS for Secure cookies): true (any), false (none), or fastify's list of addresses/CIDRs/
   * presets. Default 'loopback': the shell server's /api proxy on the same machine.
   */
  trustProxy: boolean | string;
  dbPoolSize: number;
  /** True when the database is the embedded PGlite (set by useEmbeddedDatabase, never by env). */
  embeddedDatabase: boolean;
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

function optionalUrl(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')} (got "${value}")`);
    }
    return value;
  } catch {
    problems.push(`${name} is not a valid URL (got "${value}")`);
    return undefined;
  }
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
  const trustProxy = env.TRUST_PROXY?.trim();
  config.trustProxy =
    !trustProxy || /^(true|false|1|0|yes|no)$/i.test(trustProxy) ? (trustProxy ? boolean(env, 'TRUST_PROXY', problems) : 'loopback') : trustProxy;
  config.dbPoolSize = integer(env, 'DB_POOL_SIZE', 10, 1, 200, problems);
  config.embeddedDatabase = false;
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
  if (problems.length) {
    throw new ConfigError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}
