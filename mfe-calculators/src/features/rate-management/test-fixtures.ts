// Shared by Rate Management's unit tests: a scrape job as the API answers it.
import type { MarketRateScrape } from '@homewise/contracts';

export const scrapeJob = (changes: Partial<MarketRateScrape> = {}): MarketRateScrape => ({
  jobId: 'refresh-1',
  trigger: 'admin',
  status: 'queued',
  attempts: 0,
  maxAttempts: 8,
  error: null,
  nextAttemptAt: null,
  requestedAt: '2026-06-15T12:00:00Z',
  startedAt: null,
  finishedAt: null,
  result: null,
  ...changes,
});
