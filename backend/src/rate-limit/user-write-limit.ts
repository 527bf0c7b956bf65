import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { AppConfig } from '../config/app-config.js';
import { RateLimitService } from './rate-limit.service.js';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * Every write of one signed-in user counts against RATE_LIMIT_WRITES_PER_USER a minute (issue 23:
 * a script recorded 200 extra payments in 4 s). Counted per account, not per address, so a user
 * gains nothing from many addresses and an office behind one address is not slowed by a colleague.
 * Runs after the session guard (interceptors follow guards), which puts the user on the request.
 */
@Injectable()
export class UserWriteLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: { id?: string } }>();
    const userId = request.user?.id;
    if (userId && WRITES.has(request.method)) await this.limits.hit(`writes:user:${userId}`, this.config.rateLimits.writesPerUser, 'TOO_MANY_WRITES');
    return next.handle();
  }
}
