// The production dependency audit of `npm test -- --audit` (which `.ci/run` uses): npm's advisory
// database, asked by `npm audit --omit=dev --json`. CI fails on a high or critical advisory in a
// production dependency (dev tools never reach a user). Node built-ins only.
//
// When the advisory endpoint cannot be asked (offline, a registry mirror that answers only GET —
// this network's answers 405 to npm's POST — a timeout, an answer that is not a report), the audit
// did not happen: that is not a finding, so it is said loudly and counted neither way, rather than
// failing every CI run on a network it cannot change. HOMEWISE_AUDIT_REQUIRED=1 makes "could not
// ask" a failure too (a CI that must never ship unaudited).
import { spawnSync } from 'node:child_process';

/** Severities that fail CI. */
export const FAILING_SEVERITIES = ['high', 'critical'];

/**
 * Reads `npm audit --json` output into a verdict:
 * - `{ status: 'passed', counts }` — audited, nothing high or critical;
 * - `{ status: 'failed', counts, advisories: [{ name, severity, titles }] }`;
 * - `{ status: 'unchecked', reason }` — the advisory database could not be asked.
 */
export function auditVerdict(output) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { status: 'unchecked', reason: `npm audit answered no report: ${String(output).trim().slice(0, 200) || '(nothing)'}` };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    // npm's error answer: { message, statusCode, error: { code, summary } } (or just { error }).
    const message = report?.message || report?.error?.summary || '';
    const status = report?.statusCode && !message.startsWith(String(report.statusCode)) ? report.statusCode : null;
    const reason = [status, report?.error?.code, message].filter(Boolean).join(' ') || 'no report';
    return { status: 'unchecked', reason: `the advisory endpoint could not be asked: ${reason}` };
  }
  const advisories = Object.values(report.vulnerabilities ?? {})
    .filter((v) => FAILING_SEVERITIES.includes(v.severity))
    .map((v) => ({
      name: v.name,
      severity: v.severity,
      // `via` holds the advisories themselves (objects) or the names of vulnerable dependencies.
      titles: (v.via ?? []).map((via) => (typeof via === 'string' ? `through ${via}` : `${via.title} (${via.url})`)),
    }));
  const failing = FAILING_SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  return failing > 0 || advisories.length > 0 ? { status: 'failed', counts, advisories } : { status: 'passed', counts };
}

/** Runs the audit in `cwd` and prints the verdict; answers `{ passed, failed }` for the test summary. */
export function auditProductionDependencies(cwd, { required = process.env.HOMEWISE_AUDIT_REQUIRED === '1' } = {}) {
  console.log('\n[homewise] npm audit --omit=dev (production dependencies; fails on high or critical)…');
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd, encoding: 'utf8', timeout: 120_000 });
  const verdict = auditVerdict(run.stdout || run.error?.message || '');
  if (verdict.status === 'unchecked') {
    console.warn(`[homewise] WARNING: production dependencies NOT audited — ${verdict.reason}.`);
    if (required) return { passed: 0, failed: 1 };
    console.warn('[homewise] Not counted as a failure (set HOMEWISE_AUDIT_REQUIRED=1 to make it one).');
    return { passed: 0, failed: 0 };
  }
  const { info = 0, low = 0, moderate = 0, high = 0, critical = 0 } = verdict.counts;
  console.log(`[homewise] advisories: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low, ${info} info`);
  if (verdict.status === 'passed') return { passed: 1, failed: 0 };
  for (const advisory of verdict.advisories) {
    console.error(`  ${advisory.severity.toUpperCase()} ${advisory.name}: ${advisory.titles.join('; ')}`);
  }
  console.error('[homewise] Fix with `npm audit fix --omit=dev` or an override in package.json, then run again.');
  return { passed: 0, failed: 1 };
}
