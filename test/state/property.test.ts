// SPDX-License-Identifier: Apache-2.0
/**
 * Property tests of the state module. Random interleavings of valid ACP messages, duplicates and
 * garbage are folded by the reducer and, independently, by a deliberately simple model of the v1
 * rules written here; the two must agree. The persistent collections the reducer is built on are
 * checked against plain arrays and Maps, including after branching from old versions.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  FINAL_STATUSES,
  TOOL_CALL_STATUSES,
  TOOL_KINDS,
  createInitialState,
  createToolCallStore,
  reduceMessage,
  selectErrors,
  selectPendingPermissions,
  selectSessions,
  selectTerminal,
  selectToolCall,
  selectToolCalls,
  selectTranscript,
  type PermissionOption,
  type RequestId,
  type Sender,
  type ToolCallPermission,
  type ToolCallState,
  type ToolCallView,
} from '../../src/state/index.js';
import {
  emptyTable,
  tableAt,
  tableGet,
  tablePosition,
  tablePush,
  tableSetAt,
  tableSize,
  tableUpsert,
  tableValues,
  type KeyedTable,
} from '../../src/state/keyed-table.js';
import {
  emptyVector,
  vectorFromArray,
  vectorGet,
  vectorPush,
  vectorSet,
  vectorToArray,
  type PersistentVector,
} from '../../src/state/persistent-vector.js';

// Enough runs to find ordering bugs, few enough that the file runs in a few seconds in Chromium.
const RUNS = { scenario: 100, purity: 60, anything: 200, vector: 20, table: 60 };

/**
 * fast-check parameters. The time limit also ends shrinking: shrinking a failing 3 000-step
 * sequence can otherwise take minutes, and a partly shrunk counterexample is still a failure.
 */
function runs(numRuns: number): fc.Parameters<unknown> {
  return { numRuns, plugins: [fc.interruptAfterTimeLimit(8_000)] };
}

/** A cheap assertion for hot loops: chai's cost adds up over thousands of checks per run. */
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

type Json = Record<string, unknown>;

// A few ids, so sequences keep hitting the same calls; every session uses the same tool call ids
// (calls are keyed by session and id).
const SESSION_IDS = ['sess-a', 'sess-b', 'sess-c'] as const;
const TOOL_CALL_IDS = ['call-1', 'call-2', 'call-3', 'toolu_01T8R7wB', 'call_s1_nRScLY'] as const;
const TERMINAL_IDS = ['term-1', 'term-2'] as const;
const FINAL = new Set(FINAL_STATUSES);

const CLAUDE_OPTIONS: PermissionOption[] = [
  { kind: 'allow_always', name: 'Always Allow', optionId: 'allow_always' },
  { kind: 'allow_once', name: 'Allow', optionId: 'allow' },
  { kind: 'reject_once', name: 'Reject', optionId: 'reject' },
];
const CODEX_OPTIONS: PermissionOption[] = [
  { optionId: 'approved', name: 'Yes', kind: 'allow_once' },
  { optionId: 'abort', name: 'No, and tell Codex what to do differently', kind: 'reject_once' },
];

// ---------------------------------------------------------------------------------------------
// Arbitraries: wire values

// fast-check 4 may build objects without a prototype; JSON.parse never does, so neither do we.
const PLAIN = { noNullPrototype: true } as const;

const jsonArb = fc.jsonValue({ maxDepth: 2 });
const textArb = fc.string({ maxLength: 24 });
const senderArb = fc.constantFrom<Sender>('agent', 'client');
const sessionIdArb = fc.constantFrom(...SESSION_IDS);
const toolCallIdArb = fc.constantFrom(...TOOL_CALL_IDS);
const pathArb = fc.constantFrom('/home/dev/demo-project/src/app.js', '/home/dev/demo-project/README.md', 'src/util.js');
// Terminal output as agents stream it: ANSI colours, CRLF, partial lines.
const terminalDataArb = fc
  .array(fc.constantFrom('hello\n', '\u001b[31mred\u001b[0m\n', 'total 20\r\n', '\u001b[1;32mok', '\u001b[0m', ''), {
    maxLength: 3,
  })
  .map((parts) => parts.join(''));

const titleArb = fc.oneof(fc.constantFrom('', 'Read app.js', 'Edit src/app.js', 'grep -n "TODO" .'), textArb);
const nameArb = fc.constantFrom('', 'Bash', 'Edit', 'shell');
const kindArb = fc.constantFrom(...TOOL_KINDS, 'future_kind', '');
const statusArb = fc.constantFrom(...TOOL_CALL_STATUSES, 'awaiting_review', '');

const contentItemArb = fc.oneof(
  fc.record({ type: fc.constant('content'), content: fc.record({ type: fc.constant('text'), text: textArb }, PLAIN) }, PLAIN),
  fc.record({ type: fc.constant('diff'), path: pathArb, oldText: fc.option(textArb, { nil: null }), newText: textArb }, PLAIN),
  fc.record({ type: fc.constant('terminal'), terminalId: fc.constantFrom(...TERMINAL_IDS) }, PLAIN),
  fc.record({ type: fc.constant('future_item'), payload: jsonArb }, PLAIN),
);
const locationArb = fc.record({ path: pathArb, line: fc.integer({ min: 1, max: 500 }) }, { requiredKeys: ['path'], noNullPrototype: true });
// A fixed set of `_meta` keys so merges collide; `terminal_output` is the append-only convention.
const metaArb = fc.record(
  {
    claudeCode: fc.record({ toolName: fc.constantFrom('Bash', 'Edit', 'Read') }, PLAIN),
    codex: jsonArb,
    x: jsonArb,
    terminal_output: fc.record({ terminal_id: fc.constantFrom(...TERMINAL_IDS), data: terminalDataArb }, PLAIN),
  },
  { requiredKeys: [], noNullPrototype: true },
);

// Values of the wrong type: the reducer must report each and still apply the message's other fields.
const notAString = fc.constantFrom<unknown>(5, true, {}, [], ['x']);
const notAnArray = fc.constantFrom<unknown>('x', 5, {}, true);
const notAnObject = fc.constantFrom<unknown>('x', 5, [], [{}], true);
const badContentItem = fc.constantFrom<unknown>(null, 'text', 5, { text: 'no type' }, { type: 5 }, []);
const badLocation = fc.constantFrom<unknown>(null, 'src/app.js', { line: 3 }, { path: 5 }, []);

/** Mostly valid, sometimes an explicit `null` (v1: unchanged), rarely the wrong type. */
function fieldValue(valid: fc.Arbitrary<unknown>, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 10, arbitrary: valid }, { weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: wrong });
}

const contentArb = fc.array(fc.oneof({ weight: 6, arbitrary: contentItemArb }, { weight: 1, arbitrary: badContentItem }), {
  maxLength: 3,
});
const locationsArb = fc.array(fc.oneof({ weight: 6, arbitrary: locationArb }, { weight: 1, arbitrary: badLocation }), {
  maxLength: 2,
});

/** A random subset of the fields of a ToolCall / ToolCallUpdate. */
const fieldsArb: fc.Arbitrary<Json> = fc.record(
  {
    title: fieldValue(titleArb, notAString),
    name: fieldValue(nameArb, notAString),
    kind: fieldValue(kindArb, notAString),
    status: fieldValue(statusArb, notAString),
    content: fieldValue(contentArb, notAnArray),
    locations: fieldValue(locationsArb, notAnArray),
    rawInput: jsonArb, // any JSON value is a valid raw value; null means "unchanged" in v1
    rawOutput: jsonArb,
    _meta: fieldValue(metaArb, notAnObject),
  },
  { requiredKeys: [], noNullPrototype: true },
);

// ---------------------------------------------------------------------------------------------
// Arbitraries: scenarios (abstract commands, turned into concrete messages by `buildSteps`)

type ChunkKind = 'agent_message_chunk' | 'agent_thought_chunk' | 'user_message_chunk';

type Command =
  | { type: 'tool_call' | 'tool_call_update'; sessionId: string; toolCallId: string; fields: Json }
  | { type: 'permission'; sessionId: string; toolCallId: string; fields: Json; options: PermissionOption[] }
  | { type: 'answer'; pick: number; answer: 'selected' | 'cancelled' | 'error' }
  | { type: 'prompt'; sessionId: string; text: string }
  | { type: 'prompt_end'; pick: number }
  | { type: 'cancel'; sessionId: string }
  | { type: 'chunk'; sessionId: string; kind: ChunkKind; text: string; messageId?: string }
  | { type: 'duplicate'; pick: number }
  | { type: 'garbage'; garbage: Garbage };

/** A message that must be rejected whole: reported, and no tool call changes. */
interface Garbage {
  message: unknown;
  from: Sender;
  /** The reducer registers this session (the message named it) even though it rejects the rest. */
  touchesSession?: string;
}

const RPC_MEMBERS = new Set(['jsonrpc', 'method', 'id', 'params', 'result', 'error', 'update', 'sessionId']);
const primitiveArb = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), textArb);

const toolCallUpdateArb = fc
  .tuple(fc.constantFrom('tool_call', 'tool_call_update'), toolCallIdArb, fieldsArb)
  .map(([sessionUpdate, toolCallId, fields]): Json => ({ sessionUpdate, toolCallId, ...fields }));

function withoutKey(record: Json, key: string): Json {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

function sessionUpdate(sessionId: unknown, update: unknown): Json {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update } };
}

/**
 * Broken messages, each carrying a tempting valid tool call that must not be applied. The first
 * argument is a session id, the second a valid `tool_call` / `tool_call_update`.
 */
const BROKEN_MESSAGES: Array<(sessionId: string, update: Json) => Garbage> = [
  (s, u) => ({ from: 'agent', message: { ...sessionUpdate(s, u), jsonrpc: '1.0' } }),
  (s, u) => ({ from: 'agent', message: { ...sessionUpdate(s, u), method: 42 } }),
  (s, u) => ({ from: 'agent', message: { ...sessionUpdate(s, u), method: '' } }),
  (s, u) => ({ from: 'agent', message: { jsonrpc: '2.0', method: 'tools/frobnicate', params: { sessionId: s, update: u } } }),
  (_, u) => ({ from: 'agent', message: { jsonrpc: '2.0', method: 'session/update', params: { update: u } } }),
  (_, u) => ({ from: 'agent', message: sessionUpdate(7, u) }),
  (s, u) => ({ from: 'agent', message: { jsonrpc: '2.0', method: 'session/update', params: [s, u] } }),
  (s, u) => ({ from: 'agent', message: { jsonrpc: '2.0', method: 'session/update', params: JSON.stringify(sessionUpdate(s, u)) } }),
  (s) => ({ from: 'agent', message: { jsonrpc: '2.0', method: 'session/update', params: { sessionId: s } } }),
  (s, u) => ({ from: 'agent', message: sessionUpdate(s, [u]) }),
  (s, u) => ({ from: 'agent', message: sessionUpdate(s, withoutKey(u, 'sessionUpdate')) }),
  (s, u) => ({ from: 'agent', message: sessionUpdate(s, { ...u, sessionUpdate: 5 }) }),
  (s, u) => ({ from: 'agent', message: sessionUpdate(s, withoutKey(u, 'toolCallId')), touchesSession: s }),
  (s, u) => ({ from: 'agent', message: sessionUpdate(s, { ...u, toolCallId: 42 }), touchesSession: s }),
  (s, u) => ({ from: 'agent', message: sessionUpdate(s, { ...u, toolCallId: null }), touchesSession: s }),
  (s, u) => ({
    from: 'agent',
    message: {
      jsonrpc: '2.0',
      id: {},
      method: 'session/request_permission',
      params: { sessionId: s, toolCall: u, options: CLAUDE_OPTIONS },
    },
  }),
  // Only agents ask for permission: from the client this is an unknown method, not a tool call.
  (s, u) => ({
    from: 'client',
    message: {
      jsonrpc: '2.0',
      id: 'c-1',
      method: 'session/request_permission',
      params: { sessionId: s, toolCall: u, options: CLAUDE_OPTIONS },
    },
  }),
  () => ({
    from: 'client',
    message: { jsonrpc: '2.0', id: 'no-such-request', result: { outcome: { outcome: 'selected', optionId: 'allow' } } },
  }),
  () => ({ from: 'client', message: { jsonrpc: '2.0', id: { n: 1 }, result: { outcome: { outcome: 'cancelled' } } } }),
  () => ({ from: 'agent', message: { jsonrpc: '2.0', id: 99_999, result: { stopReason: 'end_turn' } } }),
];

const brokenMessageArb: fc.Arbitrary<Garbage> = fc
  .tuple(fc.nat({ max: BROKEN_MESSAGES.length - 1 }), sessionIdArb, toolCallUpdateArb, fc.boolean())
  .map(([which, sessionId, update, asText]) => {
    const garbage = BROKEN_MESSAGES[which](sessionId, update);
    return asText ? { ...garbage, message: JSON.stringify(garbage.message) } : garbage;
  });

const garbageArb: fc.Arbitrary<Garbage> = fc.oneof(
  // JSON values that are not objects (arrays hold primitives only: an object item would be folded).
  fc.record({ message: fc.oneof(primitiveArb, fc.double(), fc.constant(undefined), fc.array(primitiveArb)), from: senderArb }),
  // Text that is not JSON, or is the JSON of something that is not a message.
  fc.record({ message: fc.oneof(fc.string(), fc.constantFrom('', '{', '{"jsonrpc":"2.0"', 'null', '[]', '""', '[1,2]')), from: senderArb }),
  // Objects with none of the JSON-RPC members.
  fc.record({
    message: fc.dictionary(
      fc.string({ maxLength: 8 }).filter((key) => !RPC_MEMBERS.has(key)),
      jsonArb,
      PLAIN,
    ),
    from: senderArb,
  }),
  { weight: 3, arbitrary: brokenMessageArb },
);

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constantFrom('tool_call' as const, 'tool_call_update' as const),
      sessionId: sessionIdArb,
      toolCallId: toolCallIdArb,
      fields: fieldsArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('permission' as const),
      sessionId: sessionIdArb,
      toolCallId: toolCallIdArb,
      fields: fieldsArb,
      options: fc.constantFrom(CLAUDE_OPTIONS, CODEX_OPTIONS),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('answer' as const),
      pick: fc.nat(),
      answer: fc.constantFrom('selected' as const, 'cancelled' as const, 'error' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('prompt' as const), sessionId: sessionIdArb, text: textArb }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('prompt_end' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const), sessionId: sessionIdArb }) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        type: fc.constant('chunk' as const),
        sessionId: sessionIdArb,
        kind: fc.constantFrom<ChunkKind>('agent_message_chunk', 'agent_thought_chunk', 'user_message_chunk'),
        text: textArb,
        messageId: fc.constantFrom('msg-1', 'msg-2'),
      },
      { requiredKeys: ['type', 'sessionId', 'kind', 'text'] },
    ),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('duplicate' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('garbage' as const), garbage: garbageArb }) },
);

/** A scenario: commands, each sent as an object or as its JSON text. */
const scenarioArb = fc.array(fc.tuple(commandArb, fc.boolean()), { maxLength: 80, size: 'medium' });

// ---------------------------------------------------------------------------------------------
// Scenario → concrete wire messages

interface Step {
  message: unknown;
  from: Sender;
  receivedAt: number;
  garbage?: Garbage;
}

function timeOf(position: number): number {
  return 1_000 + position * 10;
}

/**
 * Turns commands into messages. Request ids are numbered per side so the agent's and the client's
 * ids collide (responses must be matched by sender and id), and the agent alternates numbers and
 * strings so `1` and `"1"` are both in play.
 */
function buildSteps(commands: ReadonlyArray<readonly [Command, boolean]>): Step[] {
  const steps: Step[] = [];
  const permissionIds: RequestId[] = [];
  const promptIds: number[] = [];
  const push = (message: Json, from: Sender, asText: boolean) =>
    steps.push({ message: asText ? JSON.stringify(message) : message, from, receivedAt: timeOf(steps.length) });

  for (const [command, asText] of commands) {
    switch (command.type) {
      case 'tool_call':
      case 'tool_call_update': {
        const update = { sessionUpdate: command.type, toolCallId: command.toolCallId, ...command.fields };
        push(sessionUpdate(command.sessionId, update), 'agent', asText);
        break;
      }
      case 'permission': {
        const n = permissionIds.length;
        const id: RequestId = n % 2 === 0 ? n : String(n);
        permissionIds.push(id);
        const toolCall = { toolCallId: command.toolCallId, ...command.fields };
        const params = { sessionId: command.sessionId, toolCall, options: command.options };
        push({ jsonrpc: '2.0', id, method: 'session/request_permission', params }, 'agent', asText);
        break;
      }
      case 'answer': {
        if (permissionIds.length === 0) break;
        const id = permissionIds[command.pick % permissionIds.length];
        push(permissionAnswer(id, command.answer), 'client', asText);
        break;
      }
      case 'prompt': {
        const id = promptIds.length;
        promptIds.push(id);
        const params = { sessionId: command.sessionId, prompt: [{ type: 'text', text: command.text }] };
        push({ jsonrpc: '2.0', id, method: 'session/prompt', params }, 'client', asText);
        break;
      }
      case 'prompt_end': {
        if (promptIds.length === 0) break;
        const id = promptIds[command.pick % promptIds.length];
        push({ jsonrpc: '2.0', id, result: { stopReason: 'end_turn' } }, 'agent', asText);
        break;
      }
      case 'cancel':
        push({ jsonrpc: '2.0', method: 'session/cancel', params: { sessionId: command.sessionId } }, 'client', asText);
        break;
      case 'chunk': {
        const update: Json = { sessionUpdate: command.kind, content: { type: 'text', text: command.text } };
        if (command.messageId !== undefined) update.messageId = command.messageId;
        push(sessionUpdate(command.sessionId, update), 'agent', asText);
        break;
      }
      case 'duplicate': {
        if (steps.length === 0) break;
        const original = steps[command.pick % steps.length];
        steps.push({ ...original, receivedAt: timeOf(steps.length) });
        break;
      }
      case 'garbage':
        steps.push({
          message: command.garbage.message,
          from: command.garbage.from,
          receivedAt: timeOf(steps.length),
          garbage: command.garbage,
        });
        break;
    }
  }
  return steps;
}

function permissionAnswer(id: RequestId, answer: 'selected' | 'cancelled' | 'error'): Json {
  if (answer === 'error') return { jsonrpc: '2.0', id, error: { code: -32603, message: 'client went away' } };
  const outcome = answer === 'selected' ? { outcome: 'selected', optionId: 'allow' } : { outcome: 'cancelled' };
  return { jsonrpc: '2.0', id, result: { outcome } };
}

/** Re-times steps as if they arrived from `start` on (used when replaying them in another order). */
function restamp(steps: readonly Step[], start: number): Step[] {
  return steps.map((step, offset) => ({ ...step, receivedAt: timeOf(start + offset) }));
}

// ---------------------------------------------------------------------------------------------
// The model: the v1 rules, written as plainly as possible, over mutable Maps

function isPlainRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Present on the wire and not null, but not what the field should be. */
function isWrongType(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function callKey(sessionId: string, toolCallId: string): string {
  return `${sessionId}\u0000${toolCallId}`;
}

/** `1` and `"1"` are different JSON-RPC ids. */
function idKey(id: unknown): string {
  return `${typeof id}:${String(id)}`;
}

class Model {
  /** Session ids in the order they were first named by a message the reducer applied. */
  readonly sessions: string[] = [];
  readonly calls = new Map<string, ToolCallView>();
  readonly callOrder = new Map<string, string[]>();
  readonly terminalOutput = new Map<string, string>();
  /** Permission requests awaiting the client's answer, by id: the call they are about. */
  readonly pendingPermissions = new Map<string, { sessionId: string; toolCallId: string; id: RequestId }>();
  readonly permissionOrder = new Map<string, string[]>();
  readonly pendingPrompts = new Set<string>();

  /** Folds one valid step and returns how many errors the reducer must report for it. */
  applyValid(step: Step): number {
    const message = (typeof step.message === 'string' ? JSON.parse(step.message) : step.message) as Json;
    if (typeof message.method !== 'string') return this.applyResponse(message, step.from, step.receivedAt);
    const params = message.params as Json;
    const sessionId = params.sessionId as string;
    this.touchSession(sessionId);
    switch (message.method) {
      case 'session/update': {
        const update = params.update as Json;
        const isToolCall = update.sessionUpdate === 'tool_call' || update.sessionUpdate === 'tool_call_update';
        return isToolCall ? this.upsert(sessionId, update, step.receivedAt) : 0;
      }
      case 'session/request_permission': {
        const id = message.id as RequestId;
        const toolCall = params.toolCall as Json;
        const toolCallId = toolCall.toolCallId as string;
        this.pendingPermissions.set(idKey(id), { sessionId, toolCallId, id });
        const order = this.permissionOrder.get(sessionId) ?? [];
        if (!order.includes(idKey(id))) order.push(idKey(id));
        this.permissionOrder.set(sessionId, order);
        const permission = { requestId: id, options: params.options as PermissionOption[] };
        return this.upsert(sessionId, toolCall, step.receivedAt, permission);
      }
      case 'session/prompt':
        this.pendingPrompts.add(idKey(message.id));
        return 0;
      case 'session/cancel':
        this.cancel(sessionId, step.receivedAt);
        return 0;
    }
    throw new Error(`model: no rule for ${message.method}`);
  }

  applyGarbage(garbage: Garbage): void {
    if (garbage.touchesSession !== undefined) this.touchSession(garbage.touchesSession);
  }

  private touchSession(sessionId: string): void {
    if (!this.sessions.includes(sessionId)) this.sessions.push(sessionId);
  }

  private applyResponse(message: Json, from: Sender, receivedAt: number): number {
    const key = idKey(message.id);
    if (from === 'agent') return this.pendingPrompts.delete(key) ? 0 : 1;
    const pending = this.pendingPermissions.get(key);
    if (!pending) return 1; // answers nothing (any more): reported
    this.pendingPermissions.delete(key);
    const outcome = isPlainRecord(message.result) ? message.result.outcome : undefined;
    const call = this.calls.get(callKey(pending.sessionId, pending.toolCallId));
    // Only the call's latest request carries the outcome; an error answer carries none.
    if (call?.permission && outcome !== undefined && call.permission.requestId === pending.id) {
      call.permission = { ...call.permission, outcome: outcome as ToolCallPermission['outcome'] };
      call.updatedAt = receivedAt;
    }
    return 0;
  }

  private cancel(sessionId: string, receivedAt: number): void {
    for (const toolCallId of this.callOrder.get(sessionId) ?? []) {
      const call = this.calls.get(callKey(sessionId, toolCallId))!;
      if (FINAL.has(call.status)) continue;
      call.status = 'cancelled';
      call.updatedAt = receivedAt;
      call.endedAt = receivedAt;
    }
  }

  private callFor(sessionId: string, toolCallId: string, receivedAt: number): ToolCallView {
    const key = callKey(sessionId, toolCallId);
    let call = this.calls.get(key);
    if (!call) {
      call = {
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
      this.calls.set(key, call);
      this.callOrder.set(sessionId, [...(this.callOrder.get(sessionId) ?? []), toolCallId]);
    }
    return call;
  }

  /** The v1 upsert: returns the number of wrong-typed fields and items (each is one error). */
  private upsert(sessionId: string, fields: Json, receivedAt: number, permission?: ToolCallPermission): number {
    let errors = 0;
    const call = this.callFor(sessionId, fields.toolCallId as string, receivedAt);
    const wasFinal = FINAL.has(call.status);

    // title and name: the last non-empty string wins.
    if (typeof fields.title === 'string') {
      if (fields.title !== '') call.title = fields.title;
    } else if (isWrongType(fields.title)) errors++;
    if (typeof fields.name === 'string') {
      if (fields.name !== '') call.name = fields.name;
    } else if (isWrongType(fields.name)) errors++;

    // kind and status: any string replaces.
    if (typeof fields.kind === 'string') call.kind = fields.kind;
    else if (isWrongType(fields.kind)) errors++;
    if (typeof fields.status === 'string') call.status = fields.status;
    else if (isWrongType(fields.status)) errors++;

    // content and locations: an array replaces; items of the wrong shape are dropped.
    if (Array.isArray(fields.content)) {
      const valid = fields.content.filter((item) => isPlainRecord(item) && typeof item.type === 'string');
      errors += fields.content.length - valid.length;
      call.content = valid as ToolCallView['content'];
    } else if (isWrongType(fields.content)) errors++;
    if (Array.isArray(fields.locations)) {
      const valid = fields.locations.filter((item) => isPlainRecord(item) && typeof item.path === 'string');
      errors += fields.locations.length - valid.length;
      call.locations = valid as ToolCallView['locations'];
    } else if (isWrongType(fields.locations)) errors++;

    // rawInput and rawOutput: any non-null value replaces.
    if (fields.rawInput !== undefined && fields.rawInput !== null) call.rawInput = fields.rawInput;
    if (fields.rawOutput !== undefined && fields.rawOutput !== null) call.rawOutput = fields.rawOutput;

    // _meta: merged by top-level key; terminal_output chunks append to their terminal.
    if (isPlainRecord(fields._meta)) {
      call.meta = { ...call.meta, ...fields._meta };
      const chunk = fields._meta.terminal_output as { terminal_id: string; data: string } | undefined;
      if (chunk) {
        const key = callKey(sessionId, chunk.terminal_id);
        this.terminalOutput.set(key, (this.terminalOutput.get(key) ?? '') + chunk.data);
      }
    } else if (isWrongType(fields._meta)) errors++;

    if (permission) call.permission = permission;
    call.updatedAt = receivedAt;
    const isFinal = FINAL.has(call.status);
    if (isFinal && !wasFinal) call.endedAt = receivedAt;
    else if (!isFinal) delete call.endedAt;
    return errors;
  }
}

// ---------------------------------------------------------------------------------------------
// Folding and observing

function fold(state: ToolCallState, step: Step): ToolCallState {
  return reduceMessage(state, step.message, { from: step.from, receivedAt: step.receivedAt });
}

function foldAll(state: ToolCallState, steps: readonly Step[]): ToolCallState {
  return steps.reduce(fold, state);
}

/** Every tool call of every session, as JSON: what garbage must never change. */
function toolCallsSnapshot(state: ToolCallState): string {
  return JSON.stringify(selectSessions(state).flatMap((sessionId) => selectToolCalls(state, sessionId)));
}

/** Everything the selectors show, as JSON. */
function fullSnapshot(state: ToolCallState): string {
  const sessions = selectSessions(state);
  return JSON.stringify({
    sessions,
    perSession: sessions.map((sessionId) => ({
      toolCalls: selectToolCalls(state, sessionId),
      transcript: selectTranscript(state, sessionId),
      pending: selectPendingPermissions(state, sessionId),
      terminals: TERMINAL_IDS.map((terminalId) => selectTerminal(state, sessionId, terminalId) ?? null),
    })),
    errors: selectErrors(state),
  });
}

/** Folds the steps into both the reducer and the model, checking the error count of each step. */
function foldWithModel(steps: readonly Step[]): { state: ToolCallState; model: Model } {
  const model = new Model();
  let state = createInitialState();
  steps.forEach((step, position) => {
    const before = state;
    state = fold(state, step);
    const newErrors = selectErrors(state).slice(selectErrors(before).length);
    for (const error of newErrors) expect(error.seq, 'an error names the message it came from').to.equal(position);
    if (step.garbage) {
      model.applyGarbage(step.garbage);
      expect(newErrors.length, `garbage #${position} is reported`).to.be.greaterThan(0);
    } else {
      const expected = model.applyValid(step);
      expect(newErrors.length, `errors of step #${position}: ${newErrors.map((e) => e.reason).join('; ')}`).to.equal(expected);
    }
  });
  return { state, model };
}

// ---------------------------------------------------------------------------------------------
// Properties of the reducer

describe('state properties: the reducer', () => {
  it('never throws, whatever is dispatched, and counts every message', () => {
    const anyMessageArb = fc.oneof(
      fc.anything({ maxDepth: 3 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.tuple(commandArb, fc.boolean()).map((command) => buildSteps([command])[0]?.message),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(anyMessageArb, senderArb), { maxLength: 30 }), (messages) => {
        const store = createToolCallStore({ now: () => 42 });
        for (const [message, from] of messages) store.dispatch(message, { from });
        expect(store.getState().seq).to.equal(messages.length);
      }),
      runs(RUNS.anything),
    );
  });

  it('never throws on interleavings of valid messages, duplicates and garbage', () => {
    fc.assert(
      fc.property(scenarioArb, (commands) => {
        const store = createToolCallStore();
        for (const step of buildSteps(commands)) store.dispatch(step.message, step);
        expect(store.getState().seq).to.equal(buildSteps(commands).length);
      }),
      runs(RUNS.scenario),
    );
  });

  it('ends with each tool call equal to the v1 model (replace, merge, last non-empty title)', () => {
    fc.assert(
      fc.property(scenarioArb, (commands) => {
        const { state, model } = foldWithModel(buildSteps(commands));
        for (const expected of model.calls.values()) {
          const actual = selectToolCall(state, expected.sessionId, expected.toolCallId);
          expect(actual, `${expected.sessionId} ${expected.toolCallId}`).to.deep.equal(expected);
        }
        for (const [key, output] of model.terminalOutput) {
          const [sessionId, terminalId] = key.split('\u0000');
          expect(selectTerminal(state, sessionId, terminalId)?.output).to.equal(output);
        }
      }),
      runs(RUNS.scenario),
    );
  });

  it('keeps sessions, tool calls and pending permissions in first-seen order', () => {
    fc.assert(
      fc.property(scenarioArb, (commands) => {
        const { state, model } = foldWithModel(buildSteps(commands));
        expect(selectSessions(state)).to.deep.equal(model.sessions);
        for (const sessionId of SESSION_IDS) {
          const order = model.callOrder.get(sessionId) ?? [];
          expect(selectToolCalls(state, sessionId).map((call) => call.toolCallId)).to.deep.equal(order);
          const inTranscript = selectTranscript(state, sessionId).flatMap((entry) =>
            entry.type === 'tool_call' ? [entry.toolCallId] : [],
          );
          expect(inTranscript, 'transcript entries of tool calls').to.deep.equal(order);
          const pending = (model.permissionOrder.get(sessionId) ?? []).filter((key) => model.pendingPermissions.has(key));
          const actualPending = selectPendingPermissions(state, sessionId).map((view) => idKey(view.requestId));
          expect(actualPending, 'pending permissions').to.deep.equal(pending);
        }
      }),
      runs(RUNS.scenario),
    );
  });

  it('reports garbage and leaves every tool call as it was', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(garbageArb, { minLength: 1, maxLength: 5 }), (commands, garbage) => {
        const steps = buildSteps(commands);
        let state = foldAll(createInitialState(), steps);
        for (const [offset, item] of garbage.entries()) {
          const before = state;
          state = fold(state, { message: item.message, from: item.from, receivedAt: timeOf(steps.length + offset) });
          expect(selectErrors(state).length, JSON.stringify(item.message) ?? String(item.message)).to.be.greaterThan(
            selectErrors(before).length,
          );
          expect(toolCallsSnapshot(state)).to.equal(toolCallsSnapshot(before));
        }
      }),
      runs(RUNS.scenario),
    );
  });

  it('is pure: earlier states never change, and branching from one equals folding afresh', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), (commands, cut) => {
        const steps = buildSteps(commands);
        const at = cut % (steps.length + 1);
        const states = [createInitialState()];
        // Snapshots are taken as each state is made, before anything else folds; a few suffice.
        const captured = new Map<number, string>();
        const capture = (position: number) => captured.set(position, fullSnapshot(states[position]));
        steps.forEach((step, position) => {
          if (position % 9 === 0 || position === at) capture(position);
          states.push(fold(states[position], step));
        });
        capture(steps.length);
        // Branch from a middle state with the rest of the stream in reverse order.
        const otherSuffix = restamp(steps.slice(at).reverse(), at);
        const branch = foldAll(states[at], otherSuffix);
        const afresh = foldAll(createInitialState(), [...steps.slice(0, at), ...otherSuffix]);
        expect(fullSnapshot(branch)).to.equal(fullSnapshot(afresh));
        for (const [position, snapshot] of captured) expect(fullSnapshot(states[position]), `state #${position}`).to.equal(snapshot);
      }),
      runs(RUNS.purity),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties of the persistent collections

/** Sizes where the vector's trie changes shape: tail full, first level full, root grows. */
const VECTOR_EDGES = new Set([0, 1, 31, 32, 33, 64, 65, 1024, 1055, 1056, 1057, 1088, 1089]);

function expectVectorEquals<T>(vector: PersistentVector<T>, items: readonly T[], label: string): void {
  check(vector.size === items.length, () => `${label}: size ${vector.size}, expected ${items.length}`);
  const array = vectorToArray(vector);
  check(array.length === items.length, () => `${label}: toArray gave ${array.length} items, expected ${items.length}`);
  for (let index = 0; index < items.length; index++) {
    const got = vectorGet(vector, index);
    check(
      array[index] === items[index] && got === items[index],
      () => `${label}: item ${index} is ${String(got)} (toArray: ${String(array[index])}), expected ${String(items[index])}`,
    );
  }
  check(vectorGet(vector, -1) === undefined && vectorGet(vector, items.length) === undefined, () => `${label}: out of range`);
}

describe('state properties: persistent vector', () => {
  it('behaves like an array under pushes and sets, and old versions never change', () => {
    // [operation (0–2 push, 3 set), index, value]: three pushes per set so vectors grow past 1056.
    const opsArb = fc.array(fc.tuple(fc.nat(3), fc.nat(), fc.integer()), { maxLength: 3000, size: 'max' });
    fc.assert(
      fc.property(opsArb, (ops) => {
        let vector = emptyVector<number>();
        const items: number[] = [];
        const versions: Array<{ vector: PersistentVector<number>; items: number[] }> = [];
        ops.forEach(([operation, at, value], step) => {
          if (operation < 3 || items.length === 0) {
            vector = vectorPush(vector, value);
            items.push(value);
            check(vectorGet(vector, items.length - 1) === value, () => `push #${step}: last item`);
          } else {
            const index = at % items.length;
            vector = vectorSet(vector, index, value);
            items[index] = value;
            check(vectorGet(vector, index) === value, () => `set #${step}: item ${index}`);
          }
          check(vector.size === items.length, () => `step #${step}: size ${vector.size}, expected ${items.length}`);
          // Copying the model is O(n): keep some versions, always those at the trie's edges.
          if (step % 101 === 0 || VECTOR_EDGES.has(items.length)) versions.push({ vector, items: items.slice() });
        });
        expectVectorEquals(vector, items, 'final');
        expectVectorEquals(vectorFromArray(items), items, 'vectorFromArray');
        versions.forEach((version, n) => expectVectorEquals(version.vector, version.items, `version ${n}`));
      }),
      runs(RUNS.vector),
    );
  });

  it('grows a third trie level (past 32 800 items) and keeps every version intact', () => {
    let vector = emptyVector<number>();
    const snapshots: Array<{ vector: PersistentVector<number>; size: number }> = [];
    for (let index = 0; index < 40_000; index++) {
      vector = vectorPush(vector, index);
      if (index % 4_001 === 0 || index === 32_799 || index === 32_800) snapshots.push({ vector, size: index + 1 });
    }
    const changed = vectorSet(vectorSet(vector, 0, -1), 32_800, -2);
    expect(vectorGet(changed, 0)).to.equal(-1);
    expect(vectorGet(changed, 32_800)).to.equal(-2);
    expectVectorEquals(
      vector,
      Array.from({ length: 40_000 }, (_, index) => index),
      'unchanged by set',
    );
    for (const { vector: old, size } of snapshots) {
      expectVectorEquals(
        old,
        Array.from({ length: size }, (_, index) => index),
        `at ${size}`,
      );
    }
    expect(() => vectorSet(vector, 40_000, 0)).to.throw(RangeError);
  });
});

interface TableModel {
  items: number[];
  positions: Map<string, number>;
}

const TABLE_KEYS = Array.from({ length: 24 }, (_, index) => `key-${index}`);

type TableOp = [base: number | null, action: number, key: number, position: number, value: number];

/** Applies one operation to a table and to its model, returning both new versions. */
function applyTableOp(
  table: KeyedTable<number>,
  model: TableModel,
  [, action, keyIndex, at, value]: TableOp,
): { table: KeyedTable<number>; model: TableModel } {
  const next: TableModel = { items: model.items.slice(), positions: new Map(model.positions) };
  const key = TABLE_KEYS[keyIndex % TABLE_KEYS.length];
  // tablePush requires a key that is absent; a present one becomes an upsert (as callers do).
  if (action === 0 && !model.positions.has(key)) {
    next.positions.set(key, next.items.length);
    next.items.push(value);
    return { table: tablePush(table, value, key), model: next };
  }
  if (action === 1 || (action === 3 && model.items.length === 0)) {
    next.items.push(value);
    return { table: tablePush(table, value), model: next };
  }
  if (action === 3) {
    const position = at % model.items.length;
    next.items[position] = value;
    return { table: tableSetAt(table, position, value), model: next };
  }
  const position = next.positions.get(key);
  if (position === undefined) {
    next.positions.set(key, next.items.length);
    next.items.push(value);
  } else {
    next.items[position] = value;
  }
  return { table: tableUpsert(table, key, value), model: next };
}

/** Reads everything a table shows into one plain object, so one deep comparison checks it all. */
function observeTable(table: KeyedTable<number>): unknown {
  const size = tableSize(table);
  return {
    size,
    values: tableValues(table),
    byPosition: Array.from({ length: size }, (_, position) => tableAt(table, position)),
    byKey: TABLE_KEYS.map((key) => [key, tablePosition(table, key), tableGet(table, key)]),
  };
}

function expectedTable(model: TableModel): unknown {
  return {
    size: model.items.length,
    values: model.items,
    byPosition: model.items,
    byKey: TABLE_KEYS.map((key) => {
      const position = model.positions.get(key);
      return [key, position ?? -1, position === undefined ? undefined : model.items[position]];
    }),
  };
}

function expectTableEquals(table: KeyedTable<number>, model: TableModel, label: string): void {
  expect(observeTable(table), label).to.deep.equal(expectedTable(model));
}

describe('state properties: keyed table', () => {
  it('behaves like a Map plus an array, also when branching from older versions', () => {
    // base: null = the latest version (a straight history), else an older one (a branch).
    const opArb = fc.tuple(
      fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat() }),
      fc.nat(3),
      fc.nat(),
      fc.nat(),
      fc.integer(),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 200, size: 'max' }), (ops) => {
        const versions: Array<{ table: KeyedTable<number>; model: TableModel }> = [
          { table: emptyTable<number>(), model: { items: [], positions: new Map() } },
        ];
        for (const op of ops) {
          const base = op[0] === null ? versions[versions.length - 1] : versions[op[0] % versions.length];
          const next = applyTableOp(base.table, base.model, op);
          expectTableEquals(next.table, next.model, `version ${versions.length}`);
          versions.push(next);
        }
        versions.forEach((version, n) => expectTableEquals(version.table, version.model, `version ${n} at the end`));
      }),
      runs(RUNS.table),
    );
  });

  it('keeps both branches apart when different keys are pushed onto one old version', () => {
    let trunk = emptyTable<string>();
    for (const key of ['a', 'b', 'c']) trunk = tablePush(trunk, key.toUpperCase(), key);
    const old = trunk;
    trunk = tablePush(trunk, 'D', 'd');
    const left = tablePush(tablePush(old, 'X', 'x'), 'Y', 'y');
    const right = tablePush(old, 'Z', 'z');
    const rightAgain = tablePush(old, 'W', 'x'); // the left branch's key, at the same position
    expect(tableValues(trunk)).to.deep.equal(['A', 'B', 'C', 'D']);
    expect(tableValues(left)).to.deep.equal(['A', 'B', 'C', 'X', 'Y']);
    expect(tableValues(right)).to.deep.equal(['A', 'B', 'C', 'Z']);
    expect(tableValues(rightAgain)).to.deep.equal(['A', 'B', 'C', 'W']);
    expect([tablePosition(trunk, 'x'), tablePosition(trunk, 'z'), tablePosition(trunk, 'd')]).to.deep.equal([-1, -1, 3]);
    expect([tablePosition(left, 'd'), tablePosition(left, 'y'), tableGet(left, 'x')]).to.deep.equal([-1, 4, 'X']);
    expect([tablePosition(right, 'x'), tableGet(right, 'z')]).to.deep.equal([-1, 'Z']);
    expect([tableGet(rightAgain, 'x'), tablePosition(rightAgain, 'y')]).to.deep.equal(['W', -1]);
    expect([tableSize(old), tablePosition(old, 'd'), tablePosition(old, 'x')]).to.deep.equal([3, -1, -1]);
  });
});
