import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each mortgage profile carries its homeowner's loan officer (`users.loan_officer_id`), so the
 * officer's client list reads the officer's profiles from one index instead of looking up each
 * client's profile in turn (issue 22; src/loan-officers/client-list.ts). The index holds what the
 * list's counts read (what flags a refinance opportunity), so counting reads no table row.
 *
 * Kept by triggers: a new profile (or one moved to another user) takes its user's officer; a
 * homeowner linked to, moved between or unlinked from officers moves their profile with them.
 */
export class ClientProfilesByOfficer1763700002830 implements MigrationInterface {
  name = 'ClientProfilesByOfficer1763700002830';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mortgage_profiles ADD COLUMN loan_officer_id uuid`);
    await q.query(`UPDATE mortgage_profiles p SET loan_officer_id = u.loan_officer_id
      FROM users u WHERE u.id = p.user_id AND u.loan_officer_id IS NOT NULL`);
    await q.query(`CREATE INDEX mortgage_profiles_loan_officer_idx ON mortgage_profiles (loan_officer_id)
      INCLUDE (user_id, current_balance, monthly_payment, original_interest_rate) WHERE loan_officer_id IS NOT NULL`);
    await q.query(`CREATE FUNCTION mortgage_profiles_take_officer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.loan_officer_id := (SELECT loan_officer_id FROM users WHERE id = NEW.user_id);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER mortgage_profiles_take_officer BEFORE INSERT OR UPDATE OF user_id, loan_officer_id ON mortgage_profiles
      FOR EACH ROW EXECUTE FUNCTION mortgage_profiles_take_officer()`);
    await q.query(`CREATE FUNCTION users_officer_to_profile() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE mortgage_profiles SET loan_officer_id = NEW.loan_officer_id WHERE user_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_officer_to_profile AFTER UPDATE OF loan_officer_id ON users
      FOR EACH ROW WHEN (NEW.loan_officer_id IS DISTINCT FROM OLD.loan_officer_id) EXECUTE FUNCTION users_officer_to_profile()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_officer_to_profile ON users`);
    await q.query(`DROP FUNCTION users_officer_to_profile()`);
    await q.query(`DROP TRIGGER mortgage_profiles_take_officer ON mortgage_profiles`);
    await q.query(`DROP FUNCTION mortgage_profiles_take_officer()`);
    await q.query(`DROP INDEX mortgage_profiles_loan_officer_idx`);
    await q.query(`ALTER TABLE mortgage_profiles DROP COLUMN loan_officer_id`);
  }
}
