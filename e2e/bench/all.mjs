// `npm run bench -- e2e`: each frontend benchmark in turn (one failing does not stop the others);
// exits non-zero when any missed its target.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let failed = 0;
for (const script of ['frontend.mjs', 'clients.mjs', 'lighthouse.mjs']) {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
