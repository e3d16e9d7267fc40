// SPDX-License-Identifier: Apache-2.0
/**
 * The transcript: messages, thoughts, tool calls, plans and every other session update, in
 * arrival order. Message chunks are joined per `messageId`, or per run of consecutive chunks
 * when the agent sends no id. Nothing is dropped: update kinds we do not know are kept raw.
 */
import { isRecord, reportError, typeName, type FoldContext } from './context.js';
import { copySession } from './session.js';
import { tableAt, tablePosition, tablePush, tableSetAt, tableSize } from './keyed-table.js';
import type {
  CompactionEntry,
  ContentBlock,
  MessageEntry,
  PlanEntry,
  PlanTranscriptEntry,
  SessionState,
  SessionStateEntry,
  TranscriptEntry,
} from './types.js';

type MessageType = MessageEntry['type'];

function withTranscript(session: SessionState, transcript: SessionState['transcript']): SessionState {
  const next = copySession(session);
  next.transcript = transcript;
  return next;
}

/** A bare `{type, text}` block (the usual chunk) is rebuilt as a literal; others keep every field. */
function hasOnlyTypeAndText(block: object): boolean {
  let keys = 0;
  for (const key in block) if (++keys > 2 || (key !== 'type' && key !== 'text')) return false;
  return typeof (block as { text?: unknown }).text === 'string';
}

/** What a text block carries beside its text (`annotations`, `_meta`…), to compare two blocks by. */
function extrasOf(block: ContentBlock): string {
  return JSON.stringify({ ...block, text: undefined });
}

/**
 * A text block joins the previous text block when it carries nothing beside its text (the previous
 * block's extras stay) or the same extras; one with other `annotations` or `_meta` stays a block of
 * its own, so no chunk's extras are lost.
 */
function joinBlock(content: ContentBlock[], block: ContentBlock): ContentBlock[] {
  const end = content.length - 1;
  const last = content[end];
  const joined = content.slice();
  if (block.type === 'text' && last?.type === 'text' && (hasOnlyTypeAndText(block) || extrasOf(last) === extrasOf(block))) {
    const text = last.text + block.text;
    joined[end] = hasOnlyTypeAndText(last) ? { type: 'text', text } : { ...last, text };
  } else joined.push(block);
  return joined;
}

function textOf(block: ContentBlock): string {
  return block.type === 'text' && typeof block.text === 'string' ? block.text : '';
}

/** Adds one message chunk (or a whole v2 message) to the transcript. */
export function appendMessageChunk(
  session: SessionState,
  type: MessageType,
  update: Record<string, unknown>,
  ctx: FoldContext,
): SessionState {
  const block = update.content;
  if (!isRecord(block) || typeof block.type !== 'string') {
    reportError(ctx, `${type}_chunk: content must be a content block with a string "type" (got ${typeName(block)})`);
    return session;
  }
  const contentBlock = block as ContentBlock;
  const messageId = typeof update.messageId === 'string' ? update.messageId : undefined;
  const transcript = session.transcript;

  const key = messageId !== undefined ? `m:${type}:${messageId}` : undefined;
  let position = -1;
  let entry: MessageEntry | undefined;
  if (key !== undefined) {
    position = tablePosition(transcript, key);
    if (position >= 0) entry = tableAt(transcript, position) as MessageEntry;
  } else {
    const lastPosition = tableSize(transcript) - 1;
    const last = tableAt(transcript, lastPosition);
    if (last?.type === type && last.messageId === undefined && !last.fromPrompt) {
      position = lastPosition;
      entry = last as MessageEntry;
    }
  }

  if (entry !== undefined) {
    const joined: MessageEntry = {
      type: entry.type,
      seq: entry.seq,
      receivedAt: entry.receivedAt,
      updatedAt: ctx.receivedAt,
      content: joinBlock(entry.content, contentBlock),
      text: entry.text + textOf(contentBlock),
    };
    if (entry.messageId !== undefined) joined.messageId = entry.messageId;
    if (entry.fromPrompt !== undefined) joined.fromPrompt = entry.fromPrompt;
    return withTranscript(session, tableSetAt(transcript, position, joined));
  }
  const created: MessageEntry = {
    type,
    seq: ctx.seq,
    receivedAt: ctx.receivedAt,
    updatedAt: ctx.receivedAt,
    content: [contentBlock],
    text: textOf(contentBlock),
  };
  if (messageId !== undefined) created.messageId = messageId;
  return withTranscript(session, tablePush(transcript, created, key));
}

/** The user's prompt as the client sent it in `session/prompt`. */
export function appendPrompt(session: SessionState, prompt: unknown, ctx: FoldContext): SessionState {
  if (!Array.isArray(prompt)) {
    reportError(ctx, `session/prompt: prompt must be an array of content blocks (got ${typeName(prompt)})`);
    return session;
  }
  let content: ContentBlock[] = [];
  let text = '';
  for (const block of prompt) {
    if (isRecord(block) && typeof block.type === 'string') {
      content = joinBlock(content, block as ContentBlock);
      text += textOf(block as ContentBlock);
    } else {
      reportError(ctx, 'session/prompt: content block without a string "type" dropped', block);
    }
  }
  const entry: MessageEntry = {
    type: 'user_message',
    seq: ctx.seq,
    receivedAt: ctx.receivedAt,
    updatedAt: ctx.receivedAt,
    content,
    text,
    fromPrompt: true,
  };
  return withTranscript(session, tablePush(session.transcript, entry));
}

function readPlanEntries(ctx: FoldContext, entries: unknown, where: string): PlanEntry[] | undefined {
  if (!Array.isArray(entries)) {
    reportError(ctx, `${where}: entries must be an array (got ${typeName(entries)})`);
    return undefined;
  }
  const out: PlanEntry[] = [];
  for (const entry of entries) {
    if (isRecord(entry) && typeof entry.content === 'string') out.push(entry as PlanEntry);
    else reportError(ctx, `${where}: plan entry without a string "content" dropped`, entry);
  }
  return out;
}

/**
 * Makes `entries` the session's plan and the transcript's plan entry at `position` (a new entry,
 * under `key` when given, when `position` is negative).
 */
function setPlan(
  session: SessionState,
  entries: PlanEntry[],
  position: number,
  ctx: FoldContext,
  planId?: string,
  removed?: boolean,
): SessionState {
  const next = withTranscript(session, session.transcript);
  next.summary = { ...session.summary, plan: removed ? [] : entries };
  if (position >= 0) {
    const before = tableAt(session.transcript, position) as PlanTranscriptEntry;
    const replaced: PlanTranscriptEntry = { ...before, entries: removed ? before.entries : entries, updatedAt: ctx.receivedAt };
    if (planId !== undefined) replaced.removed = !!removed;
    next.transcript = tableSetAt(session.transcript, position, replaced);
  } else {
    const entry: PlanTranscriptEntry = { type: 'plan', entries, seq: ctx.seq, receivedAt: ctx.receivedAt, updatedAt: ctx.receivedAt };
    if (planId !== undefined) entry.planId = planId;
    next.transcript = tablePush(session.transcript, entry, planId === undefined ? undefined : `plan:${planId}`);
  }
  return next;
}

/**
 * `plan` replaces the whole plan. In the transcript a run of plan updates collapses into one
 * entry (the latest); a plan that arrives after other entries starts a new entry, so the
 * transcript shows how the plan looked at each point of the conversation.
 */
export function applyPlan(session: SessionState, update: Record<string, unknown>, ctx: FoldContext): SessionState {
  const entries = readPlanEntries(ctx, update.entries, 'plan');
  if (!entries) return session;
  const lastPosition = tableSize(session.transcript) - 1;
  const last = tableAt(session.transcript, lastPosition);
  return setPlan(session, entries, last?.type === 'plan' && last.planId === undefined ? lastPosition : -1, ctx);
}

/** Draft `plan_update {plan: {type: "items", planId, entries}}`: replaces the plan with that id. */
export function applyPlanUpdate(session: SessionState, update: Record<string, unknown>, ctx: FoldContext): SessionState {
  const plan = update.plan;
  if (!isRecord(plan)) {
    reportError(ctx, `plan_update: plan must be an object (got ${typeName(plan)})`);
    return session;
  }
  const planId = plan.planId;
  if (plan.type !== 'items' || typeof planId !== 'string') return appendUnknown(session, 'plan_update', update, ctx);
  const entries = readPlanEntries(ctx, plan.entries, 'plan_update');
  return entries ? setPlan(session, entries, tablePosition(session.transcript, `plan:${planId}`), ctx, planId) : session;
}

export function applyPlanRemoved(session: SessionState, update: Record<string, unknown>, ctx: FoldContext): SessionState {
  const planId = update.planId;
  const position = typeof planId === 'string' ? tablePosition(session.transcript, `plan:${planId}`) : -1;
  return position < 0 ? appendUnknown(session, 'plan_removed', update, ctx) : setPlan(session, [], position, ctx, planId as string, true);
}

export function appendStateEntry(
  session: SessionState,
  type: SessionStateEntry['type'],
  update: Record<string, unknown>,
  ctx: FoldContext,
): SessionState {
  const entry: SessionStateEntry = { type, update, seq: ctx.seq, receivedAt: ctx.receivedAt };
  return withTranscript(session, tablePush(session.transcript, entry));
}

export function appendUnknown(
  session: SessionState,
  sessionUpdate: string,
  update: Record<string, unknown>,
  ctx: FoldContext,
): SessionState {
  const entry: TranscriptEntry = { type: 'unknown', sessionUpdate, update, seq: ctx.seq, receivedAt: ctx.receivedAt };
  return withTranscript(session, tablePush(session.transcript, entry));
}

/**
 * `compaction_update` (an upsert: `summary`, `error` and `_meta` replace when sent, `null` clears)
 * and `compaction_summary_chunk` (appends one block; a first-seen id starts an `in_progress` one).
 */
export function applyCompaction(session: SessionState, kind: string, update: Record<string, unknown>, ctx: FoldContext): SessionState {
  const { compactionId, status, summary, error, _meta: meta, content } = update;
  const chunk = kind === 'compaction_summary_chunk';
  if (typeof compactionId !== 'string' || (chunk ? !isRecord(content) || typeof content.type !== 'string' : typeof status !== 'string')) {
    reportError(ctx, `${kind}: ${chunk ? 'compactionId and a content block' : 'compactionId and status'} must be sent`);
    return appendUnknown(session, kind, update, ctx);
  }
  const key = `k:${compactionId}`;
  const position = tablePosition(session.transcript, key);
  const before = tableAt(session.transcript, position) as CompactionEntry | undefined;
  const entry: CompactionEntry = before
    ? { ...before, updatedAt: ctx.receivedAt }
    : {
        type: 'compaction',
        compactionId,
        status: 'in_progress',
        summary: [],
        seq: ctx.seq,
        receivedAt: ctx.receivedAt,
        updatedAt: ctx.receivedAt,
      };
  if (chunk) entry.summary = joinBlock(entry.summary, content as ContentBlock);
  else {
    entry.status = status as string;
    if (Array.isArray(summary))
      entry.summary = summary.filter((block): block is ContentBlock => isRecord(block) && typeof block.type === 'string');
    else if (summary === null) entry.summary = [];
    if (typeof error === 'string') entry.error = error;
    else if (error === null) delete entry.error;
    if (isRecord(meta)) entry.meta = meta;
    else if (meta === null) delete entry.meta;
  }
  return withTranscript(
    session,
    position < 0 ? tablePush(session.transcript, entry, key) : tableSetAt(session.transcript, position, entry),
  );
}
