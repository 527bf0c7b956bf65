import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, measure, signUp, startBackend, stop, waitFor } from './lib.mjs';
const database = await benchDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'hw-bench-'));
const { child, base } = startBackend({ databaseUrl: database.url, dataDir, });
try {
  await waitFor(`${base}/api/health`, child);
  const { cookie } = await signUp(base, { email: 'bench@example.com', password: 'bench password 1' });
  const created = await fetch(`${base}/api/mortgage-profile`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ propertyAddress: '1 Bench St, Springfield', purchasePrice: 400000, originalLoanAmount: 320000, originalInterestRate: 0.06875, monthlyPayment: 2102.17, firstPaymentDate: '2021-08-01' }) });
  console.log(created.status);
  const r0 = await fetch(`${base}/api/mortgage-profile`, { headers: { cookie } });
  console.log([...r0.headers.entries()]);
  await measure(`${base}/api/mortgage-profile`, { headers: { cookie }, connections: 50, seconds: 3 });
  console.log(await measure(`${base}/api/mortgage-profile`, { headers: { cookie }, connections: 50, seconds: Number(process.env.S ?? 8) }));
} finally { await stop(child); await database.drop(); }
