import { Worker } from 'node:worker_threads';
import { waitForQuietCpu } from '../../e2e/support/quiet-cpu.mjs';

/** Keeps one core busy for `ms` in a worker thread. */
const spin = (ms) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(`const until = Date.now() + ${ms}; while (Date.now() < until);`, { eval: true });
    worker.once('exit', resolve);
    worker.once('error', reject);
  });

describe('waiting for quiet CPUs before a timed page load (the benches)', () => {
  it('gives up at its deadline, saying so, while both cores are busy', async () => {
    const busy = Promise.all([spin(900), spin(900)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const result = await waitForQuietCpu({ windowMs: 100, maxBusy: 0.5, timeoutMs: 500 });
    expect(result.quiet).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await busy;
  });

  it('returns after one window that was quiet enough', async () => {
    const result = await waitForQuietCpu({ windowMs: 50, maxBusy: 1, timeoutMs: 2000 });
    expect(result).toEqual({ quiet: true, waitedMs: expect.any(Number) });
    expect(result.waitedMs).toBeLessThan(500);
  });
});
