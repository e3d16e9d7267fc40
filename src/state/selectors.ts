// SPDX-License-Identifier: Apache-2.0
/**
 * Selectors read the state. Lists are memoized on the identity of the collection they come
 * from, so selecting twice from an unchanged state returns the same array (`Object.is`-stable),
 * which lets elements skip work when nothing they show changed.
 */
import { tableGet, tableValues, type KeyedTable } from './keyed-table.js';
import { requestKey } from './permissions.js';
import { vectorToArray, type PersistentVector } from './persistent-vector.js';
import type {
  FeedError,
  PermissionView,
  RequestId,
  SessionSummary,
  TerminalView,
  ToolCallState,
  ToolCallView,
  TranscriptEntry,
} from './types.js';

function memoize<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

const EMPTY: readonly never[] = Object.freeze([]);

const sessionIds = memoize((sessions: ToolCallState['sessions']) =>
  tableValues(sessions).map((session) => session.summary.sessionId),
);
const toolCallList = memoize((table: KeyedTable<ToolCallView>) => tableValues(table));
const pendingList = memoize((table: KeyedTable<PermissionView>) =>
  tableValues(table).filter((view) => view.outcome === undefined && view.answeredAt === undefined),
);
const errorList = memoize((errors: PersistentVector<FeedError>) => vectorToArray(errors));
const transcriptCache = new WeakMap<object, { toolCalls: object; entries: TranscriptEntry[] }>();

/** Session ids in first-seen order. */
export function selectSessions(state: ToolCallState): string[] {
  return sessionIds(state.sessions);
}

export function selectSession(state: ToolCallState, sessionId: string): SessionSummary | undefined {
  return tableGet(state.sessions, sessionId)?.summary;
}

/** A session's tool calls in first-seen order. */
export function selectToolCalls(state: ToolCallState, sessionId: string): ToolCallView[] {
  const session = tableGet(state.sessions, sessionId);
  return session ? toolCallList(session.toolCalls) : (EMPTY as never[]);
}

export function selectToolCall(state: ToolCallState, sessionId: string, toolCallId: string): ToolCallView | undefined {
  const session = tableGet(state.sessions, sessionId);
  return session ? tableGet(session.toolCalls, toolCallId) : undefined;
}

export function selectTerminal(state: ToolCallState, sessionId: string, terminalId: string): TerminalView | undefined {
  const session = tableGet(state.sessions, sessionId);
  return session ? tableGet(session.terminals, terminalId)?.view : undefined;
}

/** Permission requests of a session that have no answer yet, oldest first. */
export function selectPendingPermissions(state: ToolCallState, sessionId: string): PermissionView[] {
  const session = tableGet(state.sessions, sessionId);
  return session ? pendingList(session.permissions) : (EMPTY as never[]);
}

/** One permission request by its JSON-RPC id, answered or not. */
export function selectPermission(state: ToolCallState, sessionId: string, requestId: RequestId): PermissionView | undefined {
  const session = tableGet(state.sessions, sessionId);
  return session ? tableGet(session.permissions, requestKey('agent', requestId)) : undefined;
}

/**
 * Messages, thoughts, tool calls, plans and other updates in arrival order. Tool-call entries
 * carry the call's current view in `toolCall`.
 */
export function selectTranscript(state: ToolCallState, sessionId: string): TranscriptEntry[] {
  const session = tableGet(state.sessions, sessionId);
  if (!session) return EMPTY as never[];
  const cached = transcriptCache.get(session.transcript);
  if (cached && cached.toolCalls === session.toolCalls) return cached.entries;
  const entries = tableValues(session.transcript).map((entry) =>
    entry.type === 'tool_call' ? { ...entry, toolCall: tableGet(session.toolCalls, entry.toolCallId) } : entry,
  );
  transcriptCache.set(session.transcript, { toolCalls: session.toolCalls, entries });
  return entries;
}

/** Everything that could not be applied, in arrival order. */
export function selectErrors(state: ToolCallState): FeedError[] {
  return errorList(state.errors);
}
