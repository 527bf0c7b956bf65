import { Injectable, Optional, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator, type HealthIndicatorResult } from '@nestjs/terminus';
import type { HealthResponse } from '@homewise/contracts';
import { RedisHealth } from '../jobs/redis-health.js';
import { Lifecycle } from './lifecycle.js';

const DATABASE_TIMEOUT_MS = 2000;

const LIFECYCLE_DOWN = { status: 'down' as const, message: 'shutting down: finishing the requests in flight' };
const SHUTTING_DOWN: HealthResponse = {
  status: 'shutting_down',
  info: {},
  error: { lifecycle: LIFECYCLE_DOWN },
  details: { lifecycle: LIFECYCLE_DOWN },
};

/** Liveness and readiness through @nestjs/terminus (README "Health, metrics and logs"). */
@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly lifecycle: Lifecycle,
    // Provided by the global JobsModule; optional so the API still boots without it.
    @Optional() private readonly redisHealth?: RedisHealth,
  ) {}

  /** The process answers: nothing else is checked, so a database outage never restarts replicas. */
  liveness(): Promise<HealthResponse> {
    return this.health.check([]) as Promise<HealthResponse>;
  }

  /**
   * Whether to send this replica requests. Throws ServiceUnavailableException (503, same body)
   * when the database is down or the replica is draining; Redis down is `degraded`, still 200:
   * the API serves without it (mail waits in the outbox), and failing here would take every
   * replica out of the pool at once on a Redis blip.
   */
  async readiness(): Promise<HealthResponse> {
    // Draining is expected, not a failure to log: answer at once, without asking the database.
    if (this.lifecycle.draining) throw new ServiceUnavailableException(SHUTTING_DOWN);
    return (await this.health.check([
      () => this.database.pingCheck('database', { timeout: DATABASE_TIMEOUT_MS }),
      () => this.redis(),
    ])) as HealthResponse;
  }

  private async redis(): Promise<HealthIndicatorResult<'redis'>> {
    const session = this.indicators.check('redis');
    if (!this.redisHealth?.configured) return session.up({ mode: 'in-process' });
    return (await this.redisHealth.ping())
      ? session.up()
      : session.degraded({ message: 'Redis does not answer: jobs wait in the outbox and run once it is back' });
  }
}
