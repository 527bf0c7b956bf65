import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10000; };
import { benchDatabase, measure, signUp, startBackend, stop, waitFor } from './lib.mjs';
const database = await benchDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'hw-bench-'));
const { child, base } = startBackend({ databaseUrl: database.url, dataDir });
let bare;
try {
  await waitFor(`${base}/api/health`, child);
  const { cookie, user } = await signUp(base, { email: 'bench@example.com', password: 'bench password 1' });
  await fetch(`${base}/api/mortgage-profile`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ propertyAddress: '1 Bench St, Springfield', purchasePrice: 400000, originalLoanAmount: 320000, originalInterestRate: 0.06875, monthlyPayment: 2102.17, firstPaymentDate: '2021-08-01' }) });
  bare = fork(new URL('bare-server.mjs', import.meta.url).pathname, [], { env: { ...process.env, DATABASE_URL: database.url, USER_ID: user.id, POOL_SIZE: '10', PREPARED: '1' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}/bare`] : [] });
  const port = await new Promise((r) => bare.once('message', (m) => r(m.port)));
  const bu = `http://127.0.0.1:${port}/`, au = `${base}/api/mortgage-profile`;
  await measure(bu, { connections: 50, seconds: 2 }); await measure(au, { headers: { cookie }, connections: 50, seconds: 2 });
  const S = Number(process.env.S ?? 4);
  const bcs = [], acs = [];
  for (let i = 0; i < Number(process.env.R ?? 3); i++) {
    let c0 = cpu(bare.pid);
    const b = await measure(bu, { connections: 50, seconds: S });
    const bc = (cpu(bare.pid) - c0) / b.total;
    c0 = cpu(child.pid);
    const a = await measure(au, { headers: { cookie }, connections: 50, seconds: S });
    const ac = (cpu(child.pid) - c0) / a.total;
    bcs.push(bc); acs.push(ac);
    if (process.env.V) console.log(`bare ${b.rps.toFixed(0)} p99 ${b.p99} ${bc.toFixed(0)} us/req | api ${a.rps.toFixed(0)} p99 ${a.p99} ${ac.toFixed(0)} us/req err ${a.errors} | ratio ${(a.rps / b.rps * 100).toFixed(0)}% cpu ratio ${(bc / ac * 100).toFixed(0)}%`);
  }
  const st = (a) => { a.sort((x, y) => x - y); return `min ${a[0].toFixed(0)} med ${a[a.length >> 1].toFixed(0)}`; };
  console.log(`cpu us/req: bare ${st(bcs)} | api ${st(acs)}`);
} finally { await stop(child); if (bare) await stop(bare); await database.drop(); }
