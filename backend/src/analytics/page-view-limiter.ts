import { Injectable, Logger } from '@nestjs/common';
import { AppConfig, type RateLimitRule } from '../config/app-config.js';
import { clientKey } from '../rate-limit/client-key.js';

/**
 * The most client addresses one window keeps counts for (~10 MB at the most). Past it — a flood
 * from that many addresses at once — page views of addresses not yet counted are not stored.
 */
export const MAX_COUNTED_ADDRESSES = 100_000;

/**
 * Page views per client, counted in this process's memory in fixed windows, so a flood of
 * `POST /api/analytics/page-view` stores nothing past the limit and refusing costs no database
 * write. Unlike the sign-in limits (src/rate-limit: on Redis, shared by replicas, surviving
 * restarts), this one is best effort on purpose: each replica counts only the requests
 * it serves, so N replicas let up to N × the limit through, and a restart starts the counts
 * afresh. That is enough for analytics — one client can no longer fill page_views — whereas a
 * shared counter would cost a write per page view, the very load a flood brings.
 */
@Injectable()
export class PageViewLimiter {
  private readonly logger = new Logger('Analytics');
  private readonly rule: RateLimitRule;
  private windowStart = 0;
  /** Page views of each client in the current window; cleared when a new window begins. */
  private readonly counts = new Map<string, number>();

  constructor(config: AppConfig) {
    this.rule = config.rateLimits.pageViewsPerIp;
  }

  /** Counts one page view from `ip`: true while its client is within the window's limit. */
  allow(ip: string, now = Date.now()): boolean {
    const size = this.rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / size) * size;
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.counts.clear();
    }
    const key = clientKey(ip);
    const count = this.counts.get(key) ?? 0;
    if (count === 0 && this.counts.size >= MAX_COUNTED_ADDRESSES) return false;
    if (count > this.rule.max) return false;
    this.counts.set(key, count + 1);
    if (count < this.rule.max) return true;
    // Said once per client and window; the address stays out of the log (Privacy Policy).
    this.logger.warn(`A client sent more than ${this.rule.max} page views in ${this.rule.windowSeconds / 60} minutes; the rest of this window's are not stored.`);
    return false;
  }
}
