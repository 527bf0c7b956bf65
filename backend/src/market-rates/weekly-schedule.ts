import { getNextMillis } from 'bullmq';
import type { JobSchedule } from '../jobs/job-runner.js';

/** The job the weekly scheduler, the catch-up and the admin's refresh all create. */
export const SCRAPE_JOB = 'scrape';

/**
 * Every Wednesday at 10:00 New York time (EST or EDT, whichever is in force): MBA publishes its
 * weekly survey on Wednesday mornings. The id is stable, so however many replicas upsert it,
 * Redis holds one scheduler and each week gets one job.
 */
export const WEEKLY_SCRAPE: JobSchedule = {
  schedulerId: 'market-rates-weekly-scrape',
  pattern: '0 10 * * 3',
  tz: 'America/New_York',
  jobName: SCRAPE_JOB,
  data: { trigger: 'schedule' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest time at or before `now` when `schedule` fired (epoch ms), computed the way BullMQ's
 * scheduler computes its runs. Looks back 8 days: enough for a weekly pattern across a DST change.
 */
export function previousRun(schedule: Pick<JobSchedule, 'pattern' | 'tz'>, now: number): number | undefined {
  let previous: number | undefined;
  let next = getNextMillis(now - 8 * DAY_MS, { pattern: schedule.pattern, tz: schedule.tz });
  while (next !== undefined && next <= now) {
    previous = next;
    next = getNextMillis(next, { pattern: schedule.pattern, tz: schedule.tz });
  }
  return previous;
}

/** The next time `schedule` fires after `now` (epoch ms). */
export function nextRun(schedule: Pick<JobSchedule, 'pattern' | 'tz'>, now: number): number | undefined {
  return getNextMillis(now, { pattern: schedule.pattern, tz: schedule.tz });
}
