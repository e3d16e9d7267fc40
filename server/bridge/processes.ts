// SPDX-License-Identifier: Apache-2.0
/** Ending the processes the bridge starts (agents, sign-in programs), each with its whole process group. */
import type { ChildProcess } from 'node:child_process';

/** How long a process has to exit after SIGTERM before SIGKILL. */
export const KILL_GRACE_MS = 2000;

/** Signals the process's whole group (a shell command's children too); the process alone when it has no group of its own. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

/** SIGTERM now, SIGKILL if it is still there after the grace period. */
export function killGroup(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), KILL_GRACE_MS);
  timer.unref();
  child.once('exit', () => clearTimeout(timer));
}
