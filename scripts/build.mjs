// `npm run build`: builds every workspace that has a build script, in workspace order
// (packages first), skipping one whose inputs have not changed since its last good build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { ROOT, ensureInstall, workspaces } from './lib/ensure-install.mjs';
import { precompress } from '../infra/nginx/precompress.mjs';

/** The web apps, whose built files are served: the shell and the remotes. */
const isWebApp = (dir) => dir === 'shell' || dir.startsWith('mfe-');

const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-dev', 'data', 'coverage', 'test-results', 'artifacts', '.homewise']);

function hashTree(dir, hash) {
  for (const name of readdirSync(dir).sort()) {
    if (SKIP_DIRS.has(name)) continue;
    const full = join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) hashTree(full, hash);
    else {
      hash.update(relative(ROOT, full));
      hash.update(readFileSync(full));
    }
  }
  return hash;
}

export function buildAll({ force = false } = {}) {
  ensureInstall();
  const stampDir = join(ROOT, 'node_modules', '.cache', 'homewise', 'build');
  mkdirSync(stampDir, { recursive: true });
  // Every app depends on packages/*, so their sources are part of every key.
  const shared = hashTree(join(ROOT, 'packages'), createHash('sha256'));
  shared.update(readFileSync(join(ROOT, 'tsconfig.base.json')));
  if (existsSync(join(ROOT, 'package-lock.json'))) shared.update(readFileSync(join(ROOT, 'package-lock.json')));
  const sharedKey = shared.digest('hex');
  for (const { dir, manifest } of workspaces()) {
    if (!manifest.scripts?.build) continue;
    const key = hashTree(join(ROOT, dir), createHash('sha256')).update(sharedKey).digest('hex');
    const stamp = join(stampDir, dir.replace(/\//g, '__') + '.stamp');
    const built = existsSync(join(ROOT, dir, 'dist'));
    if (!force && built && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) continue;
    console.log(`[homewise] building ${dir}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', dir], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`[homewise] build of ${dir} failed`);
      process.exit(result.status ?? 1);
    }
    // Each served file's .br and .gz twin, served as they are (infra/lib/web-server.mjs, as nginx does).
    if (isWebApp(dir)) precompress(join(ROOT, dir, 'dist'));
    writeFileSync(stamp, key);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildAll({ force: process.argv.includes('--force') });
