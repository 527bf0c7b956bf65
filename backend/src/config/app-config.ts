import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_SCHEMA, productionProblems } from './env-schema.js';

/** The repository root (backend/src/config or backend/dist/config → three levels up). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

/** Limits of one rate-limited action: at most `max` hits per `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Everything the backend reads from the environment, validated once at start-up by one schema
 * (env-schema.ts; the variables are listed in backend/README.md). Injected by class: `constructor(private config: AppConfig)`.
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
    /** Past it a page view is dropped quietly, not refused (src/analytics/page-views.service.ts). */
    pageViewsPerIp: RateLimitRule;
    /** Every write of one signed-in user, per minute (src/rate-limit/user-write-limit.ts). */
    writesPerUser: RateLimitRule;
    passwordChangesPerUser: RateLimitRule;
  };
  /** The job queues (REDIS_URL above says where): src/jobs/jobs.settings.ts. */
  jobs: {
    /** JOBS_PREFIX, default `homewise`: BullMQ's key prefix; replicas of one deployment share it. */
    prefix: string;
    /** JOBS_ENQUEUE_TIMEOUT_MS: how long a request waits for Redis to accept a job. */
    enqueueTimeoutMs: number;
    /** JOBS_RETRY_DELAY_MS: overrides every queue's first retry delay (job-policies.ts). */
    firstRetryDelayMs: number | undefined;
    /** JOBS_CLOSE_TIMEOUT_MS: how long shutdown waits for queues and workers to close. */
    closeTimeoutMs: number;
  };
  /** Mail delivery (SMTP_URL above says how): src/mail/mail.settings.ts. */
  mail: {
    /** MAIL_FROM, e.g. `Homewise <no-reply@example.com>`. */
    from: string;
    /** MAIL_RELAY_INTERVAL_MS: how often each replica sweeps the outbox for mail still due. */
    relayIntervalMs: number;
    /** MAIL_MAX_ATTEMPTS: after this many failed deliveries a row is marked failed (and kept). */
    maxAttempts: number;
    /** MAIL_SENDING_LEASE_MS: how long a sender owns an outbox row it delivers (renewed while it works). */
    sendingLeaseMs: number;
  };
  /** The retention engine: src/retention/retention.settings.ts. */
  retention: {
    /** MAIL_RATE_PER_MINUTE: marketing mails (digests, alerts, invitations) per minute, all replicas together. */
    mailRatePerMinute: number;
    /** LINK_SIGNING_SECRET: the HMAC key of links in mail; unset, one made once and kept in the database. */
    linkSigningSecret: string | undefined;
    /** UNSUBSCRIBE_MAILTO: List-Unsubscribe's mailto; unset, unsubscribe@ the domain of MAIL_FROM. */
    unsubscribeMailto: string | undefined;
    /** UNSUBSCRIBE_SMTP_PORT: the port of the SMTP listener that takes the mailto's unsubscribe mail (on HOST); unset, none. */
    unsubscribeSmtpPort: number | undefined;
    /** INBOUND_MAIL_SECRET: the bearer secret of POST /api/mail/inbound (a mail provider's inbound webhook); unset, the route answers 404. */
    inboundMailSecret: string | undefined;
    /** DIGEST_PLAN_CRON: when the planner looks for due digests (America/New_York). */
    digestPlanCron: string;
  };
  /** The weekly market-rate scrape: src/market-rates/market-rates.settings.ts. */
  marketRates: {
    /** RATES_SOURCE: which parser reads the source (default mba). */
    source: 'mba' | 'pmms';
    /** RATES_FETCH_TIMEOUT_MS: one request to the source. */
    fetchTimeoutMs: number;
  };
}

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export { redactUrl } from './env-schema.js';

/**
 * Reads and validates the environment (ENV_SCHEMA); throws one ConfigError listing every
 * problem, each naming its variable, and — with NODE_ENV=production — every embedded fallback
 * that production refuses.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = ENV_SCHEMA.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
      });
  const production = env.NODE_ENV?.trim() === 'production';
  if (production) problems.push(...productionProblems(env));
  if (!parsed.success || problems.length) {
    throw new ConfigError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
  const e = parsed.data;
  const config = new AppConfig();
  config.port = e.PORT ?? e.BACKEND_PORT;
  config.host = e.HOST;
  config.databaseUrl = e.DATABASE_URL;
  config.redisUrl = e.REDIS_URL;
  config.smtpUrl = e.SMTP_URL;
  config.appUrl = (e.APP_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  config.ratesSourceUrl = e.RATES_SOURCE_URL;
  config.ratesCatchUp = e.RATES_CATCH_UP;
  config.dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  config.supportEmail = e.SUPPORT_EMAIL;
  config.trustProxy = e.TRUST_PROXY;
  config.production = production;
  config.sessions = { idleSeconds: e.SESSION_IDLE_MINUTES * 60, absoluteSeconds: e.SESSION_MAX_HOURS * 3600 };
  config.database = { statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS, idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS };
  config.dbPoolSize = e.DB_POOL_SIZE;
  config.embeddedDatabase = false;
  config.migrationsAtBoot = e.MIGRATIONS_AT_BOOT;
  config.logLevel = e.LOG_LEVEL;
  config.logFormat = e.LOG_FORMAT;
  config.shutdownDrainMs = e.SHUTDOWN_DRAIN_MS ?? (production ? 5000 : 0);
  const perHour = (max: number): RateLimitRule => ({ max, windowSeconds: 60 * 60 });
  config.rateLimits = {
    loginPerIp: { max: e.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: 15 * 60 },
    loginFailuresPerAccount: { max: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT, windowSeconds: 15 * 60 },
    resetPerIp: perHour(e.RATE_LIMIT_RESET_PER_IP),
    resetPerAccount: perHour(e.RATE_LIMIT_RESET_PER_ACCOUNT),
    contactPerIp: perHour(e.RATE_LIMIT_CONTACT_PER_IP),
    signupPerIp: perHour(e.RATE_LIMIT_SIGNUP_PER_IP),
    pageViewsPerIp: { max: e.RATE_LIMIT_PAGE_VIEWS_PER_IP, windowSeconds: 10 * 60 },
    writesPerUser: { max: e.RATE_LIMIT_WRITES_PER_USER, windowSeconds: 60 },
    passwordChangesPerUser: perHour(e.RATE_LIMIT_PASSWORD_CHANGES_PER_USER),
  };
  config.jobs = {
    prefix: e.JOBS_PREFIX,
    enqueueTimeoutMs: e.JOBS_ENQUEUE_TIMEOUT_MS,
    firstRetryDelayMs: e.JOBS_RETRY_DELAY_MS,
    closeTimeoutMs: e.JOBS_CLOSE_TIMEOUT_MS,
  };
  config.mail = { from: e.MAIL_FROM, relayIntervalMs: e.MAIL_RELAY_INTERVAL_MS, maxAttempts: e.MAIL_MAX_ATTEMPTS, sendingLeaseMs: e.MAIL_SENDING_LEASE_MS };
  config.marketRates = { source: e.RATES_SOURCE, fetchTimeoutMs: e.RATES_FETCH_TIMEOUT_MS };
  config.retention = {
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    linkSigningSecret: e.LINK_SIGNING_SECRET,
    unsubscribeMailto: e.UNSUBSCRIBE_MAILTO,
    unsubscribeSmtpPort: e.UNSUBSCRIBE_SMTP_PORT,
    inboundMailSecret: e.INBOUND_MAIL_SECRET,
    digestPlanCron: e.DIGEST_PLAN_CRON,
  };
  return config;
}
