// `npm run bench`: installs and builds what is missing, then runs each workspace's `bench` script
// in workspace order. `npm run bench -- finance` runs only that workspace's; a name that is no
// workspace runs the `bench:<name>` script of the workspace that has one (`npm run bench -- scale`:
// infra's scale-out bench). Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { ROOT, workspaces } from './lib/ensure-install.mjs';
import { buildAll } from './build.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNginx } from './lib/ensure-nginx.mjs';

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
buildAll();
const runs = [];
for (const { dir, manifest } of workspaces()) {
  const scripts = manifest.scripts ?? {};
  const name = dir.split('/').pop();
  if (!only.length) {
    if (scripts.bench) runs.push({ dir, script: 'bench' });
    continue;
  }
  if (scripts.bench && (only.includes(dir) || only.includes(name))) runs.push({ dir, script: 'bench' });
  for (const wanted of only) if (scripts[`bench:${wanted}`]) runs.push({ dir, script: `bench:${wanted}` });
}
if (!runs.length) {
  console.error(`[homewise] no bench named ${only.join(', ')}`);
  process.exit(1);
}
let failed = 0;
for (const { dir, script } of runs) {
  console.log(`\n[homewise] ${script} ${dir}`);
  if (dir === 'e2e') ensureChromium();
  if (dir === 'infra') ensureNginx();
  const run = spawnSync('npm', ['run', script, '-w', dir], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
