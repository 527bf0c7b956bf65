// `npm run bench`: installs and builds what is missing, then runs each workspace's `bench` script
// in workspace order (`npm run bench -- finance` runs only that one). Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { ROOT, workspaces } from './lib/ensure-install.mjs';
import { buildAll } from './build.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
buildAll();
let failed = 0;
for (const { dir, manifest } of workspaces()) {
  if (!manifest.scripts?.bench) continue;
  if (only.length && !only.includes(dir) && !only.includes(dir.split('/').pop())) continue;
  console.log(`\n[homewise] bench ${dir}`);
  if (dir === 'e2e') ensureChromium();
  const run = spawnSync('npm', ['run', 'bench', '-w', dir], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
