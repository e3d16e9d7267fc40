// SPDX-License-Identifier: Apache-2.0
/**
 * `session/request_permission`: the request makes a pending `PermissionView` and, through its
 * `toolCall` (an upsert like any `tool_call_update`), sets the call's `permission`. The client's
 * response with the same JSON-RPC id records the outcome on both.
 */
import { isRecord, reportError, requireSession, typeName, type FoldContext } from './context.js';
import { tableAt, tableGet, tablePosition, tableSetAt, tableUpsert } from './keyed-table.js';
import type { MethodRows } from './method-table.js';
import { pendingAdd, pendingDelete } from './pending-set.js';
import { copySession, updateSession } from './session.js';
import { editToolCall, upsertToolCall } from './tool-calls.js';
import type { PermissionOption, PermissionOutcome, PermissionView, RequestId, SessionState } from './types.js';

export function requestKey(from: string, id: RequestId): string {
  return `${from}|${typeof id === 'number' ? 'n' : 's'}|${id}`;
}

function readOptions(ctx: FoldContext, options: unknown): PermissionOption[] {
  if (!Array.isArray(options)) {
    reportError(ctx, `session/request_permission: options must be an array (got ${typeName(options)})`);
    return [];
  }
  const out: PermissionOption[] = [];
  for (const option of options) {
    if (isRecord(option) && typeof option.optionId === 'string' && typeof option.name === 'string') {
      out.push(option as PermissionOption);
    } else {
      reportError(ctx, 'session/request_permission: option without string optionId and name dropped', option);
    }
  }
  return out;
}

export function addPermissionRequest(
  session: SessionState,
  id: RequestId,
  params: Record<string, unknown>,
  ctx: FoldContext,
): SessionState {
  const options = readOptions(ctx, params.options);
  // v1 carries `toolCall`; the v2 draft wraps it as `subject: {type: "tool_call", toolCall}`.
  const subject = isRecord(params.subject) ? params.subject : undefined;
  const toolCall = isRecord(params.toolCall)
    ? params.toolCall
    : subject?.type === 'tool_call' && isRecord(subject.toolCall)
      ? subject.toolCall
      : undefined;

  const view: PermissionView = {
    sessionId: session.summary.sessionId,
    requestId: id,
    options,
    cancelRequested: false,
    requestedAt: ctx.receivedAt,
  };
  if (typeof params.title === 'string') view.title = params.title;
  if (typeof params.description === 'string') view.description = params.description;
  if (subject?.type === 'command' && typeof subject.command === 'string') {
    view.command = { command: subject.command };
    if (typeof subject.cwd === 'string') view.command.cwd = subject.cwd;
    if (typeof subject.terminalId === 'string') view.command.terminalId = subject.terminalId;
    if (typeof subject.toolCallId === 'string') view.toolCallId = subject.toolCallId;
  }

  let next = session;
  if (toolCall) {
    if (typeof toolCall.toolCallId === 'string') view.toolCallId = toolCall.toolCallId;
    next = upsertToolCall(next, toolCall, ctx, 'session/request_permission toolCall', (call) => {
      call.permission = { requestId: id, options };
    });
  } else if (view.toolCallId === undefined && view.command === undefined) {
    reportError(ctx, 'session/request_permission: no toolCall');
  }
  const key = requestKey('agent', id);
  return { ...next, permissions: tableUpsert(next.permissions, key, view), pending: pendingAdd(next.pending, key) };
}

function readOutcome(ctx: FoldContext, result: unknown): PermissionOutcome | undefined {
  const outcome = isRecord(result) ? result.outcome : undefined;
  if (isRecord(outcome)) {
    if (outcome.outcome === 'selected' && typeof outcome.optionId === 'string') {
      return { outcome: 'selected', optionId: outcome.optionId };
    }
    if (outcome.outcome === 'cancelled') return { outcome: 'cancelled' };
  }
  reportError(ctx, 'session/request_permission response: result.outcome is neither selected with an optionId nor cancelled');
  return undefined;
}

/** The client answered (or failed to answer) a permission request. */
export function answerPermission(session: SessionState, id: RequestId, response: Record<string, unknown>, ctx: FoldContext): SessionState {
  const key = requestKey('agent', id);
  const request = tableGet(session.permissions, key);
  if (!request) return session;
  const outcome = 'result' in response ? readOutcome(ctx, response.result) : undefined;
  const answered: PermissionView = { ...request, answeredAt: ctx.receivedAt };
  if (outcome) answered.outcome = outcome;
  if ('error' in response) answered.error = response.error;
  const next = copySession(session);
  next.permissions = tableUpsert(session.permissions, key, answered);
  next.pending = pendingDelete(session.pending, key);
  return editToolCall(
    next,
    request.toolCallId,
    ctx,
    (call) => outcome && call.permission?.requestId === id && (call.permission = { ...call.permission, outcome }),
  );
}

/** Marks the unanswered request under `key` as awaiting its `cancelled` answer (`$/cancel_request`). */
export function markPermissionCancelling(session: SessionState, key: string): SessionState {
  const position = tablePosition(session.permissions, key);
  const view = tableAt(session.permissions, position);
  if (!view || view.outcome || view.answeredAt !== undefined || view.cancelRequested) return session;
  const next = copySession(session);
  next.permissions = tableSetAt(session.permissions, position, { ...view, cancelRequested: true });
  next.pending = pendingDelete(session.pending, key);
  return next;
}

export const PERMISSION_METHODS = {
  'session/request_permission': {
    by: 'agent',
    request: (state, id, params, ctx) =>
      ctx.from !== 'agent'
        ? state
        : updateSession(state, requireSession(ctx, params), ctx, (session) => addPermissionRequest(session, id, params, ctx)),
    notification: (state, params, ctx, nullId) => {
      // Without an id it cannot be answered; keep what it says about the tool call.
      if (!nullId) reportError(ctx, 'session/request_permission came without an id, so it cannot be answered');
      const sid = requireSession(ctx, params);
      const toolCall = params.toolCall;
      if (!isRecord(toolCall)) return state;
      return updateSession(state, sid, ctx, (session) => upsertToolCall(session, toolCall, ctx, 'session/request_permission toolCall'));
    },
    response: (state, request, _result, response, ctx) =>
      updateSession(state, request.sessionId, ctx, (session) => answerPermission(session, request.id, response, ctx)),
  },
} satisfies MethodRows;
