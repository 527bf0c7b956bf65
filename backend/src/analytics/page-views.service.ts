import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { affectedRows, HourlyCleanUp, PRIVACY_RETENTION } from '../common/hourly-clean-up.js';
import { PageViewEntity } from './page-view.entity.js';

/** The page views the shell reports, kept as long as the Privacy Policy says. */
@Injectable()
export class PageViewsService {
  constructor(private readonly dataSource: DataSource) {}

  async record(path: string, referrer: string | null, userId: string | null): Promise<void> {
    await this.dataSource.getRepository(PageViewEntity).insert({ path, referrer, userId });
  }

  /** Views older than the Privacy Policy's retention (housekeeping, hourly). */
  @HourlyCleanUp('pageViews')
  async deleteExpired(): Promise<number> {
    return affectedRows(await this.dataSource.query(`DELETE FROM page_views WHERE created_at < now() - interval '${PRIVACY_RETENTION}'`));
  }
}
