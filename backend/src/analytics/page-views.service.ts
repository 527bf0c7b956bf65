import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { affectedRows, HourlyCleanUp, PRIVACY_RETENTION } from '../common/hourly-clean-up.js';
import { AppConfig, type RateLimitRule } from '../config/app-config.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PageViewEntity } from './page-view.entity.js';

/** One page view the shell reports: where, from where, and who (null when signed out). */
export interface PageView {
  path: string;
  referrer: string | null;
  userId: string | null;
}

/** The page views the shell reports, kept as long as the Privacy Policy says. */
@Injectable()
export class PageViewsService {
  private readonly logger = new Logger('Analytics');
  private readonly rule: RateLimitRule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimitService,
    config: AppConfig,
  ) {
    this.rule = config.rateLimits.pageViewsPerIp;
  }

  /**
   * Stores a page view from the client at `ip` while that client is within
   * RATE_LIMIT_PAGE_VIEWS_PER_IP (counted like the other limits, src/rate-limit), so a flood
   * stores nothing past the limit. Past it the view is dropped quietly: false.
   */
  async record(view: PageView, ip: string): Promise<boolean> {
    const { allowed, firstOver } = await this.rateLimits.countPerClient('page-views', ip, this.rule);
    if (!allowed) {
      // Said once per client and window; the address stays out of the log (Privacy Policy).
      if (firstOver) {
        this.logger.warn(`A client sent more than ${this.rule.max} page views in ${this.rule.windowSeconds / 60} minutes; the rest of this window's are not stored.`);
      }
      return false;
    }
    await this.dataSource.getRepository(PageViewEntity).insert(view);
    return true;
  }

  /** Views older than the Privacy Policy's retention (housekeeping, hourly). */
  @HourlyCleanUp('pageViews')
  async deleteExpired(): Promise<number> {
    return affectedRows(await this.dataSource.query(`DELETE FROM page_views WHERE created_at < now() - interval '${PRIVACY_RETENTION}'`));
  }
}
