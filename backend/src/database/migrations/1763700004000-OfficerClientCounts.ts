import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the loan officer's client list counts on every request, kept instead of counted over the
 * whole book (issue 22; src/loan-officers/client-list.ts):
 * - `officer_client_counts`: each officer's number of clients (users linked to them), kept by
 *   triggers on users in the same transaction as the link: a client added, deleted, moved to
 *   another officer or unlinked. Concurrent changes queue on the officer's row, so the count is
 *   exact at every commit. An officer deleted takes their row along (the clients' SET NULL then
 *   finds nothing to take one from).
 * - `mortgage_profiles_officer_rate_idx`: the officer's refinanceable loans (a balance and a
 *   payment) by rate, so the refinance opportunities (a rate at least the threshold above the
 *   market) are one range of the index, whatever the threshold asked.
 * - `mortgage_profiles_officer_savings_idx`: the same loans by stored monthly savings, largest
 *   first, so "opportunities by savings" reads its page in order and stops after it.
 */
export class OfficerClientCounts1763700004000 implements MigrationInterface {
  name = 'OfficerClientCounts1763700004000';

  async up(q: QueryRunner): Promise<void> {
    // No link may change between the triggers' creation and the count below.
    await q.query(`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`CREATE TABLE officer_client_counts (
      officer_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      clients integer NOT NULL)`);
    await q.query(`CREATE FUNCTION users_count_clients() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.loan_officer_id IS NOT NULL THEN
          UPDATE officer_client_counts SET clients = clients - 1 WHERE officer_id = OLD.loan_officer_id;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.loan_officer_id IS NOT NULL THEN
          INSERT INTO officer_client_counts AS c (officer_id, clients) VALUES (NEW.loan_officer_id, 1)
            ON CONFLICT (officer_id) DO UPDATE SET clients = c.clients + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_count_clients_insert AFTER INSERT ON users
      FOR EACH ROW WHEN (NEW.loan_officer_id IS NOT NULL) EXECUTE FUNCTION users_count_clients()`);
    await q.query(`CREATE TRIGGER users_count_clients_delete AFTER DELETE ON users
      FOR EACH ROW WHEN (OLD.loan_officer_id IS NOT NULL) EXECUTE FUNCTION users_count_clients()`);
    await q.query(`CREATE TRIGGER users_count_clients_update AFTER UPDATE OF loan_officer_id ON users
      FOR EACH ROW WHEN (OLD.loan_officer_id IS DISTINCT FROM NEW.loan_officer_id) EXECUTE FUNCTION users_count_clients()`);
    await q.query(`INSERT INTO officer_client_counts (officer_id, clients)
      SELECT loan_officer_id, count(*) FROM users WHERE loan_officer_id IS NOT NULL GROUP BY loan_officer_id`);
    await q.query(`CREATE INDEX mortgage_profiles_officer_rate_idx ON mortgage_profiles (loan_officer_id, original_interest_rate)
      WHERE loan_officer_id IS NOT NULL AND current_balance > 0 AND monthly_payment > 0`);
    await q.query(`CREATE INDEX mortgage_profiles_officer_savings_idx ON mortgage_profiles (loan_officer_id, monthly_savings DESC NULLS LAST, user_id)
      INCLUDE (original_interest_rate) WHERE loan_officer_id IS NOT NULL AND current_balance > 0 AND monthly_payment > 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX mortgage_profiles_officer_savings_idx`);
    await q.query(`DROP INDEX mortgage_profiles_officer_rate_idx`);
    await q.query(`DROP TRIGGER users_count_clients_update ON users`);
    await q.query(`DROP TRIGGER users_count_clients_delete ON users`);
    await q.query(`DROP TRIGGER users_count_clients_insert ON users`);
    await q.query(`DROP FUNCTION users_count_clients()`);
    await q.query(`DROP TABLE officer_client_counts`);
  }
}
