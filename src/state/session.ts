// SPDX-License-Identifier: Apache-2.0
import type { FoldContext } from './context.js';
import { emptyTable, tableGet, tableUpsert } from './keyed-table.js';
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
  const before = tableGet(state.sessions, sessionId) ?? newSession(sessionId, ctx.receivedAt);
  const after = change(before);
  if (after === before && tableGet(state.sessions, sessionId) === before) return state;
  return { ...state, sessions: tableUpsert(state.sessions, sessionId, after) };
}
