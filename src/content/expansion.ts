// SPDX-License-Identifier: Apache-2.0
import type { DisplayStatus } from './display-status.js';

export type Expansion = 'expanded' | 'collapsed';

/** Per-kind expansion chosen by the host, with `default` for kinds it does not name. */
export type ExpansionPolicy = Partial<Record<string, Expansion>> & { default?: Expansion };

const ENDED: readonly string[] = ['completed', 'cancelled', 'rejected'];

/**
 * Whether a card starts open. A call awaiting approval or failed always opens: the user must see
 * it. Otherwise the host's policy for the kind (or its `default`) decides; without one, a command
 * that is running stays open so its output is seen as it streams, and everything else (queued or
 * paused commands, other kinds, every finished call) stays closed.
 */
export function defaultExpanded(kind: string, status: DisplayStatus, policy?: ExpansionPolicy): boolean {
  if (status === 'awaiting_approval' || status === 'failed') return true;
  const chosen = policy?.[kind] ?? policy?.default;
  if (chosen) return chosen === 'expanded';
  if (ENDED.includes(status)) return false;
  return kind === 'execute' && (status === 'in_progress' || status === 'approved');
}

/**
 * What the user chose per call (open or closed), kept per store: a card that is drawn again (a
 * nested card under a parent that was closed, a virtual list's card scrolled back) opens as the
 * user left it.
 */
const chosen = new WeakMap<object, Map<string, boolean>>();
const callKey = (sessionId: string, toolCallId: string) => `${sessionId}\u0000${toolCallId}`;

export function recallExpansion(store: object | undefined, sessionId: string, toolCallId: string): boolean | undefined {
  return store ? chosen.get(store)?.get(callKey(sessionId, toolCallId)) : undefined;
}

export function rememberExpansion(store: object | undefined, sessionId: string, toolCallId: string, open: boolean): void {
  if (!store) return;
  let byCall = chosen.get(store);
  if (!byCall) chosen.set(store, (byCall = new Map()));
  byCall.set(callKey(sessionId, toolCallId), open);
}
