import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import type { RateLimitService } from './rate-limit.service.js';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * Every write of one signed-in user counts against RATE_LIMIT_WRITES_PER_USER a minute (issue 23:
 * a script recorded 200 extra payments in 4 s). Counted per account, not per address, so a user
 * gains nothing from many addresses and an office behind one address is not slowed by a colleague.
 * Called by the global SessionGuard once it has put the user on the request (issue 22: as a
 * global interceptor it wrapped every request, reads too, in an rxjs pipeline of its own).
 */
export async function countUserWrite(request: FastifyRequest, limits: RateLimitService, config: AppConfig): Promise<void> {
  const userId = request.user?.id;
  if (userId && WRITES.has(request.method)) await limits.hit(`writes:user:${userId}`, config.rateLimits.writesPerUser, 'TOO_MANY_WRITES');
}
