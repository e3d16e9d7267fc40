// SPDX-License-Identifier: Apache-2.0
/**
 * Sessions as a list, folded into `state.catalog` (one `CatalogRecord` per sessionId) and
 * `state.listing`: the `session/list` rows (pages merged by sessionId, the paging and its cursor
 * loop), the `session/close` and `session/delete` rows, and the helpers the other rows call for
 * the lifecycle (session-methods.ts: new, load, resume, prompt) and for `session_info_update`
 * (session-update.ts). The selectors are in catalog.ts.
 */
import type { AgentError, CatalogRecord, SessionLifecycle, SessionListing } from './catalog-types.js';
import { isRecord, reportError, type FoldContext } from './context.js';
import { tableGet, tablePosition, tableUpsert } from './keyed-table.js';
import type { MethodRows, ResponseFold } from './method-table.js';
import { requestKey } from './permissions.js';
import { copyState } from './session.js';
import type { PendingRequest, ToolCallState } from './types.js';

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An ISO 8601 time in ms; undefined for anything else (the schema asks only for a string). */
function time(value: unknown): number | undefined {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? undefined : ms;
}

/** The error of a response, the agent's message kept; undefined for a success. */
export function agentErrorOf(response: Record<string, unknown>): AgentError | undefined {
  const { error } = response;
  if (error === undefined) return undefined;
  const { code, message, data } = isRecord(error) ? error : {};
  const found: AgentError = { code: typeof code === 'number' ? code : 0, message: str(message) ?? '' };
  if (data !== undefined) found.data = data;
  return found;
}

/** One session's lifecycle: set by the lifecycle methods, else `live` when the store has it (an observer's), else `listed`. */
export function lifecycleOf(state: ToolCallState, sessionId: string): SessionLifecycle | undefined {
  const record = tableGet(state.catalog, sessionId);
  return record?.lifecycle ?? (tablePosition(state.sessions, sessionId) >= 0 ? 'live' : record && 'listed');
}

/** `patch` applied to a session's record, made on first sight. */
export function patchRecord(state: ToolCallState, sessionId: string, patch: Partial<CatalogRecord>): ToolCallState {
  const next = copyState(state);
  next.catalog = tableUpsert(state.catalog, sessionId, { ...tableGet(state.catalog, sessionId), ...patch, sessionId });
  return next;
}

/** A `session/load` or `session/resume` sent: a failure returns to the lifecycle it had (`listed` for an id known only by the host). */
export function reopening(state: ToolCallState, before: ToolCallState, sessionId: string, lifecycle: SessionLifecycle): ToolCallState {
  // A record's `before` is set only while a load or resume is out: a second one returns to where the first began.
  const was = tableGet(before.catalog, sessionId)?.before ?? lifecycleOf(before, sessionId) ?? 'listed';
  return patchRecord(state, sessionId, { lifecycle, before: was });
}

/** The answer to a lifecycle request of the client: `success`, or where it was with the agent's error. */
export function settle(
  state: ToolCallState,
  request: PendingRequest,
  response: Record<string, unknown>,
  success: SessionLifecycle,
): ToolCallState {
  const { sessionId } = request;
  if (sessionId === undefined || request.from !== 'client') return state;
  const record = tableGet(state.catalog, sessionId);
  const error = agentErrorOf(response);
  return patchRecord(state, sessionId, { lifecycle: error ? (record?.before ?? record?.lifecycle) : success, before: undefined, error });
}

/** A prompt sent or answered: the session's last activity here. */
export const touch = (state: ToolCallState, sessionId: string | undefined, ctx: FoldContext): ToolCallState =>
  sessionId === undefined ? state : patchRecord(state, sessionId, { activeAt: ctx.receivedAt });

/** `session_info_update` (a patch): a string sets, null clears, anything else leaves the title and `updatedAt`. */
export function patchInfo(state: ToolCallState, sessionId: string, update: Record<string, unknown>): ToolCallState {
  const { title, updatedAt } = update;
  const patch: { title?: string; updatedAt?: number } = {};
  if (title === null || typeof title === 'string') patch.title = title ?? undefined;
  if (updatedAt === null || time(updatedAt) !== undefined) patch.updatedAt = time(updatedAt);
  return patchRecord(state, sessionId, patch);
}

/** A `session/list` item as a record: its listing fields replace the last page's; what this page did to it stays. */
function listed(record: CatalogRecord | undefined, item: Record<string, unknown>, sessionId: string, cwd: string): CatalogRecord {
  const { additionalDirectories: dirs, _meta } = item;
  return {
    ...record,
    sessionId,
    cwd,
    title: str(item.title),
    updatedAt: time(item.updatedAt),
    // The schema skips invalid directories and takes a wrong `_meta` as none.
    additionalDirectories: Array.isArray(dirs) ? dirs.filter((dir): dir is string => typeof dir === 'string') : undefined,
    meta: isRecord(_meta) ? _meta : undefined,
  };
}

/** Merges a page into the catalog. The schema skips invalid items: those without a string sessionId and cwd are left out, and reported. */
function mergePage(state: ToolCallState, sessions: unknown, ctx: FoldContext): ToolCallState {
  if (!Array.isArray(sessions)) {
    reportError(ctx, 'session/list: sessions must be an array');
    return state;
  }
  let { catalog } = state;
  let skipped = 0;
  for (const item of sessions) {
    const { sessionId, cwd } = isRecord(item) ? item : {};
    if (typeof sessionId !== 'string' || typeof cwd !== 'string') skipped++;
    else catalog = tableUpsert(catalog, sessionId, listed(tableGet(catalog, sessionId), item as Record<string, unknown>, sessionId, cwd));
  }
  if (skipped) reportError(ctx, `session/list: ${skipped} of ${sessions.length} sessions left out (each needs a string sessionId and cwd)`);
  const next = copyState(state);
  next.catalog = catalog;
  return next;
}

function withListing(state: ToolCallState, view: SessionListing, cursors: readonly string[], latest: string): ToolCallState {
  const next = copyState(state);
  next.listing = { view, cursors, latest };
  return next;
}

/**
 * Only the answer to the latest request moves the paging (an earlier filter's pages still merge).
 * A cursor this listing already had stops it: the agent loops.
 */
const listAnswered: ResponseFold = (state, request, result, response, ctx) => {
  const listing = state.listing;
  if (request.from !== 'client') return state;
  const error = agentErrorOf(response);
  const merged = result ? mergePage(state, result.sessions, ctx) : state;
  if (!result && !error) reportError(ctx, 'session/list: the result must be an object');
  if (listing?.latest !== requestKey('client', request.id)) return merged;
  const { cwd } = listing.view;
  if (error || !result)
    return withListing(merged, { ...listing.view, loading: false, ...(error && { error }) }, listing.cursors, listing.latest);
  const cursor = str(result.nextCursor) || undefined;
  const loop = cursor !== undefined && listing.cursors.includes(cursor);
  const view: SessionListing = { loading: false, listed: true };
  if (cwd !== undefined) view.cwd = cwd;
  if (loop) view.cursorLoop = true;
  else if (cursor !== undefined) view.nextCursor = cursor;
  return withListing(merged, view, loop || cursor === undefined ? listing.cursors : [...listing.cursors, cursor], listing.latest);
};

export const CATALOG_METHODS = {
  'session/list': {
    by: 'client',
    /**
     * A first page (no cursor) or another cwd filter starts the listing over: the paging and the
     * cursors seen go, the catalog stays (the selector filters it by cwd).
     */
    request: (state, id, params, ctx) => {
      if (ctx.from !== 'client') return state;
      const cwd = str(params.cwd);
      const cursor = str(params.cursor);
      const previous = state.listing;
      const sameFilter = previous !== undefined && previous.view.cwd === cwd;
      const view: SessionListing = { loading: true, listed: sameFilter && previous.view.listed };
      if (cwd !== undefined) view.cwd = cwd;
      let cursors: readonly string[] = [];
      if (cursor !== undefined) {
        if (sameFilter && previous.view.nextCursor !== undefined) view.nextCursor = previous.view.nextCursor;
        cursors = sameFilter ? previous.cursors : [];
        if (!cursors.includes(cursor)) cursors = [...cursors, cursor];
      }
      return withListing(state, view, cursors, requestKey('client', id));
    },
    response: listAnswered,
  },
  'session/close': { by: 'client', response: (state, request, _result, response) => settle(state, request, response, 'closed') },
  'session/delete': { by: 'client', response: (state, request, _result, response) => settle(state, request, response, 'deleted') },
} satisfies MethodRows;
