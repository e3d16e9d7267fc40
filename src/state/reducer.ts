// SPDX-License-Identifier: Apache-2.0
/**
 * The reducer: `reduceMessage(state, message, {from, receivedAt})` folds one raw JSON-RPC message,
 * in either direction, into a new state. Pure (time comes in as `receivedAt`), never throws, and
 * costs about the same per message however long the session is: collections are persistent
 * vectors, so an update copies a few small arrays rather than every tool call.
 *
 * This file reads the JSON-RPC envelope (JSON text, batches, requests, notifications, responses
 * matched to their requests) and hands each method to its row of the dispatch table (methods.ts),
 * whose folds live in the module that owns the method.
 */
import { isRecord, isRequestId, reportError, sessionIdOf, typeName, type FoldContext } from './context.js';
import { emptyTable, tableGet, tablePosition, tableSetAt, tableUpsert } from './keyed-table.js';
import type { MethodRow } from './method-table.js';
import { METHODS } from './methods.js';
import { requestKey } from './permissions.js';
import { emptyVector, vectorPush } from './persistent-vector.js';
import { copyState, type Mutable } from './session.js';
import { foldSessionNotification } from './session-update.js';
import { signInAnswered } from './sign-in.js';
import type { PendingRequest, RequestId, Sender, ToolCallState } from './types.js';

export function createInitialState(): ToolCallState {
  return {
    sessions: emptyTable(),
    requests: emptyTable(),
    elicitations: emptyTable(),
    elicitationIds: emptyTable(),
    errors: emptyVector(),
    seq: 0,
    protocolVersion: 1,
    catalog: emptyTable(),
  };
}

function foldRequest(
  state: ToolCallState,
  id: RequestId,
  method: string,
  params: Record<string, unknown>,
  ctx: FoldContext,
  row: MethodRow | undefined,
): ToolCallState {
  const pending: PendingRequest = { from: ctx.from, id, method, params, receivedAt: ctx.receivedAt };
  const sessionId = sessionIdOf(params);
  if (sessionId !== undefined) pending.sessionId = sessionId;
  // Every request is kept until answered, known or not: its response is matched to it.
  const next = copyState(state);
  next.requests = tableUpsert(state.requests, requestKey(ctx.from, id), pending);
  return row?.request === undefined ? next : row.request(next, id, params, ctx);
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
  if (request.sessionId !== undefined) ctx.sessionId = request.sessionId;
  const taken = copyState(state);
  taken.requests = tableSetAt(state.requests, position, undefined);
  const answered = requester === 'client' ? signInAnswered(taken, request, response) : taken;
  const fold = METHODS.get(request.method)?.response;
  return fold === undefined ? answered : fold(answered, request, isRecord(response.result) ? response.result : undefined, response, ctx);
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
  const row = METHODS.get(method);
  // `_`-prefixed methods are extensions (ACP "Extensibility"): legitimate, just not ours to draw.
  if (row === undefined ? !method.startsWith('_') : row.by !== 'both' && row.by !== ctx.from) {
    reportError(ctx, `unknown method "${method}" from the ${ctx.from}`);
  }
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
    return foldRequest(state, id, method, params, ctx, row);
  }
  return row?.notification === undefined ? state : row.notification(state, params, ctx, id === null);
}

/** Folds one message. `message` may also be the JSON text of one message. */
export function reduceMessage(state: ToolCallState, message: unknown, options: { from: Sender; receivedAt: number }): ToolCallState {
  return reduceAndRead(state, message, options).state;
}

/**
 * `reduceMessage`, also giving the message as the reducer read it (`parsed`: the object itself, or
 * its JSON text parsed; undefined for text that is not JSON), so the store's listeners need not
 * parse the text again.
 */
export function reduceAndRead(
  state: ToolCallState,
  message: unknown,
  options: { from: Sender; receivedAt: number },
): { state: ToolCallState; parsed: unknown } {
  const ctx: FoldContext = {
    from: options.from,
    receivedAt: options.receivedAt,
    seq: state.seq,
    v2: state.protocolVersion >= 2,
    raw: message,
  };
  let next = state;
  let parsed = message;
  try {
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
  return { state: finished, parsed };
}
