// Where the machine's CPU went while a bench measured, read from /proc (Linux): per group of
// processes, in CPU seconds or in percent of one core (with the whole machine's busy share). Used
// by the scale bench (infra/bench/scale.mjs) and the API bench (backend/bench/lib.mjs).
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

/** Ticks used so far by each process of each group: `groups` maps a name to a function returning its pids. */
function ticksOf(groups) {
  const pids = allPids();
  const reading = { groups: {} };
  for (const [name, select] of Object.entries(groups)) {
    const used = new Map();
    for (const pid of select(pids)) {
      const ticks = statOf(pid)?.ticks;
      if (ticks !== undefined) used.set(pid, ticks);
    }
    reading.groups[name] = used;
  }
  const [, ...cpu] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  reading.machineBusy = cpu.reduce((a, b) => a + b, 0) - cpu[3] - (cpu[4] ?? 0);
  reading.machineAll = cpu.reduce((a, b) => a + b, 0);
  return reading;
}

/**
 * Ticks a group used between two readings, process by process: one that started meanwhile counts
 * whole, one that ended meanwhile (a pool's idle connection closing) counts for nothing — its
 * total would otherwise be taken off the group's.
 */
function ticksSince(before, after) {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

/** Pid selectors: a process and its children (nginx's workers), or every process of a name. */
export const withChildren = (root) => (pids) => [root, ...pids.filter((pid) => statOf(pid)?.ppid === root)];
export const named = (comm) => (pids) => pids.filter((pid) => commOf(pid) === comm);
export const these = (list) => () => list;

/** Starts measuring; `stop()` returns { seconds: { group: CPU seconds used, … }, elapsed: seconds, machine: % busy of all cores }. */
function startReading(groups) {
  const before = ticksOf(groups);
  const started = performance.now();
  return () => {
    const after = ticksOf(groups);
    const seconds = {};
    for (const name of Object.keys(groups)) seconds[name] = ticksSince(before.groups[name], after.groups[name]) / TICKS_PER_SECOND;
    const machine = Math.round(((after.machineBusy - before.machineBusy) / (after.machineAll - before.machineAll)) * 100);
    return { seconds, elapsed: (performance.now() - started) / 1000, machine };
  };
}

/** Starts measuring; `stop()` returns { group: CPU seconds used, … }. */
export function measureCpuSeconds(groups) {
  const stop = startReading(groups);
  return () => stop().seconds;
}

/** Starts measuring; `stop()` returns { group: % of one core, …, machine: % busy of all cores }. */
export function measureCpu(groups) {
  const stop = startReading(groups);
  return () => {
    const { seconds, elapsed, machine } = stop();
    const result = {};
    for (const [name, used] of Object.entries(seconds)) result[name] = Math.round((used / elapsed) * 100);
    result.machine = machine;
    return result;
  };
}
