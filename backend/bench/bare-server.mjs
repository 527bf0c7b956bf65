// The yardstick of the benchmark: a bare node:http server with a pg pool answering the same
// single-row query as GET /api/mortgage-profile (the profile of one user, as JSON).
// PREPARED=1 names the statement, so Postgres parses and plans it once per connection, as the
// backend does on a real Postgres (src/database/pool-query.ts): the fairer yardstick.
import { createServer } from 'node:http';
import pg from 'pg';

const { DATABASE_URL, PORT = '0', USER_ID, POOL_SIZE = '10', PREPARED } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(POOL_SIZE) });
const SQL = `SELECT id, property_address, purchase_date, purchase_price, original_loan_amount, current_balance,
  original_interest_rate, loan_term_years, loan_type, monthly_payment, first_payment_date,
  current_home_value, created_at, updated_at FROM mortgage_profiles WHERE user_id = $1`;

const server = createServer(async (request, response) => {
  try {
    const { rows } = PREPARED ? await pool.query({ name: 'profile', text: SQL, values: [USER_ID] }) : await pool.query(SQL, [USER_ID]);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(rows[0] ?? null));
  } catch (error) {
    response.writeHead(500);
    response.end(String(error));
  }
});
server.listen(Number(PORT), '127.0.0.1', () => {
  process.send?.({ port: server.address().port });
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
