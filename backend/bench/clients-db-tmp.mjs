import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, signUp, startBackend, stop, waitFor } from './lib.mjs';
import { seedClients } from './seed-clients.mjs';
const database = await benchDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'hw-bench-'));
const { child, base } = startBackend({ databaseUrl: database.url, dataDir });
await waitFor(`${base}/api/health`, child);
const officer = await signUp(base, { email: 'officer@bench.example', password: 'bench password 1', firstName: 'Olivia', lastName: 'Officer', plan: 'paid' });
await seedClients(database.query, officer.user.id, 5000);
await database.query(`INSERT INTO extra_payments (mortgage_profile_id, payment_date, amount)
     SELECT p.id, date '2024-01-01' + k * 30, 100 * k FROM mortgage_profiles p JOIN users u ON u.id = p.user_id, generate_series(1, 3) AS k
      WHERE u.loan_officer_id = $1 AND hashtext(p.id::text) % 5 = 0`, [officer.user.id]);
await database.query(`INSERT INTO users (email, password_hash, first_name, last_name, full_name, role, created_at)
     SELECT 'person' || g || '@' || CASE WHEN g % 10 = 0 THEN 'acme-lending.com' ELSE 'example.org' END, 'not-a-login',
            'First' || g, 'Family' || (g % 5000), 'First' || g || ' Family' || (g % 5000),
            CASE WHEN g % 100 = 0 THEN 'loan_officer' ELSE 'customer' END, now() - make_interval(mins => g)
       FROM generate_series(1, 100000) AS g`);
await database.query(`INSERT INTO mortgage_profiles (user_id, current_balance, original_loan_amount, original_interest_rate, monthly_payment, current_home_value)
     SELECT id, 250000, 250000, 0.065, 1580.17, 400000 FROM users WHERE loan_officer_id IS NULL AND email LIKE 'person%' AND hashtext(id::text) % 2 = 0`);
await database.query('ANALYZE');
await stop(child);
console.log(JSON.stringify({ url: database.url, officer: officer.user.id }));
process.exit(0);
