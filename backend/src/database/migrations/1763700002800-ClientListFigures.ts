import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the loan officer's client list sorts by, stored with each mortgage profile instead of
 * computed for every client on every request (issue 22; src/loan-officers/client-list.ts):
 * - `extra_payments_updated_at`: the latest change among the profile's extra payments, kept by a
 *   trigger on extra_payments (insert, change, delete), so "last activity" needs no lookup per client;
 * - `monthly_savings` and `savings_key`: the refinance savings at the market rate of the day
 *   (`@homewise/finance` refinance, written by the API), and the "<rate>|<day>" they were figured
 *   for. A trigger clears both when a figure they depend on changes; the API figures again the
 *   rows whose key is not the current one (after a new rate, a new day, an edit).
 */
export class ClientListFigures1763700002800 implements MigrationInterface {
  name = 'ClientListFigures1763700002800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mortgage_profiles
      ADD COLUMN extra_payments_updated_at timestamptz,
      ADD COLUMN monthly_savings double precision,
      ADD COLUMN savings_key text`);
    await q.query(`UPDATE mortgage_profiles p
      SET extra_payments_updated_at = (SELECT max(e.updated_at) FROM extra_payments e WHERE e.mortgage_profile_id = p.id)
      WHERE EXISTS (SELECT 1 FROM extra_payments e WHERE e.mortgage_profile_id = p.id)`);
    await q.query(`CREATE FUNCTION extra_payments_to_profile() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE profile uuid;
      BEGIN
        FOREACH profile IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.mortgage_profile_id]
                                             WHEN 'DELETE' THEN ARRAY[OLD.mortgage_profile_id]
                                             ELSE ARRAY[OLD.mortgage_profile_id, NEW.mortgage_profile_id] END) LOOP
          UPDATE mortgage_profiles p
             SET extra_payments_updated_at = (SELECT max(e.updated_at) FROM extra_payments e WHERE e.mortgage_profile_id = profile)
           WHERE p.id = profile;
        END LOOP;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER extra_payments_to_profile AFTER INSERT OR UPDATE OR DELETE ON extra_payments
      FOR EACH ROW EXECUTE FUNCTION extra_payments_to_profile()`);
    await q.query(`CREATE FUNCTION mortgage_profiles_savings_stale() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.current_balance, NEW.monthly_payment, NEW.original_interest_rate, NEW.loan_term_years, NEW.first_payment_date)
           IS DISTINCT FROM (OLD.current_balance, OLD.monthly_payment, OLD.original_interest_rate, OLD.loan_term_years, OLD.first_payment_date) THEN
          NEW.monthly_savings := NULL;
          NEW.savings_key := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER mortgage_profiles_savings_stale BEFORE UPDATE ON mortgage_profiles
      FOR EACH ROW EXECUTE FUNCTION mortgage_profiles_savings_stale()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER mortgage_profiles_savings_stale ON mortgage_profiles`);
    await q.query(`DROP FUNCTION mortgage_profiles_savings_stale()`);
    await q.query(`DROP TRIGGER extra_payments_to_profile ON extra_payments`);
    await q.query(`DROP FUNCTION extra_payments_to_profile()`);
    await q.query(`ALTER TABLE mortgage_profiles DROP COLUMN extra_payments_updated_at, DROP COLUMN monthly_savings, DROP COLUMN savings_key`);
  }
}
