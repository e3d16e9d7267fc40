// SPDX-License-Identifier: Apache-2.0
/** The processes the bridge starts (agents, sign-in programs): how an agent is started, and ending each with its whole process group. */
import type { ChildProcess } from 'node:child_process';

/** How the bridge starts its agent (and, for a terminal sign-in, the agent's login program). */
export interface AgentCommand {
  /** A shell command line (`"npx @zed-industries/claude-agent-acp"`), run through the shell… */
  shell?: string;
  /** …or a program and its arguments, run directly. */
  command?: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

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
