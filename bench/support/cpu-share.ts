// SPDX-License-Identifier: Apache-2.0
/**
 * CPU gauge (Linux /proc): how much of the machine Chromium used during a window, and how much other
 * processes took meanwhile. On a 2-core machine shared with test runs, the second decides whether a
 * slow figure says anything about the elements. Without /proc there is no gauge (undefined).
 * Chromium must be launched with RUN_MARKER among its arguments: that is how its process tree is found.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** A random marker on Chromium's command line, to find its process tree among everyone's. */
export const RUN_MARKER = `--tce-bench-run=${process.pid}-${Date.now().toString(36)}`;

interface CpuSnapshot {
  /** Clock ticks, all cores: busy (not idle or iowait) and total. */
  busy: number;
  total: number;
  /** Ticks (user + system) of each process of ours: Chromium's tree and this Node process. */
  ours: Map<number, number>;
}

export interface CpuShare {
  /** Fractions of the whole machine (all cores) during the window. */
  chromium: number;
  others: number;
}

function readTicks(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

let chromiumRoot: number | undefined;

function cpuSnapshot(): CpuSnapshot | undefined {
  let line: string;
  let pids: number[];
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined; // not Linux: no gauge
  }
  // user nice system idle iowait irq softirq steal (guest and guest_nice are inside user and nice).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const busy = total - (ticks[3] ?? 0) - (ticks[4] ?? 0);
  if (chromiumRoot === undefined) {
    chromiumRoot = pids.find((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(RUN_MARKER);
      } catch {
        return false;
      }
    });
  }
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of pids) {
    const stat = readTicks(pid);
    if (stat) stats.set(pid, stat);
  }
  const ours = new Map<number, number>();
  const isOurs = (pid: number): boolean => {
    for (let at: number | undefined = pid, depth = 0; at !== undefined && at > 1 && depth < 12; at = stats.get(at)?.ppid, depth++) {
      if (at === chromiumRoot) return true;
    }
    return false;
  };
  for (const [pid, stat] of stats) if (pid === process.pid || isOurs(pid)) ours.set(pid, stat.ticks);
  return { busy, total, ours };
}

function cpuShare(before: CpuSnapshot | undefined, after: CpuSnapshot | undefined): CpuShare | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  let ours = 0;
  for (const [pid, ticks] of after.ours) ours += ticks - (before.ours.get(pid) ?? 0);
  const total = after.total - before.total;
  const node = (after.ours.get(process.pid) ?? 0) - (before.ours.get(process.pid) ?? 0);
  return { chromium: Math.max(0, ours - node) / total, others: Math.max(0, after.busy - before.busy - ours) / total };
}

export async function withCpuShare<T>(run: () => Promise<T>): Promise<{ result: T; cpu: CpuShare | undefined }> {
  const before = cpuSnapshot();
  const result = await run();
  return { result, cpu: cpuShare(before, cpuSnapshot()) };
}
