import pg from 'pg';
import { readFileSync } from 'node:fs';
const { clientListSql, savingsInputsSql } = await import('/work/wt/performance/backend/dist/loan-officers/client-list.js');
const { url, officer } = JSON.parse(readFileSync('/tmp/perf/clientsdb.json', 'utf8'));
const c = new pg.Client(url); await c.connect();
const [sort, filter, offset, q] = [process.argv[2] ?? 'joined', process.argv[3] ?? 'all', Number(process.argv[4] ?? 0), process.argv[5] ?? null];
const params = [officer, '0.0075', q ? `%${q}%` : null, filter, 50, offset];
if (sort.includes('savings')) { const t = Date.now(); const r = await c.query(savingsInputsSql(filter), params.slice(0, 4)); console.log('inputs', r.rows.length, Date.now() - t, 'ms'); params.push(r.rows.map((x) => x.id)); }
for (let i = 0; i < 3; i++) { const t = Date.now(); await c.query(clientListSql(sort, filter), params); console.log(Date.now() - t, 'ms'); }
if (process.env.EXPLAIN) { const r = await c.query('EXPLAIN (ANALYZE, BUFFERS) ' + clientListSql(sort, filter), params); console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n')); }
await c.end();
