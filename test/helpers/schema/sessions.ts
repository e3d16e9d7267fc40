// SPDX-License-Identifier: Apache-2.0
/**
 * Realistic ACP connections made of schema-valid messages (see sampler.ts): `initialize`, sessions
 * opened with `session/new`, prompt turns full of `session/update`s of every variant, tool calls
 * updated long after they started, permission requests and elicitations answered, refused,
 * errored, withdrawn or never answered, turns ended, failed, cancelled or left running, and ids
 * that are odd but valid (0, negative, huge, empty, `"7"` beside `7`, `null` where allowed).
 * Everything a message says comes from the sampler; only ids are chosen here, so that updates name
 * calls, requests and sessions that exist (most of the time).
 */
import type { RequestId, Sender } from '../../../src/state/index.js';
import { ODD_STRINGS, type Rng, type SchemaSampler } from './sampler.js';

/** One message on the wire, with what it is (the validator and the model read the method from it). */
export interface WireMessage {
  from: Sender;
  kind: 'request' | 'notification' | 'response' | 'error';
  /** The method, for a response the method of the request it answers. */
  method: string;
  msg: Record<string, unknown>;
}

export interface ConnectionOptions {
  sessions: number;
  turnsPerSession: number;
  /** Session updates (and requests among them) per turn, at most. */
  stepsPerTurn: number;
}

const UPDATE_WEIGHTS: Record<string, number> = {
  tool_call: 14,
  tool_call_update: 30,
  agent_message_chunk: 14,
  agent_thought_chunk: 6,
  user_message_chunk: 3,
  plan: 4,
  available_commands_update: 2,
  current_mode_update: 2,
  config_option_update: 2,
  session_info_update: 2,
  usage_update: 3,
  notice: 2,
  compaction_update: 3,
  compaction_summary_chunk: 3,
};

/** Request ids of one side: unique, and as odd as JSON-RPC allows. */
class RequestIds {
  private readonly used = new Set<string>();
  private count = 0;
  constructor(
    private readonly rng: Rng,
    private readonly prefix: string,
  ) {}
  next(): RequestId {
    for (;;) {
      const n = this.count++;
      const id: RequestId = this.rng.weighted<RequestId>([
        [5, n],
        [1, -n - 1],
        [1, Number.MAX_SAFE_INTEGER - n],
        [1, `${this.prefix}-${n}`],
        [1, String(n)],
        [1, ''],
        [1, `ид ${n} 🙂`],
      ]);
      const key = `${typeof id}:${id}`;
      if (this.used.has(key)) continue;
      this.used.add(key);
      return id;
    }
  }
}

interface OpenRequest {
  id: RequestId;
  method: 'session/request_permission' | 'elicitation/create';
  optionIds: string[];
}

interface SessionScript {
  sessionId: string;
  calls: string[];
  compactions: string[];
  open: OpenRequest[];
  elicitationIds: string[];
  turn: number;
}

export class ConnectionGenerator {
  readonly messages: WireMessage[] = [];
  private readonly rng: Rng;
  private readonly clientIds: RequestIds;
  private readonly agentIds: RequestIds;
  private sessionCount = 0;
  private callCount = 0;

  constructor(
    private readonly sampler: SchemaSampler,
    private readonly options: ConnectionOptions,
  ) {
    this.rng = sampler.rng;
    this.clientIds = new RequestIds(this.rng, 'c');
    this.agentIds = new RequestIds(this.rng, 'a');
  }

  /** The whole connection, in wire order. */
  generate(): WireMessage[] {
    const init = this.request('client', 'initialize', this.sampler.object('InitializeRequest'));
    this.respond('agent', init, { ...this.sampler.object('InitializeResponse'), protocolVersion: 1 });
    for (let i = 0; i < this.options.sessions; i++) this.session();
    return this.messages;
  }

  private push(from: Sender, kind: WireMessage['kind'], method: string, msg: Record<string, unknown>): void {
    this.messages.push({ from, kind, method, msg: { jsonrpc: '2.0', ...msg } });
  }

  private request(from: Sender, method: string, params: Record<string, unknown>, id?: RequestId | null): { id: RequestId; method: string } {
    const requestId = id === undefined ? (from === 'client' ? this.clientIds : this.agentIds).next() : id;
    this.push(from, 'request', method, { id: requestId, method, params });
    return { id: requestId as RequestId, method };
  }

  private notify(from: Sender, method: string, params: Record<string, unknown>): void {
    this.push(from, 'notification', method, { method, params });
  }

  private respond(from: Sender, request: { id: RequestId; method: string }, result: Record<string, unknown>): void {
    this.push(from, 'response', request.method, { id: request.id, result });
  }

  private fail(from: Sender, request: { id: RequestId; method: string }): void {
    this.push(from, 'error', request.method, { id: request.id, error: this.sampler.object('Error') });
  }

  private session(): void {
    const n = this.sessionCount++;
    const sessionId = this.rng.weighted([
      [4, `sess_${n}`],
      [1, n === 0 ? '' : `sess_${n}_`],
      [1, `会话 ${n}`],
    ]);
    const opened = this.request('client', 'session/new', this.sampler.object('NewSessionRequest'));
    this.respond('agent', opened, { ...this.sampler.object('NewSessionResponse'), sessionId });
    const script: SessionScript = { sessionId, calls: [], compactions: [], open: [], elicitationIds: [], turn: 0 };
    for (; script.turn < this.options.turnsPerSession; script.turn++) this.turn(script, script.turn === this.options.turnsPerSession - 1);
  }

  private turn(script: SessionScript, last: boolean): void {
    const { rng } = this;
    const prompt = this.request('client', 'session/prompt', { ...this.sampler.object('PromptRequest'), sessionId: script.sessionId });
    const steps = rng.int(1, this.options.stepsPerTurn);
    for (let i = 0; i < steps; i++) this.step(script);
    const ending = rng.weighted([
      [5, 'done'],
      [3, 'cancel'],
      [1, 'error'],
      [last ? 2 : 0, 'open'],
    ]);
    if (ending === 'cancel') {
      this.notify('client', 'session/cancel', { ...this.sampler.object('CancelNotification'), sessionId: script.sessionId });
      // Agents still flush what they had, and answer withdrawn requests, after a cancel.
      for (let i = rng.int(0, 3); i > 0; i--) this.step(script);
      this.respond('agent', prompt, { ...this.sampler.object('PromptResponse'), stopReason: 'cancelled' });
    } else if (ending === 'done') this.respond('agent', prompt, this.sampler.object('PromptResponse'));
    else if (ending === 'error') this.fail('agent', prompt);
    else if (rng.chance(0.5))
      this.notify('client', '$/cancel_request', { ...this.sampler.object('CancelRequestNotification'), requestId: prompt.id });
  }

  private step(script: SessionScript): void {
    const { rng } = this;
    const action = rng.weighted([
      [20, 'update'],
      [2, 'permission'],
      [1, 'elicitation'],
      [script.open.length > 0 ? 3 : 0, 'answer'],
    ]);
    if (action === 'permission') this.permission(script);
    else if (action === 'elicitation') this.elicitation(script);
    else if (action === 'answer') this.answer(script);
    else this.update(script);
  }

  private newCall(script: SessionScript): string {
    const n = this.callCount++;
    // An empty id only as a session's first call, so a call that is new here is new to the state too.
    const id =
      script.calls.length === 0 && this.rng.chance(0.3) ? '' : rng3(this.rng, [`call_${n}`, `toolu_${n.toString(36)}`, `调用 ${n}`]);
    script.calls.push(id);
    return id;
  }

  private someCall(script: SessionScript, knownShare: number): string {
    return script.calls.length > 0 && this.rng.chance(knownShare) ? this.rng.pick(script.calls) : this.newCall(script);
  }

  private update(script: SessionScript): void {
    const { rng, sampler } = this;
    const kind = rng.weighted(Object.entries(UPDATE_WEIGHTS).map(([name, weight]) => [weight, name] as const));
    const update = sampler.variant('SessionUpdate', 'sessionUpdate', kind);
    if (kind === 'tool_call') {
      const fresh = script.calls.length === 0 || rng.chance(0.85);
      const parent = fresh && script.calls.length > 0 && rng.chance(0.1) ? rng.pick(script.calls) : undefined;
      update.toolCallId = fresh ? this.newCall(script) : rng.pick(script.calls);
      if (parent) update._meta = { ...(update._meta as object), claudeCode: { parentToolUseId: parent } };
    } else if (kind === 'tool_call_update') update.toolCallId = this.someCall(script, 0.9);
    else if (kind.startsWith('compaction')) {
      if (script.compactions.length === 0 || rng.chance(0.3)) script.compactions.push(`compaction-${script.compactions.length}`);
      update.compactionId = rng.pick(script.compactions);
    } else if (kind.endsWith('_chunk') && typeof update.messageId === 'string') {
      // A few ids per turn, so chunks of one message arrive apart and join (an empty one in the first turn).
      const { turn } = script;
      update.messageId = rng.pick([`${turn}`, `${turn}:b`, turn === 0 ? '' : `${turn}:${update.messageId}`]);
    }
    const params = { ...sampler.object('SessionNotification'), sessionId: script.sessionId, update };
    this.notify('agent', 'session/update', params);
  }

  private permission(script: SessionScript): void {
    const params = this.sampler.object('RequestPermissionRequest');
    const toolCall = { ...(params.toolCall as Record<string, unknown>), toolCallId: this.someCall(script, 0.7) };
    const nullId = this.rng.chance(0.08);
    const request = this.request(
      'agent',
      'session/request_permission',
      { ...params, sessionId: script.sessionId, toolCall },
      nullId ? null : undefined,
    );
    if (nullId) return;
    const optionIds = (params.options as { optionId: string }[]).map((option) => option.optionId);
    script.open.push({ id: request.id, method: request.method as OpenRequest['method'], optionIds });
  }

  private elicitation(script: SessionScript): void {
    const { rng, sampler } = this;
    const mode = rng.pick(['form', 'url']);
    const params = sampler.variant('CreateElicitationRequest', 'mode', mode);
    if ('sessionId' in params) {
      params.sessionId = script.sessionId;
      if (typeof params.toolCallId === 'string') params.toolCallId = this.someCall(script, 0.8);
    }
    if (mode === 'url') {
      params.elicitationId = `el-${script.elicitationIds.length}-${rng.pick(ODD_STRINGS.slice(0, 4))}`;
      script.elicitationIds.push(params.elicitationId as string);
    }
    const nullId = rng.chance(0.05);
    const request = this.request('agent', 'elicitation/create', params, nullId ? null : undefined);
    if (!nullId) script.open.push({ id: request.id, method: 'elicitation/create', optionIds: [] });
    if (mode === 'url' && rng.chance(0.4)) {
      this.notify('agent', 'elicitation/complete', {
        ...sampler.object('CompleteElicitationNotification'),
        elicitationId: params.elicitationId,
      });
    }
  }

  /** Settles one open request of the agent: answered, refused, errored, withdrawn, or left open for good. */
  private answer(script: SessionScript): void {
    const { rng, sampler } = this;
    const index = rng.int(0, script.open.length - 1);
    const request = script.open[index];
    script.open.splice(index, 1);
    const fate = rng.weighted([
      [6, 'answer'],
      [1, 'error'],
      [2, 'withdraw'],
      [1, 'never'],
    ]);
    if (fate === 'never') return;
    if (fate === 'withdraw') {
      this.notify('agent', '$/cancel_request', { ...sampler.object('CancelRequestNotification'), requestId: request.id });
      if (rng.chance(0.3)) return;
    }
    if (fate === 'error') return this.fail('client', request);
    if (request.method === 'session/request_permission') {
      const selected = fate !== 'withdraw' && request.optionIds.length > 0 && rng.chance(0.8);
      const outcome = selected
        ? { ...sampler.variant('RequestPermissionOutcome', 'outcome', 'selected'), optionId: rng.pick(request.optionIds) }
        : sampler.variant('RequestPermissionOutcome', 'outcome', 'cancelled');
      this.respond('client', request, { ...sampler.object('RequestPermissionResponse'), outcome });
    } else {
      const action = fate === 'withdraw' ? 'cancel' : rng.pick(['accept', 'decline', 'cancel']);
      this.respond('client', request, sampler.variant('CreateElicitationResponse', 'action', action));
    }
  }
}

function rng3(rng: Rng, choices: [string, string, string]): string {
  return rng.weighted([
    [6, choices[0]],
    [2, choices[1]],
    [1, choices[2]],
  ]);
}

/** One connection's messages for `seed`: the same seed, the same messages. */
export function generateConnection(sampler: SchemaSampler, options: ConnectionOptions): WireMessage[] {
  return new ConnectionGenerator(sampler, options).generate();
}
