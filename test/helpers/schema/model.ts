// SPDX-License-Identifier: Apache-2.0
/**
 * An independent model of what a connection's messages mean, written from the ACP rules
 * (acp-reference 2.9–2.10, design.md) rather than from src/state: the property test folds the same
 * messages through the real reducer and compares. It models protocol version 1 (the generator's
 * `initialize` answers 1) and only what both sides clearly define:
 * - a tool call: `tool_call` creates (or, for a known id, updates like) it, `tool_call_update` and
 *   a permission request's `toolCall` merge what they carry: `content` and `locations` replace,
 *   `title`/`name` when non-empty, `kind`/`status`/`rawInput`/`rawOutput` when not null, `_meta`
 *   merges by top-level key; `session/cancel` makes unfinished calls `cancelled`; an elicitation
 *   naming a call creates it; `_meta.claudeCode.parentToolUseId` links a call to its parent once;
 * - the transcript's entries, their kinds and order (chunks join per `messageId`, or per run
 *   without one), each message's text, each call's and compaction's place;
 * - which permission requests and elicitations still wait for an answer.
 */
import type { RequestId } from '../../../src/state/index.js';
import type { WireMessage } from './sessions.js';

type Json = Record<string, unknown>;

export interface ModelCall {
  title: string;
  name?: string;
  kind: string;
  status: string;
  content: unknown[];
  locations: unknown[];
  rawInput?: unknown;
  rawOutput?: unknown;
  meta: Json;
  parentToolCallId?: string;
  permission?: { requestId: RequestId; outcome?: unknown };
}

export interface ModelEntry {
  type: string;
  /** tool_call: the call; compaction: its id; a message: its joined text. */
  toolCallId?: string;
  compactionId?: string;
  text?: string;
  messageId?: string;
  fromPrompt?: boolean;
  planId?: boolean;
}

export interface ModelSession {
  calls: Map<string, ModelCall>;
  transcript: ModelEntry[];
  /** Transcript index by `m:<type>:<messageId>` and `k:<compactionId>`. */
  keys: Map<string, number>;
  /** Unanswered permission requests by request key. */
  permissions: Map<string, { cancelRequested: boolean }>;
}

const FINAL = ['completed', 'failed', 'cancelled'];
const STATE_KINDS: Json = {
  available_commands_update: 'available_commands',
  current_mode_update: 'current_mode',
  config_option_update: 'config_options',
  session_info_update: 'session_info',
  usage_update: 'usage',
  notice: 'notice',
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
export const requestKeyOf = (from: string, id: RequestId) => `${from}|${typeof id}|${id}`;

export class ConnectionModel {
  readonly sessions = new Map<string, ModelSession>();
  /** Unanswered requests with a usable id, by `requestKeyOf(sender, id)`. */
  private readonly requests = new Map<string, { method: string; params: Json }>();
  /** Elicitations by request key, in arrival order; `answered` once the client answered. */
  readonly elicitations = new Map<string, { sessionId?: string; answered: boolean }>();
  /** `elicitationId`s of URL elicitations the state keeps (their request had a usable id). */
  private readonly elicitationIds = new Set<unknown>();
  /**
   * FeedErrors the state reports for valid input, on purpose (docs/decisions/0032-schema-conformance.md):
   * an `elicitation/create` with `id: null` is dropped, so an `elicitation/complete` naming it is reported.
   */
  readonly expectedErrors: { seq: number; reason: string }[] = [];
  private seq = 0;

  apply(message: WireMessage): void {
    const seq = this.seq++;
    const { from, kind, msg } = message;
    if (kind === 'response' || kind === 'error') return this.answer(from === 'agent' ? 'client' : 'agent', msg, kind);
    const params = (msg.params ?? {}) as Json;
    const id = msg.id as RequestId | null | undefined;
    if (id !== undefined && id !== null) this.requests.set(requestKeyOf(from, id), { method: message.method, params });
    switch (message.method) {
      case 'session/update':
        return this.update(this.session(params.sessionId as string), params.update as Json);
      case 'session/prompt':
        return void this.session(params.sessionId as string).transcript.push({ type: 'user_message', fromPrompt: true });
      case 'session/request_permission': {
        const session = this.session(params.sessionId as string);
        const toolCall = params.toolCall as Json;
        const usable = id !== undefined && id !== null;
        this.upsert(session, toolCall, (call) => usable && (call.permission = { requestId: id }));
        if (usable) session.permissions.set(requestKeyOf('agent', id), { cancelRequested: false });
        return;
      }
      case 'elicitation/create': {
        if (id === undefined || id === null) return;
        const sessionId = typeof params.sessionId === 'string' ? params.sessionId : undefined;
        this.elicitations.set(requestKeyOf('agent', id), { sessionId, answered: false });
        if (params.elicitationId !== undefined) this.elicitationIds.add(params.elicitationId);
        if (sessionId !== undefined && typeof params.toolCallId === 'string')
          this.upsert(this.session(sessionId), { toolCallId: params.toolCallId });
        return;
      }
      case 'elicitation/complete':
        if (!this.elicitationIds.has(params.elicitationId))
          this.expectedErrors.push({ seq, reason: 'elicitation/complete: no elicitation' });
        return;
      case 'session/cancel': {
        const session = this.session(params.sessionId as string);
        for (const call of session.calls.values()) if (!FINAL.includes(call.status)) call.status = 'cancelled';
        for (const permission of session.permissions.values()) permission.cancelRequested = true;
        return;
      }
      case '$/cancel_request': {
        const request = this.requests.get(requestKeyOf(from, params.requestId as RequestId));
        if (request?.method !== 'session/request_permission') return;
        const permission = this.sessions
          .get(request.params.sessionId as string)
          ?.permissions.get(requestKeyOf('agent', params.requestId as RequestId));
        if (permission) permission.cancelRequested = true;
        return;
      }
    }
  }

  session(sessionId: string): ModelSession {
    let session = this.sessions.get(sessionId);
    if (!session) this.sessions.set(sessionId, (session = { calls: new Map(), transcript: [], keys: new Map(), permissions: new Map() }));
    return session;
  }

  private answer(requester: string, msg: Json, kind: 'response' | 'error'): void {
    const key = requestKeyOf(requester, msg.id as RequestId);
    const request = this.requests.get(key);
    if (!request) throw new Error(`model: response to an unknown request ${key}`);
    this.requests.delete(key);
    const { method, params } = request;
    if (method === 'session/new' && kind === 'response') this.session((msg.result as Json).sessionId as string);
    else if (method === 'session/prompt') this.session(params.sessionId as string).transcript.push({ type: 'turn_end' });
    else if (method === 'elicitation/create') {
      const elicitation = this.elicitations.get(requestKeyOf('agent', msg.id as RequestId));
      if (elicitation) elicitation.answered = true;
    } else if (method === 'session/request_permission') {
      const session = this.session(params.sessionId as string);
      session.permissions.delete(key);
      const outcome = kind === 'response' ? ((msg.result as Json).outcome as Json) : undefined;
      const permission = session.calls.get((params.toolCall as Json).toolCallId as string)?.permission;
      if (outcome && permission && permission.requestId === msg.id) {
        permission.outcome =
          outcome.outcome === 'selected' ? { outcome: 'selected', optionId: outcome.optionId } : { outcome: 'cancelled' };
      }
    }
  }

  private update(session: ModelSession, update: Json): void {
    const kind = update.sessionUpdate as string;
    const { transcript, keys } = session;
    const last = transcript[transcript.length - 1];
    if (kind === 'tool_call' || kind === 'tool_call_update') return this.upsert(session, update);
    if (kind.endsWith('_chunk') && !kind.startsWith('compaction')) {
      const type = kind.slice(0, -'_chunk'.length);
      const block = update.content as Json;
      const text = block.type === 'text' ? (block.text as string) : '';
      const messageId = typeof update.messageId === 'string' ? update.messageId : undefined;
      const key = messageId === undefined ? undefined : `m:${type}:${messageId}`;
      const at =
        key !== undefined
          ? keys.get(key)
          : last?.type === type && last.messageId === undefined && !last.fromPrompt
            ? transcript.length - 1
            : undefined;
      if (at !== undefined) transcript[at].text += text;
      else {
        if (key !== undefined) keys.set(key, transcript.length);
        transcript.push({ type, text, messageId });
      }
      return;
    }
    if (kind === 'plan') {
      if (last?.type !== 'plan') transcript.push({ type: 'plan' });
      return;
    }
    if (kind === 'compaction_update' || kind === 'compaction_summary_chunk') {
      const key = `k:${update.compactionId as string}`;
      if (!keys.has(key)) {
        keys.set(key, transcript.length);
        transcript.push({ type: 'compaction', compactionId: update.compactionId as string });
      }
      return;
    }
    transcript.push({ type: (STATE_KINDS[kind] as string | undefined) ?? 'unknown' });
  }

  private upsert(session: ModelSession, fields: Json, edit?: (call: ModelCall) => unknown): void {
    const toolCallId = fields.toolCallId as string;
    let call = session.calls.get(toolCallId);
    if (!call) {
      call = { title: '', kind: 'other', status: 'pending', content: [], locations: [], meta: {} };
      session.calls.set(toolCallId, call);
      session.transcript.push({ type: 'tool_call', toolCallId });
    }
    if (typeof fields.title === 'string' && fields.title !== '') call.title = fields.title;
    if (typeof fields.name === 'string' && fields.name !== '') call.name = fields.name;
    if (typeof fields.kind === 'string') call.kind = fields.kind;
    if (typeof fields.status === 'string') call.status = fields.status;
    if (Array.isArray(fields.content)) call.content = fields.content;
    if (Array.isArray(fields.locations)) call.locations = fields.locations;
    if (fields.rawInput !== undefined && fields.rawInput !== null) call.rawInput = fields.rawInput;
    if (fields.rawOutput !== undefined && fields.rawOutput !== null) call.rawOutput = fields.rawOutput;
    if (isObject(fields._meta)) call.meta = { ...call.meta, ...fields._meta };
    const parent = isObject(fields._meta) && isObject(fields._meta.claudeCode) ? fields._meta.claudeCode.parentToolUseId : undefined;
    if (call.parentToolCallId === undefined && typeof parent === 'string' && parent !== '') call.parentToolCallId = parent;
    edit?.(call);
  }
}
