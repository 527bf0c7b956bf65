import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each email gets one Loan Officer Pro trial (src/identity/auth/pro-trials.ts): the sha256 of the
 * address (lower-cased, without a "+tag") of every trial started, kept after the account is
 * closed — closing the account and signing up again must not start a new one. Only the hash is
 * kept, so the table names nobody. Trials started before this migration are written in.
 */
export class ProTrialsOnce1763700002720 implements MigrationInterface {
  name = 'ProTrialsOnce1763700002720';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE pro_trials_started (email_hash text PRIMARY KEY, started_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`
      INSERT INTO pro_trials_started (email_hash)
      SELECT DISTINCT encode(sha256(convert_to(regexp_replace(lower(email), '\\+[^@]*@', '@'), 'UTF8')), 'hex')
        FROM users WHERE plan_trial_ends_at IS NOT NULL
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pro_trials_started`);
  }
}
