// `npm run typecheck` and the `typecheck` suite of `npm test`: one `tsc -b` over the solution in
// the root tsconfig.json. Its project references build @homewise/contracts and @homewise/finance
// first (their dist/ is what every consumer reads) and the source-consumed packages' declarations
// (platform, charts), so a contract change that breaks a consumer fails here, never later.
// Counts one test per project: a project passes when tsc reports no error in its files.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The project folders listed in `root`'s tsconfig.json, relative to root. */
export function projectsOf(root) {
  const solution = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
  return solution.references.map((reference) => reference.path.replace(/\/tsconfig\.json$/, ''));
}

/** The project a file belongs to: the deepest project folder that holds it. */
function projectOf(projects, root, file) {
  const path = relative(root, resolve(root, file));
  return projects
    .filter((project) => path === project || path.startsWith(project + sep))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Runs `tsc -b` on `root` (default: this repository) and returns one result per project:
 * `{ project, errors: [lines] }`, plus `{ project: 'tsconfig', errors }` for errors that name no
 * project's file (a broken configuration). `output` is tsc's whole text.
 */
export function typecheck({ root = resolve(dirname(new URL(import.meta.url).pathname), '..'), quiet = false } = {}) {
  const projects = projectsOf(root);
  const tsc = require.resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-b', '--pretty', 'false'], { cwd: root, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  if (!quiet && output.trim()) process.stdout.write(output);
  const errors = new Map(projects.map((project) => [project, []]));
  const unplaced = [];
  for (const line of output.split('\n')) {
    const located = /^(.+?)\(\d+,\d+\): error TS\d+/.exec(line);
    if (located) {
      const project = projectOf(projects, root, located[1]);
      (project ? errors.get(project) : unplaced).push(line);
    } else if (/error TS\d+/.test(line)) unplaced.push(line);
  }
  // tsc failed without an error we could place (a crash, a missing tsconfig): never a pass.
  if (run.status !== 0 && [...errors.values()].every((list) => list.length === 0) && unplaced.length === 0) {
    unplaced.push(output.trim() || `tsc -b exited with ${run.status}`);
  }
  const results = projects.map((project) => ({ project, errors: errors.get(project) }));
  if (unplaced.length) results.push({ project: 'tsconfig', errors: unplaced });
  return { results, output, status: run.status };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { results } = typecheck();
  const failed = results.filter((r) => r.errors.length);
  for (const r of failed) console.log(`[typecheck] ${r.project}: ${r.errors.length} error(s)`);
  console.log(`[typecheck] ${results.length - failed.length} of ${results.length} projects clean (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  process.exit(failed.length ? 1 : 0);
}
