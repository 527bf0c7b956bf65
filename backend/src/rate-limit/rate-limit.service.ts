import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RateLimitRule } from '../config/app-config.js';
import { clientKey } from './client-key.js';

/** 429 with a sentence a person understands (spec section 8: the frontends show `message`). */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'Too many attempts.',
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`${what} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters in Postgres (table rate_limit_hits), so every replica shares them and
 * they survive restarts. One upsert per counted attempt.
 */
@Injectable()
export class RateLimitService {
  constructor(private readonly dataSource: DataSource) {}

  private windowStart(rule: RateLimitRule, now = Date.now()): Date {
    const size = rule.windowSeconds * 1000;
    return new Date(Math.floor(now / size) * size);
  }

  private secondsLeft(rule: RateLimitRule, now = Date.now()): number {
    const size = rule.windowSeconds * 1000;
    return Math.ceil((this.windowStart(rule, now).getTime() + size - now) / 1000);
  }

  /**
   * Counts one attempt under `key`; throws 429 once the window's limit is exceeded. `what` opens
   * the message ("Too many attempts." unless the action deserves its own words).
   */
  async hit(key: string, rule: RateLimitRule, what?: string): Promise<void> {
    const rows: { hits: number }[] = await this.dataSource.query(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [key, this.windowStart(rule)],
    );
    if (rows[0].hits > rule.max) throw new TooManyRequestsException(this.secondsLeft(rule), what);
  }

  /**
   * Counts one `action` by the client at `ip` (an IPv4 address or an IPv6 /64, see clientKey):
   * every per-IP limit goes through here, so rotating through one's own /64 gains nothing.
   */
  async hitPerClient(action: string, ip: string, rule: RateLimitRule, what?: string): Promise<void> {
    await this.hit(`${action}:ip:${clientKey(ip)}`, rule, what);
  }

  /** Throws 429 when `key` already used up its window, without counting (e.g. failed logins). */
  async assertUnder(key: string, rule: RateLimitRule): Promise<void> {
    const rows: { hits: number }[] = await this.dataSource.query(
      `SELECT hits FROM rate_limit_hits WHERE key = $1 AND window_start = $2`,
      [key, this.windowStart(rule)],
    );
    if ((rows[0]?.hits ?? 0) >= rule.max) throw new TooManyRequestsException(this.secondsLeft(rule));
  }

  /** Counts without throwing (record a failure after the fact). */
  async record(key: string, rule: RateLimitRule): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1`,
      [key, this.windowStart(rule)],
    );
  }
}
