// The browser suites drive Debian's Chromium (Playwright cannot download its own browsers on this
// network). A fresh machine lacks it: install it when we may (root, apt-get present), otherwise
// say exactly what to run. Node built-ins only.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
// The browser the e2e suites launch (CHROMIUM_PATH, else Debian's): one definition for both.
import { CHROMIUM_PATH as CHROMIUM } from '../../e2e/support/chromium.mjs';

/** True when Chromium is there (or was just installed). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) {
    console.error(`[homewise] Chromium is missing at ${CHROMIUM}: run "sudo apt-get install -y chromium"`
      + ' or set CHROMIUM_PATH to a Chromium or Chrome binary.');
    return false;
  }
  console.log('[homewise] installing Chromium (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (existsSync(CHROMIUM)) return true;
  console.error('[homewise] Chromium could not be installed; the browser suites will fail.');
  return false;
}
