// `npm run lint` and the `lint` suite of `npm test`: ESLint over the whole repository with the one
// configuration in eslint.config.mjs (boundaries between the parts, no import cycles, hooks, a11y).
// Zero warnings: a warning fails like an error. Counts one test per part (workspace, or the root's
// own files), which passes when none of its files has a problem.
//   npm run lint            lint, cached between runs (node_modules/.cache/homewise/eslint)
//   npm run lint -- --fix   also apply ESLint's automatic fixes
import { relative, resolve } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = resolve(new URL('..', import.meta.url).pathname);

/** The part a file belongs to: `packages/x` or the top folder; files at the top are `(root)`. */
function partOf(file) {
  const [top, second, ...rest] = relative(ROOT, file).split('/');
  if (top === 'packages' && rest.length) return `packages/${second}`;
  return second === undefined ? '(root)' : top;
}

/** Lints `patterns` (default: everything) and returns `{ results: [{ part, problems }], text }`. */
export async function lint({ patterns = ['.'], cache = false, fix = false, cwd = ROOT } = {}) {
  const eslint = new ESLint({ cwd, cache, cacheLocation: resolve(ROOT, 'node_modules/.cache/homewise/eslint/'), cacheStrategy: 'content', fix });
  const files = await eslint.lintFiles(patterns);
  if (fix) await ESLint.outputFixes(files);
  const problems = new Map();
  for (const file of files) {
    const part = partOf(file.filePath);
    problems.set(part, (problems.get(part) ?? 0) + file.errorCount + file.warningCount);
  }
  const formatter = await eslint.loadFormatter('stylish');
  return {
    results: [...problems].sort(([a], [b]) => a.localeCompare(b)).map(([part, count]) => ({ part, problems: count })),
    text: await formatter.format(files),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { results, text } = await lint({ cache: true, fix: process.argv.includes('--fix') });
  if (text) console.log(text);
  const failed = results.filter((r) => r.problems > 0);
  console.log(`[lint] ${results.length - failed.length} of ${results.length} parts clean (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  process.exit(failed.length ? 1 : 0);
}
