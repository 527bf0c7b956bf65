// A loan officer's book of business for the benchmarks (backend/bench/workspaces.mjs and
// e2e/bench/clients.mjs): `count` homeowners linked to the officer, each with a mortgage profile
// at 5–9 % (about a third of them refinance opportunities against a 6.90 % market). `query` runs
// one statement on the database: (text, values) => Promise<rows>.
export async function seedClients(query, officerId, count) {
  await query(
    `INSERT INTO users (email, password_hash, first_name, last_name, full_name, phone, loan_officer_id, created_at, last_sign_in_at)
     SELECT 'client' || g || '@bench.example', 'not-a-login', 'Client', 'Number' || g, 'Client Number' || g,
            '(555) 01' || lpad((g % 100)::text, 2, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
            $1, now() - make_interval(hours => g), now() - make_interval(days => g % 90)
       FROM generate_series(1, ${Number(count)}) AS g`,
    [officerId],
  );
  // Seed data only: the payment is the standard formula so the figures look like real loans.
  await query(
    `INSERT INTO mortgage_profiles (user_id, current_balance, original_loan_amount, original_interest_rate, monthly_payment,
                                    current_home_value, first_payment_date, loan_term_years)
     SELECT id, balance, balance, rate, round(balance * (rate / 12) / (1 - power(1 + rate / 12, -360)), 2),
            round(balance * (1.1 + (n % 60) / 100.0), 2), date '2020-01-01' + (n % 1500)::int, 30
       FROM (SELECT id, n, (150000 + (n * 7919) % 450000)::numeric(14, 2) AS balance,
                    round(0.05 + ((n * 37) % 400) / 10000.0, 6) AS rate
               FROM (SELECT id, row_number() OVER (ORDER BY created_at) AS n FROM users WHERE loan_officer_id = $1) c) s`,
    [officerId],
  );
}

/**
 * What the retention engine has recorded for the book (client_engagement), as after months of
 * digests: nine in ten clients have a row (the planner's; the rest linked since its last run),
 * one in ten of those invited and not yet claimed, a third clicked a digest, one in eight wrote
 * (some unread), one in thirty unsubscribed.
 */
export async function seedEngagement(query, officerId) {
  await query(
    `INSERT INTO client_engagement (client_id, next_digest_at, invited_at, claimed_at, last_digest_at, last_clicked_at,
                                    unsubscribed_at, message_count, unread_messages, last_message_at)
     SELECT id, now() + make_interval(hours => n % 720),
            CASE WHEN n % 10 = 1 THEN now() - make_interval(days => n % 60) END,
            CASE WHEN n % 10 = 2 THEN now() - make_interval(days => n % 50) END,
            now() - make_interval(hours => n % 700),
            CASE WHEN n % 3 = 0 THEN now() - make_interval(mins => n * 7 % 40000) END,
            CASE WHEN n % 30 = 7 THEN now() - make_interval(days => n % 20) END,
            CASE WHEN n % 8 = 5 THEN 1 + n % 4 ELSE 0 END,
            CASE WHEN n % 16 = 5 THEN 1 + n % 3 ELSE 0 END,
            CASE WHEN n % 8 = 5 THEN now() - make_interval(mins => n * 13 % 90000) END
       FROM (SELECT id, (row_number() OVER (ORDER BY created_at))::int AS n FROM users WHERE loan_officer_id = $1) c
      WHERE n % 10 <> 9
     -- The backend's digest planner may have written a row for a client already (it runs at
     -- boot, while the seed is under way): the seeded history replaces it.
     ON CONFLICT (client_id) DO UPDATE SET
       next_digest_at = EXCLUDED.next_digest_at, invited_at = EXCLUDED.invited_at, claimed_at = EXCLUDED.claimed_at,
       last_digest_at = EXCLUDED.last_digest_at, last_clicked_at = EXCLUDED.last_clicked_at, unsubscribed_at = EXCLUDED.unsubscribed_at,
       message_count = EXCLUDED.message_count, unread_messages = EXCLUDED.unread_messages, last_message_at = EXCLUDED.last_message_at`,
    [officerId],
  );
}
