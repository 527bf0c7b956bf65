// What the backend benchmarks share: a throwaway database on a real Postgres, the built backend
// started on it, and autocannon rounds.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BACKEND_NODE_FLAGS } from '../../scripts/lib/backend-node-flags.mjs';
import { percentile } from '../../scripts/lib/percentile.mjs';
import { measureCpuSeconds, named, these } from '../../scripts/lib/process-cpu.mjs';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** A database `hw_bench_<random>` on BENCH_POSTGRES (else DATABASE_URL's server, else local): url, name, query(), drop(). */
export function benchDatabase() {
  const server = new URL(process.env.BENCH_POSTGRES ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = '/postgres';
  return createThrowawayDatabase(server.toString(), { prefix: 'hw_bench' });
}

/**
 * The built backend (dist/main.js) on `databaseUrl`, no Redis, no rate source, on a random port.
 * BENCH_CPU_PROF=<dir> runs it under `node --cpu-prof`: a .cpuprofile per backend in <dir>, written
 * when it stops (open it in Chrome DevTools' Performance panel, or `node bench/top-functions.mjs`).
 */
export function startBackend({ databaseUrl, dataDir, poolSize = 10, env = {} }) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  // BENCH_BACKEND_DIST=<dir inside backend/>: another build (e.g. the commit before a change, for a before/after pair from one checkout).
  const child = fork(join(here, '..', process.env.BENCH_BACKEND_DIST ?? 'dist', 'main.js'), [], {
    // As it runs everywhere (backend/package.json `homewise.nodeFlags`).
    execArgv: [...BACKEND_NODE_FLAGS, ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_POOL_SIZE: String(poolSize),
      REDIS_URL: '',
      SMTP_URL: '',
      // No rate source on the network here: point the scraper at a closed port.
      RATES_SOURCE_URL: 'http://127.0.0.1:9/',
      RATES_CATCH_UP: 'false',
      // One bench user writes thousands of times a minute; the per-user write limit has its own tests.
      RATE_LIMIT_WRITES_PER_USER: '1000000',
      // Not NODE_ENV=production: one process without Redis or SMTP is no production deployment,
      // and the backend refuses to boot as one (config/app-config.ts productionProblems).
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

export async function waitFor(url, child, ms = 60000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export function stop(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10000).unref();
  });
}

/**
 * One autocannon round: requests per second, latency percentiles, every kind of failure — and,
 * with `serverPid` (Linux), the CPU per answer in µs of the server, of Postgres and of the load
 * generator (this process). On a shared machine throughput moves ±20 % between rounds with the
 * neighbours' load; CPU per answer moves little, and says which part grew.
 */
export async function measure(url, { headers = {}, connections, seconds, serverPid }) {
  const cpuUsed = serverPid && existsSync('/proc/stat') && measureCpuSeconds({ server: these([serverPid]), postgres: named('postgres'), loadGenerator: these([process.pid]) });
  const run = autocannon({ url, connections, duration: seconds, headers });
  // autocannon's own percentiles are whole milliseconds (its histogram's lowest unit), too coarse
  // to compare a 3 ms p99 with a 4 ms one: each answer's time as measured (hrtime, fractions of a
  // millisecond), of the answers its percentiles count (2xx).
  const times = [];
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await run;
  const answers = result.requests.total;
  let cpu;
  if (cpuUsed && answers) {
    const used = cpuUsed();
    const us = (name) => Math.round((used[name] * 1e6) / answers);
    cpu = { server: us('server'), postgres: us('postgres'), loadGenerator: us('loadGenerator') };
    cpu.total = cpu.server + cpu.postgres + cpu.loadGenerator;
  }
  return {
    cpu,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** Signs up through the API; answers the session cookie and the user. */
export async function signUp(base, body) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
  return { cookie: res.headers.get('set-cookie').split(';')[0], user: await res.json() };
}
