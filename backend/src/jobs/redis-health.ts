import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { createRedisClient, whenReady, withTimeout } from './redis-client.js';

const PING_TIMEOUT_MS = 1_000;

/** Redis as /api/ready sees it: `configured` when REDIS_URL is set, `ping()` never hangs. */
@Injectable()
export class RedisHealth implements OnModuleDestroy {
  readonly configured: boolean;
  private readonly client: Redis | undefined;

  constructor(config: AppConfig) {
    this.configured = Boolean(config.redisUrl);
    this.client = config.redisUrl ? createRedisClient(config.redisUrl, 'health') : undefined;
  }

  /** True when Redis answers PING within a second; false when it does not or is not configured. */
  async ping(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    try {
      // Just after boot the connection may still be opening: give it the same second.
      await whenReady(client, PING_TIMEOUT_MS);
      return (await withTimeout(client.ping(), PING_TIMEOUT_MS, 'no answer')) === 'PONG';
    } catch {
      return false;
    }
  }

  onModuleDestroy(): void {
    this.client?.disconnect();
  }
}
