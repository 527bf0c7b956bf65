import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsController } from './analytics.controller.js';
import { PageViewEntity } from './page-view.entity.js';
import { PageViewLimiter } from './page-view-limiter.js';
import { PageViewsService } from './page-views.service.js';

@Module({ imports: [TypeOrmModule.forFeature([PageViewEntity])], controllers: [AnalyticsController], providers: [PageViewLimiter, PageViewsService] })
export class AnalyticsModule {}
