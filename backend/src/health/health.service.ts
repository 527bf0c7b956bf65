import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReadyResponse } from '@homewise/contracts';
import { RedisHealth } from '../jobs/redis-health.js';

const CHECK_TIMEOUT_MS = 2000;

/** Resolves false when the check throws or takes longer than the timeout. */
async function within(check: () => Promise<unknown>, ms = CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([check().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    // Provided by the global JobsModule; optional so the API still boots without it.
    @Optional() private readonly redisHealth?: RedisHealth,
  ) {}

  async readiness(): Promise<ReadyResponse> {
    const redisHealth = this.redisHealth?.configured ? this.redisHealth : undefined;
    const [databaseUp, redisUp] = await Promise.all([
      within(() => this.dataSource.query('SELECT 1')),
      redisHealth ? redisHealth.ping() : Promise.resolve(false),
    ]);
    const database = databaseUp ? 'up' : 'down';
    const redis: ReadyResponse['redis'] = redisHealth ? (redisUp ? 'up' : 'down') : 'not_configured';
    const ok = database === 'up' && redis !== 'down';
    return { status: ok ? 'ready' : 'not_ready', database, redis };
  }
}
