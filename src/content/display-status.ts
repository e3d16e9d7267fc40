// SPDX-License-Identifier: Apache-2.0
import type { ToolCallView } from '../state/index.js';

/**
 * What the card shows as the call's state: the wire status, refined by the permission exchange
 * (awaiting approval while a request has no answer; approved / rejected from the chosen option's
 * kind). Unknown wire statuses pass through as themselves.
 */
export type DisplayStatus =
  | 'pending'
  | 'in_progress'
  | 'completed'
  | 'failed'
  | 'cancelled'
  | 'paused'
  | 'awaiting_approval'
  | 'approved'
  | 'rejected'
  | (string & {});

export function displayStatus(call: ToolCallView): DisplayStatus {
  const permission = call.permission;
  const final = call.status === 'completed' || call.status === 'failed' || call.status === 'cancelled';
  if (permission) {
    const outcome = permission.outcome;
    if (!outcome) return final ? call.status : 'awaiting_approval';
    if (outcome.outcome === 'selected') {
      const option = permission.options.find((o) => o.optionId === outcome.optionId);
      if (option?.kind.startsWith('reject')) return 'rejected';
      if (option?.kind.startsWith('allow') && call.status === 'pending') return 'approved';
    } else if (outcome.outcome === 'cancelled' && !final) {
      return 'cancelled';
    }
  }
  return call.status;
}

/**
 * The status of a call with calls under it (a subagent's Agent/Task call): running once they have
 * started, whatever its own wire status still says. claude-agent-acp leaves the Agent call
 * `pending` until it ends, so its children ran, finished or waited for the user under a parent that
 * read "Pending". Approval states and final statuses are the parent's own and stay.
 */
export function displayStatusWithin(call: ToolCallView, childrenStarted: boolean): DisplayStatus {
  const status = displayStatus(call);
  return childrenStarted && (status === 'pending' || status === 'in_progress') ? 'in_progress' : status;
}

/** Statuses a user must see at once: they open the card and are announced assertively. */
export function needsAttention(status: DisplayStatus): boolean {
  return status === 'awaiting_approval' || status === 'failed';
}

export function isRunning(status: DisplayStatus): boolean {
  return status === 'in_progress' || status === 'approved';
}
