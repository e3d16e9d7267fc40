// SPDX-License-Identifier: Apache-2.0
/**
 * Reading the change set (contract stub: the tracker's helper fills these in). Memoized per state,
 * so an element re-rendering on every store change gets the same arrays while nothing changed.
 */
import type { ChangeActionDetail, ChangeScope, ChangeScopeName, ChangeSetState, ChangeSummary, Checkpoint, FileChange } from './types.js';

/** The scope's files, in the order they were first changed. */
export function selectFileChanges(state: ChangeSetState, scope: ChangeScope): readonly FileChange[] {
  void state;
  void scope;
  return [];
}

/** Counts over the scope's files (the summary row). */
export function selectChangeSummary(state: ChangeSetState, scope: ChangeScope): ChangeSummary {
  const files = selectFileChanges(state, scope);
  return {
    files: files.length,
    added: files.reduce((sum, file) => sum + file.added, 0),
    removed: files.reduce((sum, file) => sum + file.removed, 0),
    pending: files.filter((file) => file.review !== 'kept' && file.review !== 'undone').length,
    editing: files.some((file) => file.editing),
  };
}

/** "Restore to here" at the user prompt that began `turn`; undefined when nothing changed from it on. */
export function selectCheckpoint(state: ChangeSetState, sessionId: string, turn: number): Checkpoint | undefined {
  void state;
  void sessionId;
  void turn;
  return undefined;
}

/**
 * The detail of a `change-keep` / `change-undo` event for an action on a file (or some of its
 * hunks): the texts, and the `result` the file is to hold after it, computed from what the
 * tracker last knew the file to be. Undefined when the file is not in the scope.
 */
export function planChange(
  state: ChangeSetState,
  action: 'keep' | 'undo' | 'redo',
  request: { sessionId: string; path: string; hunkIds?: string[]; since?: ChangeScopeName | number },
): ChangeActionDetail | undefined {
  void state;
  void action;
  void request;
  return undefined;
}
