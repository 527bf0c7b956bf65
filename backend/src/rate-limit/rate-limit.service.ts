import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooMany, type TooManyCode } from '../common/errors/domain-error.js';
import { AppConfig, type RateLimitRule } from '../config/app-config.js';
import { createRedisClient, whenReady } from '../jobs/redis-client.js';
import { clientKey } from './client-key.js';

/** A count never waits longer than this for Redis; past it the in-memory count decides. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The per-IP and per-account limits (logins, resets, contact, signups, confirmation links, page views),
 * counted by rate-limiter-flexible in fixed windows: on Redis when REDIS_URL is set, so every
 * replica shares the counts, and in this process's memory on the embedded default (one process).
 * Redis down never blocks a request: each Redis limiter has an in-memory insurance limiter
 * that counts while Redis is unreachable (per replica, until it is back).
 */
@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly redis: Redis | undefined;
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly keyPrefix: string;

  constructor(config: AppConfig) {
    this.keyPrefix = `${config.jobs.prefix}:rate-limit`;
    this.redis = config.redisUrl
      ? // Fail fast when disconnected (no offline queue), so the insurance limiter answers at once.
        createRedisClient(config.redisUrl, 'rate-limits', { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS })
      : undefined;
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  /** Resolves once the counts go to Redis (at once without REDIS_URL); rejects after `ms`. */
  async storeReady(ms = 2_000): Promise<void> {
    if (this.redis) await whenReady(this.redis, ms);
  }

  /**
   * Counts one attempt under `key`; refuses (`code`, a 429) once the window's limit is exceeded.
   * The code says what was refused ("Too many attempts." unless the action has its own words).
   */
  async hit(key: string, rule: RateLimitRule, code: TooManyCode = 'TOO_MANY_ATTEMPTS'): Promise<void> {
    try {
      await this.limiterFor(rule).consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw tooMany(code, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  /**
   * Counts one `action` by the client at `ip` (an IPv4 address or an IPv6 /64, see clientKey):
   * every per-IP limit goes through here, so rotating through one's own /64 gains nothing.
   */
  async hitPerClient(action: string, ip: string, rule: RateLimitRule, code?: TooManyCode): Promise<void> {
    await this.hit(`${action}:ip:${clientKey(ip)}`, rule, code);
  }

  /**
   * Counts one `action` by the client at `ip` like hitPerClient, but answers instead of refusing:
   * `allowed` while within the limit, and `firstOver` for the one attempt that first went past it
   * in the window (so a caller that drops the rest quietly can say so once).
   */
  async countPerClient(action: string, ip: string, rule: RateLimitRule): Promise<{ allowed: boolean; firstOver: boolean }> {
    try {
      await this.limiterFor(rule).consume(`${action}:ip:${clientKey(ip)}`);
      return { allowed: true, firstOver: false };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { allowed: false, firstOver: refusal.consumedPoints === rule.max + 1 };
    }
  }

  /** One limiter per rule (its count and window are part of its keys). */
  private limiterFor({ max, windowSeconds }: RateLimitRule): RateLimiterAbstract {
    const name = `${max}-per-${windowSeconds}s`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const options = { points: max, duration: windowSeconds, keyPrefix: `${this.keyPrefix}:${name}` };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
        : memory;
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
