// Installs dependencies when a clone lacks them or package-lock.json changed since the last
// install. Uses only Node built-ins: it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash()) return;
  // Installed by hand or by CI (`npm ci`) after the lock last changed: only the stamp is missing.
  if (!installedSinceLockChanged()) install();
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stamp, lockHash());
}

/**
 * A clean tree gets `npm ci` (exactly the lock). A tree that already has node_modules gets
 * `npm install`, which only adds what changed and never wipes the folder under running work.
 */
function install() {
  const fresh = !existsSync(join(ROOT, 'node_modules'));
  const hasLock = existsSync(join(ROOT, 'package-lock.json'));
  const command = fresh && hasLock ? 'ci' : 'install';
  console.log(`[homewise] installing dependencies (npm ${command})…`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[homewise] npm install failed');
    process.exit(result.status ?? 1);
  }
}

/** npm writes node_modules/.package-lock.json at the end of every install: newer than both manifests means current. */
function installedSinceLockChanged() {
  const hidden = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (!existsSync(hidden) || !existsSync(lock)) return false;
  const installed = statSync(hidden).mtimeMs;
  return installed >= statSync(lock).mtimeMs && installed >= statSync(join(ROOT, 'package.json')).mtimeMs;
}

/** The workspaces of the root package.json, in build order, with their manifests. */
export function workspaces() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return root.workspaces
    .filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) }));
}
