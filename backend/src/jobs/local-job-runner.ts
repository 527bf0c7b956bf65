import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { getNextMillis } from 'bullmq';
import { jobPolicy, retryDelayMs, type QueueName } from './job-policies.js';
import type { AddJobOptions, JobContext, JobProcessor, JobRunner, JobSchedule, ProcessOptions, QueueCounts } from './job-runner.js';

/** setTimeout's limit (~24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface LocalJob extends JobContext {
  queue: QueueName;
}

/**
 * Jobs in this process (REDIS_URL unset): the same processors, attempts and backoff as BullMQ,
 * with timers instead of Redis. Jobs live in memory only; the mail outbox and the weekly
 * schedule do not depend on them surviving a restart.
 */
export class LocalJobRunner implements JobRunner {
  readonly mode = 'in-process' as const;
  onFailed?: (queue: QueueName, final: boolean) => void;
  private readonly logger = new Logger('Jobs');
  private readonly processors = new Map<QueueName, JobProcessor>();
  private readonly options = new Map<QueueName, ProcessOptions>();
  /** Per queue with a concurrency or a limiter: jobs whose time has come, waiting for a free slot. */
  private readonly ready = new Map<QueueName, LocalJob[]>();
  /** Per limited queue: when its recent jobs started (the limiter's window). */
  private readonly starts = new Map<QueueName, number[]>();
  private readonly runningIn = new Map<QueueName, number>();
  /** Limited queues with a look-again timer armed (one per queue, however many jobs wait). */
  private readonly drainArmed = new Set<QueueName>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Jobs waiting or retrying, by id (an id added twice is one job). */
  private readonly pending = new Map<string, LocalJob>();
  private readonly running = new Set<Promise<void>>();
  /** Ids of jobs whose attempt is running now (the rest of `pending` waits or is delayed). */
  private readonly active = new Set<string>();
  /** Jobs that failed for good since this process started, per queue (nothing is kept in memory longer). */
  private readonly failedForGood = new Map<QueueName, number>();
  private readonly schedules = new Map<string, { queue: QueueName; schedule: JobSchedule; next: number }>();
  private started = false;
  private closed = false;

  constructor(
    private readonly firstRetryDelayMs?: number,
    private readonly closeTimeoutMs = 3_000,
  ) {}

  process(queue: QueueName, processor: JobProcessor, options: ProcessOptions = {}): void {
    this.processors.set(queue, processor);
    this.options.set(queue, options);
  }

  start(): void {
    this.started = true;
    for (const job of this.pending.values()) this.runLater(job, 0);
  }

  async add(queue: QueueName, name: string, data: unknown, options: AddJobOptions = {}): Promise<{ id: string }> {
    const id = options.jobId ?? randomUUID();
    if (this.closed || this.pending.has(id)) return { id };
    const job: LocalJob = { queue, id, name, data, attemptsMade: 0 };
    this.pending.set(id, job);
    if (this.started) this.runLater(job, options.delayMs ?? 0);
    return { id };
  }

  async schedule(queue: QueueName, schedules: JobSchedule[]): Promise<void> {
    for (const [id, entry] of this.schedules) if (entry.queue === queue) this.schedules.delete(id);
    for (const schedule of schedules) this.arm(queue, schedule);
  }

  async counts(queue: QueueName): Promise<QueueCounts> {
    const jobs = [...this.pending.values()].filter((job) => job.queue === queue);
    const active = jobs.filter((job) => this.active.has(job.id)).length;
    return { waiting: jobs.length - active, active, delayed: 0, failed: this.failedForGood.get(queue) ?? 0 };
  }

  async nextRun(queue: QueueName, schedulerId: string): Promise<number | undefined> {
    const entry = this.schedules.get(schedulerId);
    return entry?.queue === queue ? entry.next : undefined;
  }

  /** Stops timers and waits for running jobs; a job that hangs is abandoned after `timeoutMs`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.schedules.clear();
    const drained = Promise.allSettled([...this.running]);
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, this.closeTimeoutMs).unref())]);
  }

  private arm(queue: QueueName, schedule: JobSchedule): void {
    const next = getNextMillis(Date.now(), { pattern: schedule.pattern, tz: schedule.tz });
    if (next === undefined) throw new Error(`Scheduler ${schedule.schedulerId}: pattern "${schedule.pattern}" never fires`);
    const entry = { queue, schedule, next };
    this.schedules.set(schedule.schedulerId, entry);
    const fire = () => {
      // A replaced or removed schedule must not fire.
      if (this.closed || this.schedules.get(schedule.schedulerId) !== entry) return;
      if (Date.now() < next) return this.after(Math.min(next - Date.now(), MAX_TIMER_MS), fire);
      // Same id scheme as BullMQ's job schedulers, so one slot gives one job.
      void this.add(queue, schedule.jobName, schedule.data, { jobId: `repeat-${schedule.schedulerId}-${next}` });
      this.arm(queue, schedule);
    };
    this.after(Math.min(next - Date.now(), MAX_TIMER_MS), fire);
  }

  private runLater(job: LocalJob, delayMs: number): void {
    this.after(delayMs, () => {
      const { concurrency, limiter } = this.options.get(job.queue) ?? {};
      if (!concurrency && !limiter) return this.runNow(job);
      this.ready.set(job.queue, [...(this.ready.get(job.queue) ?? []), job]);
      this.drain(job.queue);
    });
  }

  /**
   * Starts the queue's ready jobs while it has a free slot and its limiter allows (the same
   * pace BullMQ keeps in Redis); otherwise looks again when the window's oldest start expires.
   */
  private drain(queue: QueueName): void {
    const { concurrency = Infinity, limiter } = this.options.get(queue) ?? {};
    const waiting = this.ready.get(queue) ?? [];
    while (waiting.length && (this.runningIn.get(queue) ?? 0) < concurrency) {
      if (limiter) {
        const now = Date.now();
        const recent = (this.starts.get(queue) ?? []).filter((at) => at > now - limiter.durationMs);
        this.starts.set(queue, recent);
        if (recent.length >= limiter.max) {
          if (this.drainArmed.has(queue)) return;
          this.drainArmed.add(queue);
          this.after(recent[0] + limiter.durationMs - now + 1, () => {
            this.drainArmed.delete(queue);
            this.drain(queue);
          });
          return;
        }
        recent.push(now);
      }
      const job = waiting.shift()!;
      this.runningIn.set(queue, (this.runningIn.get(queue) ?? 0) + 1);
      this.runNow(job, () => {
        this.runningIn.set(queue, (this.runningIn.get(queue) ?? 1) - 1);
        this.drain(queue);
      });
    }
  }

  private runNow(job: LocalJob, done?: () => void): void {
    const run = this.run(job);
    this.running.add(run);
    void run.finally(() => {
      this.running.delete(run);
      done?.();
    });
  }

  private async run(job: LocalJob): Promise<void> {
    const processor = this.processors.get(job.queue);
    if (!processor) {
      this.pending.delete(job.id);
      this.logger.error(`No processor for queue "${job.queue}"; job ${job.id} dropped`);
      return;
    }
    this.active.add(job.id);
    try {
      await processor({ id: job.id, name: job.name, data: job.data, attemptsMade: job.attemptsMade });
      this.pending.delete(job.id);
    } catch (error) {
      job.attemptsMade += 1;
      const policy = jobPolicy(job.queue, this.firstRetryDelayMs);
      const final = job.attemptsMade >= policy.attempts || this.closed;
      this.onFailed?.(job.queue, final);
      if (final) {
        this.failedForGood.set(job.queue, (this.failedForGood.get(job.queue) ?? 0) + 1);
        this.pending.delete(job.id);
        this.logger.error(`${job.queue}/${job.name} ${job.id} failed after ${job.attemptsMade} attempts: ${(error as Error).message}`);
        return;
      }
      const delay = retryDelayMs(policy, job.attemptsMade);
      this.logger.warn(`${job.queue}/${job.name} ${job.id} failed (${(error as Error).message}); retry ${job.attemptsMade} in ${delay} ms`);
      this.runLater(job, delay);
    } finally {
      this.active.delete(job.id);
    }
  }

  private after(ms: number, callback: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      callback();
    }, Math.max(0, ms));
    // Timers never keep the process alive; shutdown clears them anyway.
    timer.unref();
    this.timers.add(timer);
  }
}
