// The typecheck catches a planted error: a type error in a remote, and a contract change that
// breaks a consumer (the remote reads @homewise/contracts' dist/, which `tsc -b` rebuilds first,
// so it never checks against stale types). Runs the real `typecheck()` of scripts/typecheck.mjs
// on a copy of the real configuration and sources of contracts, finance, platform and one remote.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { typecheck } from '../typecheck.mjs';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const PROJECTS = ['packages/contracts', 'packages/finance', 'packages/platform', 'mfe-account'];
const SKIP = new Set(['node_modules', 'dist', 'coverage']);
let copy;

/**
 * A copy of the four projects with the real tsconfigs, inside the repository (git-ignored
 * .homewise/) so that every other package resolves from the real node_modules as it does for the
 * originals; its own node_modules/@homewise links to the copied packages.
 */
function copyRepository() {
  mkdirSync(join(ROOT, '.homewise'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.homewise', 'typecheck-'));
  cpSync(join(ROOT, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  const solution = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8'));
  solution.references = solution.references.filter((reference) => PROJECTS.includes(reference.path));
  expect(solution.references).toHaveLength(PROJECTS.length);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(solution));
  for (const project of PROJECTS) {
    cpSync(join(ROOT, project), join(dir, project), { recursive: true, filter: (source) => !SKIP.has(source.split('/').pop()) });
  }
  mkdirSync(join(dir, 'node_modules', '@homewise'), { recursive: true });
  for (const project of PROJECTS.filter((p) => p.startsWith('packages/'))) {
    symlinkSync(join(dir, project), join(dir, 'node_modules', '@homewise', project.split('/')[1]));
  }
  return dir;
}

const errorsIn = (results, project) => results.find((r) => r.project === project).errors;

beforeAll(() => {
  copy = copyRepository();
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

test('the copied projects type-check clean (so what fails below is the planted error)', () => {
  const { results, status } = typecheck({ root: copy, quiet: true });
  expect(results.map((r) => [r.project, r.errors])).toEqual(PROJECTS.map((project) => [project, []]));
  expect(status).toBe(0);
});

test('a type error planted in a remote fails that remote', () => {
  const planted = join(copy, 'mfe-account/src/planted.ts');
  writeFileSync(planted, "export const monthlyPayment: number = 'not a number';\n");
  try {
    const { results, status } = typecheck({ root: copy, quiet: true });
    expect(status).not.toBe(0);
    expect(errorsIn(results, 'mfe-account')).toEqual([expect.stringMatching(/^mfe-account\/src\/planted\.ts\(1,14\): error TS2322/)]);
    expect(errorsIn(results, 'packages/platform')).toEqual([]);
  } finally {
    rmSync(planted);
  }
});

test('a rename in @homewise/contracts fails the remote that uses the old name', () => {
  const contract = join(copy, 'packages/contracts/src/auth.ts');
  const original = readFileSync(contract, 'utf8');
  expect(original).toContain('export interface LoginRequest {');
  writeFileSync(contract, original.replace('export interface LoginRequest {', 'export interface SignInRequest {'));
  try {
    const { results, status } = typecheck({ root: copy, quiet: true });
    expect(status).not.toBe(0);
    expect(errorsIn(results, 'packages/contracts')).toEqual([]);
    expect(errorsIn(results, 'mfe-account')).toContainEqual(
      expect.stringMatching(/^mfe-account\/src\/features\/auth\/api\/auth-api\.ts\(\d+,\d+\): error TS2305: Module '"@homewise\/contracts"' has no exported member 'LoginRequest'/),
    );
  } finally {
    writeFileSync(contract, original);
  }
});
