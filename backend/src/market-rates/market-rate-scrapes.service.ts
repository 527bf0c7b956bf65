import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type {
  MarketRateScrape,
  MarketRateScrapeTrigger,
  MarketRatesOverview,
  RefreshMarketRatesResponse,
} from '@homewise/contracts';
import { DomainError } from '../common/errors/domain-error.js';
import { jobPolicy, QUEUES, retryDelayMs } from '../jobs/job-policies.js';
import { QueueUnavailableError, type JobContext } from '../jobs/job-runner.js';
import { JobsService } from '../jobs/jobs.service.js';
import { JOBS_SETTINGS, type JobsSettings } from '../jobs/jobs.settings.js';
import { MarketRateScrapeEntity } from './market-rate-scrape.entity.js';
import { MarketRateSnapshot } from './market-rate-snapshot.entity.js';
import { MarketRatesService, toMarketRates } from './market-rates.service.js';
import { nextRun, previousRun, SCRAPE_JOB, WEEKLY_SCRAPE } from './weekly-schedule.js';

const TRIGGERS: readonly MarketRateScrapeTrigger[] = ['schedule', 'catch-up', 'admin'];
const triggerOf = (data: unknown): MarketRateScrapeTrigger => {
  const trigger = (data as { trigger?: unknown } | null)?.trigger;
  return TRIGGERS.includes(trigger as MarketRateScrapeTrigger) ? (trigger as MarketRateScrapeTrigger) : 'schedule';
};

/** A failure's reason as an admin reads it: one line, not a stack, not a page of HTML. */
const reasonOf = (error: unknown): string => {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  return (message || 'Unknown error').slice(0, 500);
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Scrape jobs as an admin follows them: every run of the market-rate processor (weekly, catch-up
 * or "Refresh now") is recorded in `market_rate_scrapes` under its job id — queued, running,
 * retrying after a failure (with the reason and the next attempt's time), succeeded or failed.
 * Stored in Postgres, so any replica answers, in Redis mode and in-process mode alike.
 */
@Injectable()
export class MarketRateScrapesService {
  private readonly policy;

  constructor(
    @InjectRepository(MarketRateScrapeEntity) private readonly scrapes: Repository<MarketRateScrapeEntity>,
    private readonly dataSource: DataSource,
    private readonly marketRates: MarketRatesService,
    private readonly jobs: JobsService,
    @Inject(JOBS_SETTINGS) settings: JobsSettings,
  ) {
    this.policy = jobPolicy(QUEUES.marketRates, settings.firstRetryDelayMs);
  }

  /**
   * The market-rate processor: one attempt of a scrape job, recorded. Rethrows a failure so the
   * job runner retries it (`maxAttempts` says when it gives up, as the runner's policy does).
   */
  async runScrapeJob(job: JobContext, maxAttempts = this.policy.attempts): Promise<void> {
    const attempt = job.attemptsMade + 1;
    await this.dataSource.query(
      `INSERT INTO market_rate_scrapes (job_id, trigger, status, attempts, max_attempts, started_at)
       VALUES ($1, $2, 'running', $3, $4, now())
       ON CONFLICT (job_id) DO UPDATE
         SET status = 'running', attempts = $3, next_attempt_at = NULL,
             started_at = coalesce(market_rate_scrapes.started_at, now())`,
      [job.id, triggerOf(job.data), attempt, maxAttempts],
    );
    try {
      const snapshot = await this.marketRates.scrape();
      await this.scrapes.update(
        { jobId: job.id },
        { status: 'succeeded', snapshotId: snapshot.id, finishedAt: () => 'now()', lastError: null, nextAttemptAt: null },
      );
    } catch (error) {
      const last = attempt >= maxAttempts;
      await this.scrapes
        .update(
          { jobId: job.id },
          {
            status: last ? 'failed' : 'retrying',
            lastError: reasonOf(error),
            lastFailedAt: () => 'now()',
            nextAttemptAt: last ? null : new Date(Date.now() + retryDelayMs(this.policy, attempt)),
            finishedAt: last ? () => 'now()' : null,
          },
        )
        .catch(() => undefined); // the database may be what failed; the scrape's error matters
      throw error;
    }
  }

  /**
   * Admin "Refresh now": recorded, then queued like the weekly run; when Redis is down it runs
   * right here, once (the weekly schedule tries again anyway).
   */
  async requestRefresh(adminId: string): Promise<RefreshMarketRatesResponse> {
    const jobId = `refresh-${randomUUID()}`;
    await this.scrapes.insert({ jobId, trigger: 'admin', status: 'queued', maxAttempts: this.policy.attempts, requestedBy: adminId });
    const data = { trigger: 'admin' };
    try {
      await this.jobs.add(QUEUES.marketRates, SCRAPE_JOB, data, { jobId });
      return { message: 'Market-rate refresh queued.', jobId, scrape: await this.scrape(jobId) };
    } catch (error) {
      if (!(error instanceof QueueUnavailableError)) {
        await this.scrapes.update({ jobId }, { status: 'failed', lastError: reasonOf(error), lastFailedAt: () => 'now()', finishedAt: () => 'now()' });
        throw error;
      }
      await this.scrapes.update({ jobId }, { maxAttempts: 1 });
      // Recorded as it goes; its failure is in the row and the log.
      void this.runScrapeJob({ id: jobId, name: SCRAPE_JOB, data, attemptsMade: 0 }, 1).catch(() => undefined);
      return {
        message: 'Market-rate refresh started (the job queue is unavailable, so it runs here).',
        jobId,
        scrape: await this.scrape(jobId),
      };
    }
  }

  /** One scrape job's progress and outcome; 404 for an unknown id. */
  async scrape(jobId: string): Promise<MarketRateScrape> {
    const row = await this.scrapes.findOneBy({ jobId });
    if (!row) throw new DomainError('SCRAPE_NOT_FOUND');
    return this.toScrape(row);
  }

  /** Rate Management's market-rate card: current rates, history, and the weekly scrape's health. */
  async overview(limit: number, now = Date.now()): Promise<MarketRatesOverview> {
    const current = await this.marketRates.latestSnapshot();
    if (!current) throw new DomainError('NO_MARKET_RATES');
    const { history, total } = await this.marketRates.history(limit);
    const lastScheduled = previousRun(WEEKLY_SCRAPE, now);
    const next = nextRun(WEEKLY_SCRAPE, now);
    // Failures after the newest snapshot are why it is what it is; older ones were overcome.
    const failure = await this.scrapes
      .createQueryBuilder('s')
      .where('s.last_error IS NOT NULL AND s.last_failed_at > :since', { since: current.scrapedAt })
      .orderBy('s.last_failed_at', 'DESC')
      .getOne();
    const latest = await this.scrapes.findOne({ where: {}, order: { requestedAt: 'DESC' } });
    return {
      current: toMarketRates(current),
      history,
      total,
      stale: lastScheduled !== undefined && current.scrapedAt.getTime() < lastScheduled,
      lastScheduledAt: lastScheduled === undefined ? null : new Date(lastScheduled).toISOString(),
      nextScheduledAt: next === undefined ? null : new Date(next).toISOString(),
      lastFailure:
        failure && failure.lastError && failure.lastFailedAt
          ? { at: failure.lastFailedAt.toISOString(), reason: failure.lastError, trigger: failure.trigger, jobId: failure.jobId }
          : null,
      latestScrape: latest ? await this.toScrape(latest) : null,
    };
  }

  private async toScrape(row: MarketRateScrapeEntity): Promise<MarketRateScrape> {
    const snapshot = row.snapshotId ? await this.dataSource.getRepository(MarketRateSnapshot).findOneBy({ id: row.snapshotId }) : null;
    return {
      jobId: row.jobId,
      trigger: row.trigger,
      status: row.status,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      error: row.lastError,
      nextAttemptAt: iso(row.nextAttemptAt),
      requestedAt: row.requestedAt.toISOString(),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
      result: snapshot ? toMarketRates(snapshot) : null,
    };
  }
}
