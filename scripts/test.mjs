// `npm test`: installs what is missing, builds, type-checks and lints the whole repository, runs
// the repository's own checks (scripts/test), then every workspace's test suite (jest everywhere,
// Playwright in e2e/) and ends with one line `tests: N passed, N failed`.
//   npm test                       every suite
//   npm test -- backend e2e        only those workspaces (by folder name)
//   npm test -- typecheck lint     only the typecheck (one test per project) and the lint (one per part)
//   npm test -- --audit      also audit production dependencies (scripts/lib/audit.mjs; .ci/run does)
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, workspaces } from './lib/ensure-install.mjs';
import { buildAll } from './build.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNginx } from './lib/ensure-nginx.mjs';
import { auditProductionDependencies } from './lib/audit.mjs';
import { typecheck } from './typecheck.mjs';
import { lint } from './lint.mjs';
import { backendTestServices } from './lib/local-services.mjs';

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
buildAll();

const reportDir = join(ROOT, 'node_modules', '.cache', 'homewise', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** Reads a jest `--json` report or a Playwright JSON report into passed/failed counts. */
function countsOf(reportFile) {
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: flaky tests passed on retry, but they still count as failures here.
    const { expected, unexpected, flaky } = report.stats;
    const errors = (report.errors ?? []).length;
    return { passed: expected, failed: unexpected + flaky + errors };
  }
  // A suite that fails to load reports no failed tests, so it counts as one failure itself.
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
  };
}

const results = [];
if (process.argv.includes('--audit')) {
  const started = Date.now();
  results.push({ dir: 'npm audit', ...auditProductionDependencies(ROOT), seconds: Math.round((Date.now() - started) / 1000) });
}
const wanted = (name) => !only.length || only.includes(name);
/** Runs one suite of the summary: `run` returns { passed, failed }. */
async function suite(name, run) {
  if (!wanted(name)) return;
  console.log(`\n[homewise] ${name}…`);
  const started = Date.now();
  results.push({ dir: name, ...(await run()), seconds: Math.round((Date.now() - started) / 1000) });
}
const counted = (list, bad) => ({ passed: list.filter((r) => !bad(r)).length, failed: list.filter(bad).length });

await suite('typecheck', () => counted(typecheck().results, (r) => r.errors.length > 0));
await suite('lint', async () => {
  const { results: parts, text } = await lint();
  if (text) console.log(text);
  return counted(parts, (r) => r.problems > 0);
});
await suite('scripts', () => {
  const reportFile = join(reportDir, 'scripts.json');
  const run = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', '-c', 'scripts/jest.config.mjs', '--ci', '--json', `--outputFile=${reportFile}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
  });
  const counts = countsOf(reportFile) ?? { passed: 0, failed: 1 };
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
});

for (const { dir, manifest } of workspaces()) {
  if (!manifest.scripts?.test) continue;
  if (only.length && !only.includes(dir) && !only.includes(dir.split('/').pop())) continue;
  const reportFile = join(reportDir, dir.replace(/\//g, '__') + '.json');
  // Playwright reports a missing browser per test; one clear line up front saves reading them.
  if (dir === 'e2e') ensureChromium();
  // The edge tests run Debian's nginx with the repository's configuration.
  if (dir === 'infra') ensureNginx();
  console.log(`\n[homewise] testing ${dir}…`);
  // The API tests run on real PostgreSQL and Redis when the machine has them (lib/local-services.mjs).
  const services = dir === 'backend' ? await backendTestServices() : { env: {} };
  if (services.note) console.log(`[homewise] backend tests on ${services.note}`);
  // jest takes --json/--outputFile; the e2e suite reads HOMEWISE_TEST_REPORT for its JSON reporter.
  const isJest = /\bjest\b/.test(manifest.scripts.test);
  const args = ['run', 'test', '-w', dir, ...(isJest ? ['--', '--ci', '--json', `--outputFile=${reportFile}`] : [])];
  const started = Date.now();
  const run = spawnSync('npm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...services.env, HOMEWISE_TEST_REPORT: reportFile },
  });
  const counts = countsOf(reportFile) ?? { passed: 0, failed: 1 };
  // A runner that exits non-zero with nothing failed in its report still failed (e.g. a crash).
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ dir, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n[homewise] test summary');
for (const r of results) console.log(`  ${r.dir.padEnd(20)} ${r.passed} passed, ${r.failed} failed (${r.seconds}s)`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
