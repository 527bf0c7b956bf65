import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 21: Cut My Costs' saved offers, at most 3 a user (the service keeps the count). */
export class RefinanceScenarios1763700002700 implements MigrationInterface {
  name = 'RefinanceScenarios1763700002700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS refinance_scenarios (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        new_rate numeric(8,6) NOT NULL,
        new_term_years integer NOT NULL,
        closing_costs numeric(14,2) NOT NULL DEFAULT 0,
        points numeric(6,3) NOT NULL DEFAULT 0,
        lender_credit numeric(14,2) NOT NULL DEFAULT 0,
        cash_out numeric(14,2) NOT NULL DEFAULT 0,
        roll_closing_costs boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS refinance_scenarios_user_id ON refinance_scenarios (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS refinance_scenarios`);
  }
}
