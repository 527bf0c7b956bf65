// `node bench/top-functions.mjs <file.cpuprofile> [count]`: where a CPU profile (BENCH_CPU_PROF,
// bench/lib.mjs) spends its time: self time per function and per package, most first.
import { readFileSync } from 'node:fs';

const [file, count = '40'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/top-functions.mjs <file.cpuprofile> [count]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
// Each sample is one interval spent in one node (its own code, not its callees').
const self = new Map();
profile.timeDeltas.forEach((delta, i) => self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta));
const total = [...self.values()].reduce((a, b) => a + b, 0);
/** The package a script belongs to (node_modules/<name>), else the app's own file, else Node's. */
const packageOf = (url) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes('/backend/dist/')) return `backend ${url.split('/backend/dist/')[1]}`;
  return url ? 'node' : '(native/gc/idle)';
};
const fn = new Map();
const pkg = new Map();
for (const [id, micros] of self) {
  const { callFrame } = byId.get(id);
  const name = `${callFrame.functionName || '(anonymous)'}  ${callFrame.url.replace(/.*node_modules\//, '').replace(/.*backend\/dist\//, 'backend/')}:${callFrame.lineNumber + 1}`;
  fn.set(name, (fn.get(name) ?? 0) + micros);
  const p = packageOf(callFrame.url) === '(native/gc/idle)' ? callFrame.functionName || '(native)' : packageOf(callFrame.url);
  pkg.set(p, (pkg.get(p) ?? 0) + micros);
}
const show = (title, map) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
    console.log(`  ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
};
show('self time by package', pkg);
show('self time by function', fn);
