// SPDX-License-Identifier: Apache-2.0
/**
 * `elicitation/create` (the agent asks the user, by a form or a URL), the client's answer, and
 * `elicitation/complete` (a URL elicitation finished). Elicitations live in one table of the state,
 * keyed like permissions (`requestKey('agent', id)`): a request-scoped one comes before any session.
 * One tied to a tool call is also the call's `elicitation` (created like a permission's call when
 * not known yet); every change to the view is copied there while the call still shows that request.
 */
import { isRecord, optionalString, reportError, type FoldContext } from './context.js';
import { tableAt, tablePosition, tableSetAt, tableSize, tableUpsert } from './keyed-table.js';
import { requestKey } from './permissions.js';
import { copyState, updateSession } from './session.js';
import { copyToolCall, upsertToolCall } from './tool-calls.js';
import type { ElicitationView, RequestId, ToolCallState } from './types.js';

const CREATE = 'elicitation/create';

/** Puts `view` at `position` of the table (or appends it) and on its tool call when that call shows this request. */
function store(state: ToolCallState, view: ElicitationView, ctx: FoldContext, position = -1): ToolCallState {
  const next = copyState(state);
  next.elicitations =
    position < 0
      ? tableUpsert(state.elicitations, requestKey('agent', view.requestId), view)
      : tableSetAt(state.elicitations, position, view);
  const { sessionId, toolCallId } = view;
  if (sessionId === undefined || toolCallId === undefined) return next;
  return updateSession(next, sessionId, ctx, (session) => {
    const at = tablePosition(session.toolCalls, toolCallId);
    const call = tableAt(session.toolCalls, at);
    if (position >= 0 && call?.elicitation?.requestId !== view.requestId) return session;
    if (position < 0 || !call) return upsertToolCall(session, { toolCallId }, ctx, CREATE, (edited) => void (edited.elicitation = view));
    const copy = copyToolCall(call);
    copy.elicitation = view;
    copy.updatedAt = ctx.receivedAt;
    return { ...session, toolCalls: tableSetAt(session.toolCalls, at, copy) };
  });
}

export function addElicitation(state: ToolCallState, id: RequestId, params: Record<string, unknown>, ctx: FoldContext): ToolCallState {
  const mode = optionalString(ctx, params, 'mode', CREATE);
  const message = optionalString(ctx, params, 'message', CREATE);
  // Kept whatever is wrong: the agent waits for an answer, and the user can still decline.
  if (mode === undefined || message === undefined) reportError(ctx, `${CREATE}: mode and message must be strings`);
  const view: ElicitationView = { requestId: id, mode: mode ?? '', message: message ?? '', requestedAt: ctx.receivedAt };
  const sessionId = optionalString(ctx, params, 'sessionId', CREATE);
  if (sessionId) view.sessionId = ctx.sessionId = sessionId;
  else if (params.requestId === undefined) reportError(ctx, `${CREATE}: neither sessionId nor requestId`);
  const toolCallId = optionalString(ctx, params, 'toolCallId', CREATE);
  if (toolCallId && sessionId) view.toolCallId = toolCallId;
  const elicitationId = optionalString(ctx, params, 'elicitationId', CREATE);
  if (elicitationId !== undefined) view.elicitationId = elicitationId;
  const url = optionalString(ctx, params, 'url', CREATE);
  if (url !== undefined) view.url = url;
  if (isRecord(params.requestedSchema)) view.requestedSchema = params.requestedSchema;
  if (mode === 'form' ? !view.requestedSchema : mode === 'url' && (url === undefined || elicitationId === undefined)) {
    reportError(ctx, `${CREATE}: ${mode} mode without its ${mode === 'url' ? 'url and elicitationId' : 'requestedSchema'}`);
  }
  return store(state, view, ctx);
}

/** The client's answer (`{action, content?}`) or its JSON-RPC error. */
export function answerElicitation(state: ToolCallState, id: RequestId, response: Record<string, unknown>, ctx: FoldContext): ToolCallState {
  const position = tablePosition(state.elicitations, requestKey('agent', id));
  const before = tableAt(state.elicitations, position);
  if (!before) return state;
  const view: ElicitationView = { ...before, answeredAt: ctx.receivedAt };
  const result = response.result;
  if (isRecord(result) && typeof result.action === 'string') {
    view.outcome = { action: result.action };
    if (isRecord(result.content)) view.outcome.content = result.content;
  } else if ('error' in response) view.error = response.error;
  else reportError(ctx, `${CREATE} response: result.action must be a string`);
  return store(state, view, ctx, position);
}

/** `elicitation/complete {elicitationId}`: the newest elicitation with that id is done. */
export function completeElicitation(state: ToolCallState, params: Record<string, unknown>, ctx: FoldContext): ToolCallState {
  const elicitationId = params.elicitationId;
  for (let position = tableSize(state.elicitations) - 1; position >= 0; position--) {
    const view = tableAt(state.elicitations, position)!;
    if (view.elicitationId === elicitationId) return store(state, { ...view, completed: true }, ctx, position);
  }
  reportError(ctx, `elicitation/complete: no elicitation ${JSON.stringify(elicitationId)}`);
  return state;
}

/** Marks a session's unanswered elicitations (or the one under `onlyKey`) as waiting for their `cancel` answer. */
export function markElicitationsCancelling(state: ToolCallState, ctx: FoldContext, sessionId?: string, onlyKey?: string): ToolCallState {
  let next = state;
  for (let position = 0; position < tableSize(state.elicitations); position++) {
    const view = tableAt(state.elicitations, position)!;
    if (view.answeredAt !== undefined || view.cancelRequested) continue;
    if (onlyKey === undefined ? view.sessionId !== sessionId : requestKey('agent', view.requestId) !== onlyKey) continue;
    next = store(next, { ...view, cancelRequested: true }, ctx, position);
  }
  return next;
}
