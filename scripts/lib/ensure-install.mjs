// Installs dependencies when a clone lacks them or package-lock.json changed since the last
// install. Uses only Node built-ins: it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

function lockHash() {
  const lock = join(ROOT, 'package-lock.json');
  const manifest = join(ROOT, 'package.json');
  const hash = createHash('sha256');
  for (const file of [lock, manifest]) if (existsSync(file)) hash.update(readFileSync(file));
  return hash.digest('hex');
}

export function ensureInstall() {
  const stampDir = join(ROOT, 'node_modules', '.cache', 'homewise');
  const stamp = join(stampDir, 'install.stamp');
  const want = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  const hasLock = existsSync(join(ROOT, 'package-lock.json'));
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.log(`[homewise] installing dependencies (npm ${args[0]})…`);
  let result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0 && args[0] === 'ci') {
    // The registry this machine kind reaches lacks some other-platform optional binaries
    // (e.g. @swc/core-darwin-arm64), so the lock cannot list them and `npm ci` refuses it as
    // "out of sync"; `npm install` installs the same locked versions and leaves the lock as is.
    console.log('[homewise] npm ci refused the lock; installing with npm install…');
    result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  }
  if (result.status !== 0) {
    console.error('[homewise] npm install failed');
    process.exit(result.status ?? 1);
  }
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stamp, lockHash());
}

/** The workspaces of the root package.json, in build order, with their manifests. */
export function workspaces() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return root.workspaces
    .filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) }));
}
