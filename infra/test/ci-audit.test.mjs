// CI's production dependency audit (scripts/lib/audit.mjs, run by `.ci/run`): what npm's answers
// mean. A high or critical advisory fails; an advisory endpoint that cannot be asked does not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditVerdict } from '../../scripts/lib/audit.mjs';
import { ROOT } from './support.mjs';

const counts = (over = {}) => ({ info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...over });
const report = (vulnerabilities, over) => JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts(over), dependencies: { prod: 400 } } });

describe('the production dependency audit', () => {
  it('passes a clean report and one with only moderate or low advisories', () => {
    expect(auditVerdict(report({}))).toEqual({ status: 'passed', counts: counts() });
    const moderate = report({ 'left-pad': { name: 'left-pad', severity: 'moderate', via: [{ title: 'Slow', url: 'https://github.com/advisories/GHSA-1' }] } }, { moderate: 1, total: 1 });
    expect(auditVerdict(moderate).status).toBe('passed');
  });

  it('fails on a high or a critical advisory and names the package, the advisory and the path', () => {
    const high = report(
      {
        fastify: { name: 'fastify', severity: 'high', via: [{ title: 'Content-Type bypass', url: 'https://github.com/advisories/GHSA-2' }] },
        '@fastify/static': { name: '@fastify/static', severity: 'high', via: ['fastify'] },
        debug: { name: 'debug', severity: 'low', via: [{ title: 'ReDoS', url: 'https://github.com/advisories/GHSA-3' }] },
      },
      { high: 2, low: 1, total: 3 },
    );
    expect(auditVerdict(high)).toEqual({
      status: 'failed',
      counts: counts({ high: 2, low: 1, total: 3 }),
      advisories: [
        { name: 'fastify', severity: 'high', titles: ['Content-Type bypass (https://github.com/advisories/GHSA-2)'] },
        { name: '@fastify/static', severity: 'high', titles: ['through fastify'] },
      ],
    });
    const critical = report({ axios: { name: 'axios', severity: 'critical', via: [{ title: 'SSRF', url: 'https://github.com/advisories/GHSA-4' }] } }, { critical: 1, total: 1 });
    expect(auditVerdict(critical).status).toBe('failed');
  });

  it('calls an unreachable advisory endpoint "unchecked", not a finding', () => {
    // What npm 11 prints here: the registry mirror answers 405 to the bulk advisory POST.
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, body: '', error: { summary: '', detail: '' } });
    expect(auditVerdict(refused)).toEqual({ status: 'unchecked', reason: expect.stringMatching(/^the advisory endpoint could not be asked: 405 Method Not Allowed/) });
    expect(auditVerdict(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.npmjs.org' } }))).toEqual({
      status: 'unchecked',
      reason: 'the advisory endpoint could not be asked: ENOTFOUND getaddrinfo ENOTFOUND registry.npmjs.org',
    });
    expect(auditVerdict('')).toEqual({ status: 'unchecked', reason: 'npm audit answered no report: (nothing)' });
    expect(auditVerdict('spawnSync npm ETIMEDOUT').status).toBe('unchecked');
  });

  it('is what .ci/run runs, before the tests', () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    expect(ci).toMatch(/^npm test -- --audit$/m);
    const runner = readFileSync(join(ROOT, 'scripts/test.mjs'), 'utf8');
    expect(runner).toMatch(/process\.argv\.includes\('--audit'\)/);
    expect(readFileSync(join(ROOT, 'scripts/lib/audit.mjs'), 'utf8')).toMatch(/'audit', '--omit=dev', '--json'/);
  });
});
