import { digestRun } from '../bench/digest-run.mjs';

// Issue 20: exactly once under a replica kill. Two replicas of the built backend (npm test builds
// first) share Postgres and Redis and send a month of digests over real SMTP; one is killed with
// SIGKILL a third of the way in. Every client gets their digest, none gets two. The killed
// replica's jobs come back through BullMQ's stalled-job check and its half-sent outbox rows
// through the relay once their 30-second lease (MAIL_SENDING_LEASE_MS) lapses.
// `npm run bench -- digest` is the same run at 100,000 homeowners.

it('every client gets exactly one digest when a replica is killed mid-run', async () => {
  const result = await digestRun({ clients: 300, officers: 3, killAt: 0.3, mailRatePerMinute: 1_000_000, timeoutMs: 300_000 });
  expect(result.killed).toBe(true);
  expect({ missed: result.missed, secondDigests: result.secondDigests, mailedSends: result.mailedSends }).toEqual({ missed: 0, secondDigests: 0, mailedSends: 300 });
  // A message whose SMTP reply was lost with the killed replica may be handed over once more under
  // its own Message-ID (receivers drop such re-deliveries): at most one per delivery the killed
  // replica had in flight (the mail queue's concurrency, 5).
  expect(result.duplicates - result.secondDigests).toBeLessThanOrEqual(5);
}, 420_000);
