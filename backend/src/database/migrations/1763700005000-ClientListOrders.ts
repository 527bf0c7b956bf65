import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders of the loan officer's client list that still sorted every client on each request
 * (issue 22; src/loan-officers/client-list.ts pageIdsSql), kept or indexed instead:
 *
 * - `client_activity`: each linked client's last activity (the latest of their sign-in, profile
 *   edit and extra-payment change), one row per client of an officer, indexed by officer in both
 *   directions. Kept by triggers: on users (linked, moved, unlinked, signed in) and on
 *   mortgage_profiles (created, edited, deleted; an extra payment's change reaches the profile
 *   through extra_payments_to_profile). It is its own table, not a column of users, so no
 *   trigger ever locks a users row after a profile row: linking a client locks the user, then
 *   its profile (users_officer_to_profile), then this row; editing a profile locks the profile,
 *   then this row. Every path takes the locks in that one order, so a homeowner saving their
 *   profile while their officer changes cannot deadlock. The value is figured again after any
 *   wait for the row (client_last_activity is VOLATILE: it reads what committed meanwhile).
 * - `client_engagement.officer_id`: the client's loan officer on their engagement row (kept from
 *   users by triggers as mortgage_profiles.loan_officer_id is), with an index per engagement order
 *   (last digest, last click, last message, unread messages) holding only the rows that have one,
 *   one by client id for the rows whose key is empty, and the invited and the unsubscribed rows:
 *   the engagement filters count and page from these, not from every client's row.
 * - users by officer and id, by email and by name (`client_sort_name`, the list's name order as an
 *   immutable function so it can be indexed): the clients without a value follow in id order, and
 *   name and email orders read an index.
 */
export class ClientListOrders1763700005000 implements MigrationInterface {
  name = 'ClientListOrders1763700005000';

  async up(q: QueryRunner): Promise<void> {
    // No link, sign-in or profile change may happen between the triggers' creation and the copy below.
    await q.query(`LOCK TABLE users, mortgage_profiles, client_engagement IN SHARE ROW EXCLUSIVE MODE`);

    await q.query(`CREATE TABLE client_activity (
      client_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      loan_officer_id uuid NOT NULL,
      last_activity_at timestamptz)`);
    await q.query(`CREATE FUNCTION client_last_activity(client uuid) RETURNS timestamptz LANGUAGE sql VOLATILE AS $$
      SELECT NULLIF(GREATEST(COALESCE(u.last_sign_in_at, '-infinity'), COALESCE(p.updated_at, '-infinity'),
                             COALESCE(p.extra_payments_updated_at, '-infinity')), '-infinity')
        FROM users u LEFT JOIN mortgage_profiles p ON p.user_id = u.id
       WHERE u.id = client
    $$`);
    await q.query(`CREATE FUNCTION users_to_client_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.loan_officer_id IS NULL THEN
          DELETE FROM client_activity WHERE client_id = NEW.id;
        ELSE
          INSERT INTO client_activity AS a (client_id, loan_officer_id, last_activity_at)
            VALUES (NEW.id, NEW.loan_officer_id, client_last_activity(NEW.id))
            ON CONFLICT (client_id) DO UPDATE SET loan_officer_id = EXCLUDED.loan_officer_id, last_activity_at = client_last_activity(a.client_id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_to_client_activity_insert AFTER INSERT ON users
      FOR EACH ROW WHEN (NEW.loan_officer_id IS NOT NULL) EXECUTE FUNCTION users_to_client_activity()`);
    // Named after users_officer_to_profile: triggers of one event fire in name order, so a link locks the profile before this row.
    await q.query(`CREATE TRIGGER users_to_client_activity_update AFTER UPDATE OF loan_officer_id, last_sign_in_at ON users
      FOR EACH ROW WHEN (NEW.loan_officer_id IS DISTINCT FROM OLD.loan_officer_id
                         OR (NEW.loan_officer_id IS NOT NULL AND NEW.last_sign_in_at IS DISTINCT FROM OLD.last_sign_in_at))
      EXECUTE FUNCTION users_to_client_activity()`);
    await q.query(`CREATE FUNCTION mortgage_profiles_to_client_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE client uuid;
      BEGIN
        FOREACH client IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.user_id]
                                            WHEN 'DELETE' THEN ARRAY[OLD.user_id]
                                            ELSE ARRAY[OLD.user_id, NEW.user_id] END) LOOP
          UPDATE client_activity SET last_activity_at = client_last_activity(client) WHERE client_id = client;
        END LOOP;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER mortgage_profiles_to_client_activity
      AFTER INSERT OR DELETE OR UPDATE OF user_id, updated_at, extra_payments_updated_at ON mortgage_profiles
      FOR EACH ROW EXECUTE FUNCTION mortgage_profiles_to_client_activity()`);
    await q.query(`INSERT INTO client_activity (client_id, loan_officer_id, last_activity_at)
      SELECT u.id, u.loan_officer_id, client_last_activity(u.id) FROM users u WHERE u.loan_officer_id IS NOT NULL`);
    await q.query(`CREATE INDEX client_activity_newest_idx ON client_activity (loan_officer_id, last_activity_at DESC NULLS LAST, client_id)`);
    await q.query(`CREATE INDEX client_activity_oldest_idx ON client_activity (loan_officer_id, last_activity_at ASC NULLS LAST, client_id)`);

    await q.query(`ALTER TABLE client_engagement ADD COLUMN officer_id uuid`);
    await q.query(`UPDATE client_engagement ce SET officer_id = u.loan_officer_id FROM users u WHERE u.id = ce.client_id AND u.loan_officer_id IS NOT NULL`);
    await q.query(`CREATE FUNCTION client_engagement_take_officer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.officer_id := (SELECT loan_officer_id FROM users WHERE id = NEW.client_id);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER client_engagement_take_officer BEFORE INSERT OR UPDATE OF client_id, officer_id ON client_engagement
      FOR EACH ROW EXECUTE FUNCTION client_engagement_take_officer()`);
    await q.query(`CREATE FUNCTION users_officer_to_engagement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE client_engagement SET officer_id = NEW.loan_officer_id WHERE client_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_officer_to_engagement AFTER UPDATE OF loan_officer_id ON users
      FOR EACH ROW WHEN (NEW.loan_officer_id IS DISTINCT FROM OLD.loan_officer_id) EXECUTE FUNCTION users_officer_to_engagement()`);
    for (const [name, key] of Object.entries(ENGAGEMENT_KEYS)) {
      await q.query(`CREATE INDEX client_engagement_officer_by_${name}_idx ON client_engagement (officer_id, ${key} DESC, client_id)
        WHERE officer_id IS NOT NULL AND ${ENGAGEMENT_HAS[name]}`);
    }
    await q.query(`CREATE INDEX client_engagement_officer_idx ON client_engagement (officer_id, client_id) WHERE officer_id IS NOT NULL`);
    // The invited and the unsubscribed (few): their filters and counts read these instead of every client's row.
    await q.query(`CREATE INDEX client_engagement_officer_invited_idx ON client_engagement (officer_id, client_id)
      WHERE officer_id IS NOT NULL AND invited_at IS NOT NULL AND claimed_at IS NULL`);
    await q.query(`CREATE INDEX client_engagement_officer_unsubscribed_idx ON client_engagement (officer_id, client_id)
      WHERE officer_id IS NOT NULL AND unsubscribed_at IS NOT NULL`);

    await q.query(`CREATE INDEX users_officer_clients_by_id_idx ON users (loan_officer_id, id) WHERE loan_officer_id IS NOT NULL`);
    await q.query(`CREATE INDEX users_officer_clients_by_email_idx ON users (loan_officer_id, email) WHERE loan_officer_id IS NOT NULL`);
    // The list's name (client-list.ts NAME) lowercased, else the email, written with || instead of
    // concat_ws (only STABLE, as it takes any type): an immutable body, so Postgres inlines it.
    await q.query(`CREATE FUNCTION client_sort_name(full_name text, first_name text, last_name text, email text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT lower(coalesce(nullif(full_name, ''),
                            nullif(first_name, '') || ' ' || nullif(last_name, ''), nullif(first_name, ''), nullif(last_name, ''),
                            email))
    $$`);
    await q.query(`CREATE INDEX users_officer_clients_by_name_idx ON users (loan_officer_id, client_sort_name(full_name, first_name, last_name, email), id)
      WHERE loan_officer_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_officer_clients_by_name_idx`);
    await q.query(`DROP FUNCTION client_sort_name(text, text, text, text)`);
    await q.query(`DROP INDEX users_officer_clients_by_email_idx`);
    await q.query(`DROP INDEX users_officer_clients_by_id_idx`);
    await q.query(`DROP INDEX client_engagement_officer_unsubscribed_idx`);
    await q.query(`DROP INDEX client_engagement_officer_invited_idx`);
    await q.query(`DROP INDEX client_engagement_officer_idx`);
    for (const name of Object.keys(ENGAGEMENT_KEYS)) await q.query(`DROP INDEX client_engagement_officer_by_${name}_idx`);
    await q.query(`DROP TRIGGER users_officer_to_engagement ON users`);
    await q.query(`DROP FUNCTION users_officer_to_engagement()`);
    await q.query(`DROP TRIGGER client_engagement_take_officer ON client_engagement`);
    await q.query(`DROP FUNCTION client_engagement_take_officer()`);
    await q.query(`ALTER TABLE client_engagement DROP COLUMN officer_id`);
    await q.query(`DROP TRIGGER mortgage_profiles_to_client_activity ON mortgage_profiles`);
    await q.query(`DROP FUNCTION mortgage_profiles_to_client_activity()`);
    await q.query(`DROP TRIGGER users_to_client_activity_update ON users`);
    await q.query(`DROP TRIGGER users_to_client_activity_insert ON users`);
    await q.query(`DROP FUNCTION users_to_client_activity()`);
    await q.query(`DROP TABLE client_activity`);
    await q.query(`DROP FUNCTION client_last_activity(uuid)`);
  }
}

/** The engagement orders' keys (client-list.ts ORDER_BY), and when a row has one (the others sort as empty: last, or 0 unread). */
const ENGAGEMENT_KEYS: Record<string, string> = {
  last_digest: 'last_digest_at',
  last_clicked: 'last_clicked_at',
  last_message: 'last_message_at',
  unread: 'unread_messages',
};
const ENGAGEMENT_HAS: Record<string, string> = {
  last_digest: 'last_digest_at IS NOT NULL',
  last_clicked: 'last_clicked_at IS NOT NULL',
  last_message: 'last_message_at IS NOT NULL',
  unread: 'unread_messages > 0',
};
