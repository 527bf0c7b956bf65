import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the loan officer's client search matches (issue 22; src/loan-officers/client-list.ts
 * SEARCH), stored with each user: the name shown, the email and the phone, lowercased, in one
 * text. The search then compares one column per client instead of building and lowercasing that
 * text for every client on every request (and twice: for the total and for the page). Kept by a
 * trigger whenever one of its parts changes; the expression is the list's own (`NAME`), so the
 * search finds exactly what it found before.
 */
export class ClientSearchText1763700002840 implements MigrationInterface {
  name = 'ClientSearchText1763700002840';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN client_search text`);
    await q.query(`CREATE FUNCTION users_client_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.client_search := lower(coalesce(coalesce(nullif(NEW.full_name, ''), nullif(concat_ws(' ', nullif(NEW.first_name, ''), nullif(NEW.last_name, '')), '')), '')
                                   || ' ' || NEW.email || ' ' || coalesce(NEW.phone, ''));
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER users_client_search BEFORE INSERT OR UPDATE OF full_name, first_name, last_name, email, phone, client_search ON users
      FOR EACH ROW EXECUTE FUNCTION users_client_search()`);
    // The trigger fills each row (client_search is in its column list).
    await q.query(`UPDATE users SET client_search = NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_client_search ON users`);
    await q.query(`DROP FUNCTION users_client_search()`);
    await q.query(`ALTER TABLE users DROP COLUMN client_search`);
  }
}
