import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { jobPolicy, retryDelayMs, type JobPolicy, type QueueName } from './job-policies.js';
import { QueueUnavailableError, type AddJobOptions, type JobProcessor, type JobRunner, type JobSchedule, type ProcessOptions, type QueueCounts } from './job-runner.js';
import type { JobsSettings } from './jobs.settings.js';
import { createRedisClient, isReady, whenReady, withTimeout } from './redis-client.js';

/** The backoff type every job carries; the worker maps it to job-policies.ts. */
const POLICY_BACKOFF = 'policy';
/** While Redis is down at boot, schedulers are retried this often. */
const SCHEDULE_RETRY_MS = 15_000;
const DAY_SECONDS = 24 * 60 * 60;

function jobOptions(policy: JobPolicy) {
  return {
    attempts: policy.attempts,
    backoff: { type: POLICY_BACKOFF },
    // Keep a week of finished jobs and a month of failures for inspection, not forever.
    removeOnComplete: { age: 7 * DAY_SECONDS, count: 1000 },
    removeOnFail: { age: 30 * DAY_SECONDS },
  };
}

/**
 * BullMQ on Redis. Nothing here waits on Redis without a limit: `add` fails fast when the
 * connection is not ready and times out otherwise, schedulers are upserted in the background,
 * and `close` drops connections that do not close in time.
 */
export class RedisJobRunner implements JobRunner {
  readonly mode = 'redis' as const;
  onFailed?: (queue: QueueName, final: boolean) => void;
  private readonly logger = new Logger('Jobs');
  private readonly processors = new Map<QueueName, JobProcessor>();
  private readonly options = new Map<QueueName, ProcessOptions>();
  private readonly queues = new Map<QueueName, { queue: Queue; client: Redis }>();
  private readonly workers: Array<{ worker: Worker; client: Redis }> = [];
  /** Pending waits between schedule retries; close() ends them so `schedule` settles. */
  private readonly retryWaits = new Set<() => void>();
  /** Each queue's schedules, written again whenever its Redis connection comes back (below). */
  private readonly schedules = new Map<QueueName, JobSchedule[]>();
  /** Queues whose schedules are being written now (one writer at a time). */
  private readonly scheduling = new Set<QueueName>();
  private closed = false;

  constructor(
    private readonly redisUrl: string,
    private readonly settings: JobsSettings,
  ) {}

  process(queue: QueueName, processor: JobProcessor, options: ProcessOptions = {}): void {
    this.processors.set(queue, processor);
    this.options.set(queue, options);
  }

  start(): void {
    for (const [name, processor] of this.processors) {
      // Open the producer side too, so the first add does not find a connection still opening.
      this.queue(name);
      const client = createRedisClient(this.redisUrl, `worker:${name}`);
      const policy = jobPolicy(name, this.settings.firstRetryDelayMs);
      const { concurrency, limiter } = this.options.get(name) ?? {};
      const worker = new Worker(
        name,
        (job: Job) => processor({ id: job.id ?? '', name: job.name, data: job.data, attemptsMade: job.attemptsMade }),
        {
          connection: client,
          prefix: this.settings.prefix,
          concurrency: concurrency ?? (name === 'mail' ? 5 : 1),
          // BullMQ's limiter is kept in Redis: the pace holds across every replica's workers.
          limiter: limiter ? { max: limiter.max, duration: limiter.durationMs } : undefined,
          settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(policy, attemptsMade) },
        },
      );
      // Connection errors are logged by the client; without a listener they would crash the process.
      worker.on('error', () => undefined);
      worker.on('failed', (job, error) => {
        const final = job && job.attemptsMade >= (job.opts.attempts ?? 1);
        this.onFailed?.(name, Boolean(final));
        this.logger.warn(`${name}/${job?.name} ${job?.id} failed${final ? ' for good' : ''}: ${error.message}`);
      });
      this.workers.push({ worker, client });
    }
  }

  async add(queueName: QueueName, name: string, data: unknown, options: AddJobOptions = {}): Promise<{ id: string }> {
    const { queue, client } = this.queue(queueName);
    try {
      // Without a limit BullMQ waits for the connection forever (its queue commands have no
      // timeout of their own while ioredis queues them offline). A connection
      // still opening gets the enqueue timeout; one that was lost fails at once.
      if (['wait', 'connecting', 'connect'].includes(client.status)) await whenReady(client, this.settings.enqueueTimeoutMs);
      if (!isReady(client)) throw new Error(`Redis is not connected (${client.status})`);
      const job = await withTimeout(
        queue.add(name, data, { jobId: options.jobId, delay: options.delayMs }),
        this.settings.enqueueTimeoutMs,
        `Redis did not accept the job within ${this.settings.enqueueTimeoutMs} ms`,
      );
      return { id: job.id ?? '' };
    } catch (error) {
      throw new QueueUnavailableError((error as Error).message);
    }
  }

  async schedule(queueName: QueueName, schedules: JobSchedule[]): Promise<void> {
    if (!this.schedules.has(queueName)) {
      // A Redis that restarts without its data (no append-only file, a failover to an empty
      // replica) loses the schedulers with everything else, and nothing would fire again until a
      // replica restarted: no weekly scrape, no digest planning. So each reconnect puts back the
      // schedulers that are missing. Only those: upserting one that is there recomputes its next
      // slot from the clock, which must not happen under a run already promoted or in progress.
      this.queue(queueName).client.on('ready', () => {
        if (this.closed) return;
        if (!this.scheduling.has(queueName)) void this.restoreMissing(queueName);
        // A first write waiting out its retry delay tries again now that Redis answers.
        else for (const wake of this.retryWaits) wake();
      });
    }
    this.schedules.set(queueName, schedules);
    this.scheduling.add(queueName);
    try {
      await this.writeSchedules(queueName, schedules);
    } finally {
      this.scheduling.delete(queueName);
    }
  }

  /** After a reconnect: the queue's schedulers that Redis no longer has, written again. */
  private async restoreMissing(queueName: QueueName): Promise<void> {
    this.scheduling.add(queueName);
    try {
      const { queue } = this.queue(queueName);
      const missing: JobSchedule[] = [];
      for (const s of this.schedules.get(queueName) ?? []) {
        if (!(await withTimeout(queue.getJobScheduler(s.schedulerId), 10_000, 'Redis did not answer within 10 s'))) missing.push(s);
      }
      if (!missing.length) return;
      this.logger.warn(`Redis had lost the ${queueName} scheduler(s) ${missing.map((s) => s.schedulerId).join(', ')}; writing them again`);
      await this.writeSchedules(queueName, missing, this.schedules.get(queueName) ?? missing);
    } catch (error) {
      // Down again already: the next 'ready' checks once more.
      this.logger.warn(`Could not check the ${queueName} schedulers after a reconnect: ${(error as Error).message}`);
    } finally {
      this.scheduling.delete(queueName);
    }
  }

  /**
   * Upserts `schedules`, retrying while Redis is down, until done or closed; schedulers of the
   * queue not among `declared` (all the queue's schedules) are removed.
   */
  private async writeSchedules(queueName: QueueName, schedules: JobSchedule[], declared: JobSchedule[] = schedules): Promise<void> {
    while (!this.closed) {
      try {
        await withTimeout(this.upsertSchedules(queueName, schedules, declared), 10_000, 'Redis did not answer within 10 s');
        return;
      } catch (error) {
        this.logger.warn(`Could not register the ${queueName} schedule (${(error as Error).message}); retrying in ${SCHEDULE_RETRY_MS / 1000} s`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            this.retryWaits.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, SCHEDULE_RETRY_MS);
          this.retryWaits.add(wake);
        });
      }
    }
  }

  /** The BullMQ queues (for the admins' queue board), opened if not yet. */
  bullQueues(names: QueueName[]): Queue[] {
    return names.map((name) => this.queue(name).queue);
  }

  async counts(queueName: QueueName): Promise<QueueCounts> {
    const { queue, client } = this.queue(queueName);
    if (!isReady(client)) throw new Error(`Redis is not connected (${client.status})`);
    const counts = await withTimeout(queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'), 2_000, 'Redis did not answer');
    return { waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0), active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0 };
  }

  async nextRun(queueName: QueueName, schedulerId: string): Promise<number | undefined> {
    const scheduler = await this.queue(queueName).queue.getJobScheduler(schedulerId);
    return scheduler?.next;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.retryWaits) wake();
    const clients = [...this.workers, ...this.queues.values()].map((entry) => entry.client);
    const redisDown = clients.some((client) => !isReady(client));
    const closing = [
      ...this.workers.map(({ worker }) => {
        if (!redisDown) return worker.close();
        // With Redis unreachable, a worker's close waits forever for its blocking connection;
        // dropping the connections first (not awaited: that too waits for a socket) frees it.
        void worker.disconnect().catch(() => undefined);
        return worker.close(true);
      }),
      ...[...this.queues.values()].map(({ queue }) => queue.close()),
    ];
    try {
      await withTimeout(Promise.allSettled(closing), this.settings.closeTimeoutMs, 'close timed out');
    } catch {
      this.logger.warn(`Queues did not close within ${this.settings.closeTimeoutMs} ms; dropping their connections`);
    }
    clients.forEach((client) => client.disconnect());
  }

  private async upsertSchedules(queueName: QueueName, schedules: JobSchedule[], declared: JobSchedule[]): Promise<void> {
    const { queue } = this.queue(queueName);
    const policy = jobPolicy(queueName, this.settings.firstRetryDelayMs);
    for (const s of schedules) {
      // Upsert by a stable id: every replica writes the same scheduler, and BullMQ derives the
      // next job's id from the scheduler id and the run time, so one slot makes one job.
      await queue.upsertJobScheduler(
        s.schedulerId,
        { pattern: s.pattern, tz: s.tz },
        { name: s.jobName, data: s.data, opts: jobOptions(policy) },
      );
    }
    const wanted = new Set(declared.map((s) => s.schedulerId));
    for (const existing of await queue.getJobSchedulers()) {
      const id = existing.id ?? existing.key;
      if (wanted.has(id)) continue;
      // Schedulers outlive the code that created them; a retired one would keep firing.
      await queue.removeJobScheduler(id);
      this.logger.log(`Removed retired job scheduler "${id}" from ${queueName}`);
    }
  }

  private queue(name: QueueName): { queue: Queue; client: Redis } {
    let entry = this.queues.get(name);
    if (!entry) {
      const client = createRedisClient(this.redisUrl, `queue:${name}`);
      const policy = jobPolicy(name, this.settings.firstRetryDelayMs);
      const queue = new Queue(name, {
        connection: client,
        prefix: this.settings.prefix,
        defaultJobOptions: jobOptions(policy),
      });
      queue.on('error', () => undefined);
      entry = { queue, client };
      this.queues.set(name, entry);
    }
    return entry;
  }
}
