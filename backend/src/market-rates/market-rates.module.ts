import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { MarketRateScrapeEntity } from './market-rate-scrape.entity.js';
import { MarketRateScrapesService } from './market-rate-scrapes.service.js';
import { MarketRateSnapshot } from './market-rate-snapshot.entity.js';
import { MarketRatesController } from './market-rates.controller.js';
import { MarketRatesScheduler } from './market-rates.scheduler.js';
import { MarketRatesService } from './market-rates.service.js';
import { marketRatesSettingsOf, MARKET_RATES_SETTINGS } from './market-rates.settings.js';

/** Weekly market rates: snapshots, the scraper job and its schedule (each run recorded), GET, admin overview and refresh. */
@Module({
  imports: [TypeOrmModule.forFeature([MarketRateSnapshot, MarketRateScrapeEntity])],
  controllers: [MarketRatesController],
  providers: [
    { provide: MARKET_RATES_SETTINGS, inject: [AppConfig], useFactory: (config: AppConfig) => marketRatesSettingsOf(config) },
    MarketRatesService,
    MarketRateScrapesService,
    MarketRatesScheduler,
  ],
  exports: [MarketRatesService],
})
export class MarketRatesModule {}
