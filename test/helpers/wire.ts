// SPDX-License-Identifier: Apache-2.0
// ACP messages as JSON-RPC puts them on the wire, built one way for the tests, the stories and the
// benchmarks. DOM-free and free of test libraries, so that Node tests, Storybook and the bench
// pages (bundled on their own) can all import it.
//
// Fields are loosely typed (`Json`) on purpose: tests send what real agents send, including what
// the schema forbids, to see the state cope. The envelopes are typed, and every builder keeps the
// key order the copies it replaced had, so that the benchmarks' bytes and figures do not move.

export type Json = Record<string, unknown>;

/** A JSON-RPC id; `null` is allowed on the wire (and tested). */
export type WireId = string | number | null;

// Type aliases, not interfaces: they stay assignable to `Json` (an interface has no index signature).
export type Notification<P = Json> = { jsonrpc: '2.0'; method: string; params: P };
export type Request<P = Json> = { jsonrpc: '2.0'; id: WireId; method: string; params: P };
export type Response<R = unknown> = { jsonrpc: '2.0'; id: WireId; result: R };
export type ErrorResponse = { jsonrpc: '2.0'; id: WireId; error: { code: number; message: string; data?: unknown } };
export type SessionUpdate = Notification<{ sessionId: string; update: Json }>;

/** One permission option as agents send it (ACP `PermissionOption`). */
export type PermissionOption = { optionId: string; name: string; kind: string };

/** The sample project's root that the fixtures, tests, stories and benches all work in (fictional). */
export const SAMPLE_ROOT = '/home/dev/demo-project';

// ---------------------------------------------------------------------------------------------
// JSON-RPC envelopes

export const request = <P = Json>(id: WireId, method: string, params: P): Request<P> => ({ jsonrpc: '2.0', id, method, params });
export const notification = <P = Json>(method: string, params: P): Notification<P> => ({ jsonrpc: '2.0', method, params });
/** A request when `id` is given, a notification otherwise (`{ jsonrpc, id?, method, params }`). */
export function rpc<P = Json>(method: string, params: P, id?: WireId): Request<P> | Notification<P> {
  return id === undefined ? notification(method, params) : request(id, method, params);
}
export const result = <R>(id: WireId, value: R): Response<R> => ({ jsonrpc: '2.0', id, result: value });
export const errorResponse = (id: WireId, error: ErrorResponse['error']): ErrorResponse => ({ jsonrpc: '2.0', id, error });

// ---------------------------------------------------------------------------------------------
// Session updates

/** A `session/update` notification carrying `fields` as its update. */
export const update = (sessionId: string, fields: Json): SessionUpdate => notification('session/update', { sessionId, update: fields });

/** A `tool_call` update: `{ sessionUpdate, toolCallId, ...fields }`. */
export const toolCall = (sessionId: string, toolCallId: string, fields: Json = {}): SessionUpdate =>
  update(sessionId, { sessionUpdate: 'tool_call', toolCallId, ...fields });

/** A `tool_call_update` update: `{ sessionUpdate, toolCallId, ...fields }`. */
export const toolCallUpdate = (sessionId: string, toolCallId: string, fields: Json = {}): SessionUpdate =>
  update(sessionId, { sessionUpdate: 'tool_call_update', toolCallId, ...fields });

/** A text chunk (`agent_message_chunk` unless `kind` says otherwise), with its message id when given. */
export const textChunk = (sessionId: string, text: string, kind = 'agent_message_chunk', messageId?: string): SessionUpdate =>
  update(sessionId, { sessionUpdate: kind, content: { type: 'text', text }, ...(messageId === undefined ? {} : { messageId }) });

/**
 * The builders with a test's own session given once: each takes it as a default that its last
 * argument overrides (`toolCall('a')`, `toolCall('a', {}, OTHER)`), the form most tests wrote.
 */
export function session(defaultId: string) {
  return {
    sessionId: defaultId,
    update: (fields: Json, sessionId = defaultId) => update(sessionId, fields),
    toolCall: (toolCallId: string, fields: Json = {}, sessionId = defaultId) => toolCall(sessionId, toolCallId, fields),
    toolCallUpdate: (toolCallId: string, fields: Json = {}, sessionId = defaultId) => toolCallUpdate(sessionId, toolCallId, fields),
    textChunk: (text: string, kind?: string, messageId?: string, sessionId = defaultId) => textChunk(sessionId, text, kind, messageId),
    /** About `toolCall`: its fields, or just its id. */
    permissionRequest: (id: WireId, toolCall: Json | string, sessionId = defaultId, options?: readonly PermissionOption[]) =>
      permissionRequest(id, sessionId, typeof toolCall === 'string' ? { toolCallId: toolCall } : toolCall, options),
    cancel: (sessionId = defaultId) => cancel(sessionId),
  };
}

// ---------------------------------------------------------------------------------------------
// Content, terminals and _meta

/** A text content item of a tool call. */
export const textContent = (text: string) => ({ type: 'content' as const, content: { type: 'text' as const, text } });
/** Terminal content items, one a terminal id. */
export const terminalContent = (...terminalIds: unknown[]) => terminalIds.map((terminalId) => ({ type: 'terminal' as const, terminalId }));
/** The `_meta` terminal extension (codex-acp, claude-agent-acp): the terminal opens… */
export const terminalInfo = (terminalId: string, cwd?: string) => ({
  terminal_info: cwd === undefined ? { terminal_id: terminalId } : { terminal_id: terminalId, cwd },
});
/** …writes output… */
export const terminalOutput = (terminalId: string, data: string) => ({ terminal_output: { terminal_id: terminalId, data } });
/** …and exits. */
export const terminalExit = (terminalId: string, exitCode: number | null, signal: string | null = null) => ({
  terminal_exit: { terminal_id: terminalId, exit_code: exitCode, signal },
});

// ---------------------------------------------------------------------------------------------
// Permissions, cancels, the handshake

/** Allow once, reject once: the smallest real choice. */
export const ALLOW_REJECT: readonly PermissionOption[] = [
  { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
  { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
];

/** codex-acp's permission options (test/fixtures/codex-acp-basic.jsonl). */
export const CODEX_OPTIONS: readonly PermissionOption[] = [
  { optionId: 'approved', name: 'Yes', kind: 'allow_once' },
  { optionId: 'approved-for-session', name: "Yes, and don't ask again", kind: 'allow_always' },
  { optionId: 'abort', name: 'No, and tell Codex what to do differently', kind: 'reject_once' },
];

/** claude-agent-acp's permission options (test/fixtures/claude-agent-acp-basic.jsonl); its key order. */
export const CLAUDE_OPTIONS: readonly PermissionOption[] = [
  { kind: 'allow_always', name: 'Always Allow', optionId: 'allow_always' },
  { kind: 'allow_once', name: 'Allow', optionId: 'allow' },
  { kind: 'reject_once', name: 'Reject', optionId: 'reject' },
];

/** A `session/request_permission` request about `toolCall`. */
export const permissionRequest = (id: WireId, sessionId: string, toolCall: Json, options: readonly PermissionOption[] = ALLOW_REJECT) =>
  request(id, 'session/request_permission', { sessionId, toolCall, options });

/** The outcome of choosing `optionId`. */
export const selected = (optionId: string) => ({ outcome: { outcome: 'selected', optionId } });
/** The outcome of a cancelled prompt. */
export const CANCELLED = { outcome: { outcome: 'cancelled' } };
/** The client's answer to permission request `id`: `optionId` chosen. */
export const permissionAnswer = (id: WireId, optionId: string) => result(id, selected(optionId));

/** `session/cancel`. */
export const cancel = (sessionId: string) => notification('session/cancel', { sessionId });

/** A `session/prompt` request of one text block. */
export const prompt = (id: WireId, sessionId: string, text: string) =>
  request(id, 'session/prompt', { sessionId, prompt: [{ type: 'text', text }] });

/** The answer that ends a prompt turn. */
export const turnEnd = (id: WireId, stopReason = 'end_turn') => result(id, { stopReason });

/**
 * The opening of a recorded session: `initialize` (ids 0) and `session/new` (ids 1) with their
 * answers, each with the side that sends it.
 */
export function handshake(sessionId: string, cwd = SAMPLE_ROOT): { from: 'agent' | 'client'; msg: Request | Response }[] {
  return [
    { from: 'client', msg: request(0, 'initialize', { protocolVersion: 1, clientCapabilities: { terminal: true } }) },
    { from: 'agent', msg: result(0, { protocolVersion: 1, agentCapabilities: { loadSession: true } }) },
    { from: 'client', msg: request(1, 'session/new', { cwd, mcpServers: [] }) },
    { from: 'agent', msg: result(1, { sessionId }) },
  ];
}

// ---------------------------------------------------------------------------------------------
// Agents' own shapes, as the recorded traces have them (the benches' synthetic sessions)

/** claude-agent-acp's opening `tool_call`: empty, pending, titled by the tool; the input follows in an update. */
export function claudeOpening(toolCallId: string, toolName: string, kind: string, cwd = SAMPLE_ROOT): Json {
  const meta = { claudeCode: { toolName } };
  return {
    _meta: toolName === 'Bash' ? { ...meta, ...terminalInfo(toolCallId, cwd) } : meta,
    toolCallId,
    sessionUpdate: 'tool_call',
    rawInput: {},
    status: 'pending',
    title: toolName === 'Bash' ? 'Terminal' : toolName,
    kind,
    content: [],
    locations: [],
  };
}

/** codex-acp's `rawInput` of a command; the optional fields are left out when not given, as codex does for some calls. */
export function codexCommandInput(input: {
  callId: string;
  processId?: string;
  turnId: string;
  startedAtMs?: number;
  command: string[];
  cwd?: string;
  parsedCmd: Json[];
  /** With `source: 'unified_exec_startup'`. */
  unifiedExec?: boolean;
}): Json {
  return {
    call_id: input.callId,
    ...(input.processId === undefined ? {} : { process_id: input.processId }),
    turn_id: input.turnId,
    ...(input.startedAtMs === undefined ? {} : { started_at_ms: input.startedAtMs }),
    command: input.command,
    cwd: input.cwd ?? SAMPLE_ROOT,
    parsed_cmd: input.parsedCmd,
    ...(input.unifiedExec ? { source: 'unified_exec_startup' } : {}),
  };
}

/** codex-acp's `rawInput` of a one-file patch: the unified diff of the first lines of `oldText` and `newText`. */
export function codexPatchInput(callId: string, turnId: string, path: string, oldText: string, newText: string) {
  return {
    call_id: callId,
    turn_id: turnId,
    auto_approved: false,
    changes: {
      [path]: {
        type: 'update',
        unified_diff: `@@ -1,3 +1,3 @@\n-${oldText.split('\n')[0]}\n+${newText.split('\n')[0]}\n`,
        move_path: null,
      },
    },
  };
}

/** codex-acp's one-file edit: its diff, title and `rawInput`, and the `tool_call` that opens it. */
export function codexEdit(toolCallId: string, turnId: string, path: string, oldText: string, newText: string) {
  const diff = [{ type: 'diff', path, oldText, newText }];
  const title = `Edit ${path}`;
  const rawInput = codexPatchInput(toolCallId, turnId, path, oldText, newText);
  const opening = {
    sessionUpdate: 'tool_call',
    toolCallId,
    title,
    kind: 'edit',
    status: 'in_progress',
    content: diff,
    locations: [{ path }],
    rawInput,
  };
  return { diff, title, rawInput, opening };
}
