// SPDX-License-Identifier: Apache-2.0
import type { ToolCallView } from '../../state/index.js';
import { displayStatusWithin } from '../../content/display-status.js';

export interface ListSummary {
  total: number;
  /** Calls per displayed status (awaiting_approval, rejected… included), in first-seen order of statuses. */
  byStatus: Map<string, number>;
  /** The first call's start. */
  startedAt: number;
  /** The last call's end; undefined while one runs (the total then runs up to now). */
  endedAt: number | undefined;
}

const cache = new WeakMap<readonly ToolCallView[], ListSummary>();

/** Counts per status and the total time of a list of calls; memoized on the array. */
export function summarize(calls: readonly ToolCallView[]): ListSummary {
  const cached = cache.get(calls);
  if (cached) return cached;
  const byStatus = new Map<string, number>();
  let first = Infinity;
  let last = -Infinity;
  let running = false;
  // A subagent's parent whose calls have begun is running, as its card says.
  const parents = new Set<string>();
  for (const call of calls) if (call.parentToolCallId !== undefined) parents.add(call.parentToolCallId);
  for (const call of calls) {
    const status = displayStatusWithin(call, parents.has(call.toolCallId));
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    first = Math.min(first, call.firstSeenAt);
    if (call.endedAt !== undefined) last = Math.max(last, call.endedAt);
    else running = true;
  }
  const summary: ListSummary = {
    total: calls.length,
    byStatus,
    startedAt: first,
    endedAt: running ? undefined : last,
  };
  cache.set(calls, summary);
  return summary;
}
