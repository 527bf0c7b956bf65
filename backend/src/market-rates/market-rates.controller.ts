import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiAcceptedResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MarketRates, MarketRateScrape, MarketRatesOverview, RefreshMarketRatesResponse } from '@homewise/contracts';
import { CurrentUser, Roles } from '../common/access.decorators.js';
import { requestSource } from '../common/request-source.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import {
  DEFAULT_HISTORY_LIMIT,
  ManualMarketRatesDto,
  MarketRateScrapeDto,
  MarketRatesDto,
  MarketRatesOverviewDto,
  MarketRatesOverviewQueryDto,
  RefreshMarketRatesResponseDto,
} from './market-rates.dto.js';
import { MarketRateScrapesService } from './market-rate-scrapes.service.js';
import { MarketRatesService, toMarketRates } from './market-rates.service.js';

@ApiTags('market-rates')
@ApiCookieAuth()
@Controller()
export class MarketRatesController {
  constructor(
    private readonly marketRates: MarketRatesService,
    private readonly scrapes: MarketRateScrapesService,
  ) {}

  @Get('market-rates')
  @ApiOperation({ summary: 'The newest market-rate snapshot (MBA or PMMS, refreshed every Wednesday). Any signed-in user.' })
  @ApiOkResponse({ type: MarketRatesDto })
  current(): Promise<MarketRates> {
    return this.marketRates.current();
  }

  @Get('admin/market-rates')
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: current rates, the snapshot history (newest first) and the weekly scrape’s health (stale, last failure).' })
  @ApiOkResponse({ type: MarketRatesOverviewDto })
  overview(@Query() query: MarketRatesOverviewQueryDto): Promise<MarketRatesOverview> {
    return this.scrapes.overview(query.limit ?? DEFAULT_HISTORY_LIMIT);
  }

  @Post('admin/market-rates')
  @Roles('admin')
  @ApiOperation({
    summary: 'Admin: enter this week’s rates by hand when the source is down. Stored as the newest snapshot (source manual, with the admin); 400 with the form’s words when out of bounds.',
  })
  @ApiCreatedResponse({ type: MarketRatesDto })
  async enterByHand(@CurrentUser() admin: UserEntity, @Body() body: ManualMarketRatesDto, @Req() request: FastifyRequest): Promise<MarketRates> {
    return toMarketRates(await this.marketRates.enterByHand({ id: admin.id, ...requestSource(request) }, body));
  }

  @Post('admin/market-rates/refresh')
  @HttpCode(202)
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: scrape the market-rate source now (202; the scrape runs as a job: follow it by its jobId).' })
  @ApiAcceptedResponse({ type: RefreshMarketRatesResponseDto })
  refresh(@CurrentUser() admin: UserEntity): Promise<RefreshMarketRatesResponse> {
    return this.scrapes.requestRefresh(admin.id);
  }

  @Get('admin/market-rates/refresh/:jobId')
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: a scrape job’s progress (queued, running, retrying, succeeded, failed) and result.' })
  @ApiOkResponse({ type: MarketRateScrapeDto })
  scrape(@Param('jobId') jobId: string): Promise<MarketRateScrape> {
    return this.scrapes.scrape(jobId);
  }
}
