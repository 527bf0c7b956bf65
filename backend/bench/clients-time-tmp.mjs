import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, startBackend, stop, waitFor } from './lib.mjs';
const { url } = JSON.parse(readFileSync('/tmp/perf/clientsdb.json', 'utf8'));
const dataDir = mkdtempSync(join(tmpdir(), 'hw-bench-'));
const { child, base } = startBackend({ databaseUrl: url, dataDir });
try {
  await waitFor(`${base}/api/health`, child);
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'officer@bench.example', password: 'bench password 1' }) });
  const cookie = res.headers.get('set-cookie').split(';')[0];
  for (const path of ['/api/loan-officer/clients', '/api/loan-officer/clients?filter=opportunities&sort=-savings', '/api/loan-officer/clients?sort=-lastActivity&offset=4950', '/api/loan-officer/clients?q=number4242', '/api/loan-officer/clients?sort=-balance&offset=4950', '/api/loan-officer/clients?sort=name&offset=4950']) {
    const t = Date.now(); const r = await fetch(base + path, { headers: { cookie } }); await r.text(); const first = Date.now() - t;
    const one = await measure(base + path, { headers: { cookie }, connections: 1, seconds: 2 });
    const ten = await measure(base + path, { headers: { cookie }, connections: 10, seconds: 2 });
    console.log(`${path.padEnd(60)} first ${first} ms | 1: p50 ${one.p50} p99 ${one.p99} | 10: p50 ${ten.p50} p99 ${ten.p99} err ${one.errors + ten.errors}`);
  }
} finally { await stop(child); }
