import type { QueueName } from './job-policies.js';

/** What a processor sees of a job, the same in Redis and in-process mode. */
export interface JobContext<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** Failed attempts so far (0 on the first run). */
  attemptsMade: number;
}

// One registry holds the processors of every job type, each typed for its own payload.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobProcessor = (job: JobContext<any>) => Promise<unknown>;

export interface AddJobOptions {
  /** Same id twice = one job (BullMQ ids may not contain ':'). */
  jobId?: string;
  delayMs?: number;
}

/** How a queue's jobs run: at most `concurrency` at once per process, at most `limiter.max` starts per `limiter.durationMs` (across replicas with Redis). */
export interface ProcessOptions {
  concurrency?: number;
  limiter?: { max: number; durationMs: number };
}

/** A repeatable job: `pattern` is a cron expression read in time zone `tz`. */
export interface JobSchedule {
  schedulerId: string;
  pattern: string;
  tz: string;
  jobName: string;
  data: Record<string, unknown>;
}

/** Redis refused or did not answer in time; the job was not (knowingly) queued. */
export class QueueUnavailableError extends Error {
  constructor(reason: string) {
    super(`The job queue is unavailable: ${reason}`);
  }
}

/** How many jobs of a queue are in each state (metrics). */
export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** The two ways jobs run: BullMQ on Redis, or in this process when REDIS_URL is unset. */
export interface JobRunner {
  readonly mode: 'redis' | 'in-process';
  /** Called when an attempt of a job fails in this process; `final` when no retry is left. */
  onFailed?: (queue: QueueName, final: boolean) => void;
  /** The queue's jobs by state: Redis's view (all replicas) or this process's. */
  counts(queue: QueueName): Promise<QueueCounts>;
  /** Registers the processor of a queue; workers start with `start()`. */
  process(queue: QueueName, processor: JobProcessor, options?: ProcessOptions): void;
  start(): void;
  /** Throws QueueUnavailableError instead of hanging when Redis is down. */
  add(queue: QueueName, name: string, data: unknown, options?: AddJobOptions): Promise<{ id: string }>;
  /**
   * Makes `schedules` the queue's only schedulers: creates or updates them by id (so replicas
   * share one) and removes any other (retired) scheduler of that queue. Keeps retrying in the
   * background while Redis is down; the promise settles once it succeeded or the runner closed.
   */
  schedule(queue: QueueName, schedules: JobSchedule[]): Promise<void>;
  /** When the scheduler next creates a job (epoch ms), if it exists. */
  nextRun(queue: QueueName, schedulerId: string): Promise<number | undefined>;
  close(): Promise<void>;
}
