import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { Queue } from 'bullmq';
import { QUEUES, type QueueName } from './job-policies.js';
import type { AddJobOptions, JobProcessor, JobRunner, JobSchedule, ProcessOptions, QueueCounts } from './job-runner.js';
import { JOBS_SETTINGS, type JobsSettings } from './jobs.settings.js';
import { LocalJobRunner } from './local-job-runner.js';
import { RedisJobRunner } from './redis-job-runner.js';

/**
 * The one entry point to jobs: BullMQ when REDIS_URL is set, in-process otherwise, with the
 * same processors. Feature modules register processors in `onModuleInit`; workers start once the
 * application has booted and stop before the database closes.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly runner: JobRunner;

  constructor(config: AppConfig, @Inject(JOBS_SETTINGS) settings: JobsSettings) {
    this.runner = config.redisUrl
      ? new RedisJobRunner(config.redisUrl, settings)
      : new LocalJobRunner(settings.firstRetryDelayMs, settings.closeTimeoutMs);
  }

  get mode(): JobRunner['mode'] {
    return this.runner.mode;
  }

  /** Called on every failed attempt in this process (metrics count them). */
  onFailed(listener: (queue: QueueName, final: boolean) => void): void {
    this.runner.onFailed = listener;
  }

  /** BullMQ's queues when jobs run on Redis (the admins' queue board), else none. */
  bullQueues(): Queue[] {
    return this.runner instanceof RedisJobRunner ? this.runner.bullQueues(Object.values(QUEUES)) : [];
  }

  counts(queue: QueueName): Promise<QueueCounts> {
    return this.runner.counts(queue);
  }

  process(queue: QueueName, processor: JobProcessor, options?: ProcessOptions): void {
    this.runner.process(queue, processor, options);
  }

  /** Throws QueueUnavailableError (after at most JOBS_ENQUEUE_TIMEOUT_MS) when Redis is down. */
  add(queue: QueueName, name: string, data: unknown, options?: AddJobOptions): Promise<{ id: string }> {
    return this.runner.add(queue, name, data, options);
  }

  schedule(queue: QueueName, schedules: JobSchedule[]): Promise<void> {
    return this.runner.schedule(queue, schedules);
  }

  nextRun(queue: QueueName, schedulerId: string): Promise<number | undefined> {
    return this.runner.nextRun(queue, schedulerId);
  }

  onApplicationBootstrap(): void {
    this.runner.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner.close();
  }
}
