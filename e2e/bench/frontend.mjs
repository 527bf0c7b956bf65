// `npm run bench` (frontend part): starts the platform as `npm start` runs it (production build,
// embedded defaults, free ports) and measures in Chromium, with a cold cache each run:
//   - JavaScript bytes transferred (gzip, as served) per origin before the login page and the
//     landing page are usable, and which remotes' code was loaded;
//   - time from navigation to the login form being interactive (median of the runs).
// Targets (issue 3): login page ≤ 170 KB gzip of JavaScript in total; no remote's code on a page
// that does not use it. (Issue 5): landing page ≤ 170 KB gzip in total, and no chart library on it.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { startTestPlatform } from '../support/test-platform.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LOGIN_BUDGET_BYTES = 170 * 1024;
const LANDING_BUDGET_BYTES = 170 * 1024;
/** What a chart library's code contains (Highcharts, Chart.js, ECharts, Recharts/D3). */
const CHART_LIBRARY = /Highcharts|Chart\.js|echarts|recharts|d3-scale/;

/** Marks when `selector` first exists and is enabled (set before any page script runs). */
function readyProbe(selector) {
  const mark = () => {
    const element = document.querySelector(selector);
    if (element && !element.disabled && !window.__homewiseReadyAt) window.__homewiseReadyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true, attributes: true });
}

/** One cold load: JS bytes per origin finished before the page was usable, and the time to it. */
async function measure(browser, url, selector) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(readyProbe, selector);
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    const body = await (await request.response())?.text().catch(() => '');
    scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0, chart: CHART_LIBRARY.test(body ?? '') });
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__homewiseReadyAt !== undefined, null, { timeout: 30_000 });
  const readyAt = await page.evaluate(() => window.__homewiseReadyAt);
  await page.waitForLoadState('networkidle');
  await context.close();
  const perOrigin = {};
  for (const script of scripts) {
    const origin = new URL(script.url).origin;
    perOrigin[origin] = (perOrigin[origin] ?? 0) + script.bytes;
  }
  const charts = scripts.filter((script) => script.chart).map((script) => script.url);
  return { readyAt, perOrigin, charts, total: Object.values(perOrigin).reduce((a, b) => a + b, 0) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const platform = await startTestPlatform({ prefix: 'homewise-bench-' });
// A browser that cannot start must not leave the platform's servers running behind the bench.
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).catch(async (error) => {
  await platform.stop();
  throw error;
});
const originName = Object.fromEntries(
  Object.entries(platform.ports).map(([name, port]) => [`http://localhost:${port}`, name]),
);
let failed = false;
try {
  const pages = [
    { name: 'login', path: '/login', selector: 'form button[type=submit]', uses: ['shell', 'account'], budget: LOGIN_BUDGET_BYTES },
    { name: 'landing', path: '/', selector: 'main h1', uses: ['shell', 'marketing'], budget: LANDING_BUDGET_BYTES, noCharts: true },
  ];
  console.log(`\nFrontend bench: ${RUNS} cold loads per page, Chromium, loopback, production build\n`);
  for (const target of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, platform.url + target.path, target.selector));
    const last = runs[runs.length - 1];
    console.log(`${target.name} page (${target.path})`);
    for (const [origin, bytes] of Object.entries(last.perOrigin)) console.log(`  ${(originName[origin] ?? origin).padEnd(12)} ${kb(bytes).padStart(10)}  (${origin})`);
    console.log(`  ${'total'.padEnd(12)} ${kb(last.total).padStart(10)}  JavaScript, gzip as transferred`);
    console.log(`  usable after ${median(runs.map((r) => r.readyAt)).toFixed(0)} ms (median; min ${Math.min(...runs.map((r) => r.readyAt)).toFixed(0)}, max ${Math.max(...runs.map((r) => r.readyAt)).toFixed(0)})`);
    const foreign = Object.keys(last.perOrigin).map((o) => originName[o] ?? o).filter((n) => !target.uses.includes(n));
    console.log(`  remotes loaded: ${Object.keys(last.perOrigin).map((o) => originName[o] ?? o).filter((n) => n !== 'shell').join(', ') || 'none'}${foreign.length ? `  ✗ not used by this page: ${foreign.join(', ')}` : '  ✓ only what the page uses'}`);
    if (foreign.length) failed = true;
    if (target.budget) {
      const ok = last.total <= target.budget;
      console.log(`  budget: ${kb(last.total)} of ${kb(target.budget)} ${ok ? '✓' : '✗ over budget'}`);
      if (!ok) failed = true;
    }
    if (target.noCharts) {
      console.log(`  chart library: ${last.charts.length ? `✗ loaded (${last.charts.join(', ')})` : 'none ✓'}`);
      if (last.charts.length) failed = true;
    }
    console.log('');
  }
} finally {
  await browser.close();
  await platform.stop();
}
process.exit(failed ? 1 : 0);
