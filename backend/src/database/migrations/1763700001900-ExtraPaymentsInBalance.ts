import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recording an extra payment takes it off the current balance the pages use (issue 18: it waited
 * for "Auto"); one dated after today is scheduled, and comes off when its day comes.
 *
 * - `balance_effect`: what this payment took off `mortgage_profiles.current_balance` — given back
 *   when it is deleted or changed. NULL when it took nothing off: scheduled, or already part of a
 *   balance the homeowner set (typed in, "Auto"), or recorded before this migration.
 * - `scheduled`: dated after the day it was recorded and not taken off yet; the hourly
 *   housekeeping takes it off once its date has come (partial index: only those rows).
 *
 * Existing payments dated up to today are left as they are (we cannot know whether the stored
 * balance already includes them, so it is not changed); those dated later become scheduled.
 * Both columns are added without rewriting the table (a constant default, a nullable column).
 */
export class ExtraPaymentsInBalance1763700001900 implements MigrationInterface {
  name = 'ExtraPaymentsInBalance1763700001900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE extra_payments ADD COLUMN balance_effect numeric(14,2)`);
    await q.query(`ALTER TABLE extra_payments ADD COLUMN scheduled boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE extra_payments SET scheduled = true WHERE payment_date > (now() AT TIME ZONE 'UTC')::date`);
    await q.query(`CREATE INDEX extra_payments_scheduled_idx ON extra_payments (payment_date) WHERE scheduled`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX extra_payments_scheduled_idx`);
    await q.query(`ALTER TABLE extra_payments DROP COLUMN scheduled`);
    await q.query(`ALTER TABLE extra_payments DROP COLUMN balance_effect`);
  }
}
