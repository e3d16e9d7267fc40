// SPDX-License-Identifier: Apache-2.0
import { patchInfo } from './catalog-methods.js';
import { isRecord, reportError, typeName, type FoldContext } from './context.js';
import type { MethodRows } from './method-table.js';
import { copySession, updateSessionWith } from './session.js';
import { applyTerminalOutputChunk, applyTerminalUpdate } from './terminals.js';
import { appendToolCallContent, upsertToolCall } from './tool-calls.js';
import {
  appendMessageChunk,
  appendStateEntry,
  applyCompaction,
  appendUnknown,
  applyPlan,
  applyPlanRemoved,
  applyPlanUpdate,
} from './transcript.js';
import type { SessionState, SessionSummary, ToolCallState } from './types.js';

function withSummary(session: SessionState, patch: Partial<SessionSummary>): SessionState {
  const next = copySession(session);
  next.summary = { ...session.summary, ...patch };
  return next;
}

function foldUpdate(session: SessionState, update: Record<string, unknown>, kind: string, ctx: FoldContext): SessionState {
  switch (kind) {
    case 'tool_call':
    case 'tool_call_update':
      return upsertToolCall(session, update, ctx, kind);
    case 'tool_call_content_chunk':
      return appendToolCallContent(session, update, ctx);
    case 'user_message_chunk':
    case 'user_message':
      return appendMessageChunk(session, 'user_message', update, ctx);
    case 'agent_message_chunk':
    case 'agent_message':
      return appendMessageChunk(session, 'agent_message', update, ctx);
    case 'agent_thought_chunk':
    case 'agent_thought':
      return appendMessageChunk(session, 'agent_thought', update, ctx);
    case 'plan':
      return applyPlan(session, update, ctx);
    case 'plan_update':
      return applyPlanUpdate(session, update, ctx);
    case 'plan_removed':
      return applyPlanRemoved(session, update, ctx);
    case 'terminal_output_chunk':
      return applyTerminalOutputChunk(session, update, ctx);
    case 'terminal_update':
      return applyTerminalUpdate(session, update, ctx);
    case 'available_commands_update': {
      const commands = update.availableCommands;
      if (!Array.isArray(commands)) {
        reportError(ctx, `available_commands_update: availableCommands must be an array (got ${typeName(commands)})`);
        return session;
      }
      return appendStateEntry(withSummary(session, { availableCommands: commands }), 'available_commands', update, ctx);
    }
    case 'current_mode_update': {
      const modeId = update.currentModeId;
      if (typeof modeId !== 'string') {
        reportError(ctx, `current_mode_update: currentModeId must be a string (got ${typeName(modeId)})`);
        return session;
      }
      return appendStateEntry(withSummary(session, { currentModeId: modeId }), 'current_mode', update, ctx);
    }
    case 'config_option_update': {
      const options = update.configOptions;
      if (!Array.isArray(options)) {
        reportError(ctx, `config_option_update: configOptions must be an array (got ${typeName(options)})`);
        return session;
      }
      return appendStateEntry(withSummary(session, { configOptions: options }), 'config_options', update, ctx);
    }
    case 'session_info_update': {
      // A patch: a string sets the title, null clears it, absence leaves it.
      const patched = { ...session.summary };
      if (typeof update.title === 'string') patched.title = update.title;
      else if (update.title === null) delete patched.title;
      return appendStateEntry({ ...session, summary: patched }, 'session_info', update, ctx);
    }
    case 'usage_update': {
      const { used, size, cost } = update;
      if (typeof used !== 'number' || typeof size !== 'number') {
        reportError(ctx, 'usage_update: used and size must be numbers');
        return appendUnknown(session, kind, update, ctx);
      }
      const usage: SessionSummary['usage'] = { used, size };
      if (isRecord(cost) && typeof cost.amount === 'number' && typeof cost.currency === 'string') {
        usage.cost = { amount: cost.amount, currency: cost.currency };
      }
      return appendStateEntry(withSummary(session, { usage }), 'usage', update, ctx);
    }
    case 'compaction_update':
    case 'compaction_summary_chunk':
      return applyCompaction(session, kind, update, ctx);
    case 'notice':
      return appendStateEntry(session, 'notice', update, ctx);
    default:
      return appendUnknown(session, kind, update, ctx);
  }
}

/** `session/update` params (a `SessionNotification`), or the same object sent bare. */
export function foldSessionNotification(state: ToolCallState, params: unknown, ctx: FoldContext): ToolCallState {
  if (!isRecord(params)) {
    reportError(ctx, `session/update: params must be an object (got ${typeName(params)})`);
    return state;
  }
  const { sessionId, update } = params;
  if (typeof sessionId !== 'string') {
    reportError(ctx, 'session/update: missing sessionId');
    return state;
  }
  ctx.sessionId = sessionId;
  if (!isRecord(update)) {
    reportError(ctx, `session/update: update must be an object (got ${typeName(update)})`);
    return state;
  }
  const kind = update.sessionUpdate;
  if (typeof kind !== 'string' || kind === '') {
    reportError(ctx, 'session/update: update.sessionUpdate must be a non-empty string');
    return state;
  }
  const next = updateSessionWith(state, sessionId, ctx, foldUpdate, update, kind);
  // The catalog's title and `updatedAt` (the summary keeps the title too, for the thread).
  return kind === 'session_info_update' ? patchInfo(next, sessionId, update) : next;
}

export const SESSION_UPDATE_METHODS = {
  'session/update': {
    by: 'agent',
    request: (state, _id, params, ctx) => {
      // A notification sent as a request: nobody will answer it, but its content still counts.
      reportError(ctx, 'session/update is a notification but came with an id');
      return foldSessionNotification(state, params, ctx);
    },
    notification: foldSessionNotification,
  },
} satisfies MethodRows;
