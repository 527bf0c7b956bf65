import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';
import { JOBS_SETTINGS, loadJobsSettings } from './jobs.settings.js';
import { RedisHealth } from './redis-health.js';

/** Jobs (BullMQ or in-process) and Redis health, available everywhere. */
@Global()
@Module({
  providers: [{ provide: JOBS_SETTINGS, useFactory: () => loadJobsSettings() }, JobsService, RedisHealth],
  exports: [JOBS_SETTINGS, JobsService, RedisHealth],
})
export class JobsModule {}
