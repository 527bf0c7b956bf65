// `node bench/explain-clients.mjs` (after `npm run build -w backend`): EXPLAIN ANALYZE of the
// client list statement (src/loan-officers/client-list.ts) for each order and filter the
// workspaces bench measures, on a throwaway database seeded as that bench seeds it (a Pro officer
// with BENCH_CLIENTS clients, default 5,000, among 100,000 other users): the execution time and
// whether the page's ids come from an index (no Sort node over the officer's clients).
//   EXPLAIN_ONLY=<text>   only the cases whose name contains it; EXPLAIN_VERBOSE=1 prints each plan
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, signUp, startBackend, stop, waitFor } from './lib.mjs';
import { seedClients, seedEngagement } from './seed-clients.mjs';
import { clientListSql } from '../dist/loan-officers/client-list.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
/** [what, sort, filter, search, offset]: the workspaces bench's client routes. */
const CASES = [
  ['first page (newest first)', '-joined', 'all', null, 0],
  ['opportunities by savings', '-savings', 'opportunities', null, 0],
  ['last page by last activity', '-lastActivity', 'all', null, CLIENTS - 50],
  ['first page by last activity, oldest first', 'lastActivity', 'all', null, 0],
  ['last page by balance', '-balance', 'all', null, CLIENTS - 50],
  ['by equity percent', '-equityPercent', 'all', null, 0],
  ['never clicked, by last message', '-lastMessage', 'neverClicked', null, 0],
  ['never clicked, by last message, last page', '-lastMessage', 'neverClicked', null, Math.floor(CLIENTS * 0.6)],
  ['last page by name', 'name', 'all', null, CLIENTS - 50],
  ['last page by email, Z to A', '-email', 'all', null, CLIENTS - 50],
  ['deep page by last digest', '-lastDigest', 'all', null, CLIENTS - 600],
  ['unread, by unread messages', '-unreadMessages', 'unread', null, 0],
  ['unsubscribed (newest first)', '-joined', 'unsubscribed', null, 0],
  ['invited, by last clicked', '-lastClicked', 'invited', null, 0],
  ['search "number4242"', '-joined', 'all', '%number4242%', 0],
];

let database;
let backend;
const dataDir = mkdtempSync(join(tmpdir(), 'hw-explain-'));
try {
  database = await benchDatabase();
  const started = startBackend({ databaseUrl: database.url, dataDir });
  backend = started.child;
  await waitFor(`${started.base}/api/health`, backend);
  const officer = await signUp(started.base, { email: 'officer@bench.example', password: 'bench password 1', firstName: 'Olivia', lastName: 'Officer', plan: 'paid' });
  await stop(backend);
  backend = undefined;
  await seedClients(database.query, officer.user.id, CLIENTS);
  await seedEngagement(database.query, officer.user.id);
  await database.query(
    `INSERT INTO users (email, password_hash, full_name, role) SELECT 'person' || g || '@example.org', 'x', 'First' || g, 'customer' FROM generate_series(1, 100000) g`,
  );
  await database.query('VACUUM ANALYZE');
  const only = process.env.EXPLAIN_ONLY;
  for (const [what, sort, filter, search, offset] of CASES.filter(([what]) => !only || what.includes(only))) {
    const sql = clientListSql(sort, filter, search !== null);
    const params = [officer.user.id, '0.0075', search, filter, 50, offset];
    for (let warm = 0; warm < 3; warm++) await database.query(sql, params);
    const plan = (await database.query(`EXPLAIN (ANALYZE, FORMAT TEXT) ${sql}`, params)).map((row) => row['QUERY PLAN']).join('\n');
    const time = plan.match(/Execution Time: ([\d.]+) ms/)[1];
    const sorts = [...plan.matchAll(/Sort Method: ([^\n]+)/g)].map((m) => m[1].trim());
    const indexes = [...new Set([...plan.matchAll(/Index (?:Only )?Scan (?:Backward )?using (\w+)/g)].map((m) => m[1]))];
    console.log(`${what.padEnd(44)} ${time.padStart(7)} ms  sorts: ${sorts.join('; ') || 'none'}\n${''.padEnd(44)} indexes: ${indexes.join(', ')}`);
    if (process.env.EXPLAIN_VERBOSE) console.log(plan);
  }
} catch (error) {
  console.error('[explain] failed:', error);
  process.exitCode = 1;
} finally {
  await stop(backend);
  await database?.drop().catch((e) => console.error(`[explain] drop ${database.name}: ${e.message}`));
  rmSync(dataDir, { recursive: true, force: true });
}
