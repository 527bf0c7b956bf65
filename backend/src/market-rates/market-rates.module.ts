import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { MarketRateSnapshot } from './market-rate-snapshot.entity.js';
import { MarketRatesController } from './market-rates.controller.js';
import { MarketRatesScheduler } from './market-rates.scheduler.js';
import { MarketRatesService } from './market-rates.service.js';
import { loadMarketRatesSettings, MARKET_RATES_SETTINGS } from './market-rates.settings.js';

/** Weekly market rates: snapshots, the scraper job and its schedule, GET and admin refresh. */
@Module({
  imports: [TypeOrmModule.forFeature([MarketRateSnapshot])],
  controllers: [MarketRatesController],
  providers: [
    { provide: MARKET_RATES_SETTINGS, inject: [AppConfig], useFactory: (config: AppConfig) => loadMarketRatesSettings(config) },
    MarketRatesService,
    MarketRatesScheduler,
  ],
  exports: [MarketRatesService],
})
export class MarketRatesModule {}
