// `npm run bench -- digest`: the monthly digest for 100,000 homeowners across 50 officers on the
// real Postgres and Redis, two replicas of the built backend, SMTP on loopback, one replica killed
// (SIGKILL) a third of the way through. Prints digests delivered per minute, the p99 render time
// and the exactly-once counts; fails when a client got none or two. BENCH_DIGEST_CLIENTS sets a
// smaller run. MAIL_RATE_PER_MINUTE is set high here: the bench measures what the engine can do,
// not the pace a deployment chooses.
import { digestRun } from './digest-run.mjs';

const clients = Number(process.env.BENCH_DIGEST_CLIENTS ?? 100_000);
const officers = Number(process.env.BENCH_DIGEST_OFFICERS ?? 50);
const result = await digestRun({
  clients,
  officers,
  killAt: 0.3,
  mailRatePerMinute: 1_000_000,
  timeoutMs: Number(process.env.BENCH_DIGEST_TIMEOUT_MS ?? 4 * 60 * 60_000),
  log: (line) => console.log(`[digest] ${line}`),
});
console.log(`[digest] ${result.recipients.toLocaleString('en-US')} of ${clients.toLocaleString('en-US')} homeowners got their digest in ${result.seconds.toFixed(0)} s`);
console.log(`[digest] delivered per minute: ${result.perMinute.toLocaleString('en-US')}`);
console.log(`[digest] p99 render time (figures + MJML): ${result.p99RenderSeconds === null ? 'n/a' : `≤ ${result.p99RenderSeconds * 1000} ms`}`);
if (result.load) console.log(`[digest] load average during the run: mean ${result.load.mean.toFixed(1)}, max ${result.load.max.toFixed(1)} on ${result.load.cores} cores`);
if (result.killed) {
  console.log(`[digest] after the kill: last digest ${result.afterKillSeconds.toFixed(0)} s later; longest pause between two arrivals ${result.longestPauseAfterKill.toFixed(1)} s`);
}
console.log(
  `[digest] replica killed mid-run: ${result.killed ? 'yes' : 'no'}; missed ${result.missed}; second digests ${result.secondDigests}; ` +
    `re-deliveries of one message ${result.duplicates - result.secondDigests}; sends marked mailed ${result.mailedSends}`,
);
process.exit(result.missed === 0 && result.secondDigests === 0 && result.killed ? 0 : 1);
