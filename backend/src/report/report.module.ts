import { Module } from '@nestjs/common';
import { MarketRatesModule } from '../market-rates/market-rates.module.js';
import { ReportController } from './report.controller.js';
import { ReportService } from './report.service.js';

/** GET /api/report.pdf: the homeowner's mortgage report (issue 21). */
@Module({
  imports: [MarketRatesModule],
  controllers: [ReportController],
  providers: [ReportService],
})
export class ReportModule {}
