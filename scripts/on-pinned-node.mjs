// `node scripts/on-pinned-node.mjs <script> [args…]`: runs <script> on the platform's Node
// (`.node-version`; scripts/lib/node-runtime.mjs) — the root package.json's start, test, dev and
// bench go through it. On that major already, the script runs in this process. Otherwise on the
// pinned copy (fetched once), with its bin folder first on PATH so that every `node` and `npm` the
// script starts runs on it too. When no copy can be had (offline), it says so and runs the script
// on the running node. HOMEWISE_NODE=current skips the switch.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isPinnedMajor, NODE_VERSION, pinnedNodeBin } from './lib/node-runtime.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/on-pinned-node.mjs <script> [args…]');
  process.exit(2);
}
const switching = !isPinnedMajor() && process.env.HOMEWISE_NODE !== 'current';
const bin = switching ? pinnedNodeBin() : undefined;

if (!bin) {
  if (switching) console.error(`[homewise] going on with Node ${process.versions.node}: the platform runs on ${NODE_VERSION} (.node-version), so figures and results may differ from CI's`);
  // The script reads its arguments from process.argv, as if node had started it.
  process.argv = [process.argv[0], resolve(script), ...args];
  await import(pathToFileURL(resolve(script)).href);
} else {
  const child = spawn(join(bin, 'node'), [resolve(script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the whole foreground group, the script included: it handles it, this process
  // waits for it to finish. A signal sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  // `kill <npm's pid>` ends npm without passing anything on (scripts/start.mjs): the script would
  // live on, holding the platform's ports, while this process waits for it.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) child.kill('SIGTERM');
  }, 1000).unref();
  child.on('error', (error) => {
    console.error(`[homewise] could not start Node ${NODE_VERSION}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
