// SPDX-License-Identifier: Apache-2.0
import type { FoldContext } from './context.js';
import { emptyPending } from './pending-set.js';
import { emptyTable, tableAt, tablePosition, tablePush, tableSetAt } from './keyed-table.js';
import type { SessionState, ToolCallState } from './types.js';

/**
 * The state and its sessions are copied field by field: a literal is far cheaper than a spread on
 * this hot path. test/state/copies.test.ts lists every field of each type (a list the compiler checks
 * against the type) and checks that these copies carry them all: add a field there and here.
 */
export function copyState(state: ToolCallState): Mutable<ToolCallState> {
  return {
    sessions: state.sessions,
    requests: state.requests,
    elicitations: state.elicitations,
    elicitationIds: state.elicitationIds,
    errors: state.errors,
    seq: state.seq,
    protocolVersion: state.protocolVersion,
    agent: state.agent,
    catalog: state.catalog,
    listing: state.listing,
    signIn: state.signIn,
  };
}

export function copySession(session: SessionState): SessionState {
  return {
    summary: session.summary,
    toolCalls: session.toolCalls,
    terminals: session.terminals,
    permissions: session.permissions,
    transcript: session.transcript,
    pending: session.pending,
    children: session.children,
  };
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function newSession(sessionId: string, receivedAt: number): SessionState {
  return {
    summary: {
      sessionId,
      availableCommands: [],
      configOptions: [],
      plan: [],
      running: false,
      firstSeenAt: receivedAt,
    },
    toolCalls: emptyTable(),
    terminals: emptyTable(),
    permissions: emptyTable(),
    transcript: emptyTable(),
    pending: emptyPending(),
    children: emptyTable(),
  };
}

/**
 * Applies `change` to a session, creating the session on first sight. Without a `sessionId` (a
 * message that names none), nothing changes.
 */
export function updateSession(
  state: ToolCallState,
  sessionId: string | undefined,
  ctx: FoldContext,
  change: (session: SessionState) => SessionState,
): ToolCallState {
  return sessionId === undefined ? state : updateSessionWith(state, sessionId, ctx, change, undefined, undefined);
}

/**
 * `updateSession` for the per-message path: `change` gets its arguments passed through instead of
 * capturing them, so folding a `session/update` makes no closure.
 */
export function updateSessionWith<A, B>(
  state: ToolCallState,
  sessionId: string,
  ctx: FoldContext,
  change: (session: SessionState, a: A, b: B, ctx: FoldContext) => SessionState,
  a: A,
  b: B,
): ToolCallState {
  const position = tablePosition(state.sessions, sessionId);
  if (position < 0) {
    // A session seen for the first time is kept even when the message changed nothing else.
    const session = change(newSession(sessionId, ctx.receivedAt), a, b, ctx);
    const next = copyState(state);
    next.sessions = tablePush(state.sessions, session, sessionId);
    return next;
  }
  const before = tableAt(state.sessions, position)!;
  const after = change(before, a, b, ctx);
  if (after === before) return state;
  const next = copyState(state);
  next.sessions = tableSetAt(state.sessions, position, after);
  return next;
}
