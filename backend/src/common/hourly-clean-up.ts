import { SetMetadata } from '@nestjs/common';

export const HOURLY_CLEAN_UP = 'homewise:hourly-clean-up';

/**
 * Marks a provider's method that deletes what its own feature no longer keeps (expired links,
 * rows past the Privacy Policy's retention): housekeeping finds every marked method at boot and
 * calls each once an hour, on every replica, so it must be idempotent. It answers how many rows
 * (or files) it removed; `name` is its key in HousekeepingService.run()'s answer.
 */
export const HourlyCleanUp = (name: string): MethodDecorator => SetMetadata(HOURLY_CLEAN_UP, name);

/** What a DELETE answers through TypeORM's query(): [rows, affected] on Postgres. */
export const affectedRows = (result: unknown): number => (Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0);

/**
 * How long contact messages, page views and undeliverable mail are kept: the Privacy Policy's
 * "Data retention" (mfe-marketing/src/features/legal/PrivacyPolicyPage.tsx) promises at most 24 months.
 */
export const PRIVACY_RETENTION = '24 months';
