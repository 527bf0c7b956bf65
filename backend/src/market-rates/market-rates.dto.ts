import { ApiProperty } from '@nestjs/swagger';
import type { MarketRate, MarketRates, RefreshMarketRatesResponse } from '@homewise/contracts';

/** OpenAPI shapes of the contracts' market-rate responses. */
export class MarketRateDto implements MarketRate {
  @ApiProperty({ description: 'A fraction: 0.069 for 6.90%', example: 0.069 }) rate: number;
  @ApiProperty({ format: 'date-time', description: 'When the snapshot was taken' }) scrapedAt: string;
}

export class MarketRatesDto implements MarketRates {
  @ApiProperty({ type: MarketRateDto }) thirtyYearFixed: MarketRateDto;
  @ApiProperty({ type: MarketRateDto }) fifteenYearFixed: MarketRateDto;
  @ApiProperty({ enum: ['mba', 'pmms', 'seed'] }) source: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The survey week the rates describe' }) asOf: string | null;
}

export class RefreshMarketRatesResponseDto implements RefreshMarketRatesResponse {
  @ApiProperty({ example: 'Market-rate refresh queued.' }) message: string;
  @ApiProperty({ description: 'The BullMQ job id (`inline-…` when the queue was unavailable)' }) jobId: string;
}
