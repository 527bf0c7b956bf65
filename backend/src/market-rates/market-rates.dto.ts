import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PageLimitField } from '../common/fields.js';
import { ToDateOnly, ToNumber } from '../common/dto.js';
import type {
  ManualMarketRatesInput,
  MarketRate,
  MarketRates,
  MarketRateScrape,
  MarketRateScrapeStatus,
  MarketRateScrapeTrigger,
  MarketRateSnapshotEntry,
  MarketRatesOverview,
  RefreshMarketRatesResponse,
} from '@homewise/contracts';

/** OpenAPI shapes of the contracts' market-rate responses. */
export class MarketRateDto implements MarketRate {
  @ApiProperty({ description: 'A fraction: 0.069 for 6.90%', example: 0.069 }) rate: number;
  @ApiProperty({ format: 'date-time', description: 'When the snapshot was taken' }) scrapedAt: string;
}

export class MarketRatesDto implements MarketRates {
  @ApiProperty({ type: MarketRateDto }) thirtyYearFixed: MarketRateDto;
  @ApiProperty({ type: MarketRateDto }) fifteenYearFixed: MarketRateDto;
  @ApiProperty({ enum: ['mba', 'pmms', 'seed', 'manual'] }) source: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The survey week the rates describe' }) asOf: string | null;
}

const TRIGGERS = ['schedule', 'catch-up', 'admin'];

export class MarketRateScrapeDto implements MarketRateScrape {
  @ApiProperty() jobId: string;
  @ApiProperty({ enum: TRIGGERS }) trigger: MarketRateScrapeTrigger;
  @ApiProperty({ enum: ['queued', 'running', 'retrying', 'succeeded', 'failed'] }) status: MarketRateScrapeStatus;
  @ApiProperty({ description: 'Attempts started so far' }) attempts: number;
  @ApiProperty() maxAttempts: number;
  @ApiProperty({ nullable: true, type: String, description: 'Why the last attempt failed' }) error: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) nextAttemptAt: string | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) startedAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) finishedAt: string | null;
  @ApiProperty({ nullable: true, type: MarketRatesDto }) result: MarketRatesDto | null;
}

export class RefreshMarketRatesResponseDto implements RefreshMarketRatesResponse {
  @ApiProperty({ example: 'Market-rate refresh queued.' }) message: string;
  @ApiProperty({ description: 'Follow it at GET /api/admin/market-rates/refresh/{jobId}' }) jobId: string;
  @ApiProperty({ type: MarketRateScrapeDto }) scrape: MarketRateScrapeDto;
}

class MarketRateSnapshotEntryDto implements MarketRateSnapshotEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() thirtyYearFixed: number;
  @ApiProperty() fifteenYearFixed: number;
  @ApiProperty({ enum: ['mba', 'pmms', 'seed', 'manual'] }) source: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) asOf: string | null;
  @ApiProperty({ format: 'date-time', description: 'When it was read, or entered by hand' }) scrapedAt: string;
  @ApiProperty({ nullable: true, type: String, description: 'A hand entry: the email of the admin who entered it' }) enteredBy: string | null;
}

class MarketRateFailureDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: TRIGGERS }) trigger: MarketRateScrapeTrigger;
  @ApiProperty() jobId: string;
}

export class MarketRatesOverviewDto implements MarketRatesOverview {
  @ApiProperty({ type: MarketRatesDto }) current: MarketRatesDto;
  @ApiProperty({ type: [MarketRateSnapshotEntryDto], description: 'Newest first' }) history: MarketRateSnapshotEntryDto[];
  @ApiProperty({ description: 'Snapshots stored' }) total: number;
  @ApiProperty({ description: 'The newest snapshot predates the last scheduled weekly scrape' }) stale: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastScheduledAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) nextScheduledAt: string | null;
  @ApiProperty({ nullable: true, type: MarketRateFailureDto }) lastFailure: MarketRateFailureDto | null;
  @ApiProperty({ nullable: true, type: MarketRateScrapeDto }) latestScrape: MarketRateScrapeDto | null;
}

export const DEFAULT_HISTORY_LIMIT = 26;
export const MAX_HISTORY_LIMIT = 520;

export class MarketRatesOverviewQueryDto {
  /** Snapshots of the history. */
  @PageLimitField(MAX_HISTORY_LIMIT, DEFAULT_HISTORY_LIMIT) limit?: number;
}

/**
 * `POST /api/admin/market-rates`: this week's rates typed in by an admin. Presence, numbers,
 * bounds and the date are checked by the service with contracts `manualMarketRatesProblems`
 * (the words the Rate Management form shows), so the fields here only convert what was sent.
 */
export class ManualMarketRatesDto implements ManualMarketRatesInput {
  @ApiProperty({ description: 'A fraction: 0.0689 for 6.89% (0.5% to 25%)', example: 0.0689 }) @Allow() @ToNumber() thirtyYearFixed: number;
  @ApiProperty({ description: 'A fraction: 0.0612 for 6.12% (0.5% to 25%)', example: 0.0612 }) @Allow() @ToNumber() fifteenYearFixed: number;
  @ApiProperty({ format: 'date', description: 'The survey’s week ending date: not in the future, at most 3 weeks back', example: '2025-03-07' })
  @Allow()
  @ToDateOnly()
  asOf: string;
}
