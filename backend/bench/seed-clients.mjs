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
