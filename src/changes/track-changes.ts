// SPDX-License-Identifier: Apache-2.0
/** `trackChanges`: the change set kept beside a store (contract stub: the tracker's helper fills it in). */
import type { ToolCallStore } from '../state/index.js';
import type { ChangeSetState, ChangeTracker, TrackChangesOptions } from './types.js';

export function trackChanges(store: ToolCallStore, options: TrackChangesOptions = {}): ChangeTracker {
  void store;
  const state: ChangeSetState = { version: 0, sessions: new Map(), canWrite: Boolean(options.fs?.writeTextFile) };
  const nothing = async () => ({ ok: false, problems: [] });
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    fs: {},
    keep: nothing,
    undo: nothing,
    restore: nothing,
    dispose: () => undefined,
  };
}
