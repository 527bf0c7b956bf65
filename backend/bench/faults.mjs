// `npm run bench -- faults` (issue 23): the faults a release must survive, each on processes and
// servers of its own — a private Postgres cluster (scripts/lib/own-postgres.mjs; the machine's
// shared Postgres is never stopped), a redis-server on another port, a loopback SMTP server —
// with the built backend (dist/main.js) under write load (the Redis restart also counts the weekly
// rate scrape's runs, against a loopback rate source). Prints one figure line per fault and
// exits 1 if any promise is broken. FAULTS=postgres,redis,smtp,kill,migrations,fuzz picks some;
// FAULT_SMTP_DOWN_S (120) and FAULT_KILLS (20) size them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startOwnPostgres } from '../../scripts/lib/own-postgres.mjs';
import { signUp, startBackend, stop, waitFor } from './lib.mjs';

const only = (process.env.FAULTS ?? 'postgres,redis,smtp,kill,migrations,fuzz').split(',');
const SMTP_DOWN_S = Number(process.env.FAULT_SMTP_DOWN_S ?? 120);
const KILLS = Number(process.env.FAULT_KILLS ?? 20);
const here = new URL('.', import.meta.url).pathname;
const log = (...args) => console.log('[faults]', ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const broken = [];
const check = (ok, what) => {
  if (!ok) broken.push(what);
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A homeowner with a mortgage profile: { cookie, profileId }. */
async function homeowner(base, n) {
  const { cookie } = await signUp(base, { email: `fault.${Date.now()}.${n}@example.com`, password: 'fault bench password' });
  const res = await fetch(`${base}/api/mortgage-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ propertyAddress: `${n} Fault St`, originalLoanAmount: 200000, originalInterestRate: 0.05, monthlyPayment: 1073.64, currentHomeValue: 250000 }),
  });
  if (res.status !== 201) throw new Error(`profile: ${res.status} ${await res.text()}`);
  return { cookie, profileId: (await res.json()).id };
}

/**
 * Writers recording extra payments until stopped, each on its own homeowner (a profile holds at
 * most 600). `acknowledged` holds the id of every 201; `answers` counts statuses; `slowest` is
 * the longest answer while `watch.down` was set.
 */
function writeLoad(base, owners, { concurrency = 8 } = {}) {
  const load = { acknowledged: [], answers: {}, requests: 0, slowestWhileDown: 0, down: false, running: true };
  const worker = async (w) => {
    let owner = w % owners.length;
    while (load.running) {
      const { cookie, profileId } = owners[owner];
      const started = Date.now();
      let status = 'error';
      try {
        const res = await fetch(`${base}/api/extra-payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ mortgageProfileId: profileId, paymentDate: '2024-01-15', amount: 1 }),
          signal: AbortSignal.timeout(60_000),
        });
        status = res.status;
        if (status === 201) load.acknowledged.push({ profileId, id: (await res.json()).id });
        else await res.arrayBuffer();
        if (status === 409) owner = (owner + concurrency) % owners.length;
      } catch (error) {
        status = error.name === 'TimeoutError' ? 'timeout' : 'refused';
        await sleep(100);
      }
      load.requests++;
      load.answers[status] = (load.answers[status] ?? 0) + 1;
      if (load.down) load.slowestWhileDown = Math.max(load.slowestWhileDown, Date.now() - started);
    }
  };
  const workers = Array.from({ length: concurrency }, (_, w) => worker(w));
  load.stop = async () => {
    load.running = false;
    await Promise.all(workers);
  };
  return load;
}

/** What the outbox holds that is not sent: status, attempts, error, by count. */
async function outboxState(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT status, attempts, round(extract(epoch FROM next_attempt_at - now()))::int AS due_in_s, left(last_error, 60) AS error, count(*)::int AS n
       FROM mail_outbox WHERE status <> 'sent' GROUP BY 1, 2, 3, 4`,
  );
  await client.end();
  return rows;
}

/** How many of the acknowledged payments a database query finds. */
async function foundIn(url, acknowledged) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM extra_payments WHERE id = ANY($1::uuid[])', [acknowledged.map((a) => a.id)]);
  await client.end();
  return rows[0].n;
}

async function postgresRestart() {
  const port = await freePort();
  const cluster = startOwnPostgres({ port });
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-fault-pg-'));
  const { child, base } = startBackend({ databaseUrl: cluster.url, dataDir, env: { DB_STATEMENT_TIMEOUT_MS: '5000' } });
  try {
    await waitFor(`${base}/api/health`, child);
    const owners = await Promise.all(Array.from({ length: 8 }, (_, n) => homeowner(base, n)));
    const load = writeLoad(base, owners);
    await sleep(3000);
    load.down = true;
    const downAt = Date.now();
    cluster.stop();
    log(`postgres stopped after ${load.acknowledged.length} acknowledged writes`);
    await sleep(8000);
    const ready = await fetch(`${base}/api/ready`).then((r) => r.status).catch(() => 'refused');
    cluster.start();
    const upAt = Date.now();
    let recoveredMs = null;
    while (Date.now() - upAt < 30_000) {
      const res = await fetch(`${base}/api/extra-payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owners[0].cookie },
        body: JSON.stringify({ mortgageProfileId: owners[0].profileId, paymentDate: '2024-01-15', amount: 1 }),
      }).catch(() => null);
      if (res?.status === 201) {
        load.acknowledged.push({ profileId: owners[0].profileId, id: (await res.json()).id });
        recoveredMs = Date.now() - upAt;
        break;
      }
      await sleep(100);
    }
    load.down = false;
    await sleep(3000);
    await load.stop();
    const found = await foundIn(cluster.url.replace(/\/postgres$/, '/postgres'), load.acknowledged).catch(() => null);
    const fiveHundreds = Object.entries(load.answers).filter(([s]) => Number(s) >= 500 && Number(s) !== 503).reduce((n, [, c]) => n + c, 0);
    log(`postgres restart: ${load.requests} requests, answers ${JSON.stringify(load.answers)}, down ${((upAt - downAt) / 1000).toFixed(1)} s, /api/ready while down ${ready}, slowest answer while down ${load.slowestWhileDown} ms, recovered ${recoveredMs} ms after start, writes acknowledged ${load.acknowledged.length}, found ${found}`);
    check(found === load.acknowledged.length, 'postgres restart: every acknowledged write is still there');
    check(recoveredMs !== null && recoveredMs <= 5000, 'postgres restart: the API recovers within 5 s of the database coming back');
    check(load.slowestWhileDown <= 35_000, 'postgres restart: no answer hangs past the timeouts while it is down');
    check(fiveHundreds === 0 && !load.answers.timeout, 'postgres restart: only 503s (no other 5xx, no timeouts) while it is down');
  } finally {
    await stop(child);
    cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A loopback SMTP server adding each mail to `received` (shared by the server's restarts);
 * `close()` cuts the open connections at once (421) and makes the port refuse.
 */
function smtpSink(port, received = []) {
  const server = new SMTPServer({
    closeTimeout: 100,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => {
        received.push({ messageId: /^Message-ID:\s*(\S+)/im.exec(text)?.[1], to: /^To:\s*(.+)$/im.exec(text)?.[1] });
        done();
      });
    },
  });
  // A sender cut off mid-mail (the backend killed) surfaces as an 'error' here; it must not end the bench.
  server.on('error', () => undefined);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise((r) => server.close(r)) })));
}

/** Each mail to the bench's addresses once: { expected, delivered, duplicates, missing }. */
function tally(received, addresses) {
  const perAddress = new Map(addresses.map((a) => [a, 0]));
  for (const mail of received) for (const address of addresses) if (mail.to?.includes(address)) perAddress.set(address, perAddress.get(address) + 1);
  const counts = [...perAddress.values()];
  return { expected: addresses.length, delivered: counts.filter((c) => c >= 1).length, duplicates: counts.filter((c) => c > 1).length, missing: counts.filter((c) => c === 0).length };
}

/**
 * The rate source on loopback: MBA's weekly release (the backend's test fixture). While `hold()`
 * is in force it keeps each answer back until `answer()`; `asked` counts the scrapes' fetches.
 */
async function rateSource() {
  const release = readFileSync(join(here, '..', 'src', 'market-rates', 'fixtures', 'mba-release-increased.html'), 'utf8');
  let held;
  let answer = () => undefined;
  const source = { asked: 0 };
  const server = createHttpServer(async (_req, res) => {
    source.asked++;
    await held;
    res.writeHead(200, { 'content-type': 'text/html' }).end(release);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  source.url = `http://127.0.0.1:${port}/release`;
  source.hold = () => (held = new Promise((resolve) => (answer = resolve)));
  source.answer = () => {
    answer();
    held = undefined;
  };
  source.close = () => {
    source.answer();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return source;
}

const WEEKLY_SCRAPE_ID = 'market-rates-weekly-scrape';

/** The job the weekly scheduler holds for its next run (waits for it; a new one after each run). */
async function weeksJob(queue, not) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const delayed = await queue.getDelayed().catch(() => []);
    const job = delayed.find((j) => j.id?.startsWith(`repeat:${WEEKLY_SCRAPE_ID}:`) && j.id !== not);
    if (job && delayed.length === 1) return job;
    await sleep(200);
  }
  throw new Error("the weekly scheduler's next job did not appear");
}

async function completed(queue, job) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await queue.getJobState(job.id).catch(() => 'unknown')) === 'completed') return true;
    await sleep(200);
  }
  return false;
}

/** Per scheduled job: its scrape rows (status) and the scraped snapshots stored. */
async function scrapesIn(url, jobs) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`SELECT job_id, status, attempts FROM market_rate_scrapes WHERE trigger = 'schedule' ORDER BY requested_at`);
  const { rows: [{ n }] } = await client.query(`SELECT count(*)::int AS n FROM market_rate_snapshots WHERE source = 'mba'`);
  await client.end();
  return { rows, snapshots: n, ofJobs: jobs.map((job) => rows.filter((r) => r.job_id === job.id).map((r) => r.status).join(',') || 'none') };
}

async function mailOutage({ redis }) {
  const smtpPort = await freePort();
  let sink = await smtpSink(smtpPort);
  const redisPort = await freePort();
  const redisDir = mkdtempSync(join(tmpdir(), 'hw-fault-redis-'));
  const startRedis = () => spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--appendonly', 'yes', '--save', ''], { stdio: 'ignore' });
  let redisServer = redis ? startRedis() : null;
  const pgPort = await freePort();
  const cluster = startOwnPostgres({ port: pgPort });
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-fault-mail-'));
  // With Redis: the weekly rate scrape is counted across the restarts too.
  const source = redis ? await rateSource() : null;
  const { child, base } = startBackend({
    databaseUrl: cluster.url,
    dataDir,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...(redis ? { REDIS_URL: `redis://127.0.0.1:${redisPort}`, JOBS_PREFIX: 'faults', RATES_SOURCE_URL: source.url } : {}),
      MAIL_RELAY_INTERVAL_MS: '1000',
      JOBS_RETRY_DELAY_MS: '1000',
      RATE_LIMIT_SIGNUP_PER_IP: '100000',
    },
  });
  const name = redis ? 'redis restart' : `smtp down ${SMTP_DOWN_S} s`;
  const queue = redis ? new Queue('market-rates', { connection: { host: '127.0.0.1', port: redisPort }, prefix: 'faults' }) : null;
  queue?.on('error', () => undefined);
  const weeks = [];
  try {
    await waitFor(`${base}/api/health`, child);
    // Each signup queues one confirmation mail: the mails to count.
    const addresses = [];
    const signups = async (count) => {
      for (let i = 0; i < count; i++) {
        const email = `mail.${redis ? 'r' : 's'}.${Date.now()}.${addresses.length}@example.com`;
        const res = await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'fault bench password' }) });
        if (res.status === 201) addresses.push(email);
      }
    };
    await signups(20);
    if (redis) {
      // A week's scrape running when Redis stops: its time made now, the source slow to answer.
      weeks.push(await weeksJob(queue));
      source.hold();
      await weeks[0].promote();
      while (source.asked < 1) await sleep(50);
      const running = signups(60);
      await sleep(500);
      redisServer.kill('SIGTERM');
      await new Promise((r) => redisServer.once('exit', r));
      log('redis stopped (a weekly scrape running, signups going on)');
      await sleep(1000);
      source.answer();
      await sleep(4000);
      redisServer = startRedis();
      await running;
      // A week whose run comes due while Redis is down: a second, short restart.
      const firstDone = await completed(queue, weeks[0]);
      weeks.push(await weeksJob(queue, weeks[0].id));
      await weeks[1].changeDelay(1000);
      redisServer.kill('SIGTERM');
      await new Promise((r) => redisServer.once('exit', r));
      log(`redis stopped again (the next week's scrape due in 1 s; the first week's job completed: ${firstDone})`);
      await sleep(4000);
      redisServer = startRedis();
    } else {
      await sink.close();
      log('smtp stopped');
      await signups(60);
      await sleep(SMTP_DOWN_S * 1000);
      sink = await smtpSink(smtpPort, sink.received);
      log('smtp back');
    }
    const deadline = Date.now() + 10 * 60_000;
    let result = tally(sink.received, addresses);
    let lastReport = Date.now();
    while (result.missing && Date.now() < deadline) {
      await sleep(1000);
      result = tally(sink.received, addresses);
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        log(`${name}: ${result.delivered}/${result.expected} delivered so far; outbox ${JSON.stringify(await outboxState(cluster.url))}`);
      }
    }
    await sleep(3000);
    result = tally(sink.received, addresses);
    log(`${name}: mails queued ${result.expected}, delivered ${result.delivered}, missing ${result.missing}, sent twice ${result.duplicates}`);
    check(result.missing === 0 && result.duplicates === 0, `${name}: every mail delivered exactly once`);
    if (redis) {
      const done = [await completed(queue, weeks[0]), await completed(queue, weeks[1])];
      await weeksJob(queue, weeks[1].id).catch(() => null);
      await sleep(2000);
      const scrapes = await scrapesIn(cluster.url, weeks);
      const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'failed', 'completed');
      const schedulers = (await queue.getJobSchedulers()).length;
      log(
        `${name}: weekly scrapes — week running at the stop: ${scrapes.ofJobs[0]}, week due during the outage: ${scrapes.ofJobs[1]}; ` +
          `scheduled runs recorded ${scrapes.rows.length}, snapshots stored ${scrapes.snapshots}, source asked ${source.asked} times; ` +
          `jobs in Redis ${JSON.stringify(counts)}, schedulers ${schedulers}`,
      );
      check(
        done.every(Boolean) && scrapes.ofJobs.every((s) => s === 'succeeded') && scrapes.rows.length === 2 && scrapes.snapshots === 2 && source.asked === 2,
        `${name}: each week's scrape ran exactly once`,
      );
      check(schedulers === 1 && counts.delayed === 1 && counts.failed === 0, `${name}: the following week is scheduled once`);
    }
  } finally {
    await queue?.close().catch(() => undefined);
    await source?.close();
    await stop(child);
    redisServer?.kill('SIGTERM');
    cluster.destroy();
    if (!redis) await sink.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(redisDir, { recursive: true, force: true });
  }
}

async function killMidWrites() {
  // As npm start runs it: the embedded database in DATA_DIR (no DATABASE_URL), killed with SIGKILL.
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-fault-kill-'));
  const acknowledged = [];
  let requests = 0;
  let owners;
  let opened = 0;
  try {
    for (let round = 1; round <= KILLS; round++) {
      const { child, base } = startBackend({ databaseUrl: undefined, dataDir, env: { DATABASE_URL: '' } });
      await waitFor(`${base}/api/health`, child, 120_000);
      opened++;
      owners ??= await Promise.all(Array.from({ length: 6 }, (_, n) => homeowner(base, n)));
      const load = writeLoad(base, owners, { concurrency: 4 });
      await sleep(1000 + Math.random() * 1500);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      await load.stop();
      requests += load.requests;
      acknowledged.push(...load.acknowledged);
    }
    // One more start: every acknowledged payment must be listed.
    const { child, base } = startBackend({ databaseUrl: undefined, dataDir, env: { DATABASE_URL: '' } });
    await waitFor(`${base}/api/health`, child, 120_000);
    opened++;
    const listed = new Set();
    for (const { cookie, profileId } of owners) {
      const res = await fetch(`${base}/api/mortgage-profile/${profileId}/extra-payments`, { headers: { cookie } });
      for (const payment of await res.json()) listed.add(payment.id);
    }
    await stop(child);
    const found = acknowledged.filter((a) => listed.has(a.id)).length;
    log(`SIGKILL mid-writes ×${KILLS}: ${requests} requests, database opened ${opened}/${KILLS + 1} times, writes acknowledged ${acknowledged.length}, found ${found}`);
    check(opened === KILLS + 1 && found === acknowledged.length, `SIGKILL ×${KILLS}: the embedded database opens every time and keeps every acknowledged write`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir.replace(/\/+$/, '')}.json`, { force: true });
  }
}

/** The full fuzz pass (20,000 requests) as a jest run of test/fuzz.e2e-spec.ts; answers its child. */
function fuzz(requests = 20000, env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' }) {
  return spawn('npx', ['jest', 'test/fuzz.e2e-spec.ts'], {
    cwd: join(here, '..'),
    env: { ...env, FUZZ_REQUESTS: String(requests) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function migrationsUnderLoad() {
  // On a real Postgres of its own (advisory locks need separate sessions; embedded PGlite has
  // one), with the load beside it: a fuzz pass on the same server while the migration test repeats.
  const cluster = startOwnPostgres({ port: await freePort() });
  const env = { ...process.env, DATABASE_URL: cluster.url, NODE_OPTIONS: '--experimental-vm-modules' };
  // Fuzz passes one after another until the 20 runs are done.
  let loading = true;
  let loader;
  let loadPasses = 0;
  const keepLoading = () => {
    if (!loading) return;
    loadPasses++;
    loader = fuzz(20000, env);
    loader.once('exit', keepLoading);
  };
  keepLoading();
  let passed = 0;
  const runs = 20;
  for (let i = 1; i <= runs; i++) {
    const run = spawnSync('npx', ['jest', 'test/migrations.e2e-spec.ts', '-t', 'replicas booting together'], {
      cwd: join(here, '..'),
      env,
      encoding: 'utf8',
    });
    if (run.status === 0) passed++;
    else log(`migration run ${i} failed:\n${(run.stderr ?? '').split('\n').filter((l) => /●|Error|terminated|exists/.test(l)).slice(0, 6).join('\n')}`);
  }
  loading = false;
  loader.kill('SIGTERM');
  cluster.destroy();
  log(`migrations under load: ${passed}/${runs} passed, beside ${loadPasses} fuzz passes (20,000 requests each) on the same Postgres`);
  check(passed === runs, 'migrations: the replicas test passes 20 times in a row under load');
}

async function fuzzPass() {
  const child = fuzz(20000);
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const code = await new Promise((r) => child.once('exit', r));
  const line = /fuzz: [^\n]*/.exec(output)?.[0] ?? 'no summary';
  log(line);
  check(code === 0, 'fuzz: 20,000 malformed requests, no 5xx, no stack trace, nothing stored changed');
}

if (only.includes('postgres')) await postgresRestart();
if (only.includes('redis')) await mailOutage({ redis: true });
if (only.includes('smtp')) await mailOutage({ redis: false });
if (only.includes('kill')) await killMidWrites();
if (only.includes('fuzz')) await fuzzPass();
if (only.includes('migrations')) await migrationsUnderLoad();
log(broken.length ? `${broken.length} broken: ${broken.join('; ')}` : 'every fault survived');
process.exit(broken.length ? 1 : 0);
