// SPDX-License-Identifier: Apache-2.0
/**
 * Sessions as a list: the selectors of what catalog-methods.ts folds (`session/list` pages,
 * `session_info_update`, the lifecycle methods), merged with the sessions the store has seen,
 * and the agent's session capabilities. Elements call them on every store change: each returns the
 * same object while what it reads did not change, and the catalog costs O(sessions) per change
 * without a sort or a walk of any transcript.
 */
import type { AgentView } from './agent-types.js';
import { lifecycleOf } from './catalog-methods.js';
import type { CatalogRecord, SessionCapabilitiesView, SessionCatalogEntry, SessionLifecycle, SessionListing } from './catalog-types.js';
import { isRecord } from './context.js';
import { tableAt, tableGet, tablePosition, tableSize, type KeyedTable } from './keyed-table.js';
import { selectPendingElicitations, selectPendingPermissions } from './selectors.js';
import type { SessionState, ToolCallState, TranscriptEntry } from './types.js';

export interface CatalogQuery {
  /** Only sessions whose cwd is this directory. */
  cwd?: string;
}

/** Where the first user message of a transcript is (`at`, -1 while none), and how far it was looked for. */
interface PromptScan {
  at: number;
  scanned: number;
}
/**
 * By the transcript's key index, which a session's transcript keeps while it grows (a load's
 * replay starts a new one): each entry is looked at once, however often the catalog is asked.
 */
const promptScans = new WeakMap<object, PromptScan>();

function firstPromptOf(transcript: KeyedTable<TranscriptEntry>): string | undefined {
  const size = tableSize(transcript);
  let scan = promptScans.get(transcript.index);
  // A state branched from an older one may hold other entries past its branch point: look again.
  if (!scan || scan.at >= size || scan.scanned > size) promptScans.set(transcript.index, (scan = { at: -1, scanned: 0 }));
  while (scan.at < 0 && scan.scanned < size) {
    if (tableAt(transcript, scan.scanned)?.type === 'user_message') scan.at = scan.scanned;
    scan.scanned++;
  }
  const entry = tableAt(transcript, scan.at);
  return (entry?.type === 'user_message' && entry.text) || undefined;
}

const waiting = (views: readonly { cancelRequested?: boolean }[]) => views.reduce((n, view) => (view.cancelRequested ? n : n + 1), 0);

function entryOf(
  state: ToolCallState,
  sessionId: string,
  record: CatalogRecord | undefined,
  session: SessionState | undefined,
): SessionCatalogEntry {
  const summary = session?.summary;
  const lifecycle: SessionLifecycle = record?.lifecycle ?? (session ? 'live' : 'listed');
  const title = record?.title ?? summary?.title;
  // The store's last activity: a prompt sent or answered, or the creation here; for a session only seen streaming, its first sight.
  const activity = record?.activeAt ?? (record?.lifecycle ? undefined : summary?.firstSeenAt);
  const updatedAt = Math.max(record?.updatedAt ?? -Infinity, activity ?? -Infinity);
  const entry: SessionCatalogEntry = {
    sessionId,
    lifecycle,
    seen: !!session && lifecycle !== 'listed',
    running: summary?.running ?? false,
    waitingForUser: session
      ? waiting(selectPendingPermissions(state, sessionId)) + waiting(selectPendingElicitations(state, sessionId))
      : 0,
  };
  const optional: Partial<SessionCatalogEntry> = {
    title,
    firstPrompt: title === undefined && session ? firstPromptOf(session.transcript) : undefined,
    cwd: record?.cwd ?? summary?.cwd,
    additionalDirectories: record?.additionalDirectories,
    updatedAt: updatedAt === -Infinity ? undefined : updatedAt,
    meta: record?.meta,
    error: record?.error,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (entry as unknown as Record<string, unknown>)[key] = value;
  return entry;
}

function sameEntry(a: SessionCatalogEntry, b: SessionCatalogEntry): boolean {
  const keys = Object.keys(a) as (keyof SessionCatalogEntry)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Every entry (deleted ones too) for one catalog, sessions and elicitations; sorted lists by cwd. */
interface CatalogMemo {
  catalog: ToolCallState['catalog'];
  sessions: ToolCallState['sessions'];
  elicitations: ToolCallState['elicitations'];
  entries: SessionCatalogEntry[];
  byId: Map<string, SessionCatalogEntry>;
  lists: Map<string | undefined, readonly SessionCatalogEntry[]>;
}
/** By the catalog's key index, which a store's catalog keeps while it changes: unchanged entries stay the same objects. */
const memos = new WeakMap<object, CatalogMemo>();
/** The entry of a session known only from a listing depends on its record alone. */
const listedEntries = new WeakMap<CatalogRecord, SessionCatalogEntry>();

/**
 * While the store streams, only sessions change, and one at a time: the entries of those whose
 * object changed are compared with the memo's, and when none shows a change the memo holds.
 */
function onlyQuietSessionsChanged(state: ToolCallState, memo: CatalogMemo): boolean {
  const { sessions } = state;
  if (tableSize(sessions) !== tableSize(memo.sessions)) return false;
  for (let i = 0; i < tableSize(sessions); i++) {
    const session = tableAt(sessions, i)!;
    if (session === tableAt(memo.sessions, i)) continue;
    const { sessionId } = session.summary;
    const kept = memo.byId.get(sessionId);
    if (!kept || !sameEntry(kept, entryOf(state, sessionId, tableGet(state.catalog, sessionId), session))) return false;
  }
  return true;
}

function catalogMemo(state: ToolCallState): CatalogMemo {
  const { catalog, sessions, elicitations } = state;
  const memo = memos.get(catalog.index);
  if (memo?.catalog === catalog && memo.elicitations === elicitations) {
    if (memo.sessions !== sessions && onlyQuietSessionsChanged(state, memo)) memo.sessions = sessions;
    if (memo.sessions === sessions) return memo;
  }
  const entries: SessionCatalogEntry[] = [];
  const byId = new Map<string, SessionCatalogEntry>();
  const add = (sessionId: string, record: CatalogRecord | undefined, session: SessionState | undefined): void => {
    let entry = record && !session ? listedEntries.get(record) : undefined;
    if (!entry) {
      const fresh = entryOf(state, sessionId, record, session);
      const kept = memo?.byId.get(sessionId);
      entry = kept && sameEntry(kept, fresh) ? kept : fresh;
      if (record && !session) listedEntries.set(record, entry);
    }
    byId.set(sessionId, entry);
    entries.push(entry);
  };
  for (let i = 0; i < tableSize(catalog); i++) {
    const record = tableAt(catalog, i)!;
    add(record.sessionId, record, tableGet(sessions, record.sessionId));
  }
  for (let i = 0; i < tableSize(sessions); i++) {
    const session = tableAt(sessions, i)!;
    const { sessionId } = session.summary;
    if (tablePosition(catalog, sessionId) < 0) add(sessionId, undefined, session);
  }
  const same = memo?.entries.length === entries.length && entries.every((entry, i) => entry === memo.entries[i]);
  const next: CatalogMemo = { catalog, sessions, elicitations, entries, byId, lists: same ? memo.lists : new Map() };
  memos.set(catalog.index, next);
  return next;
}

const newestFirst = (a: SessionCatalogEntry, b: SessionCatalogEntry) => (b.updatedAt ?? -Infinity) - (a.updatedAt ?? -Infinity) || 0;

/**
 * Every session known: listed by the agent and seen by the store, merged by id, newest first
 * (`updatedAt`; entries without one last, in the order they became known). Deleted sessions are
 * left out. The same array while no entry changed.
 */
export function selectSessionCatalog(state: ToolCallState, query: CatalogQuery = {}): readonly SessionCatalogEntry[] {
  const { cwd } = query;
  const memo = catalogMemo(state);
  let list = memo.lists.get(cwd);
  if (!list) {
    list = memo.entries.filter((entry) => entry.lifecycle !== 'deleted' && (cwd === undefined || entry.cwd === cwd)).sort(newestFirst);
    memo.lists.set(cwd, list);
  }
  return list;
}

/** One session's lifecycle; undefined when neither listed nor seen. */
export function selectSessionLifecycle(state: ToolCallState, sessionId: string): SessionLifecycle | undefined {
  return lifecycleOf(state, sessionId);
}

const NOT_LISTED: SessionListing = Object.freeze({ loading: false, listed: false });

/** The paging of `session/list`. */
export function selectSessionListing(state: ToolCallState): SessionListing {
  return state.listing?.view ?? NOT_LISTED;
}

const NO_CAPABILITIES: SessionCapabilitiesView = Object.freeze({
  load: false,
  list: false,
  resume: false,
  close: false,
  delete: false,
  logout: false,
});
const capabilityViews = new WeakMap<AgentView, SessionCapabilitiesView>();

/** What the agent advertised about sessions and sign-in; all false before `initialize`. A capability present and not null counts. */
export function selectSessionCapabilities(state: ToolCallState): SessionCapabilitiesView {
  const { agent } = state;
  if (!agent) return NO_CAPABILITIES;
  let view = capabilityViews.get(agent);
  if (!view) {
    const { loadSession, sessionCapabilities: s, auth } = agent.capabilities as Record<string, unknown>;
    const of = (group: unknown, name: string) => isRecord(group) && group[name] != null;
    view = {
      load: loadSession === true,
      list: of(s, 'list'),
      resume: of(s, 'resume'),
      close: of(s, 'close'),
      delete: of(s, 'delete'),
      logout: of(auth, 'logout'),
    };
    capabilityViews.set(agent, view);
  }
  return view;
}
