import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users, sessions, reset tokens, mortgage profiles, extra payments, rate entries, contact
 * messages, page views, loan-officer brands and rate-limit counters. Money is numeric(14,2),
 * rates are fractions numeric(8,6) (6.875% = 0.068750). gen_random_uuid() is core Postgres 13+
 * (PGlite has no uuid-ossp).
 */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        first_name text,
        last_name text,
        full_name text,
        phone text,
        role text NOT NULL DEFAULT 'customer',
        onboarding_completed boolean NOT NULL DEFAULT false,
        plan text CHECK (plan IN ('free', 'pro')),
        referral_code text,
        loan_officer_id uuid REFERENCES users(id) ON DELETE SET NULL,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Emails are stored lower-cased; the unique index makes concurrent duplicate signups fail (23505).
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await q.query(`CREATE UNIQUE INDEX users_referral_code_key ON users (referral_code) WHERE referral_code IS NOT NULL`);
    await q.query(`CREATE INDEX users_loan_officer_id_idx ON users (loan_officer_id) WHERE loan_officer_id IS NOT NULL`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at DESC)`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ip text,
        user_agent text
      )`);
    await q.query(`CREATE UNIQUE INDEX sessions_token_hash_key ON sessions (token_hash)`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);

    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX password_reset_tokens_token_hash_key ON password_reset_tokens (token_hash)`);
    await q.query(`CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id)`);

    await q.query(`
      CREATE TABLE mortgage_profiles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        property_address text NOT NULL DEFAULT '',
        purchase_date date,
        purchase_price numeric(14,2) NOT NULL DEFAULT 0 CHECK (purchase_price >= 0),
        original_loan_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (original_loan_amount >= 0),
        current_balance numeric(14,2) NOT NULL DEFAULT 0 CHECK (current_balance >= 0),
        original_interest_rate numeric(8,6) NOT NULL DEFAULT 0 CHECK (original_interest_rate >= 0 AND original_interest_rate <= 1),
        loan_term_years integer NOT NULL DEFAULT 30 CHECK (loan_term_years BETWEEN 1 AND 40),
        loan_type text NOT NULL DEFAULT '30_year_fixed',
        monthly_payment numeric(14,2) NOT NULL DEFAULT 0 CHECK (monthly_payment >= 0),
        first_payment_date date,
        current_home_value numeric(14,2) NOT NULL DEFAULT 0 CHECK (current_home_value >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One primary mortgage per user.
    await q.query(`CREATE UNIQUE INDEX mortgage_profiles_user_id_key ON mortgage_profiles (user_id)`);

    await q.query(`
      CREATE TABLE extra_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        mortgage_profile_id uuid NOT NULL REFERENCES mortgage_profiles(id) ON DELETE CASCADE,
        payment_date date NOT NULL,
        amount numeric(14,2) NOT NULL CHECK (amount > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX extra_payments_profile_idx ON extra_payments (mortgage_profile_id, payment_date DESC)`);

    await q.query(`
      CREATE TABLE rate_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        loan_type text NOT NULL,
        rate numeric(8,6) NOT NULL CHECK (rate >= 0 AND rate <= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX rate_entries_loan_type_key ON rate_entries (loan_type)`);

    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        mail_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE page_views (
        id bigserial PRIMARY KEY,
        path text NOT NULL,
        referrer text,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX page_views_created_at_idx ON page_views (created_at)`);

    await q.query(`
      CREATE TABLE loan_officer_brands (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        company_name text,
        nmls_id text,
        logo_url text,
        photo_url text,
        primary_color text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Fixed-window counters shared by every replica (login, reset and contact limits).
    await q.query(`
      CREATE TABLE rate_limit_hits (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL DEFAULT 0,
        PRIMARY KEY (key, window_start)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'rate_limit_hits',
      'loan_officer_brands',
      'page_views',
      'contact_messages',
      'rate_entries',
      'extra_payments',
      'mortgage_profiles',
      'password_reset_tokens',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
