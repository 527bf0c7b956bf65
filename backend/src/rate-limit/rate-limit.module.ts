import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitService } from './rate-limit.service.js';
import { UserWriteLimitInterceptor } from './user-write-limit.js';

@Global()
@Module({ providers: [RateLimitService, { provide: APP_INTERCEPTOR, useClass: UserWriteLimitInterceptor }], exports: [RateLimitService] })
export class RateLimitModule {}
