import { readInteger, throwIfProblems, type Env } from './env.js';

export const JOBS_SETTINGS = Symbol('JOBS_SETTINGS');

/** Job settings read from the environment (REDIS_URL itself is AppConfig's). */
export interface JobsSettings {
  /** BullMQ key prefix (JOBS_PREFIX, default `homewise`): replicas of one deployment share it. */
  prefix: string;
  /** How long a request waits for Redis to accept a job before the job is left to fallbacks. */
  enqueueTimeoutMs: number;
  /** JOBS_RETRY_DELAY_MS: overrides every queue's first retry delay (see job-policies.ts). */
  firstRetryDelayMs: number | undefined;
  /** How long shutdown waits for queues and workers to close before dropping their connections. */
  closeTimeoutMs: number;
}

export function loadJobsSettings(env: Env = process.env): JobsSettings {
  const problems: string[] = [];
  const prefix = env.JOBS_PREFIX?.trim() || 'homewise';
  // BullMQ joins keys with ':'; a prefix containing one would make keys ambiguous.
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(prefix)) problems.push(`JOBS_PREFIX may use letters, digits, "_", "-" and "." (got "${prefix}")`);
  const retryDelay = env.JOBS_RETRY_DELAY_MS?.trim();
  const settings: JobsSettings = {
    prefix,
    enqueueTimeoutMs: readInteger(env, 'JOBS_ENQUEUE_TIMEOUT_MS', 2_000, 50, 60_000, problems),
    firstRetryDelayMs: retryDelay ? readInteger(env, 'JOBS_RETRY_DELAY_MS', 5_000, 10, 3_600_000, problems) : undefined,
    closeTimeoutMs: readInteger(env, 'JOBS_CLOSE_TIMEOUT_MS', 3_000, 100, 60_000, problems),
  };
  throwIfProblems(problems);
  return settings;
}
