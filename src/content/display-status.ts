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

/** Statuses a user must see at once: they open the card and are announced assertively. */
export function needsAttention(status: DisplayStatus): boolean {
  return status === 'awaiting_approval' || status === 'failed';
}

export function isRunning(status: DisplayStatus): boolean {
  return status === 'in_progress' || status === 'approved';
}
