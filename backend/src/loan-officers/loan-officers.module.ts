import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoanOfficerBrandEntity } from './loan-officer-brand.entity.js';
import { BrandsController, LoanOfficerController, SharedLoanOfficerController } from './loan-officers.controller.js';
import { LoanOfficersService } from './loan-officers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([LoanOfficerBrandEntity])],
  controllers: [LoanOfficerController, SharedLoanOfficerController, BrandsController],
  providers: [LoanOfficersService],
  exports: [LoanOfficersService],
})
export class LoanOfficersModule {}
