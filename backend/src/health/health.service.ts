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

/** A health answer and whether it is good enough to send this replica requests. */
export interface HealthAnswer {
  healthy: boolean;
  body: HealthResponse;
}

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
  liveness(): Promise<HealthAnswer> {
    return this.checked([]);
  }

  /**
   * Whether to send this replica requests: not when the database is down or the replica is
   * draining (the controller answers 503 with the same body); Redis down is `degraded`, healthy:
   * the API serves without it (mail waits in the outbox), and failing here would take every
   * replica out of the pool at once on a Redis blip.
   */
  async readiness(): Promise<HealthAnswer> {
    // Draining is expected, not a failure to log: answer at once, without asking the database.
    if (this.lifecycle.draining) return { healthy: false, body: SHUTTING_DOWN };
    return this.checked([() => this.database.pingCheck('database', { timeout: DATABASE_TIMEOUT_MS }), () => this.redis()]);
  }

  /** Terminus reports a failed check by throwing its 503 carrying the whole result: take the result. */
  private async checked(checks: Parameters<HealthCheckService['check']>[0]): Promise<HealthAnswer> {
    try {
      return { healthy: true, body: (await this.health.check(checks)) as HealthResponse };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      return { healthy: false, body: error.getResponse() as HealthResponse };
    }
  }

  private async redis(): Promise<HealthIndicatorResult<'redis'>> {
    const session = this.indicators.check('redis');
    if (!this.redisHealth?.configured) return session.up({ mode: 'in-process' });
    return (await this.redisHealth.ping())
      ? session.up()
      : session.degraded({ message: 'Redis does not answer: jobs wait in the outbox and run once it is back' });
  }
}
