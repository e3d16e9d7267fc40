// SPDX-License-Identifier: Apache-2.0
/**
 * Selectors read the state. Lists are memoized on the identity of the collection they come
 * from, so selecting twice from an unchanged state returns the same array (`Object.is`-stable),
 * which lets elements skip work when nothing they show changed.
 */
import { tableGet, tableSize, tableValues, type KeyedTable } from './keyed-table.js';
import { requestKey } from './permissions.js';
import { vectorGet, vectorToArray, type PersistentVector } from './persistent-vector.js';
import type {
  ElicitationView,
  FeedError,
  PermissionView,
  RequestId,
  SessionSummary,
  TerminalView,
  ToolCallRollup,
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

const sessionIds = memoize((sessions: ToolCallState['sessions']) => tableValues(sessions).map((session) => session.summary.sessionId));
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

/** A step of `concatenation`: the array for the lists so far, and the steps for each next list. */
interface ConcatNode {
  calls?: ToolCallView[];
  readonly next: WeakMap<readonly ToolCallView[], ConcatNode>;
}
const concatRoot: ConcatNode = { next: new WeakMap() };
const allCallsCache = new WeakMap<ToolCallState['sessions'], ToolCallView[]>();

/** One array per sequence of lists (by identity), whatever state or order they are asked in. */
function concatenation(lists: readonly ToolCallView[][]): ToolCallView[] {
  let node = concatRoot;
  for (const list of lists) {
    let child = node.next.get(list);
    if (!child) {
      child = { next: new WeakMap() };
      node.next.set(list, child);
    }
    node = child;
  }
  node.calls ??= lists.length === 0 ? (EMPTY as never[]) : lists.flat();
  return node.calls;
}

/**
 * Every session's tool calls, sessions in first-seen order, each session's calls in first-seen
 * order. With one session this is that session's own array. The same array comes back while no
 * session's calls changed, even when other session data (messages, plans) did: those change far
 * more often than calls do while an agent streams text.
 */
export function selectAllToolCalls(state: ToolCallState): ToolCallView[] {
  return acrossSessions(state, allCallsCache, selectToolCalls);
}

/** `select` of every session, joined (see selectAllToolCalls), cached per sessions table in `cache`. */
function acrossSessions(
  state: ToolCallState,
  cache: WeakMap<ToolCallState['sessions'], ToolCallView[]>,
  select: (state: ToolCallState, sessionId: string) => ToolCallView[],
): ToolCallView[] {
  const sessions = selectSessions(state);
  if (sessions.length === 1) return select(state, sessions[0]);
  let calls = cache.get(state.sessions);
  if (!calls) {
    calls = concatenation(sessions.map((id) => select(state, id)));
    cache.set(state.sessions, calls);
  }
  return calls;
}

const NO_IDS: readonly string[] = Object.freeze([]);
/** Calls are immutable: a call's terminal ids are read once per call object. */
const terminalIdsOf = memoize((call: ToolCallView): readonly string[] => {
  const found: string[] = [];
  for (const item of call.content) {
    const id = (item as { terminalId?: unknown }).terminalId;
    if (item.type === 'terminal' && typeof id === 'string') found.push(id);
  }
  return found.length === 0 ? NO_IDS : found;
});
const callTerminalsCache = new WeakMap<
  ToolCallView,
  { views: (TerminalView | undefined)[]; terminals: Record<string, TerminalView | undefined> }
>();

/**
 * The terminals a call's content shows (`{type: 'terminal', terminalId}` items), by terminal id,
 * `undefined` for an id the session does not know (yet); `undefined` when the call shows none.
 * The same object comes back while none of those terminals changed, so a card whose terminals are
 * quiet need not re-render. Cheap enough to run for every call of a long list on every change.
 */
export function selectToolCallTerminals(state: ToolCallState, call: ToolCallView): Record<string, TerminalView | undefined> | undefined {
  const ids = terminalIdsOf(call);
  if (ids.length === 0) return undefined;
  const views = ids.map((id) => selectTerminal(state, call.sessionId, id));
  const cached = callTerminalsCache.get(call);
  if (cached && cached.views.length === views.length && cached.views.every((view, i) => view === views[i])) {
    return cached.terminals;
  }
  const terminals = Object.fromEntries(ids.map((id, i) => [id, views[i]]));
  callTerminalsCache.set(call, { views, terminals });
  return terminals;
}

/**
 * The oldest permission request still waiting for the user (unanswered, and not being cancelled
 * because its call was), of one session or, without `sessionId`, of every session.
 */
export function selectOldestPendingPermission(state: ToolCallState, sessionId?: string): PermissionView | undefined {
  const sessions = sessionId === undefined ? selectSessions(state) : [sessionId];
  let oldest: PermissionView | undefined;
  for (const id of sessions) {
    for (const request of selectPendingPermissions(state, id)) {
      if (request.cancelRequested) continue;
      if (!oldest || request.requestedAt < oldest.requestedAt) oldest = request;
    }
  }
  return oldest;
}

const childrenCache = new WeakMap<PersistentVector<string>, ToolCallView[]>();

/**
 * The calls a call started (a subagent's calls), in first-seen order; the same array while none
 * of them changed. O(children): the session keeps an index of children per parent.
 */
export function selectChildToolCalls(state: ToolCallState, sessionId: string, toolCallId: string): ToolCallView[] {
  const session = tableGet(state.sessions, sessionId);
  const ids = session && tableGet(session.children, toolCallId);
  if (!ids) return EMPTY as never[];
  // The cache is per ids vector, so a cached list has one call per id: checked in place, no new array.
  const cached = childrenCache.get(ids);
  if (cached?.every((call, i) => call === tableGet(session.toolCalls, vectorGet(ids, i)!))) return cached;
  const calls = vectorToArray(ids).map((id) => tableGet(session.toolCalls, id)!);
  childrenCache.set(ids, calls);
  return calls;
}

/** The call `call` is drawn inside; `undefined` when it is drawn at top level (no parent, or its parent is not known yet). */
export function selectToolCallParent(state: ToolCallState, call: ToolCallView): ToolCallView | undefined {
  return call.parentToolCallId === undefined ? undefined : selectToolCall(state, call.sessionId, call.parentToolCallId);
}

const topLevelList = memoize((table: KeyedTable<ToolCallView>) =>
  toolCallList(table).filter((call) => call.parentToolCallId === undefined || !tableGet(table, call.parentToolCallId)),
);

/**
 * A session's calls drawn at top level, first-seen order: those without a known parent. A child
 * that arrived before its parent is here until the parent arrives. Without any nesting, this is
 * `selectToolCalls`'s own array.
 */
export function selectTopLevelToolCalls(state: ToolCallState, sessionId: string): ToolCallView[] {
  const session = tableGet(state.sessions, sessionId);
  return !session ? (EMPTY as never[]) : tableSize(session.children) ? topLevelList(session.toolCalls) : toolCallList(session.toolCalls);
}

const rollups = new WeakMap<KeyedTable<ToolCallView>, Map<string, ToolCallRollup>>();

/**
 * What a call's header sums up of the calls under it, at any depth; `undefined` for a call with
 * none (or unknown). Computed once per state of the session's calls, O(calls under it).
 */
export function selectToolCallRollup(state: ToolCallState, sessionId: string, toolCallId: string): ToolCallRollup | undefined {
  const session = tableGet(state.sessions, sessionId);
  const call = session && tableGet(session.toolCalls, toolCallId);
  if (!call || !tableGet(session.children, toolCallId)) return undefined;
  let byId = rollups.get(session.toolCalls);
  if (!byId) rollups.set(session.toolCalls, (byId = new Map()));
  let rollup = byId.get(toolCallId);
  if (!rollup) {
    const r: ToolCallRollup = { total: 0, failed: 0, running: 0, awaitingApproval: 0, startedAt: call.firstSeenAt, endedAt: call.endedAt };
    const walk = (id: string): void => {
      for (const child of selectChildToolCalls(state, sessionId, id)) {
        const ended = child.endedAt;
        r.total++;
        if (child.status === 'failed') r.failed++;
        if (ended === undefined) r.running++;
        // As a card shows it: a request with no answer, on a call not ended by the agent meanwhile.
        if (ended === undefined && child.permission && !child.permission.outcome) r.awaitingApproval++;
        r.startedAt = Math.min(r.startedAt, child.firstSeenAt);
        r.endedAt = ended === undefined || r.endedAt === undefined ? undefined : Math.max(r.endedAt, ended);
        walk(child.toolCallId);
      }
    };
    walk(toolCallId);
    if (r.endedAt === undefined) delete r.endedAt;
    byId.set(toolCallId, (rollup = r));
  }
  return rollup;
}

const allTopLevelCache = new WeakMap<ToolCallState['sessions'], ToolCallView[]>();

/** `selectTopLevelToolCalls` of every session, sessions in first-seen order (as `selectAllToolCalls`). */
export function selectAllTopLevelToolCalls(state: ToolCallState): ToolCallView[] {
  return acrossSessions(state, allTopLevelCache, selectTopLevelToolCalls);
}

const elicitationLists = new WeakMap<KeyedTable<ElicitationView>, Map<string, ElicitationView[]>>();

/** Elicitations in arrival order, of one session or (without `sessionId`) all, request-scoped ones included. */
function elicitationList(state: ToolCallState, sessionId: string | undefined, pending: boolean): ElicitationView[] {
  const table = state.elicitations;
  let lists = elicitationLists.get(table);
  if (!lists) elicitationLists.set(table, (lists = new Map()));
  const key = `${pending ? 'p' : 'a'}${sessionId === undefined ? '' : `:${sessionId}`}`;
  let list = lists.get(key);
  if (!list) {
    list = tableValues(table).filter(
      (view) => (sessionId === undefined || view.sessionId === sessionId) && !(pending && view.answeredAt !== undefined),
    );
    lists.set(key, list);
  }
  return list;
}

/**
 * Elicitations nobody answered yet, oldest first, of one session or, without `sessionId`, all of
 * them (request-scoped ones, made before any session, included). Those with `cancelRequested` wait
 * for their `cancel` answer. The same array while no elicitation changed.
 */
export function selectPendingElicitations(state: ToolCallState, sessionId?: string): ElicitationView[] {
  return elicitationList(state, sessionId, true);
}

/** Every elicitation (answered ones too), as `selectPendingElicitations`. */
export function selectElicitations(state: ToolCallState, sessionId?: string): ElicitationView[] {
  return elicitationList(state, sessionId, false);
}
