import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the loan-officer and admin workspaces need at scale (issue 13):
 * - Admin user search among 100,000 users: a trigram index (pg_trgm, a trusted extension since
 *   Postgres 13, so a database owner may create it; the embedded PGlite loads it too) on the
 *   one expression `USER_SEARCH_TEXT` of src/identity/users/users.service.ts searches with
 *   `LIKE '%…%'`, and the role filter's index in the list's order.
 * - A loan officer's client list in its default order (newest first, then id) straight from an index.
 * - `market_rate_scrapes`: one row per scrape job (weekly, catch-up, admin's "Refresh now"), with
 *   its progress and the last failure's reason, readable by any replica.
 */
export class WorkspacesAtScale1763700000300 implements MigrationInterface {
  name = 'WorkspacesAtScale1763700000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX users_search_trgm_idx ON users USING gin (
         lower(email || ' ' || coalesce(full_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops
       )`,
    );
    await q.query(`CREATE INDEX users_role_created_at_idx ON users (role, created_at DESC)`);
    await q.query(`DROP INDEX users_loan_officer_id_idx`);
    await q.query(`CREATE INDEX users_loan_officer_id_idx ON users (loan_officer_id, created_at DESC, id) WHERE loan_officer_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE market_rate_scrapes (
        job_id text PRIMARY KEY,
        trigger text NOT NULL CHECK (trigger IN ('schedule', 'catch-up', 'admin')),
        status text NOT NULL CHECK (status IN ('queued', 'running', 'retrying', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL,
        last_error text,
        last_failed_at timestamptz,
        next_attempt_at timestamptz,
        requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        snapshot_id uuid REFERENCES market_rate_snapshots(id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX market_rate_scrapes_requested_at_idx ON market_rate_scrapes (requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE market_rate_scrapes`);
    await q.query(`DROP INDEX users_loan_officer_id_idx`);
    await q.query(`CREATE INDEX users_loan_officer_id_idx ON users (loan_officer_id) WHERE loan_officer_id IS NOT NULL`);
    await q.query(`DROP INDEX users_role_created_at_idx`);
    await q.query(`DROP INDEX users_search_trgm_idx`);
  }
}
