// SPDX-License-Identifier: Apache-2.0
/**
 * Tool-call upserts. `tool_call`, `tool_call_update` and the `toolCall` of a permission request
 * all go through `upsertToolCall`: real agents send updates before any `tool_call` (codex asks
 * permission first, gemini only ever sends the permission request), and claude-code-acp sends
 * `tool_call` twice for one id.
 *
 * The rules (acp-reference 2.9, 2.10): `content`, `locations`, `rawInput`, `rawOutput` replace;
 * scalars replace when present and not null; `_meta` merges by top-level key. Under v2 a `null`
 * resets a field to its default.
 */
import { isRecord, optionalString, reportError, typeName, type FoldContext } from './context.js';
import { tablePosition, tablePush, tableSetAt, tableAt, tableGet, tableUpsert } from './keyed-table.js';
import { pendingAdd, pendingDelete } from './pending-set.js';
import { emptyVector, vectorPush } from './persistent-vector.js';
import { copySession } from './session.js';
import { applyFallbackOutput, applyTerminalMeta } from './terminals.js';
import { FINAL_STATUSES, type SessionState, type ToolCallContentItem, type ToolCallLocation, type ToolCallView } from './types.js';

function newToolCall(sessionId: string, toolCallId: string, receivedAt: number): ToolCallView {
  return {
    sessionId,
    toolCallId,
    title: '',
    kind: 'other',
    status: 'pending',
    content: [],
    locations: [],
    meta: {},
    firstSeenAt: receivedAt,
    updatedAt: receivedAt,
  };
}

/** A view copied field by field (see copyState in session.ts for why, and how the fields are checked). */
export function copyToolCall(before: ToolCallView): ToolCallView {
  const view: ToolCallView = {
    sessionId: before.sessionId,
    toolCallId: before.toolCallId,
    title: before.title,
    kind: before.kind,
    status: before.status,
    content: before.content,
    locations: before.locations,
    meta: before.meta,
    firstSeenAt: before.firstSeenAt,
    updatedAt: before.updatedAt,
  };
  if (before.name !== undefined) view.name = before.name;
  if (before.rawInput !== undefined) view.rawInput = before.rawInput;
  if (before.rawOutput !== undefined) view.rawOutput = before.rawOutput;
  if (before.permission !== undefined) view.permission = before.permission;
  if (before.elicitation !== undefined) view.elicitation = before.elicitation;
  if (before.endedAt !== undefined) view.endedAt = before.endedAt;
  if (before.parentToolCallId !== undefined) view.parentToolCallId = before.parentToolCallId;
  return view;
}

/**
 * The id of the call that started this one, as an update (a `tool_call`, `tool_call_update` or a
 * permission request's `toolCall`) says it; the one place that knows each agent's marker.
 * - claude-agent-acp: `_meta.claudeCode.parentToolUseId` on a subagent call's `tool_call` and
 *   final update (not on its hook updates nor its permission requests: the link is kept once seen).
 * The draft `subagent_update` announces a child *session*, whose calls arrive under that session's
 * own id: it links sessions, not calls, so it is not read here.
 */
export function readParentToolCallId(update: Record<string, unknown>): string | undefined {
  const meta = update._meta;
  const parent = isRecord(meta) && isRecord(meta.claudeCode) ? meta.claudeCode.parentToolUseId : undefined;
  return typeof parent === 'string' && parent !== '' ? parent : undefined;
}

/**
 * Records `view`'s parent from `fields` once. A parent that would nest the call in itself (the call
 * or one of its descendants) is dropped without a report: the marker is the agent's `_meta`, which
 * may hold anything, so it stays data in the call's `meta` (decision 0032) and the call stays where it is.
 */
function linkParent(session: SessionState, view: ToolCallView, fields: Record<string, unknown>) {
  const parent = view.parentToolCallId === undefined ? readParentToolCallId(fields) : undefined;
  if (parent === undefined) return;
  // Recorded links never form a cycle, so this walk up the known ancestors ends.
  for (let id: string | undefined = parent; id !== undefined; id = tableGet(session.toolCalls, id)?.parentToolCallId) {
    if (id === view.toolCallId) return;
  }
  view.parentToolCallId = parent;
  session.children = tableUpsert(
    session.children,
    parent,
    vectorPush(tableGet(session.children, parent) ?? emptyVector(), view.toolCallId),
  );
}

function readContent(ctx: FoldContext, items: unknown[], where: string): ToolCallContentItem[] {
  const out: ToolCallContentItem[] = [];
  for (const item of items) {
    if (isRecord(item) && typeof item.type === 'string') out.push(item as ToolCallContentItem);
    else reportError(ctx, `${where}: content item without a string "type" dropped`, item);
  }
  return out;
}

function readLocations(ctx: FoldContext, items: unknown[], where: string): ToolCallLocation[] {
  const out: ToolCallLocation[] = [];
  for (const item of items) {
    if (isRecord(item) && typeof item.path === 'string') out.push(item as ToolCallLocation);
    else reportError(ctx, `${where}: location without a string "path" dropped`, item);
  }
  return out;
}

/** Reads the fields of a ToolCall / ToolCallUpdate onto `view` (a fresh copy the caller owns). */
function applyFields(ctx: FoldContext, view: ToolCallView, fields: Record<string, unknown>, where: string): void {
  const { v2 } = ctx;

  const title = fields.title;
  if (typeof title === 'string') {
    if (title !== '') view.title = title;
  } else if (title === null) {
    if (v2) view.title = '';
  } else if (title !== undefined) {
    reportError(ctx, `${where}: title must be a string (got ${typeName(title)})`);
  }

  const name = fields.name;
  if (typeof name === 'string') {
    if (name !== '') view.name = name;
  } else if (name === null) {
    if (v2) delete view.name;
  } else if (name !== undefined) {
    reportError(ctx, `${where}: name must be a string (got ${typeName(name)})`);
  }

  const kind = fields.kind;
  if (typeof kind === 'string') view.kind = kind;
  else if (kind === null) {
    if (v2) view.kind = 'other';
  } else if (kind !== undefined) reportError(ctx, `${where}: kind must be a string (got ${typeName(kind)})`);

  const status = fields.status;
  if (typeof status === 'string') view.status = status;
  else if (status === null) {
    if (v2) view.status = 'pending';
  } else if (status !== undefined) reportError(ctx, `${where}: status must be a string (got ${typeName(status)})`);

  const content = fields.content;
  if (Array.isArray(content)) view.content = readContent(ctx, content, where);
  else if (content === null) {
    if (v2) view.content = [];
  } else if (content !== undefined) reportError(ctx, `${where}: content must be an array (got ${typeName(content)})`);

  const locations = fields.locations;
  if (Array.isArray(locations)) view.locations = readLocations(ctx, locations, where);
  else if (locations === null) {
    if (v2) view.locations = [];
  } else if (locations !== undefined) {
    reportError(ctx, `${where}: locations must be an array (got ${typeName(locations)})`);
  }

  const rawInput = fields.rawInput;
  if (rawInput === null) {
    if (v2) delete view.rawInput;
  } else if (rawInput !== undefined) view.rawInput = rawInput;

  const rawOutput = fields.rawOutput;
  if (rawOutput === null) {
    if (v2) delete view.rawOutput;
  } else if (rawOutput !== undefined) view.rawOutput = rawOutput;

  const meta = fields._meta;
  if (isRecord(meta)) view.meta = mergeMeta(view.meta, meta);
  else if (meta === null) {
    if (v2) view.meta = {};
  } else if (meta !== undefined) reportError(ctx, `${where}: _meta must be an object (got ${typeName(meta)})`);
}

/** `_meta` merged by top-level key; the first `_meta` is kept as sent (merges never write into it). */
function mergeMeta(before: Record<string, unknown>, meta: Record<string, unknown>): Record<string, unknown> {
  for (const _key in before) return { ...before, ...meta };
  return meta;
}

function isFinal(status: string): boolean {
  return FINAL_STATUSES.includes(status);
}

function stampTimes(view: ToolCallView, wasFinal: boolean, receivedAt: number): void {
  view.updatedAt = receivedAt;
  const final = isFinal(view.status);
  if (final && !wasFinal) view.endedAt = receivedAt;
  else if (!final) delete view.endedAt;
}

/** A tool call's place in the transcript: one entry per call, found by this key. */
const transcriptKey = (toolCallId: string) => `c:${toolCallId}`;

function transcriptEntry(toolCallId: string, ctx: FoldContext) {
  return { type: 'tool_call' as const, toolCallId, seq: ctx.seq, receivedAt: ctx.receivedAt };
}

/**
 * Creates or updates a tool call from wire fields. Returns the session unchanged (and reports)
 * when there is no usable `toolCallId`.
 */
export function upsertToolCall(
  session: SessionState,
  fields: Record<string, unknown>,
  ctx: FoldContext,
  where: string,
  edit?: (view: ToolCallView) => void,
): SessionState {
  const raw = fields.toolCallId;
  if (raw === undefined || raw === null) {
    reportError(ctx, `${where}: missing toolCallId`);
    return session;
  }
  const toolCallId = optionalString(ctx, fields, 'toolCallId', where);
  if (toolCallId === undefined) return session;
  const sessionId = session.summary.sessionId;
  const position = tablePosition(session.toolCalls, toolCallId);
  const before = position < 0 ? undefined : tableAt(session.toolCalls, position);
  const view: ToolCallView = before ? copyToolCall(before) : newToolCall(sessionId, toolCallId, ctx.receivedAt);
  const wasFinal = before ? isFinal(before.status) : false;
  applyFields(ctx, view, fields, where);
  edit?.(view);
  stampTimes(view, wasFinal, ctx.receivedAt);

  const next = copySession(session);
  linkParent(next, view, fields);
  // The call's transcript key is also its key in the pending set.
  const key = transcriptKey(toolCallId);
  if (before) {
    next.toolCalls = tableSetAt(session.toolCalls, position, view);
    // After a `session/load` emptied the transcript, the replayed history puts the call back in place.
    if (tablePosition(session.transcript, key) < 0) next.transcript = tablePush(session.transcript, transcriptEntry(toolCallId, ctx), key);
  } else {
    next.toolCalls = tablePush(session.toolCalls, view, toolCallId);
    next.transcript = tablePush(session.transcript, transcriptEntry(toolCallId, ctx), key);
  }
  // The next cancel finds unfinished calls (revived ones too: agents may keep sending updates) here.
  const final = isFinal(view.status);
  if (before ? final !== wasFinal : !final) next.pending = (final ? pendingDelete : pendingAdd)(session.pending, key);
  // Terminal state rides on `_meta` (codex-acp, claude-agent-acp, Zed's convention).
  const withMeta = isRecord(fields._meta) ? applyTerminalMeta(next, view, fields._meta, ctx) : next;
  return fields.rawOutput === undefined ? withMeta : applyFallbackOutput(withMeta, view, ctx);
}

/**
 * Applies `edit` to a copy of the known call `toolCallId`; the session is unchanged when the call is
 * not known or `edit` returns a falsy value (it changed nothing).
 */
export function editToolCall(
  session: SessionState,
  toolCallId: string | undefined,
  ctx: FoldContext,
  edit: (call: ToolCallView) => unknown,
): SessionState {
  const position = toolCallId === undefined ? -1 : tablePosition(session.toolCalls, toolCallId);
  if (position < 0) return session;
  const call = copyToolCall(tableAt(session.toolCalls, position)!);
  if (!edit(call)) return session;
  call.updatedAt = ctx.receivedAt;
  const next = copySession(session);
  next.toolCalls = tableSetAt(session.toolCalls, position, call);
  return next;
}

/** Draft v2 `tool_call_content_chunk`: appends one content item; a later `content` replaces all. */
export function appendToolCallContent(session: SessionState, update: Record<string, unknown>, ctx: FoldContext): SessionState {
  const item = update.content;
  if (!isRecord(item) || typeof item.type !== 'string') {
    reportError(ctx, 'tool_call_content_chunk: content must be an object with a string "type"');
    return session;
  }
  const { content: _ignored, ...rest } = update;
  return upsertToolCall(session, rest, ctx, 'tool_call_content_chunk', (view) => {
    view.content = [...view.content, item as ToolCallContentItem];
  });
}
