import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PageViewsService, type PageView } from './page-views.service.js';

// The page-view limit counted in memory (the embedded default); only the table is a stand-in.
// backend/test/rate-limit.e2e-spec.ts runs it through the API on Postgres and Redis.
describe('PageViewsService.record', () => {
  let warn: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  function pageViews(max: number) {
    const stored: PageView[] = [];
    const dataSource = { getRepository: () => ({ insert: async (view: PageView) => void stored.push(view) }) } as unknown as DataSource;
    const config = loadConfig({ RATE_LIMIT_PAGE_VIEWS_PER_IP: String(max) });
    return { service: new PageViewsService(dataSource, new RateLimitService(config), config), stored };
  }

  it('stores the views of a client within the limit and drops the rest quietly', async () => {
    const { service, stored } = pageViews(2);
    const view = { path: '/Dashboard', referrer: null, userId: null };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await service.record(view, '203.0.113.7'));
    expect(results).toEqual([true, true, false, false]);
    expect(stored).toEqual([view, view]);
  });

  it('says once per client and window that page views are dropped, without the address', async () => {
    const { service } = pageViews(1);
    for (let i = 0; i < 10; i++) await service.record({ path: '/Dashboard', referrer: null, userId: null }, '203.0.113.7');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/more than 1 page views in 10 minutes/);
    expect(String(warn.mock.calls[0][0])).not.toContain('203.0.113.7');
  });
});
