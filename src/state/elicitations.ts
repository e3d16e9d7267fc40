// SPDX-License-Identifier: Apache-2.0
/**
 * `elicitation/create` (the agent asks the user, by a form or a URL), the client's answer, and
 * `elicitation/complete` (a URL elicitation finished). Elicitations live in one table of the state,
 * keyed like permissions (`requestKey('agent', id)`): a request-scoped one comes before any session.
 * One tied to a tool call is also the call's `elicitation` (created like a permission's call when
 * not known yet); every change to the view is copied there while the call still shows that request.
 */
import { isRecord, optionalString, reportError, type FoldContext } from './context.js';
import { tableAt, tableGet, tablePosition, tableSetAt, tableUpsert } from './keyed-table.js';
import type { MethodRows } from './method-table.js';
import { pendingAdd, pendingDelete, type PendingSet } from './pending-set.js';
import { requestKey } from './permissions.js';
import { copyState, updateSession } from './session.js';
import { editToolCall, upsertToolCall } from './tool-calls.js';
import type { ElicitationView, PendingRequest, RequestId, ToolCallState } from './types.js';

const CREATE = 'elicitation/create';
const FIELDS = ['mode', 'message', 'sessionId', 'toolCallId', 'elicitationId', 'url'] as const;

type PendingChange = (set: PendingSet, key: string) => PendingSet;

/**
 * Puts `view` at `position` of the table (appends it when -1) and on its tool call (see the top);
 * `pending` adds it to its session's pending set or takes it out.
 */
function store(state: ToolCallState, view: ElicitationView, ctx: FoldContext, position = -1, pending?: PendingChange): ToolCallState {
  const next = copyState(state);
  const table = state.elicitations;
  const key = requestKey('agent', view.requestId);
  if (position < 0) {
    next.elicitations = tableUpsert(table, key, view);
    // `elicitation/complete` names the elicitation by this id: found here, never by a walk.
    if (view.elicitationId !== undefined) {
      next.elicitationIds = tableUpsert(state.elicitationIds, view.elicitationId, tablePosition(next.elicitations, key));
    }
  } else next.elicitations = tableSetAt(table, position, view);
  const { sessionId, toolCallId } = view;
  if (sessionId === undefined || (toolCallId === undefined && !pending)) return next;
  return updateSession(next, sessionId, ctx, (before) => {
    let session = before;
    if (toolCallId !== undefined) {
      session =
        position < 0
          ? upsertToolCall(session, { toolCallId }, ctx, CREATE, (call) => void (call.elicitation = view))
          : editToolCall(session, toolCallId, ctx, (call) => call.elicitation?.requestId === view.requestId && (call.elicitation = view));
    }
    return pending ? { ...session, pending: pending(session.pending, `e:${key}`) } : session;
  });
}

/** The agent's request. */
function addElicitation(state: ToolCallState, id: RequestId, params: Record<string, unknown>, ctx: FoldContext): ToolCallState {
  if (ctx.from !== 'agent') return state;
  const view: ElicitationView = { requestId: id, mode: '', message: '', requestedAt: ctx.receivedAt };
  for (const field of FIELDS) {
    const value = optionalString(ctx, params, field, CREATE);
    if (value !== undefined) view[field] = value;
  }
  // Kept whatever is wrong: the agent waits for an answer, and the user can still decline.
  if (params.mode == null || params.message == null) reportError(ctx, `${CREATE}: mode and message must be strings`);
  if (view.sessionId !== undefined) ctx.sessionId = view.sessionId;
  else {
    delete view.toolCallId;
    if (params.requestId === undefined) reportError(ctx, `${CREATE}: neither sessionId nor requestId`);
  }
  if (isRecord(params.requestedSchema)) view.requestedSchema = params.requestedSchema;
  const { mode } = view;
  if (mode === 'form' ? !view.requestedSchema : mode === 'url' && !(view.url && view.elicitationId !== undefined)) {
    reportError(ctx, `${CREATE}: ${mode} mode without its ${mode === 'url' ? 'url and elicitationId' : 'requestedSchema'}`);
  }
  return store(state, view, ctx, -1, pendingAdd);
}

/** The client's answer (`{action, content?}`) or its JSON-RPC error. */
function answerElicitation(
  state: ToolCallState,
  request: PendingRequest,
  _result: unknown,
  response: Record<string, unknown>,
  ctx: FoldContext,
): ToolCallState {
  if (request.from !== 'agent') return state;
  const position = tablePosition(state.elicitations, requestKey('agent', request.id));
  const before = tableAt(state.elicitations, position);
  if (!before) return state;
  const view: ElicitationView = { ...before, answeredAt: ctx.receivedAt };
  const result = response.result;
  if (isRecord(result) && typeof result.action === 'string') {
    view.outcome = { action: result.action };
    if (isRecord(result.content)) view.outcome.content = result.content;
  } else if ('error' in response) view.error = response.error;
  else reportError(ctx, `${CREATE} response: result.action must be a string`);
  return store(state, view, ctx, position, pendingDelete);
}

/** `elicitation/complete {elicitationId}`: the newest elicitation with that id is done. */
function completeElicitation(state: ToolCallState, params: Record<string, unknown>, ctx: FoldContext): ToolCallState {
  if (ctx.from !== 'agent') return state;
  const elicitationId = params.elicitationId;
  const position = typeof elicitationId === 'string' ? (tableGet(state.elicitationIds, elicitationId) ?? -1) : -1;
  const view = tableAt(state.elicitations, position);
  if (view) return store(state, { ...view, completed: true }, ctx, position);
  reportError(ctx, `elicitation/complete: no elicitation ${JSON.stringify(elicitationId)}`);
  return state;
}

/** Marks the unanswered elicitations under `keys` (`requestKey`s) as waiting for their `cancel` answer. */
export function markElicitationsCancelling(state: ToolCallState, ctx: FoldContext, keys: readonly string[]): ToolCallState {
  let next = state;
  for (const key of keys) {
    const position = tablePosition(next.elicitations, key);
    const view = tableAt(next.elicitations, position);
    if (!view || view.answeredAt !== undefined || view.cancelRequested) continue;
    next = store(next, { ...view, cancelRequested: true }, ctx, position, pendingDelete);
  }
  return next;
}

export const ELICITATION_METHODS = {
  [CREATE]: { by: 'agent', request: addElicitation, response: answerElicitation },
  'elicitation/complete': { by: 'agent', notification: completeElicitation },
} satisfies MethodRows;
