import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';
import { AppConfig } from '../config/app-config.js';
import { JOBS_SETTINGS } from './jobs.settings.js';
import { RedisHealth } from './redis-health.js';

/** Jobs (BullMQ or in-process) and Redis health, available everywhere. */
@Global()
@Module({
  providers: [{ provide: JOBS_SETTINGS, inject: [AppConfig], useFactory: (config: AppConfig) => config.jobs }, JobsService, RedisHealth],
  exports: [JOBS_SETTINGS, JobsService, RedisHealth],
})
export class JobsModule {}
