// SPDX-License-Identifier: Apache-2.0
/**
 * The reducer: `reduceMessage(state, message, {from, receivedAt})` folds one raw JSON-RPC message,
 * in either direction, into a new state. Pure (time comes in as `receivedAt`), never throws, and
 * costs about the same per message however long the session is: collections are persistent
 * vectors, so an update copies a few small arrays rather than every tool call.
 */
import { isRecord, reportError, typeName, type FoldContext } from './context.js';
import { addElicitation, answerElicitation, completeElicitation, markElicitationsCancelling } from './elicitations.js';
import { emptyTable, tableAt, tableGet, tablePosition, tablePush, tableSetAt, tableUpsert } from './keyed-table.js';
import { emptyPending, pendingKeys } from './pending-set.js';
import { addPermissionRequest, answerPermission, markPermissionCancelling, requestKey } from './permissions.js';
import { emptyVector, vectorPush } from './persistent-vector.js';
import { copySession, copyState, updateSession, type Mutable } from './session.js';
import { foldSessionNotification } from './session-update.js';
import { readExitStatus, replaceOutput, updateTerminal } from './terminals.js';
import { upsertToolCall } from './tool-calls.js';
import { appendPrompt } from './transcript.js';
import type { PendingRequest, RequestId, Sender, SessionState, ToolCallState, TurnEndEntry } from './types.js';

export function createInitialState(): ToolCallState {
  return {
    sessions: emptyTable(),
    requests: emptyTable(),
    elicitations: emptyTable(),
    elicitationIds: emptyTable(),
    errors: emptyVector(),
    seq: 0,
    protocolVersion: 1,
  };
}

/** Methods ACP defines, by who sends them (SDK `AGENT_METHODS` / `CLIENT_METHODS`). */
const CLIENT_SENT = new Set([
  'initialize',
  'authenticate',
  'logout',
  'auth/status',
  'providers/list',
  'providers/set',
  'providers/disable',
  'session/new',
  'session/load',
  'session/resume',
  'session/list',
  'session/close',
  'session/delete',
  'session/fork',
  'session/archive',
  'session/unarchive',
  'session/status',
  'session/set_title',
  'session/set_mode',
  'session/set_model',
  'session/set_config_option',
  'session/prompt',
  'session/cancel',
  'mcp/message',
  '$/cancel_request',
]);
const AGENT_SENT = new Set([
  'session/request_permission',
  'session/update',
  'fs/read_text_file',
  'fs/write_text_file',
  'terminal/create',
  'terminal/output',
  'terminal/release',
  'terminal/wait_for_exit',
  'terminal/kill',
  'elicitation/create',
  'elicitation/complete',
  'auth/status_update',
  'mcp/message',
  '$/cancel_request',
]);

function isKnownMethod(from: Sender, method: string): boolean {
  // `_`-prefixed methods are extensions (ACP "Extensibility"): legitimate, just not ours to draw.
  return method.startsWith('_') || (from === 'agent' ? AGENT_SENT : CLIENT_SENT).has(method);
}

function isRequestId(id: unknown): id is RequestId {
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

function sessionIdOf(params: Record<string, unknown>): string | undefined {
  // The schema asks only for a string: an empty one is an id like any other.
  return typeof params.sessionId === 'string' ? params.sessionId : undefined;
}

function requireSession(ctx: FoldContext, params: Record<string, unknown>): string | undefined {
  const sessionId = sessionIdOf(params);
  if (sessionId === undefined) reportError(ctx, `${ctx.method}: missing sessionId`);
  else ctx.sessionId = sessionId;
  return sessionId;
}

function foldRequest(
  state: ToolCallState,
  id: RequestId,
  method: string,
  params: Record<string, unknown>,
  ctx: FoldContext,
): ToolCallState {
  const pending: PendingRequest = { from: ctx.from, id, method, params, receivedAt: ctx.receivedAt };
  const sessionId = sessionIdOf(params);
  if (sessionId !== undefined) pending.sessionId = sessionId;
  const withRequest = copyState(state);
  withRequest.requests = tableUpsert(state.requests, requestKey(ctx.from, id), pending);
  let next: ToolCallState = withRequest;

  if (method === 'session/update') {
    // A notification sent as a request: nobody will answer it, but its content still counts.
    reportError(ctx, 'session/update is a notification but came with an id');
    return foldSessionNotification(next, params, ctx);
  }
  if (ctx.from === 'agent' && method === 'session/request_permission') {
    const sid = requireSession(ctx, params);
    if (sid === undefined) return next;
    next = updateSession(next, sid, ctx, (session) => addPermissionRequest(session, id, params, ctx));
  } else if (ctx.from === 'agent' && method === 'elicitation/create') {
    next = addElicitation(next, id, params, ctx);
  } else if (ctx.from === 'client' && (method === 'session/load' || method === 'session/resume')) {
    const sid = requireSession(ctx, params);
    if (sid === undefined) return next;
    next = updateSession(next, sid, ctx, (session) =>
      method === 'session/load' ? replayFresh(withCwd(session, params.cwd)) : withCwd(session, params.cwd),
    );
  } else if (ctx.from === 'client' && method === 'session/prompt') {
    const sid = requireSession(ctx, params);
    if (sid === undefined) return next;
    next = updateSession(next, sid, ctx, (session) =>
      appendPrompt({ ...session, summary: { ...session.summary, running: true } }, params.prompt, ctx),
    );
  }
  return next;
}

/**
 * `session/load` makes the agent replay the whole conversation as `session/update`s. When the session
 * is already known (a client reconnecting, an observer seeing the load), its transcript starts over
 * so the replayed messages are not appended to themselves; tool calls are upserts and keep their
 * state (each call returns to the transcript when the replay mentions it). A turn that was running
 * ended with the old connection: nothing will answer its prompt.
 */
function replayFresh(session: SessionState): SessionState {
  return { ...session, transcript: emptyTable(), summary: { ...session.summary, running: false } };
}

/** A session's starting mode and config options, from the `session/new` (or load) result. */
function withStartingState(session: SessionState, result: Record<string, unknown>): SessionState {
  const summary = { ...session.summary };
  if (isRecord(result.modes) && typeof result.modes.currentModeId === 'string') {
    summary.currentModeId = result.modes.currentModeId;
    if (Array.isArray(result.modes.availableModes)) summary.availableModes = result.modes.availableModes;
  }
  if (Array.isArray(result.configOptions)) summary.configOptions = result.configOptions;
  // The unstable `models` some agents still send (the stable schema has config options of category `model`).
  if (isRecord(result.models) && typeof result.models.currentModelId === 'string') {
    summary.currentModelId = result.models.currentModelId;
    if (Array.isArray(result.models.availableModels)) summary.availableModels = result.models.availableModels;
  }
  return { ...session, summary };
}

/**
 * A successful `session/set_mode` (its `modeId`), `session/set_model` (its `modelId`) or
 * `session/set_config_option` (the full set it returns).
 */
function withChosenSetting(session: SessionState, request: PendingRequest, result: Record<string, unknown>): SessionState {
  const summary = { ...session.summary };
  const { modeId, modelId } = request.params;
  if (request.method === 'session/set_mode' && typeof modeId === 'string') summary.currentModeId = modeId;
  else if (request.method === 'session/set_model' && typeof modelId === 'string') summary.currentModelId = modelId;
  else if (Array.isArray(result.configOptions)) summary.configOptions = result.configOptions;
  else return session;
  return { ...session, summary };
}

function withCwd(session: SessionState, cwd: unknown): SessionState {
  return typeof cwd === 'string' ? { ...session, summary: { ...session.summary, cwd } } : session;
}

/**
 * `session/cancel` settles what the session waits for, found in its pending set (never a walk of its
 * history): unfinished calls become `cancelled`, unanswered permission requests wait for their
 * `cancelled` answer; the keys of its elicitations go to `elicitations` (they live in the state).
 */
function cancelPending(session: SessionState, ctx: FoldContext, elicitations: string[]): SessionState {
  if (session.pending.size === 0) return session;
  let { toolCalls, permissions } = session;
  const { receivedAt } = ctx;
  for (const key of pendingKeys(session.pending)) {
    if (key.startsWith('e:')) elicitations.push(key.slice(2));
    else if (key.startsWith('c:')) {
      const position = tablePosition(toolCalls, key.slice(2));
      const view = tableAt(toolCalls, position);
      if (view) toolCalls = tableSetAt(toolCalls, position, { ...view, status: 'cancelled', updatedAt: receivedAt, endedAt: receivedAt });
    } else {
      const position = tablePosition(permissions, key);
      const view = tableAt(permissions, position);
      if (view) permissions = tableSetAt(permissions, position, { ...view, cancelRequested: true });
    }
  }
  const next = copySession(session);
  next.toolCalls = toolCalls;
  next.permissions = permissions;
  next.pending = emptyPending();
  return next;
}

function foldNotification(
  state: ToolCallState,
  method: string,
  params: Record<string, unknown>,
  ctx: FoldContext,
  nullId = false,
): ToolCallState {
  if (method === 'session/update') return foldSessionNotification(state, params, ctx);
  if (method === 'session/request_permission') {
    // Without an id it cannot be answered; keep what it says about the tool call.
    if (!nullId) reportError(ctx, 'session/request_permission came without an id, so it cannot be answered');
    const sid = requireSession(ctx, params);
    if (sid === undefined || !isRecord(params.toolCall)) return state;
    const toolCall = params.toolCall;
    return updateSession(state, sid, ctx, (session) => upsertToolCall(session, toolCall, ctx, 'session/request_permission toolCall'));
  }
  if (method === 'session/cancel' && ctx.from === 'client') {
    const sid = requireSession(ctx, params);
    if (sid === undefined) return state;
    const elicitations: string[] = [];
    const cancelled = updateSession(state, sid, ctx, (session) => cancelPending(session, ctx, elicitations));
    return markElicitationsCancelling(cancelled, ctx, elicitations);
  }
  if (method === 'elicitation/complete' && ctx.from === 'agent') return completeElicitation(state, params, ctx);
  if (method === '$/cancel_request' && isRequestId(params.requestId)) {
    // The sender withdraws one of its own requests; for a permission request the client still
    // answers `cancelled`.
    const request = tableGet(state.requests, requestKey(ctx.from, params.requestId));
    if (request?.method === 'session/request_permission' && request.sessionId !== undefined) {
      const key = requestKey('agent', params.requestId);
      return updateSession(state, request.sessionId, ctx, (session) => markPermissionCancelling(session, key));
    }
    if (request?.method === 'elicitation/create' && ctx.from === 'agent') {
      return markElicitationsCancelling(state, ctx, [requestKey('agent', params.requestId)]);
    }
  }
  return state;
}

function foldResponse(state: ToolCallState, id: RequestId, response: Record<string, unknown>, ctx: FoldContext): ToolCallState {
  // A response answers a request from the other side: ids of the two sides may collide.
  const requester: Sender = ctx.from === 'agent' ? 'client' : 'agent';
  const key = requestKey(requester, id);
  const position = tablePosition(state.requests, key);
  const request = position < 0 ? undefined : tableGet(state.requests, key);
  if (!request) {
    const sent = position < 0 ? 'no request' : 'a request that was already answered';
    reportError(ctx, `response to ${sent} (id ${JSON.stringify(id)} from the ${requester})`);
    return state;
  }
  ctx.method = request.method;
  const answered = copyState(state);
  answered.requests = tableSetAt(state.requests, position, undefined);
  let next: ToolCallState = answered;
  const result = isRecord(response.result) ? response.result : undefined;
  const sessionId = request.sessionId;
  if (sessionId !== undefined) ctx.sessionId = sessionId;

  switch (request.method) {
    case 'initialize':
      if (result && typeof result.protocolVersion === 'number') next = { ...next, protocolVersion: result.protocolVersion };
      break;
    case 'session/new':
      if (result && typeof result.sessionId === 'string') {
        ctx.sessionId = result.sessionId;
        next = updateSession(next, result.sessionId, ctx, (session) => withStartingState(withCwd(session, request.params.cwd), result));
      }
      break;
    case 'session/load':
    case 'session/resume':
      if (sessionId !== undefined && result) {
        next = updateSession(next, sessionId, ctx, (session) => withStartingState(session, result));
      }
      break;
    case 'session/prompt':
      if (sessionId !== undefined) {
        next = updateSession(next, sessionId, ctx, (session) => {
          const summary = { ...session.summary, running: false };
          const entry: TurnEndEntry = {
            type: 'turn_end',
            update: {},
            seq: ctx.seq,
            receivedAt: ctx.receivedAt,
            startedAt: request.receivedAt,
          };
          if (result) {
            entry.update = result;
            if (typeof result.stopReason === 'string') summary.stopReason = entry.stopReason = result.stopReason;
          } else if (isRecord(response.error)) entry.update = entry.error = response.error;
          return { ...session, summary, transcript: tablePush(session.transcript, entry) };
        });
      }
      break;
    case 'session/set_mode':
    case 'session/set_model':
    case 'session/set_config_option':
      // The agent need not echo the client's own choice with an update: its success is the change.
      if (sessionId !== undefined && result) next = updateSession(next, sessionId, ctx, (s) => withChosenSetting(s, request, result));
      break;
    case 'session/request_permission':
      if (sessionId !== undefined) next = updateSession(next, sessionId, ctx, (s) => answerPermission(s, id, response, ctx));
      break;
    case 'elicitation/create':
      if (requester === 'agent') next = answerElicitation(next, id, response, ctx);
      break;
    case 'terminal/create':
      if (sessionId !== undefined && result && typeof result.terminalId === 'string') {
        const { command, args, cwd } = request.params;
        next = updateSession(next, sessionId, ctx, (session) =>
          updateTerminal(session, result.terminalId as string, ctx, ({ view }) => {
            if (typeof command === 'string') {
              const argv = Array.isArray(args) ? args.filter((a): a is string => typeof a === 'string') : [];
              view.command = [command, ...argv].join(' ');
            }
            if (typeof cwd === 'string') view.cwd = cwd;
          }),
        );
      }
      break;
    case 'terminal/output':
    case 'terminal/wait_for_exit':
    case 'terminal/kill':
    case 'terminal/release': {
      const terminalId = request.params.terminalId;
      if (sessionId === undefined || typeof terminalId !== 'string' || !result) break;
      next = updateSession(next, sessionId, ctx, (session) =>
        updateTerminal(session, terminalId, ctx, (record) => {
          const { view } = record;
          if (request.method === 'terminal/output') {
            if (typeof result.output === 'string') {
              replaceOutput(view, result.output);
              record.utf8Tail = undefined;
            } else reportError(ctx, `terminal/output response: output must be a string (got ${typeName(result.output)})`);
            if (typeof result.truncated === 'boolean') view.truncated = result.truncated;
            if (isRecord(result.exitStatus)) view.exitStatus = readExitStatus(result.exitStatus, 'exitCode');
          } else if (request.method === 'terminal/wait_for_exit') {
            view.exitStatus = readExitStatus(result, 'exitCode');
          } else {
            view.released = true;
          }
        }),
      );
      break;
    }
  }
  return next;
}

function foldObject(state: ToolCallState, message: Record<string, unknown>, ctx: FoldContext): ToolCallState {
  if (message.jsonrpc !== undefined && message.jsonrpc !== '2.0') {
    reportError(ctx, `not JSON-RPC 2.0 (jsonrpc is ${JSON.stringify(message.jsonrpc)})`);
    return state;
  }
  const { method, id } = message;
  if (method === undefined) {
    if ('result' in message || 'error' in message) {
      if (!isRequestId(id)) {
        reportError(ctx, `response without a usable id (got ${typeName(id)})`);
        return state;
      }
      return foldResponse(state, id, message, ctx);
    }
    // A bare SessionNotification `{sessionId, update}`, as some feeds send.
    if ('update' in message && 'sessionId' in message) return foldSessionNotification(state, message, ctx);
    reportError(ctx, 'not a JSON-RPC request, notification or response');
    return state;
  }
  if (typeof method !== 'string' || method === '') {
    reportError(ctx, `method must be a non-empty string (got ${typeName(method)})`);
    return state;
  }
  ctx.method = method;
  if (!isKnownMethod(ctx.from, method)) reportError(ctx, `unknown method "${method}" from the ${ctx.from}`);
  const params = message.params === undefined ? {} : message.params;
  if (!isRecord(params)) {
    reportError(ctx, `${method}: params must be an object (got ${typeName(params)})`);
    return state;
  }
  // `id: null` is valid but cannot be told apart from another null id: such a request folds like
  // one without an id, content kept (docs/decisions/0032-schema-conformance.md).
  if (id !== undefined && id !== null) {
    if (!isRequestId(id)) {
      reportError(ctx, `${method}: request id must be a string or a number (got ${typeName(id)})`);
      return state;
    }
    return foldRequest(state, id, method, params, ctx);
  }
  return foldNotification(state, method, params, ctx, id === null);
}

/** Folds one message. `message` may also be the JSON text of one message. */
export function reduceMessage(state: ToolCallState, message: unknown, options: { from: Sender; receivedAt: number }): ToolCallState {
  const ctx: FoldContext = {
    from: options.from,
    receivedAt: options.receivedAt,
    seq: state.seq,
    v2: state.protocolVersion >= 2,
    raw: message,
  };
  let next = state;
  try {
    let parsed = message;
    if (typeof message === 'string') {
      try {
        parsed = JSON.parse(message);
      } catch (error) {
        reportError(ctx, `not valid JSON (${(error as Error).message})`);
        parsed = undefined;
      }
    }
    if (Array.isArray(parsed)) {
      reportError(ctx, 'JSON-RPC batches are not part of ACP; each message of the batch was applied on its own');
      for (const item of parsed) {
        next = isRecord(item) ? foldObject(next, item, ctx) : next;
      }
    } else if (isRecord(parsed)) {
      next = foldObject(next, parsed, ctx);
    } else if (parsed !== undefined || typeof message !== 'string') {
      reportError(ctx, `not a JSON-RPC message (got ${typeName(parsed)})`);
    }
  } catch (error) {
    // Defence in depth: a bug of ours must cost one message, never the feed.
    reportError(ctx, `internal error while folding: ${(error as Error)?.message ?? String(error)}`);
    next = state;
  }
  // The folds return `state` itself or a state object they just made, which nobody else has seen
  // yet: finishing that object in place saves a second copy of the state on every message.
  const finished: Mutable<ToolCallState> = next === state ? copyState(state) : next;
  finished.seq = state.seq + 1;
  if (ctx.errors !== undefined) {
    let errors = finished.errors;
    for (const error of ctx.errors) errors = vectorPush(errors, error);
    finished.errors = errors;
  }
  return finished;
}
