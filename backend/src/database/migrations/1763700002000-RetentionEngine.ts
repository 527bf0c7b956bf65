import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The loan officers' retention engine (issue 20; src/retention/README.md):
 *
 * - `users.password_hash` may be null: an imported client has an account before they choose a
 *   password (claiming it sets one; until then no password signs in). `users.sharing_consent_at`:
 *   when the homeowner agreed to share with their officer.
 * - `client_engagement`: one row per client of an officer with everything the client list sorts
 *   and filters on (stored, so every order stays an index or a top-N over the officer's clients)
 *   and the digest schedule (`next_digest_at`, indexed for the planner).
 * - `client_invitations`: an import's invitation and its claim link (hashed, single use).
 * - `retention_sends`: every digest, alert, officer summary and invitation mail, unique per
 *   (kind, recipient, period): the exactly-once key. `planned` rows are the work list of the
 *   rate-limited jobs; `mailed` rows point at their mail_outbox row.
 * - `client_messages`: "Ask <officer>" and scenarios sent to the officer.
 * - `officer_retention_settings`: digests on/off and the rate-alert threshold.
 * - `link_signing_keys`: the HMAC key of links in mail, made once by the first replica that
 *   needs it (unless LINK_SIGNING_SECRET is set), so every replica signs alike without setup.
 * - `mail_outbox` gains `headers` (List-Unsubscribe) and the status `cancelled` (marketing mail
 *   still waiting when the client unsubscribed).
 */
export class RetentionEngine1763700002000 implements MigrationInterface {
  name = 'RetentionEngine1763700002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await q.query(`ALTER TABLE users ADD COLUMN sharing_consent_at timestamptz`);

    await q.query(`ALTER TABLE mail_outbox ADD COLUMN headers jsonb`);
    await q.query(`ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check`);
    await q.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled'))`);

    await q.query(`
      CREATE TABLE client_engagement (
        client_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        invited_at timestamptz,
        claimed_at timestamptz,
        next_digest_at timestamptz NOT NULL,
        unanswered_digests integer NOT NULL DEFAULT 0,
        last_digest_at timestamptz,
        last_clicked_at timestamptz,
        unsubscribed_at timestamptz,
        message_count integer NOT NULL DEFAULT 0,
        unread_messages integer NOT NULL DEFAULT 0,
        last_message_at timestamptz,
        last_rate_alert_at timestamptz,
        equity_band smallint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX client_engagement_due_idx ON client_engagement (next_digest_at) WHERE unsubscribed_at IS NULL`);

    await q.query(`
      CREATE TABLE client_invitations (
        client_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        officer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text,
        token_expires_at timestamptz,
        sent_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX client_invitations_token_hash_key ON client_invitations (token_hash) WHERE token_hash IS NOT NULL`);
    await q.query(`CREATE INDEX client_invitations_officer_idx ON client_invitations (officer_id)`);

    await q.query(`
      CREATE TABLE retention_sends (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('digest', 'rate_alert', 'equity_alert', 'officer_summary', 'invitation')),
        recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        officer_id uuid REFERENCES users(id) ON DELETE CASCADE,
        period_key text NOT NULL,
        status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'mailed', 'skipped')),
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        figures jsonb,
        outbox_id uuid,
        skip_reason text,
        planned_at timestamptz NOT NULL DEFAULT now(),
        mailed_at timestamptz,
        clicked_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX retention_sends_once_key ON retention_sends (kind, recipient_id, period_key)`);
    await q.query(`CREATE INDEX retention_sends_planned_idx ON retention_sends (planned_at) WHERE status = 'planned'`);
    await q.query(`CREATE INDEX retention_sends_recipient_idx ON retention_sends (recipient_id, kind, mailed_at DESC)`);

    await q.query(`
      CREATE TABLE client_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        officer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('ask', 'scenario')),
        body text NOT NULL,
        scenario jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await q.query(`CREATE INDEX client_messages_officer_idx ON client_messages (officer_id, created_at DESC, id)`);
    await q.query(`CREATE INDEX client_messages_client_idx ON client_messages (client_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE officer_retention_settings (
        officer_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        digests_enabled boolean NOT NULL DEFAULT true,
        rate_alert_threshold numeric(8,6) NOT NULL DEFAULT 0.0075,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`CREATE TABLE link_signing_keys (name text PRIMARY KEY, secret text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE link_signing_keys`);
    await q.query(`DROP TABLE officer_retention_settings`);
    await q.query(`DROP TABLE client_messages`);
    await q.query(`DROP TABLE retention_sends`);
    await q.query(`DROP TABLE client_invitations`);
    await q.query(`DROP TABLE client_engagement`);
    await q.query(`DELETE FROM mail_outbox WHERE status = 'cancelled'`);
    await q.query(`ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check`);
    await q.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed'))`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN headers`);
    await q.query(`ALTER TABLE users DROP COLUMN sharing_consent_at`);
    await q.query(`DELETE FROM users WHERE password_hash IS NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
  }
}
