import { Global, Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service.js';

// The per-user write limit (user-write-limit.ts) is counted by the global SessionGuard.
@Global()
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
