import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signups through an officer's link that could not join the client list because the plan was full
 * (issue 18: the officer is told). Only when, never who: the homeowner was not linked, so nothing
 * of theirs is the officer's to see. `seen_at` is set when the officer dismisses the notice.
 */
export class TurnedAwaySignups1763700002820 implements MigrationInterface {
  name = 'TurnedAwaySignups1763700002820';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE turned_away_signups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        officer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        seen_at timestamptz
      )`);
    await q.query(`CREATE INDEX turned_away_signups_unseen_idx ON turned_away_signups (officer_id) WHERE seen_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE turned_away_signups`);
  }
}
