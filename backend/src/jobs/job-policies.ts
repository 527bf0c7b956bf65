/**
 * Attempts and retry delays of every job, in one place. A queue's jobs retry with exponential
 * backoff: the n-th retry waits `firstRetryDelayMs × 2^(n-1)`, at most `maxRetryDelayMs`.
 * BullMQ applies it in Redis mode, the in-process runner applies the same numbers, and the mail
 * outbox uses it for its own per-row retries.
 */
export interface JobPolicy {
  attempts: number;
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
}

export const QUEUES = {
  /** Delivers one outbox row (`{ outboxId }`). */
  mail: 'mail',
  /** Scrapes the market-rate source and stores a snapshot. */
  marketRates: 'market-rates',
  /** The retention engine's planners: due digests, alerts after a rate update (src/retention). */
  retentionPlan: 'retention-plan',
  /** Renders and mails one `retention_sends` row (`{ sendId }`), paced by MAIL_RATE_PER_MINUTE. */
  retentionSend: 'retention-send',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const HOUR = 60 * 60 * 1000;

const POLICIES: Record<QueueName, JobPolicy> = {
  // SMTP hiccups are short: 5 s, 10 s, 20 s, 40 s. Longer outages are the outbox relay's job.
  mail: { attempts: 5, firstRetryDelayMs: 5_000, maxRetryDelayMs: HOUR },
  // A source that is down for a while: 1, 2, 4, ... 64 min (about two hours in all).
  'market-rates': { attempts: 8, firstRetryDelayMs: 60_000, maxRetryDelayMs: HOUR },
  // A planner that failed runs again at its next slot anyway; a few quick retries cover a blip.
  'retention-plan': { attempts: 3, firstRetryDelayMs: 10_000, maxRetryDelayMs: HOUR },
  // A send that keeps failing stays 'planned' and the planner queues it again (README: Jobs).
  'retention-send': { attempts: 5, firstRetryDelayMs: 5_000, maxRetryDelayMs: HOUR },
};

/**
 * The policy of a queue. `firstRetryDelayMs` (JOBS_RETRY_DELAY_MS) replaces every queue's first
 * retry delay: tests use it to see retries within seconds.
 */
export function jobPolicy(queue: QueueName, firstRetryDelayMs?: number): JobPolicy {
  const policy = POLICIES[queue];
  return firstRetryDelayMs === undefined ? policy : { ...policy, firstRetryDelayMs };
}

/** How long to wait before retry number `retry` (1 = the first retry). */
export function retryDelayMs(policy: JobPolicy, retry: number): number {
  const delay = policy.firstRetryDelayMs * 2 ** Math.max(0, retry - 1);
  return Math.min(delay, policy.maxRetryDelayMs);
}
