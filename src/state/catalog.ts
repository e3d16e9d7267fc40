// SPDX-License-Identifier: Apache-2.0
/**
 * Sessions as a list (STUB: the signatures are the contract; the folds and selectors are being
 * written): `session/list` pages merged by `sessionId`, `session/close` / `session/delete`
 * results, each session's lifecycle, and the agent's session capabilities.
 */
import type { SessionCapabilitiesView, SessionCatalogEntry, SessionLifecycle, SessionListing } from './catalog-types.js';
import type { ToolCallState } from './types.js';

export interface CatalogQuery {
  /** Only sessions whose cwd is this directory. */
  cwd?: string;
}

/** Every session known: listed by the agent and seen by the store, merged by id, newest first. Deleted sessions are left out. */
export function selectSessionCatalog(_state: ToolCallState, _query: CatalogQuery = {}): readonly SessionCatalogEntry[] {
  return [];
}

/** One session's lifecycle; undefined when neither listed nor seen. */
export function selectSessionLifecycle(_state: ToolCallState, _sessionId: string): SessionLifecycle | undefined {
  return undefined;
}

/** The paging of `session/list`. */
export function selectSessionListing(_state: ToolCallState): SessionListing {
  return { loading: false, listed: false };
}

/** What the agent advertised about sessions and sign-in; all false before `initialize`. */
export function selectSessionCapabilities(_state: ToolCallState): SessionCapabilitiesView {
  return { load: false, list: false, resume: false, close: false, delete: false, logout: false };
}
