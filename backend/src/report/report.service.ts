import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { todayUtc } from '../common/today.js';
import { ExtraPaymentEntity } from '../extra-payments/extra-payment.entity.js';
import { MarketRatesService } from '../market-rates/market-rates.service.js';
import { MortgageProfileEntity } from '../mortgage-profiles/mortgage-profile.entity.js';
import { toMortgageProfile } from '../mortgage-profiles/mortgage-profile.mapper.js';
import { reportModel } from './report-model.js';
import { reportPdf } from './report-pdf.js';

@Injectable()
export class ReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly marketRates: MarketRatesService,
  ) {}

  /** The user's own report: their profile, their extra payments, this week's 30-year rate. */
  async pdfFor(userId: string): Promise<Buffer> {
    const entity = await this.dataSource.getRepository(MortgageProfileEntity).findOneBy({ userId });
    if (!entity) throw new DomainError('NO_PROFILE_YET');
    const payments = await this.dataSource.getRepository(ExtraPaymentEntity).find({ where: { mortgageProfileId: entity.id }, order: { paymentDate: 'ASC' } });
    const snapshot = await this.marketRates.latestSnapshot();
    const rate = snapshot ? (await this.marketRates.current()).thirtyYearFixed.rate : null;
    const extra = payments.map((p) => ({ id: p.id, mortgageProfileId: p.mortgageProfileId, paymentDate: p.paymentDate, amount: p.amount, createdAt: new Date(p.createdAt).toISOString() }));
    return reportPdf(reportModel(toMortgageProfile(entity), extra, rate, todayUtc()));
  }
}
