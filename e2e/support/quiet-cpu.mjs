// Waits until the machine's CPUs are nearly idle before a timed page load, so a benchmark times
// the page and not what ran just before it: Chromium closing the previous run's browser context
// (its renderer process exiting) and opening the next one take about a core for a few hundred
// milliseconds on a 2-core machine — the same machine the timed page then shares. Lighthouse
// waits for a quiet CPU for the same reason. Linux only (/proc/stat); elsewhere it returns at once.
import { readFileSync } from 'node:fs';

/** Busy and total jiffies of all CPUs together (the first line of /proc/stat). */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th fields
  return { busy: total - fields[3] - fields[4], total };
}

/**
 * Resolves once one `windowMs` window had the CPUs busy at most `maxBusy` (0–1 of all cores), or
 * after `timeoutMs` whatever the load; says how long it waited and whether it got its quiet window.
 */
export async function waitForQuietCpu({ windowMs = 100, maxBusy = 0.15, timeoutMs = 3000 } = {}) {
  const started = Date.now();
  let previous;
  try {
    previous = cpuTimes();
  } catch {
    return { waitedMs: 0, quiet: false };
  }
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = cpuTimes();
    const busy = (now.busy - previous.busy) / Math.max(1, now.total - previous.total);
    previous = now;
    if (busy <= maxBusy) return { waitedMs: Date.now() - started, quiet: true };
  }
  return { waitedMs: Date.now() - started, quiet: false };
}
