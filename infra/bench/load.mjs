// A small closed-loop HTTP load generator for the scale bench: N connections, each sending its
// next request when the last one was answered, over keep-alive sockets. It records every
// answer (status, latency, what it was) so the bench can count failures and check writes.
import { Agent } from 'node:http';
import { requestFrom } from '../test/support.mjs';
import { percentile } from '../../scripts/lib/percentile.mjs';

/** One HTTP exchange; resolves { status, headers, body } or { status: 0, error } on a network failure. */
export function send(agent, { port, method, path, cookie, body }) {
  return requestFrom('127.0.0.1', { port, method, path, body, agent, headers: cookie ? { cookie } : {} }).then(
    (answer) => ({ status: answer.status, headers: answer.headers, body: answer.text }),
    (error) => ({ status: 0, error: error.message }),
  );
}

/**
 * Runs `connections` loops for `seconds`; each loop asks `next(i)` for its next request
 * ({ kind, method, path, cookie, body }) and reports every answer to `record`. `at` holds timed
 * actions ({ afterMs, run }) started during the run (e.g. killing a replica).
 */
export async function runLoad({ port, connections, seconds, next, record = () => undefined, at = [] }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const byKind = new Map();
  const started = performance.now();
  const end = started + seconds * 1000;
  const timers = at.map(({ afterMs, run }) => setTimeout(run, afterMs));
  let count = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      while (performance.now() < end) {
        const wanted = next(i);
        const t0 = performance.now();
        const answer = await send(agent, { port, ...wanted });
        const ms = performance.now() - t0;
        latencies.push(ms);
        count += 1;
        const kind = byKind.get(wanted.kind) ?? { count: 0, failed: 0, statuses: {} };
        kind.count += 1;
        if (!(answer.status >= 200 && answer.status < 300)) {
          kind.failed += 1;
          // What failed, by status (0: no answer), so a round's failures say what they were.
          kind.statuses[answer.status] = (kind.statuses[answer.status] ?? 0) + 1;
        }
        byKind.set(wanted.kind, kind);
        record(wanted, answer, ms);
      }
    }),
  );
  timers.forEach(clearTimeout);
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return { requests: count, seconds: elapsed, throughput: count / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), byKind: Object.fromEntries(byKind) };
}
