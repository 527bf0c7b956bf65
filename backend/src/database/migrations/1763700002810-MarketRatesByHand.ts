import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins can enter the week's market rates by hand when the source is down (issue 18): such a
 * snapshot has source 'manual' and names the admin who entered it, kept for the record (set to
 * null, not deleted, if that account is deleted later; the entry time stays in scraped_at).
 */
export class MarketRatesByHand1763700002810 implements MigrationInterface {
  name = 'MarketRatesByHand1763700002810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE market_rate_snapshots ADD COLUMN entered_by uuid REFERENCES users (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE market_rate_snapshots DROP COLUMN entered_by`);
  }
}
