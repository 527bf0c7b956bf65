import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsController } from './analytics.controller.js';
import { PageViewEntity } from './page-view.entity.js';
import { PageViewsService } from './page-views.service.js';

@Module({ imports: [TypeOrmModule.forFeature([PageViewEntity])], controllers: [AnalyticsController], providers: [PageViewsService] })
export class AnalyticsModule {}
