// One monthly digest run at scale, for `npm run bench -- digest` and the exactly-once test under a
// replica kill (test/retention-replica-kill.e2e-spec.ts): a throwaway database on the real
// Postgres, officers and homeowners seeded in SQL with every digest due, two replicas of the
// built backend (dist/main.js) on one Redis prefix, a real SMTP server on loopback that counts
// what arrives, and one replica killed (SIGKILL) mid-run. Answers what arrived, per recipient.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { BACKEND_NODE_FLAGS } from '../../scripts/lib/backend-node-flags.mjs';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const DIGEST_SUBJECT = /^Subject: Your home in /m;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real SMTP server on loopback that keeps, per digest received, its recipient, Message-ID and arrival time. */
async function startCountingSink() {
  const digests = [];
  let other = 0;
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 1000,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const head = Buffer.concat(chunks).toString('utf8').split(/\r?\n\r?\n/)[0];
        if (DIGEST_SUBJECT.test(head)) {
          const messageId = /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
          for (const to of session.envelope.rcptTo) digests.push({ to: to.address, messageId, at: Date.now() });
        } else other += 1;
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // The killed replica's pooled SMTP connections end with "read ECONNRESET", which smtp-server
  // emits as an 'error' on the server: without a listener that throws and ends the whole run (the
  // replica-kill test failed on it once). Such resets are the point of the run; count them.
  let resets = 0;
  server.on('error', () => (resets += 1));
  return {
    url: `smtp://127.0.0.1:${port}`,
    digests,
    otherCount: () => other,
    resets: () => resets,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Officers and homeowners straight in SQL (signing up 100,000 people through the API would take hours), every digest due now. */
async function seed(databaseUrl, { clients, officers }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // One transaction: the replica's planner (every 3 s) sees the whole book or none of it.
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO users (email, password_hash, full_name, role, plan, referral_code, email_verified_at)
       SELECT 'officer' || g || '@bench.test', 'not-a-login', 'Officer ' || g, 'loan_officer', 'pro', 'BENCH' || g, now() FROM generate_series(1, $1) g`,
      [officers],
    );
    await db.query(
      `WITH o AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'loan_officer')
       INSERT INTO users (email, full_name, first_name, loan_officer_id, sharing_consent_at)
       SELECT 'client' || g || '@bench.test', 'Client ' || g, 'Client', o.ids[(g % $2) + 1], now() FROM generate_series(1, $1) g, o`,
      [clients, officers],
    );
    // Rates from 6.00 % to 8.90 %: some clients are refinance opportunities, most are not.
    await db.query(
      `INSERT INTO mortgage_profiles (user_id, property_address, purchase_price, original_loan_amount, current_balance, original_interest_rate,
                                      loan_term_years, loan_type, monthly_payment, first_payment_date, current_home_value)
       SELECT id, '1 Bench St', 400000, 320000, 300000, r, 30, '30_year_fixed', round(320000 * r / 12 / (1 - power(1 + r / 12, -360)), 2), '2023-06-01', 420000
         FROM (SELECT id, 0.06 + (abs(hashtext(id::text)) % 30) * 0.001 AS r FROM users WHERE loan_officer_id IS NOT NULL) c`,
    );
    await db.query(`INSERT INTO client_engagement (client_id, next_digest_at) SELECT id, now() - interval '1 minute' FROM users WHERE loan_officer_id IS NOT NULL`);
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
}

function startReplica({ databaseUrl, redisUrl, prefix, smtpUrl, mailRatePerMinute, name }) {
  const dataDir = mkdtempSync(join(tmpdir(), `hw-digest-${name}-`));
  const port = 20000 + Math.floor(Math.random() * 20000);
  let output = '';
  // BENCH_CPU_PROF=<dir>: each replica under `node --cpu-prof` (the killed one writes nothing);
  // `node bench/top-functions.mjs <file>` reads it.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // As it runs everywhere (backend/package.json `homewise.nodeFlags`).
  const child = spawn(process.execPath, [...BACKEND_NODE_FLAGS, ...profile, MAIN], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JOBS_PREFIX: prefix,
      SMTP_URL: smtpUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_POOL_SIZE: '20',
      MAIL_RATE_PER_MINUTE: String(mailRatePerMinute),
      DIGEST_PLAN_CRON: '*/3 * * * * *',
      MAIL_RELAY_INTERVAL_MS: '2000',
      LINK_SIGNING_SECRET: 'bench-link-signing-secret-of-32-characters',
      RATES_SOURCE_URL: 'http://127.0.0.1:9/',
      RATES_CATCH_UP: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20000)));
  return { name, child, base: `http://127.0.0.1:${port}`, dataDir, output: () => output };
}

async function waitUp(replica, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (replica.child.exitCode !== null) throw new Error(`${replica.name} exited:\n${replica.output()}`);
    try {
      if ((await fetch(`${replica.base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${replica.name} did not come up:\n${replica.output()}`);
}

function stopReplica(replica) {
  return new Promise((resolve) => {
    const done = () => {
      rmSync(replica.dataDir, { recursive: true, force: true });
      resolve();
    };
    if (replica.child.exitCode !== null || replica.child.signalCode !== null) return done();
    replica.child.once('exit', done);
    replica.child.kill('SIGTERM');
    setTimeout(() => replica.child.kill('SIGKILL'), 15_000).unref();
  });
}

/** Deletes the run's BullMQ keys (its own prefix): a 100,000 run leaves some 80,000 in the shared Redis otherwise. */
async function dropQueues(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The p99 of a Prometheus histogram's buckets (the bucket bound it falls in), from one or more scrapes. */
function p99Of(scrapes) {
  const buckets = new Map();
  for (const text of scrapes) {
    for (const match of text.matchAll(/^homewise_retention_render_seconds_bucket\{le="([^"]+)",kind="digest"\} (\d+)/gm)) {
      buckets.set(match[1], (buckets.get(match[1]) ?? 0) + Number(match[2]));
    }
  }
  const total = buckets.get('+Inf') ?? 0;
  if (!total) return null;
  const bounds = [...buckets.entries()].filter(([le]) => le !== '+Inf').sort((a, b) => Number(a[0]) - Number(b[0]));
  const hit = bounds.find(([, count]) => count >= 0.99 * total);
  return hit ? Number(hit[0]) : Infinity;
}

/** The longest gap in seconds between `from` and the sorted arrival times. */
function longestPause(times, from) {
  let longest = 0;
  let previous = from;
  for (const at of times.sort((x, y) => x - y)) {
    longest = Math.max(longest, at - previous);
    previous = at;
  }
  return longest / 1000;
}

const metricsOf = (replica) => fetch(`${replica.base}/api/metrics`).then((r) => r.text()).catch(() => '');

/**
 * Runs the month: seeds, starts two replicas, kills the first with SIGKILL once `killAt` of the
 * digests arrived, waits for the rest, and answers the counts and figures.
 */
export async function digestRun({ clients, officers, killAt = 0.3, mailRatePerMinute = 1_000_000, timeoutMs = 30 * 60_000, log = () => {} }) {
  const server = process.env.BENCH_POSTGRES ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const database = await createThrowawayDatabase(server, { prefix: 'hw_digest' });
  const sink = await startCountingSink();
  const prefix = `hw_digest_${randomBytes(5).toString('hex')}`;
  const options = { databaseUrl: database.url, redisUrl, prefix, smtpUrl: sink.url, mailRatePerMinute };
  const replicas = [];
  try {
    // The first replica migrates the fresh database; the seed goes in before any planner runs
    // (the next 3-second slot), the second replica joins at once.
    const a = startReplica({ ...options, name: 'replica-a' });
    replicas.push(a);
    await waitUp(a);
    const seeded = Date.now();
    await seed(database.url, { clients, officers });
    log(`seeded ${clients} homeowners of ${officers} officers in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const b = startReplica({ ...options, name: 'replica-b' });
    replicas.push(b);
    await waitUp(b);
    const started = Date.now();

    const distinct = () => new Set(sink.digests.map((d) => d.to)).size;
    const deadline = started + timeoutMs;
    let killed = false;
    let killedAt = 0;
    let lastProgress = started;
    let beforeKill = '';
    // The machine's 1-minute load average while the month runs (other work on it shows here too).
    const loads = [];
    const sampler = setInterval(() => loads.push(loadavg()[0]), 5_000);
    while (distinct() < clients) {
      if (Date.now() > deadline) break;
      if (!killed && sink.digests.length >= killAt * clients) {
        beforeKill = await metricsOf(a);
        a.child.kill('SIGKILL');
        killed = true;
        killedAt = Date.now();
        log(`killed ${a.name} (SIGKILL) after ${sink.digests.length} digests, ${((killedAt - started) / 1000).toFixed(0)} s in`);
      }
      if (Date.now() - lastProgress >= 30_000) {
        lastProgress = Date.now();
        log(`${((lastProgress - started) / 1000).toFixed(0)} s: ${distinct()} of ${clients} homeowners have their digest`);
      }
      if (b.child.exitCode !== null) throw new Error(`replica-b exited:\n${b.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const finished = Date.now();
    clearInterval(sampler);
    // A little longer: anything sent twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const afterRun = await metricsOf(b);
    const perRecipient = new Map();
    for (const d of sink.digests) perRecipient.set(d.to, [...(perRecipient.get(d.to) ?? []), d.messageId]);
    const duplicates = [...perRecipient.values()].reduce((sum, ids) => sum + ids.length - 1, 0);
    const distinctIds = [...perRecipient.values()].reduce((sum, ids) => sum + new Set(ids).size - 1, 0);
    const first = Math.min(...sink.digests.map((d) => d.at));
    const last = Math.max(...sink.digests.map((d) => d.at));
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const [{ sends }] = (await db.query(`SELECT count(*)::int AS sends FROM retention_sends WHERE kind = 'digest' AND status = 'mailed'`)).rows;
    await db.end();
    return {
      clients,
      received: sink.digests.length,
      recipients: perRecipient.size,
      missed: clients - perRecipient.size,
      duplicates,
      /** The same client mailed under two different Message-IDs: two digests, not one delivered twice. */
      secondDigests: distinctIds,
      mailedSends: sends,
      killed,
      perMinute: sink.digests.length > 1 ? Math.round((sink.digests.length / Math.max(1, last - first)) * 60_000) : 0,
      seconds: (finished - started) / 1000,
      /** From the kill to the last homeowner's digest: how long the killed replica's share took to come back. */
      afterKillSeconds: killed ? (last - killedAt) / 1000 : null,
      /**
       * The longest wait between two arrivals after the kill: the rows the killed replica held
       * (its jobs' BullMQ locks, its outbox leases) come back only when those lapse, so the
       * stragglers arrive after a pause of about that long.
       */
      longestPauseAfterKill: killed ? longestPause(sink.digests.map((d) => d.at).filter((at) => at >= killedAt), killedAt) : null,
      p99RenderSeconds: p99Of([beforeKill, afterRun]),
      load: loads.length ? { mean: loads.reduce((a, b) => a + b, 0) / loads.length, max: Math.max(...loads), cores: cpus().length } : null,
    };
  } finally {
    await Promise.all(replicas.map(stopReplica));
    await sink.stop();
    await database.drop();
    await dropQueues(redisUrl, prefix);
  }
}
