// The byte budgets of byte-budgets.json against the last production build (each app's
// dist/build-stats.json, packages/platform/build/build-stats.cjs): what every page downloads in
// JavaScript (gzip) — the shell's own groups and the shared singletons it provides, then the
// shell's groups that load beside a page's remote (shellGroupsBesidePages), the remote's entry and the page, and the charts with Highcharts on a page that draws a chart on its
// first screen — and which chunks grew since the budgets were recorded. `npm test` checks them (scripts/test/byte-budgets.test.mjs); after a change that
// is meant to grow or shrink a page, `node scripts/lib/byte-budgets.mjs --record` writes the
// chunks' new sizes into the file (the budgets themselves are only ever changed by hand).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
export const BUDGET_FILE = join(ROOT, 'byte-budgets.json');
const REMOTES = JSON.parse(readFileSync(join(ROOT, 'packages', 'platform', 'build', 'remotes.json'), 'utf8'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function statsOf(dir) {
  const file = join(ROOT, dir, 'dist', 'build-stats.json');
  if (!existsSync(file)) throw new Error(`${dir}/dist/build-stats.json is missing: build it first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The files of named groups of one app's build, and those that hold the shared singletons named
 * in `shared`, as chunks `{ key, file, gzip }` (key: `app label`, e.g. `shell react-dom`).
 */
function chunksOf(stats, groups, shared = []) {
  const files = new Set();
  for (const group of groups) {
    if (!stats.groups[group]) throw new Error(`${stats.app}'s build has no chunk group "${group}"`);
    for (const file of stats.groups[group]) files.add(file);
  }
  for (const [file, { provides }] of Object.entries(stats.files)) if (provides.some((name) => shared.includes(name))) files.add(file);
  return [...files].map((file) => ({ key: `${stats.app} ${stats.files[file].label}`, file: `${stats.app}/${file}`, gzip: stats.files[file].gzip }));
}

/** Every page's JavaScript (the shell's own, then each remote's exposed pages) with its chunks. */
export const readBudgets = () => JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));

export function measurePages(budgets = readBudgets()) {
  const shellStats = statsOf('shell');
  // The shell provides every shared singleton but the charts; each page loads them.
  const singletons = [...new Set(Object.values(shellStats.files).flatMap((file) => file.provides))];
  const shell = chunksOf(shellStats, budgets.shellGroups, singletons);
  const pages = [{ name: 'shell', chunks: shell }];
  for (const [remote, { dir, pages: exposed }] of Object.entries(REMOTES)) {
    const stats = statsOf(dir);
    for (const page of exposed) {
      const name = `${remote}/${page}`;
      const charts = budgets.chartsOnFirstScreen.includes(name);
      const groups = [remote, `__federation_expose_${page}`, ...(charts ? ['highcharts'] : [])];
      // The shell's groups that load beside this page's remote (the query library: RemotePage).
      const besides = Object.entries(budgets.shellGroupsBesidePages ?? {}).filter(([, names]) => names.includes(name)).map(([group]) => group);
      const shellBesides = besides.length ? chunksOf(shellStats, besides).filter((chunk) => !shell.some((first) => first.file === chunk.file)) : [];
      pages.push({ name, chunks: [...shell, ...shellBesides, ...chunksOf(stats, groups, charts ? ['@homewise/charts'] : [])] });
    }
  }
  for (const page of pages) page.gzip = page.chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  return pages;
}

/** The chunks' bytes by key (chunks of one kind added up), as the budget file records them. */
const byKey = (chunks) => {
  const sizes = {};
  for (const chunk of chunks) sizes[chunk.key] = (sizes[chunk.key] ?? 0) + chunk.gzip;
  return Object.fromEntries(Object.entries(sizes).sort());
};

/** The problems of each page: none, no budget, or over it naming what grew. */
export function checkBudgets(budgets = readBudgets()) {
  return measurePages(budgets).map((page) => {
    const budget = budgets.pages[page.name];
    if (budget === undefined) return { ...page, problem: `${page.name} has no byte budget: add it to byte-budgets.json (it is ${kb(page.gzip)} gzip now)` };
    if (page.gzip <= budget.gzip) return { ...page, budget: budget.gzip, problem: null };
    const recorded = budget.recorded ?? {};
    const now = byKey(page.chunks);
    const grew = Object.entries(now)
      .map(([key, bytes]) => ({ key, bytes, was: recorded[key] ?? 0 }))
      .filter((chunk) => chunk.bytes > chunk.was)
      .sort((a, b) => b.bytes - b.was - (a.bytes - a.was))
      .map((chunk) => (chunk.was ? `${chunk.key} ${kb(chunk.was)} -> ${kb(chunk.bytes)} (+${kb(chunk.bytes - chunk.was)})` : `${chunk.key} new, ${kb(chunk.bytes)}`));
    return {
      ...page,
      budget: budget.gzip,
      problem: `${page.name} downloads ${kb(page.gzip)} of JavaScript (gzip), over its budget of ${kb(budget.gzip)}. Grew since the budgets were recorded: ${grew.join('; ') || 'nothing (the budget was lowered)'}`,
    };
  });
}

/** Writes each page's chunk sizes into the budget file (its budgets untouched; a new page gets none). */
export function recordBudgets() {
  const budgets = readBudgets();
  for (const page of measurePages(budgets)) {
    if (!budgets.pages[page.name]) continue;
    budgets.pages[page.name].recorded = byKey(page.chunks);
  }
  writeFileSync(BUDGET_FILE, JSON.stringify(budgets, null, 2) + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--record')) recordBudgets();
  for (const page of checkBudgets()) {
    console.log(`${page.name.padEnd(32)} ${kb(page.gzip).padStart(9)}${page.budget ? ` of ${kb(page.budget)}` : ''}${page.problem ? `  ✗ ${page.problem}` : '  ✓'}`);
  }
}
