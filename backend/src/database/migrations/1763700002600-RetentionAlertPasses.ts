import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alerts pass after a market-rate update runs once per snapshot (src/retention/alerts): a
 * row per snapshot handled, written in the pass's own transaction, so a second planner or a
 * retry finds it and stops instead of recomputing every client's refinance.
 */
export class RetentionAlertPasses1763700002600 implements MigrationInterface {
  name = 'RetentionAlertPasses1763700002600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE retention_alert_passes (snapshot_id uuid PRIMARY KEY, ran_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE retention_alert_passes`);
  }
}
