import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateEntryEntity } from './rate-entry.entity.js';
import { RatesController } from './rates.controller.js';
import { RatesService } from './rates.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([RateEntryEntity])],
  controllers: [RatesController],
  providers: [RatesService],
})
export class RatesModule {}
