// `npm run bench -- e2e` (Clients part): the platform as `npm start` runs it (production build,
// embedded defaults), a Loan Officer Pro with 5,000 clients, and Chromium opening /Clients with a
// cold cache each run: the time from navigation to the first rows of the client list in the page
// and drawn on screen (laid out and painted: until 2026-12-04 this bench read only the first,
// ~70 ms sooner), and to the top refinance opportunities, median of the runs. Target (issue 22):
// the first rows drawn ≤ 400 ms (median); a page that never shows its rows is a failed figure. The runs are
// an officer returning on their browser (signed in, the role noted by an earlier visit: contracts
// ROLE_NOTE_KEY) with a cold HTTP cache; a first visit on a new browser (no role note, so the
// list waits for the session check) is reported beside them from 3 more runs.
//   BENCH_RUNS   cold loads (default 7)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { ROLE_NOTE_KEY } from '@homewise/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { waitForQuietCpu } from '../support/quiet-cpu.mjs';
import { startTestPlatform } from '../support/test-platform.mjs';
import { seedClients, seedEngagement } from '../../backend/bench/seed-clients.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FIRST_VISITS = 3;
const CLIENTS = 5000;
const PASSWORD = 'bench password 1';
const TARGET_FIRST_ROWS_MS = 400;

/** Marks when the first client row and the first opportunity are on screen (set before any page script). */
function probe() {
  const mark = () => {
    if (!window.__rowsAt && document.querySelector('.clients-table tbody tr')) {
      window.__rowsAt = performance.now();
      // The frame that shows them: its style, layout and paint are done when a message posted
      // from its animation-frame callback arrives.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (window.__rowsDrawnAt = performance.now());
        channel.port2.postMessage(null);
      });
    }
    if (!window.__oppsAt && document.querySelector('.clients-opps__item')) window.__oppsAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
}

/** The embedded database the backend serves (DATA_DIR/pgdata.json names its address). */
function embeddedDatabaseUrl(dataDir) {
  return JSON.parse(readFileSync(join(dataDir, 'pgdata.json'), 'utf8')).url;
}

async function seedEmbedded(platform, officerId) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(platform.dataDir) });
  await client.connect();
  try {
    const query = async (text, values) => (await client.query(text, values)).rows;
    await seedClients(query, officerId, CLIENTS);
    await seedEngagement(query, officerId);
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const platform = await startTestPlatform({ prefix: 'homewise-bench-clients-' });
let browser;
let failed = false;
/** Runs that started before the machine went quiet (waitForQuietCpu gave up after 3 s). */
let noisyStarts = 0;
try {
  const email = `officer-${Date.now()}@bench.example`;
  const signup = await fetch(`${platform.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Olivia', lastName: 'Officer', plan: 'paid' }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const officer = await signup.json();
  await seedEmbedded(platform, officer.id);

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  const firstVisits = [];
  // The 3 first visits spread among the returning runs, not after them: a server and database
  // warmed by the runs before would otherwise favour whichever kind came last.
  const total = RUNS + FIRST_VISITS;
  const firstVisitAt = new Set(Array.from({ length: FIRST_VISITS }, (_, k) => Math.round(((k + 0.5) * total) / FIRST_VISITS)));
  for (let i = 0; i < total; i++) {
    const returning = !firstVisitAt.has(i);
    const context = await browser.newContext({ baseURL: platform.url });
    // What the session store wrote on the officer's earlier visit (packages/platform session-store).
    if (returning) await context.addInitScript((key) => localStorage.setItem(key, 'loan_officer'), ROLE_NOTE_KEY);
    const login = await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
    const page = await context.newPage();
    await page.addInitScript(probe);
    // Not while Chromium is still closing the previous run's context and opening this one.
    const { quiet } = await waitForQuietCpu();
    if (!quiet) noisyStarts++;
    await page.goto('/Clients');
    const settled = await page
      .waitForFunction(() => window.__rowsDrawnAt !== undefined && window.__oppsAt !== undefined, null, { timeout: 30_000 })
      .then(() => true, () => false);
    if (!settled) {
      // A failed figure, not a crash: the other runs still count.
      console.log(`  ✗ run ${i + 1}: the client list did not show its rows and opportunities within 30 s`);
      failed = true;
      await context.close();
      continue;
    }
    // The rest of the page of 50 is drawn once the browser is idle (mfe-dashboard useRowsDrawn).
    await page.waitForFunction(() => document.querySelectorAll('.clients-table tbody tr').length >= 50, null, { timeout: 5_000 }).catch(() => undefined);
    const run = await page.evaluate(() => {
      // What the two list requests took on the wire (the page of 50, the top opportunities by savings).
      const api = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/loan-officer/clients'));
      // When the page asked for each, and when the answer was in (ms from navigation).
      const span = (entry) => [entry?.startTime ?? NaN, entry?.responseEnd ?? NaN];
      const query = (match) => api.find((e) => match(new URL(e.name).searchParams));
      return {
        rows: window.__rowsAt,
        drawn: window.__rowsDrawnAt,
        opps: window.__oppsAt,
        listSpan: span(query((q) => q.get('limit') === '50')),
        topSpan: span(query((q) => q.get('sort') === '-savings')),
        sessionSpan: span(performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/auth/user'))),
        count: document.querySelectorAll('.clients-table tbody tr').length,
        summary: document.querySelector('.clients-list__summary')?.textContent,
      };
    });
    if (i === 0) console.log(`[bench] /Clients of a Pro officer: ${run.summary}; ${run.count} rows on the first page`);
    (returning ? runs : firstVisits).push(run);
    await context.close();
  }
  if (!runs.length) throw new Error('no run showed the client list');
  const rows = runs.map((r) => r.rows);
  const drawn = runs.map((r) => r.drawn);
  const opps = runs.map((r) => r.opps);
  const spread = (values) => `median; min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;
  console.log(`\nClients page (/Clients), ${CLIENTS.toLocaleString('en-US')} clients, ${runs.length} of ${RUNS} cold loads settled, Chromium, loopback, production build`);
  if (noisyStarts) console.log(`  (${noisyStarts} of ${RUNS + FIRST_VISITS} loads started before the CPUs went quiet: 3 s of waiting was not enough)`);
  console.log(`  first rows of the client list in the page after ${median(rows).toFixed(0)} ms (${spread(rows)})`);
  console.log(`  and drawn (the frame that shows them laid out and painted) after ${median(drawn).toFixed(0)} ms (${spread(drawn)})`);
  // The target is read on the drawn figure: the rows are on screen only once painted.
  const rowsOk = median(drawn) <= TARGET_FIRST_ROWS_MS;
  console.log(`  ${rowsOk ? 'PASS' : 'MISS'} first rows on screen ${median(drawn).toFixed(0)} ms (target ≤ ${TARGET_FIRST_ROWS_MS} ms, median of ${runs.length})`);
  if (!rowsOk) failed = true;
  console.log(`  top refinance opportunities in the page after ${median(opps).toFixed(0)} ms (${spread(opps)})`);
  if (firstVisits.length) {
    const first = firstVisits.map((r) => r.drawn);
    console.log(`  first visit on a new browser (no role note: the list waits for the session check): first rows drawn after ${median(first).toFixed(0)} ms (median of ${first.length}; min ${Math.min(...first).toFixed(0)}, max ${Math.max(...first).toFixed(0)})`);
  }
  const took = (pick) => median(runs.map((r) => pick(r)[1] - pick(r)[0])).toFixed(0);
  console.log(`  of which the API: ${took((r) => r.listSpan)} ms for the page of 50, ${took((r) => r.topSpan)} ms for the top opportunities by savings (median, embedded Postgres)`);
  const at = (pick) => `${median(runs.map((r) => pick(r)[0])).toFixed(0)}–${median(runs.map((r) => pick(r)[1])).toFixed(0)} ms`;
  console.log(`  asked–answered (median, from navigation): session check ${at((r) => r.sessionSpan)}, page of 50 ${at((r) => r.listSpan)}, top opportunities ${at((r) => r.topSpan)}`);
  if (runs.some((r) => r.count !== 50)) {
    console.log('  ✗ a run did not show a full first page of 50 clients');
    failed = true;
  }
} catch (error) {
  console.error('[bench] clients failed:', error);
  failed = true;
} finally {
  await browser?.close();
  await platform.stop();
}
process.exit(failed ? 1 : 0);
