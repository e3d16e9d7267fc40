// SPDX-License-Identifier: Apache-2.0
/**
 * The reducer's dispatch table: every ACP method, who sends it, and the module that folds it
 * (method-table.ts has the shape). Methods the state has nothing to draw from are listed too, so
 * that they count as known rather than reported.
 */
import { CATALOG_METHODS } from './catalog-methods.js';
import { isRequestId } from './context.js';
import { ELICITATION_METHODS, markElicitationsCancelling } from './elicitations.js';
import { tableGet } from './keyed-table.js';
import type { MethodRow, MethodTable, NotificationFold } from './method-table.js';
import { markPermissionCancelling, PERMISSION_METHODS, requestKey } from './permissions.js';
import { updateSession } from './session.js';
import { SESSION_METHODS } from './session-methods.js';
import { SESSION_UPDATE_METHODS } from './session-update.js';
import { SIGN_IN_METHODS } from './sign-in.js';
import { TERMINAL_METHODS } from './terminals.js';

/**
 * `$/cancel_request`: the sender withdraws one of its own requests. For a permission request or an
 * elicitation the client still answers (`cancelled`, `cancel`): until then they wait for it.
 */
const cancelRequest: NotificationFold = (state, params, ctx) => {
  if (!isRequestId(params.requestId)) return state;
  const request = tableGet(state.requests, requestKey(ctx.from, params.requestId));
  if (request?.method === 'session/request_permission') {
    const key = requestKey('agent', params.requestId);
    return updateSession(state, request.sessionId, ctx, (session) => markPermissionCancelling(session, key));
  }
  if (request?.method === 'elicitation/create' && ctx.from === 'agent') {
    return markElicitationsCancelling(state, ctx, [requestKey('agent', params.requestId)]);
  }
  return state;
};

const TABLE: MethodTable = {
  ...SESSION_METHODS,
  ...SESSION_UPDATE_METHODS,
  ...PERMISSION_METHODS,
  ...ELICITATION_METHODS,
  ...TERMINAL_METHODS,
  ...CATALOG_METHODS,
  ...SIGN_IN_METHODS,
  '$/cancel_request': { by: 'both', notification: cancelRequest },

  // Nothing to draw from these: account status, providers, the session housekeeping beyond the
  // catalog, file access, MCP over ACP.
  'auth/status': { by: 'client' },
  'auth/status_update': { by: 'agent' },
  'providers/list': { by: 'client' },
  'providers/set': { by: 'client' },
  'providers/disable': { by: 'client' },
  'session/status': { by: 'client' },
  'session/set_title': { by: 'client' },
  'session/fork': { by: 'client' },
  'session/archive': { by: 'client' },
  'session/unarchive': { by: 'client' },
  'fs/read_text_file': { by: 'agent' },
  'fs/write_text_file': { by: 'agent' },
  'mcp/message': { by: 'both' },
};

/** By method name; a Map, so that a method named like an `Object.prototype` member finds no row. */
export const METHODS: ReadonlyMap<string, MethodRow> = new Map(Object.entries(TABLE));
