import { Injectable, Optional } from '@nestjs/common';
import { HealthIndicatorService, TypeOrmHealthIndicator, type HealthCheckService, type HealthIndicatorResult } from '@nestjs/terminus';
import type { HealthResponse } from '@homewise/contracts';
import { RedisHealth } from '../jobs/redis-health.js';
import { Lifecycle } from './lifecycle.js';

const DATABASE_TIMEOUT_MS = 2000;

const LIFECYCLE_DOWN = { status: 'down' as const, message: 'shutting down: finishing the requests in flight' };
/** Readiness while draining: answered at once, without asking the database. */
export const SHUTTING_DOWN: HealthResponse = {
  status: 'shutting_down',
  info: {},
  error: { lifecycle: LIFECYCLE_DOWN },
  details: { lifecycle: LIFECYCLE_DOWN },
};

/** The indicators terminus runs for one answer. */
export type HealthChecks = Parameters<HealthCheckService['check']>[0];

/**
 * What liveness and readiness check (README "Health, metrics and logs"). The controller runs the
 * checks through @nestjs/terminus and turns a failed one into a 503: HTTP stays out of here.
 */
@Injectable()
export class HealthService {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly lifecycle: Lifecycle,
    // Provided by the global JobsModule; optional so the API still boots without it.
    @Optional() private readonly redisHealth?: RedisHealth,
  ) {}

  /** The process answers: nothing else is checked, so a database outage never restarts replicas. */
  livenessChecks(): HealthChecks {
    return [];
  }

  /**
   * Whether to send this replica requests: not when the database is down or the replica is
   * draining (null: the answer is SHUTTING_DOWN, expected, not a failure to log); Redis down is
   * `degraded`, healthy: the API serves without it (mail waits in the outbox), and failing here
   * would take every replica out of the pool at once on a Redis blip.
   */
  readinessChecks(): HealthChecks | null {
    if (this.lifecycle.draining) return null;
    return [() => this.database.pingCheck('database', { timeout: DATABASE_TIMEOUT_MS }), () => this.redis()];
  }

  private async redis(): Promise<HealthIndicatorResult<'redis'>> {
    const session = this.indicators.check('redis');
    if (!this.redisHealth?.configured) return session.up({ mode: 'in-process' });
    return (await this.redisHealth.ping())
      ? session.up()
      : session.degraded({ message: 'Redis does not answer: jobs wait in the outbox and run once it is back' });
  }
}
