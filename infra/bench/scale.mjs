// `npm run bench -- scale`: the platform's API scaled out on this machine as it runs in
// production — real Postgres and Redis, an SMTP server, N backend replicas (`node
// backend/dist/main.js`) behind Debian's nginx with the repository's edge configuration
// (infra/nginx/render.sh) — driven through the edge by signed-in users reading and writing.
//   1. throughput and p99 with 1, 2 and 3 replicas (BENCH_REPLICAS), and the ratios;
//   2. the kill test: under load, SIGKILL one replica; then check that no idempotent request
//      failed, every acknowledged write is in the database, the weekly scrape ran once and every
//      contact message was mailed exactly once, across replicas.
// Env: BENCH_POSTGRES (postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS
// (redis://127.0.0.1:6379), BENCH_SECONDS (8 per round), BENCH_ROUNDS (3: the replica counts
// alternate round by round, so load from other processes hits all alike; medians are reported),
// BENCH_CONNECTIONS (32), BENCH_REPLICAS (1,2,3).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { BACKEND_NODE_FLAGS } from '../../scripts/lib/backend-node-flags.mjs';
import { ensureNginx } from '../../scripts/lib/ensure-nginx.mjs';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { startNginx } from '../nginx/run.mjs';
import { freePort, ROOT } from '../test/support.mjs';
import { measureCpu, named, these, withChildren } from '../../scripts/lib/process-cpu.mjs';
import { runLoad, send } from './load.mjs';

const POSTGRES = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const COUNTS = (process.env.BENCH_REPLICAS ?? '1,2,3').split(',').map(Number);
const REPLICAS = Math.max(...COUNTS, 2);
const USERS = 60;
const MAIN = join(ROOT, 'backend/dist/main.js');
const RELEASE = readFileSync(join(ROOT, 'backend/src/market-rates/fixtures/mba-release-increased.html'), 'utf8');

const id = randomBytes(5).toString('hex');
const prefix = `hw_scale_${id}`;
/** The run's throwaway database (created in main). */
let database;
const cleanups = [];
const log = (line) => console.log(`[scale] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(probe, what, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** A real SMTP server on loopback that keeps every message's text. */
async function startSmtp() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString()));
      stream.on('end', () => {
        messages.push(raw.replace(/=\r?\n/g, ''));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, messages, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** The market-rate source: the MBA weekly release, counting how often it is fetched. */
async function startSource() {
  let fetched = 0;
  const server = createServer((req, res) => {
    fetched += 1;
    res.writeHead(200, { 'content-type': 'text/html' }).end(RELEASE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/release`, fetched: () => fetched, stop: () => new Promise((r) => server.close(r)) };
}

/** One backend replica as the image runs it; its log goes to a file. */
async function startReplica(n, env, logDir) {
  const port = await freePort();
  const out = openSync(join(logDir, `replica-${n}.log`), 'a');
  const child = spawn(process.execPath, [...BACKEND_NODE_FLAGS, MAIN], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', out, out] });
  return { n, port, child, address: `127.0.0.1:${port}` };
}

async function waitReady(replica) {
  await until(async () => {
    if (replica.child.exitCode !== null) throw new Error(`replica ${replica.n} exited (${replica.child.exitCode})`);
    try {
      return (await fetch(`http://${replica.address}/api/ready`)).ok;
    } catch {
      return false;
    }
  }, `replica ${replica.n} to be ready`, 120_000);
}

function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return exited;
}

async function main() {
  if (!ensureNginx()) process.exit(1);
  database = await createThrowawayDatabase(POSTGRES, { prefix: 'hw_scale' }).catch((error) => {
    throw new Error(`Postgres is not reachable at ${POSTGRES} (${error.message}); set BENCH_POSTGRES`);
  });
  cleanups.push(database.drop);
  const redis = new Redis(REDIS, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect().catch((error) => {
    throw new Error(`Redis is not reachable at ${REDIS} (${error.message}); set BENCH_REDIS`);
  });
  cleanups.push(async () => {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  });
  const smtp = await startSmtp();
  cleanups.push(smtp.stop);
  const source = await startSource();
  cleanups.push(source.stop);
  const logDir = mkdtempSync(join(tmpdir(), 'homewise-scale-'));
  chmodSync(logDir, 0o755);

  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: database.url,
    REDIS_URL: REDIS,
    SMTP_URL: smtp.url,
    JOBS_PREFIX: prefix,
    DATA_DIR: logDir,
    RATES_SOURCE_URL: source.url,
    RATES_CATCH_UP: 'true',
    // The replicas trust the edge only (nginx connects from 127.0.0.1).
    TRUST_PROXY: '127.0.0.1',
    MAIL_RELAY_INTERVAL_MS: '1000',
    RATE_LIMIT_CONTACT_PER_IP: '100000',
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    RATE_LIMIT_WRITES_PER_USER: '1000000',
    LOG_FORMAT: 'json',
  };

  // All replicas boot at once, as a rollout of a fresh deployment does: the migrations run once
  // (advisory lock) and the missed weekly scrape is caught up once.
  log(`starting ${REPLICAS} replicas together on database ${database.name} (logs in ${logDir})`);
  const replicas = await Promise.all(Array.from({ length: REPLICAS }, (_, i) => startReplica(i + 1, env, logDir)));
  cleanups.push(() => Promise.all(replicas.map((r) => stopProcess(r.child))));
  await Promise.all(replicas.map(waitReady));
  const migrations = await database.query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name');
  const migratedOnce = migrations.every((row) => row.n === 1);
  await until(async () => (await database.query(`SELECT count(*)::int AS n FROM market_rate_snapshots WHERE source = 'mba'`))[0].n >= 1, 'the catch-up scrape', 60_000);
  await sleep(2_000);
  const catchUps = (await database.query(`SELECT count(*)::int AS n FROM market_rate_snapshots WHERE source = 'mba'`))[0].n;
  log(`boot: ${migrations.length} migrations, each applied ${migratedOnce ? 'once' : 'MORE THAN ONCE'}; catch-up scrapes: ${catchUps} (source fetched ${source.fetched()}x)`);

  const edge = await startNginx('edge', {
    LISTEN_PORT: String(await freePort()),
    STATIC_ROOT: join(ROOT, 'shell/dist'),
    REMOTES_JSON: join(logDir, 'remotes.json'),
    BACKEND_SERVERS: replicas[0].address,
    NGINX_ACCESS_LOG: join(logDir, 'edge-access.log'),
  });
  cleanups.push(edge.stop);

  // Signed-in users with a mortgage profile each.
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const signup = await send(undefined, {
      port: edge.port,
      method: 'POST',
      path: '/api/auth/signup',
      body: { email: `scale.${id}.${i}@example.com`, password: 'correct horse battery', firstName: 'Scale', lastName: `User ${i}` },
    });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${signup.body}`);
    const cookie = [signup.headers['set-cookie']].flat()[0].split(';')[0];
    const profile = await send(undefined, {
      port: edge.port,
      method: 'POST',
      path: '/api/mortgage-profile',
      cookie,
      body: { originalLoanAmount: 300000, originalInterestRate: 0.065, monthlyPayment: 1896.2, purchasePrice: 400000 },
    });
    if (profile.status !== 201) throw new Error(`profile answered ${profile.status}: ${profile.body}`);
    users.push({ cookie, profileId: JSON.parse(profile.body).id });
  }

  // The mix: most requests read (the dashboard's profile, the session), one in ten writes.
  let turn = 0;
  let contactNo = 0;
  const mix = (withContact) => (i) => {
    const user = users[(turn++ + i) % users.length];
    const roll = Math.random();
    if (withContact && roll < 0.02) {
      contactNo += 1;
      // The token ends in "]" so token 1 is no prefix of token 12.
      const token = `[bench-contact-${id}-${contactNo}]`;
      return { kind: 'contact', method: 'POST', path: '/api/contact', body: { name: 'Scale Bench', email: 'pat@example.com', message: `${token} please call me` }, token };
    }
    if (roll < 0.12) {
      return { kind: 'write', method: 'POST', path: '/api/extra-payments', cookie: user.cookie, body: { mortgageProfileId: user.profileId, paymentDate: '2025-01-15', amount: 100 } };
    }
    if (roll < 0.32) return { kind: 'read', method: 'GET', path: '/api/auth/user', cookie: user.cookie };
    return { kind: 'read', method: 'GET', path: '/api/mortgage-profile', cookie: user.cookie };
  };

  const cpuGroups = (count) => ({
    replicas: these(replicas.slice(0, count).map((r) => r.child.pid)),
    postgres: named('postgres'),
    redis: named('redis-server'),
    nginx: withChildren(edge.child.pid),
    loadGenerator: these([process.pid]),
  });
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const count of COUNTS) {
      edge.reload({ BACKEND_SERVERS: replicas.slice(0, count).map((r) => r.address).join(' ') });
      // Each profile takes at most EXTRA_PAYMENTS_PER_PROFILE (600) extra payments: the rounds'
      // writes reach that by round 3 and were then answered 409 (the product's limit, not a
      // fault). Every phase starts from profiles without any (the database is this run's own).
      await database.query('DELETE FROM extra_payments');
      await sleep(500);
      await runLoad({ port: edge.port, connections: CONNECTIONS, seconds: 2, next: mix(false) });
      const cpu = measureCpu(cpuGroups(count));
      const result = await runLoad({ port: edge.port, connections: CONNECTIONS, seconds: SECONDS, next: mix(false) });
      const failed = Object.values(result.byKind).reduce((sum, kind) => sum + kind.failed, 0);
      rounds.push({ count, ...result, failed, cpu: cpu() });
      const whatFailed = Object.entries(result.byKind)
        .filter(([, kind]) => kind.failed)
        .map(([name, kind]) => `${name} ${JSON.stringify(kind.statuses)}`)
        .join(', ');
      log(`round ${round}, ${count} replica(s): ${Math.round(result.throughput)} req/s, p99 ${result.p99.toFixed(1)} ms, ${failed} failed of ${result.requests}${whatFailed ? ` (${whatFailed})` : ''}; CPU % of a core ${JSON.stringify(rounds.at(-1).cpu)}`);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = COUNTS.map((count) => {
    const mine = rounds.filter((r) => r.count === count);
    const middle = [...mine].sort((a, b) => a.throughput - b.throughput)[Math.floor(mine.length / 2)];
    return { count, throughput: median(mine.map((r) => r.throughput)), p50: median(mine.map((r) => r.p50)), p99: median(mine.map((r) => r.p99)), failed: mine.reduce((sum, r) => sum + r.failed, 0), cpu: middle.cpu, spread: mine.map((r) => Math.round(r.throughput)) };
  });

  // The kill test: every replica in the pool, one SIGKILLed a third of the way through, and the
  // weekly scrape made due (as on Wednesday 10:00) right after.
  edge.reload({ BACKEND_SERVERS: replicas.map((r) => r.address).join(' ') });
  await sleep(500);
  const victim = replicas[1];
  const queue = new Queue('market-rates', { connection: new Redis(REDIS, { maxRetriesPerRequest: null }), prefix });
  cleanups.push(() => queue.close());
  const mbaBefore = (await database.query(`SELECT count(*)::int AS n FROM market_rate_snapshots WHERE source = 'mba'`))[0].n;
  const fetchedBefore = source.fetched();
  const acknowledged = { write: [], contact: [] };
  const failures = { read: [], write: [], contact: [] };
  const killSeconds = Math.max(SECONDS, 12);
  let promoted = false;
  const kill = await runLoad({
    port: edge.port,
    connections: CONNECTIONS,
    seconds: killSeconds,
    next: mix(true),
    record(wanted, answer) {
      const ok = answer.status >= 200 && answer.status < 300;
      if (!ok) failures[wanted.kind].push(answer.status || answer.error);
      else if (wanted.kind === 'write') acknowledged.write.push(JSON.parse(answer.body).id);
      else if (wanted.kind === 'contact') acknowledged.contact.push(wanted.token);
    },
    at: [
      { afterMs: (killSeconds * 1000) / 3, run: () => victim.child.kill('SIGKILL') },
      {
        afterMs: (killSeconds * 1000) / 3 + 500,
        run: async () => {
          const [job] = await queue.getDelayed();
          if (job) await job.promote();
          promoted = Boolean(job);
        },
      },
    ],
  });
  log(`kill test: replica ${victim.n} SIGKILLed at ${Math.round(killSeconds / 3)} s; ${Math.round(kill.throughput)} req/s, p99 ${kill.p99.toFixed(1)} ms over ${kill.requests} requests`);

  // Acknowledged writes: every one is in the database.
  const stored = new Set(
    (await database.query('SELECT id FROM extra_payments WHERE id = ANY($1::uuid[])', [acknowledged.write])).map((row) => row.id),
  );
  const lostWrites = acknowledged.write.filter((writeId) => !stored.has(writeId));
  // The weekly scrape: one run across the replicas left.
  await until(async () => (await database.query(`SELECT count(*)::int AS n FROM market_rate_snapshots WHERE source = 'mba'`))[0].n > mbaBefore, 'the weekly scrape', 60_000).catch(() => undefined);
  await sleep(2_000);
  const weeklyRuns = (await database.query(`SELECT count(*)::int AS n FROM market_rate_snapshots WHERE source = 'mba'`))[0].n - mbaBefore;
  const weeklyFetches = source.fetched() - fetchedBefore;
  // The outbox: each acknowledged contact message mailed exactly once. A mail the killed replica
  // had claimed is taken over when its 30-second sending lease (MAIL_SENDING_LEASE_MS) expires.
  const mailed = (token) => smtp.messages.filter((message) => message.includes(token)).length;
  log(`waiting for the outbox to deliver ${acknowledged.contact.length} contact messages (up to 3 min: a mail claimed by the killed replica waits for its sending lock)…`);
  await until(() => acknowledged.contact.every((token) => mailed(token) >= 1), 'every contact message mailed', 180_000).catch(() => undefined);
  await sleep(3_000);
  const mailCounts = acknowledged.contact.map(mailed);
  const notMailed = mailCounts.filter((n) => n === 0).length;
  const mailedTwice = mailCounts.filter((n) => n > 1).length;

  const failedWrites = failures.write.length + failures.contact.length;
  const statuses = (list) => Object.entries(list.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {})).map(([s, n]) => `${n}×${s}`).join(', ') || 'none';
  const base = results.find((r) => r.count === 1);
  console.log('\n  Scale-out through the nginx edge (reads 88%: GET /api/mortgage-profile, GET /api/auth/user; writes 12%: POST /api/extra-payments)');
  console.log(`  ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per replica count (medians), ${USERS} signed-in users, Postgres + Redis + SMTP on this machine (${(await import('node:os')).cpus().length} cores)`);
  console.log('  replicas | req/s  | p50 ms | p99 ms | failed | vs 1 replica | rounds (req/s)  | CPU, % of one core (median round)');
  for (const r of results) {
    const cpu = `replicas ${r.cpu.replicas}, postgres ${r.cpu.postgres}, nginx ${r.cpu.nginx}, redis ${r.cpu.redis}, load generator ${r.cpu.loadGenerator}; machine ${r.cpu.machine}% busy`;
    console.log(`  ${String(r.count).padStart(8)} | ${String(Math.round(r.throughput)).padStart(6)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p99.toFixed(1).padStart(6)} | ${String(r.failed).padStart(6)} | ${(base ? (r.throughput / base.throughput).toFixed(2) + '×' : '-').padStart(12)} | ${r.spread.join(', ').padEnd(15)} | ${cpu}`);
  }
  console.log(`\n  Kill test (${REPLICAS} replicas, one SIGKILLed under load):`);
  console.log(`    idempotent requests failed: ${failures.read.length} of ${kill.byKind.read?.count ?? 0} (${statuses(failures.read)})`);
  console.log(`    writes acknowledged: ${acknowledged.write.length + acknowledged.contact.length}, missing from the database: ${lostWrites.length}; not acknowledged (in flight on the killed replica, never retried by the edge): ${failedWrites} (${statuses([...failures.write, ...failures.contact])})`);
  console.log(`    weekly scrape: ${promoted ? `${weeklyRuns} run(s), source fetched ${weeklyFetches}×` : 'no scheduled job found'}; catch-up at boot of ${REPLICAS} replicas: ${catchUps} run(s); migrations applied once each: ${migratedOnce ? 'yes' : 'NO'}`);
  console.log(`    contact mail: ${acknowledged.contact.length} acknowledged, ${acknowledged.contact.length - notMailed - mailedTwice} mailed once, ${notMailed} not mailed, ${mailedTwice} mailed twice`);
  const ok = failures.read.length === 0 && lostWrites.length === 0 && weeklyRuns === 1 && weeklyFetches === 1 && catchUps === 1 && migratedOnce && notMailed === 0 && mailedTwice === 0;
  console.log(`\n  ${ok ? 'PASS' : 'FAIL'}: zero failed idempotent requests, zero lost acknowledged writes, scrape and mail exactly once`);
  return ok;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(`[scale] ${error.stack ?? error}`);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch((error) => console.error(`[scale] cleanup: ${error.message}`));
}
process.exit(ok ? 0 : 1);
