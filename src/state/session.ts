// SPDX-License-Identifier: Apache-2.0
import type { FoldContext } from './context.js';
import { emptyTable, tableAt, tablePosition, tablePush, tableSetAt } from './keyed-table.js';
import type { SessionState, ToolCallState } from './types.js';

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
    cancelWatermark: 0,
  };
}

/** Applies `change` to a session, creating the session on first sight. */
export function updateSession(
  state: ToolCallState,
  sessionId: string,
  ctx: FoldContext,
  change: (session: SessionState) => SessionState,
): ToolCallState {
  const position = tablePosition(state.sessions, sessionId);
  if (position < 0) {
    // A session seen for the first time is kept even when the message changed nothing else.
    const session = change(newSession(sessionId, ctx.receivedAt));
    return { ...state, sessions: tablePush(state.sessions, session, sessionId) };
  }
  const before = tableAt(state.sessions, position)!;
  const after = change(before);
  if (after === before) return state;
  return { ...state, sessions: tableSetAt(state.sessions, position, after) };
}
