import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MarketRateScrapeStatus, MarketRateScrapeTrigger } from '@homewise/contracts';

/**
 * One scrape job (weekly, catch-up or an admin's "Refresh now") and how it went, keyed by its job
 * id, so any replica can tell an admin the progress and why the rates are stale.
 */
@Entity({ name: 'market_rate_scrapes' })
export class MarketRateScrapeEntity {
  @PrimaryColumn({ name: 'job_id', type: 'text' })
  jobId: string;

  @Column({ type: 'text' })
  trigger: MarketRateScrapeTrigger;

  @Column({ type: 'text' })
  status: MarketRateScrapeStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'max_attempts', type: 'integer' })
  maxAttempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'last_failed_at', type: 'timestamptz', nullable: true })
  lastFailedAt: Date | null;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy: string | null;

  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'snapshot_id', type: 'uuid', nullable: true })
  snapshotId: string | null;
}
