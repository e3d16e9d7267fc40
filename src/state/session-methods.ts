// SPDX-License-Identifier: Apache-2.0
/**
 * The session lifecycle the client drives: `initialize`, `session/new`, `session/load` and
 * `session/resume` (a session's cwd, modes, models and config options), `session/prompt` (the
 * user's prompt, then the turn's end), the `session/set_*` settings, and `session/cancel`.
 */
import { foldInitialized } from './agent.js';
import type { SessionLifecycle } from './catalog-types.js';
import { patchRecord, reopening, settle, touch } from './catalog-methods.js';
import { isRecord, requireSession, type FoldContext } from './context.js';
import { emptyTable, tableAt, tablePosition, tablePush, tableSetAt } from './keyed-table.js';
import type { MethodRows, RequestFold, ResponseFold } from './method-table.js';
import { emptyPending, pendingKeys } from './pending-set.js';
import { markElicitationsCancelling } from './elicitations.js';
import { copySession, updateSession } from './session.js';
import { appendPrompt } from './transcript.js';
import type { PendingRequest, SessionState, TurnEndEntry } from './types.js';

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

/** `session/load` and `session/resume` requests: the cwd, for a load a transcript to replay into, the lifecycle. */
function reopen(load: boolean): RequestFold {
  return (state, _id, params, ctx) => {
    if (ctx.from !== 'client') return state;
    const sessionId = requireSession(ctx, params);
    const next = updateSession(state, sessionId, ctx, (session) =>
      load ? replayFresh(withCwd(session, params.cwd)) : withCwd(session, params.cwd),
    );
    return sessionId === undefined ? next : reopening(next, state, sessionId, load ? 'loading' : 'resuming');
  };
}

function reopened(success: SessionLifecycle): ResponseFold {
  return (state, request, result, response, ctx) =>
    settle(
      result ? updateSession(state, request.sessionId, ctx, (session) => withStartingState(session, result)) : state,
      request,
      response,
      success,
    );
}

/** The agent need not echo the client's own choice with an update: its success is the change. */
const settingChosen: ResponseFold = (state, request, result, _response, ctx) =>
  result ? updateSession(state, request.sessionId, ctx, (session) => withChosenSetting(session, request, result)) : state;

const prompted: RequestFold = (state, _id, params, ctx) => {
  if (ctx.from !== 'client') return state;
  const sessionId = requireSession(ctx, params);
  const next = updateSession(state, sessionId, ctx, (session) =>
    appendPrompt({ ...session, summary: { ...session.summary, running: true } }, params.prompt, ctx),
  );
  return touch(next, sessionId, ctx);
};

/** The turn ends: a `turn_end` entry with the stop reason, or the error the prompt failed with. */
const turnEnded: ResponseFold = (state, request, result, response, ctx) => {
  const ended = updateSession(state, request.sessionId, ctx, (session) => {
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
  return touch(ended, request.sessionId, ctx);
};

export const SESSION_METHODS = {
  initialize: {
    by: 'client',
    response: foldInitialized,
  },
  'session/new': {
    by: 'client',
    response: (state, request, result, _response, ctx) => {
      if (!result || typeof result.sessionId !== 'string') return state;
      ctx.sessionId = result.sessionId;
      const created = updateSession(state, result.sessionId, ctx, (session) =>
        withStartingState(withCwd(session, request.params.cwd), result),
      );
      return patchRecord(created, result.sessionId, { lifecycle: 'live', activeAt: ctx.receivedAt });
    },
  },
  'session/load': { by: 'client', request: reopen(true), response: reopened('live') },
  'session/resume': { by: 'client', request: reopen(false), response: reopened('resumed') },
  'session/prompt': { by: 'client', request: prompted, response: turnEnded },
  'session/set_mode': { by: 'client', response: settingChosen },
  'session/set_model': { by: 'client', response: settingChosen },
  'session/set_config_option': { by: 'client', response: settingChosen },
  'session/cancel': {
    by: 'client',
    notification: (state, params, ctx) => {
      if (ctx.from !== 'client') return state;
      const elicitations: string[] = [];
      const cancelled = updateSession(state, requireSession(ctx, params), ctx, (session) => cancelPending(session, ctx, elicitations));
      return markElicitationsCancelling(cancelled, ctx, elicitations);
    },
  },
} satisfies MethodRows;
