// Where the machine's CPU went during a round of the scale bench, read from /proc (Linux):
// per group of processes, in percent of one core, and the whole machine's busy share.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // gone
  }
}

function allPids() {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
}

function commOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Ticks used so far by each group: `groups` maps a name to a function returning its pids. */
function ticksOf(groups) {
  const pids = allPids();
  const totals = {};
  for (const [name, select] of Object.entries(groups)) {
    totals[name] = select(pids).reduce((sum, pid) => sum + (statOf(pid)?.ticks ?? 0), 0);
  }
  const [, ...cpu] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  totals.machineBusy = cpu.reduce((a, b) => a + b, 0) - cpu[3] - (cpu[4] ?? 0);
  totals.machineAll = cpu.reduce((a, b) => a + b, 0);
  return totals;
}

/** Pid selectors: a process and its children (nginx's workers), or every process of a name. */
export const withChildren = (root) => (pids) => [root, ...pids.filter((pid) => statOf(pid)?.ppid === root)];
export const named = (comm) => (pids) => pids.filter((pid) => commOf(pid) === comm);
export const these = (list) => () => list;

/** Starts measuring; `stop()` returns { group: % of one core, …, machine: % busy of all cores }. */
export function measureCpu(groups) {
  const before = ticksOf(groups);
  const started = performance.now();
  return () => {
    const after = ticksOf(groups);
    const seconds = (performance.now() - started) / 1000;
    const result = {};
    for (const name of Object.keys(groups)) result[name] = Math.round(((after[name] - before[name]) / TICKS_PER_SECOND / seconds) * 100);
    result.machine = Math.round(((after.machineBusy - before.machineBusy) / (after.machineAll - before.machineAll)) * 100);
    return result;
  };
}
