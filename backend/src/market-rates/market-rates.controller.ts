import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MarketRates, RefreshMarketRatesResponse } from '@homewise/contracts';
import { Roles } from '../auth/auth.decorators.js';
import { MarketRatesDto, RefreshMarketRatesResponseDto } from './market-rates.dto.js';
import { MarketRatesService } from './market-rates.service.js';

@ApiTags('market-rates')
@ApiCookieAuth()
@Controller()
export class MarketRatesController {
  constructor(private readonly marketRates: MarketRatesService) {}

  @Get('market-rates')
  @ApiOperation({ summary: 'The newest market-rate snapshot (MBA or PMMS, refreshed every Wednesday). Any signed-in user.' })
  @ApiOkResponse({ type: MarketRatesDto })
  current(): Promise<MarketRates> {
    return this.marketRates.current();
  }

  @Post('admin/market-rates/refresh')
  @HttpCode(202)
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: scrape the market-rate source now (202; the scrape runs as a job).' })
  @ApiAcceptedResponse({ type: RefreshMarketRatesResponseDto })
  refresh(): Promise<RefreshMarketRatesResponse> {
    return this.marketRates.requestRefresh();
  }
}
