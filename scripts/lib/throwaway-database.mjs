// A database made for one run and dropped after it, on a real Postgres server: what the backend's
// tests (backend/test/harness.ts), the backend benches (backend/bench) and the infra tests and
// scale bench (infra/) each need, in one place.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onDatabase(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<12 hex>` on the server of `serverUrl` (a URL of any database there that the
 * user may connect to). `drop()` removes it, closing whatever connections are left (a killed
 * replica's, a pool not yet ended); `query()` runs one statement in it.
 */
export async function createThrowawayDatabase(serverUrl, { prefix = 'hw_tmp' } = {}) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // The name is ours (prefix + hex), never input: safe to splice into the statement.
  await onDatabase(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (text, values = []) => onDatabase(url.toString(), async (client) => (await client.query(text, values)).rows),
    drop: () => onDatabase(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
