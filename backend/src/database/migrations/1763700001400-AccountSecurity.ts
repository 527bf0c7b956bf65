import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account security (issue 14): email verification, the Pro trial, the per-account sign-in
 * throttle and the security audit log.
 *
 * - `users.email_verified_at`: accounts made before this migration are not verified either —
 *   nobody ever proved they own the address; they see the nudge like new ones.
 * - `users.plan_trial_ends_at`: `plan = 'pro'` with a date is a trial, without one a paid plan.
 *   Every Pro plan so far came from `plan=paid` at signup with no payment, so each becomes a
 *   14-day trial from now.
 */
export class AccountSecurity1763700001400 implements MigrationInterface {
  name = 'AccountSecurity1763700001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await q.query(`ALTER TABLE users ADD COLUMN plan_trial_ends_at timestamptz`);
    await q.query(`UPDATE users SET plan_trial_ends_at = now() + interval '14 days' WHERE plan = 'pro'`);

    await q.query(`
      CREATE TABLE email_verification_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id)`);

    // One row per account name (lower-cased email, whether or not an account has it).
    await q.query(`
      CREATE TABLE login_throttles (
        account text PRIMARY KEY,
        failures integer NOT NULL DEFAULT 0,
        lockouts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        notified_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // No foreign key: the log outlives the accounts it mentions (Privacy Policy: 12 months).
    await q.query(`
      CREATE TABLE security_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        occurred_at timestamptz NOT NULL DEFAULT now(),
        type text NOT NULL,
        user_id uuid,
        actor_id uuid,
        ip text,
        user_agent text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query(`CREATE INDEX security_events_occurred_at_idx ON security_events (occurred_at DESC)`);
    await q.query(`CREATE INDEX security_events_user_idx ON security_events (user_id, occurred_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE security_events`);
    await q.query(`DROP TABLE login_throttles`);
    await q.query(`DROP TABLE email_verification_tokens`);
    await q.query(`ALTER TABLE users DROP COLUMN plan_trial_ends_at`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
