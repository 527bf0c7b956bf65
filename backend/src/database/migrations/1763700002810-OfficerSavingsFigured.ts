import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which officers' books have their stored savings figured for the current market rate and day
 * (ClientListFigures): while `savings_key` is the current one, a list sorted by savings reads the
 * stored column without looking for stale rows among every client. Any change that could leave a
 * client of the officer unfigured forgets the officer's row: an edited loan, a new profile, a
 * client linked to the officer. The API writes the row before it figures the book, so a change
 * made meanwhile forgets it again.
 */
export class OfficerSavingsFigured1763700002810 implements MigrationInterface {
  name = 'OfficerSavingsFigured1763700002810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE officer_savings_figured (
      officer_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      savings_key text NOT NULL)`);
    await q.query(`CREATE FUNCTION forget_officer_savings(client uuid) RETURNS void LANGUAGE sql AS $$
      DELETE FROM officer_savings_figured WHERE officer_id = (SELECT loan_officer_id FROM users WHERE id = client)
    $$`);
    await q.query(`CREATE OR REPLACE FUNCTION mortgage_profiles_savings_stale() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.current_balance, NEW.monthly_payment, NEW.original_interest_rate, NEW.loan_term_years, NEW.first_payment_date)
           IS DISTINCT FROM (OLD.current_balance, OLD.monthly_payment, OLD.original_interest_rate, OLD.loan_term_years, OLD.first_payment_date) THEN
          NEW.monthly_savings := NULL;
          NEW.savings_key := NULL;
          PERFORM forget_officer_savings(NEW.user_id);
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE FUNCTION mortgage_profiles_new_savings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM forget_officer_savings(NEW.user_id);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER mortgage_profiles_new_savings AFTER INSERT ON mortgage_profiles
      FOR EACH ROW EXECUTE FUNCTION mortgage_profiles_new_savings()`);
    await q.query(`CREATE FUNCTION users_new_client_savings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM officer_savings_figured WHERE officer_id = NEW.loan_officer_id;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_new_client_savings AFTER INSERT OR UPDATE OF loan_officer_id ON users
      FOR EACH ROW WHEN (NEW.loan_officer_id IS NOT NULL) EXECUTE FUNCTION users_new_client_savings()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_new_client_savings ON users`);
    await q.query(`DROP FUNCTION users_new_client_savings()`);
    await q.query(`DROP TRIGGER mortgage_profiles_new_savings ON mortgage_profiles`);
    await q.query(`DROP FUNCTION mortgage_profiles_new_savings()`);
    await q.query(`CREATE OR REPLACE FUNCTION mortgage_profiles_savings_stale() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.current_balance, NEW.monthly_payment, NEW.original_interest_rate, NEW.loan_term_years, NEW.first_payment_date)
           IS DISTINCT FROM (OLD.current_balance, OLD.monthly_payment, OLD.original_interest_rate, OLD.loan_term_years, OLD.first_payment_date) THEN
          NEW.monthly_savings := NULL;
          NEW.savings_key := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`DROP FUNCTION forget_officer_savings(uuid)`);
    await q.query(`DROP TABLE officer_savings_figured`);
  }
}
