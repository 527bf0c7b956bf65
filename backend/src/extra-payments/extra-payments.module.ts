import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MortgageProfilesModule } from '../mortgage-profiles/mortgage-profiles.module.js';
import { ExtraPaymentEntity } from './extra-payment.entity.js';
import { ExtraPaymentsController } from './extra-payments.controller.js';
import { ExtraPaymentsService } from './extra-payments.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ExtraPaymentEntity]), MortgageProfilesModule],
  controllers: [ExtraPaymentsController],
  providers: [ExtraPaymentsService],
})
export class ExtraPaymentsModule {}
