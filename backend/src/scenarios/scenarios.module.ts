import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RefinanceScenarioEntity } from './scenario.entity.js';
import { ScenariosController } from './scenarios.controller.js';
import { ScenariosService } from './scenarios.service.js';

/** Cut My Costs' "Compare offers": each user's saved refinance offers (issue 21). */
@Module({
  imports: [TypeOrmModule.forFeature([RefinanceScenarioEntity])],
  controllers: [ScenariosController],
  providers: [ScenariosService],
})
export class ScenariosModule {}
