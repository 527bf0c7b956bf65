import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MortgageProfileEntity } from './mortgage-profile.entity.js';
import { MortgageProfilesController } from './mortgage-profiles.controller.js';
import { MortgageProfilesService } from './mortgage-profiles.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([MortgageProfileEntity])],
  controllers: [MortgageProfilesController],
  providers: [MortgageProfilesService],
  exports: [MortgageProfilesService],
})
export class MortgageProfilesModule {}
