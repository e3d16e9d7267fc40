// SPDX-License-Identifier: Apache-2.0
/**
 * Reading the change set. Memoized per state, so an element re-rendering on every store change
 * gets the same arrays while nothing changed; and per file history, so one edited file does not
 * re-diff the others.
 */
import { composeFile, expectedText, type Abilities } from './compose.js';
import type { FileHistory, SessionChanges } from './history.js';
import { applyExactly, pickHunks } from './hunks.js';
import type { ChangeActionDetail, ChangeScope, ChangeScopeName, ChangeSetState, ChangeSummary, Checkpoint, FileChange } from './types.js';

const byState = new WeakMap<ChangeSetState, Map<string, readonly FileChange[]>>();
const byHistory = new WeakMap<FileHistory, Map<string, FileChange | null>>();

/** @internal the session's records in a state. */
export function sessionChanges(state: ChangeSetState, sessionId: string): SessionChanges | undefined {
  return state.sessions.get(sessionId) as SessionChanges | undefined;
}

/** @internal the first turn a scope covers (0: all). */
export function scopeStart(session: SessionChanges, since: ChangeScopeName | number | undefined): number {
  if (since === 'session') return 0;
  if (typeof since === 'number' && Number.isFinite(since)) return since;
  return session.turn;
}

function abilitiesOf(state: ChangeSetState): Abilities {
  return { canWrite: state.canWrite, canDelete: state.canDelete === true };
}

/** @internal one file's net change from turn `start` on, cached per history object. */
export function fileChangeOf(state: ChangeSetState, sessionId: string, history: FileHistory, start: number): FileChange | undefined {
  const abilities = abilitiesOf(state);
  const key = `${sessionId}\0${start}\0${abilities.canWrite}\0${abilities.canDelete}`;
  let cache = byHistory.get(history);
  if (!cache) byHistory.set(history, (cache = new Map()));
  let file = cache.get(key);
  if (file === undefined) cache.set(key, (file = composeFile(sessionId, history, start, abilities) ?? null));
  return file ?? undefined;
}

/** The scope's files, in the order they were first changed. */
export function selectFileChanges(state: ChangeSetState, scope: ChangeScope): readonly FileChange[] {
  const session = sessionChanges(state, scope.sessionId);
  if (!session) return [];
  const start = scopeStart(session, scope.since);
  let memo = byState.get(state);
  if (!memo) byState.set(state, (memo = new Map()));
  const key = `${scope.sessionId}\0${start}`;
  const known = memo.get(key);
  if (known) return known;
  const files: { file: FileChange; order: number }[] = [];
  for (const history of session.files.values()) {
    const file = fileChangeOf(state, scope.sessionId, history, start);
    const first = history.edits.find((edit) => edit.turn >= start);
    if (file && first) files.push({ file, order: first.order });
  }
  const result = files.sort((a, b) => a.order - b.order).map(({ file }) => file);
  memo.set(key, result);
  return result;
}

/** Counts over the scope's files (the summary row). */
export function selectChangeSummary(state: ChangeSetState, scope: ChangeScope): ChangeSummary {
  const files = selectFileChanges(state, scope);
  return {
    files: files.length,
    added: files.reduce((sum, file) => sum + file.added, 0),
    removed: files.reduce((sum, file) => sum + file.removed, 0),
    // A file counts while any hunk awaits a decision (one kept and one undone hunk is decided).
    pending: files.filter((file) => (file.hunks.length ? file.hunks.some((hunk) => hunk.review === 'pending') : file.review === 'pending'))
      .length,
    editing: files.some((file) => file.editing),
  };
}

/** "Restore to here" at the user prompt that began `turn`; undefined when nothing changed from it on. */
export function selectCheckpoint(state: ChangeSetState, sessionId: string, turn: number): Checkpoint | undefined {
  const files = selectFileChanges(state, { sessionId, since: turn });
  if (files.length === 0) return undefined;
  const blocked = files.find((file) => !file.undoable);
  const checkpoint: Checkpoint = { sessionId, turn, files: files.map((file) => file.path), restorable: !blocked };
  if (blocked?.undoBlockedBy) checkpoint.blockedBy = blocked.undoBlockedBy;
  return checkpoint;
}

/** @internal a file of a scope with its history. */
export function findFile(
  state: ChangeSetState,
  request: { sessionId: string; path: string; since?: ChangeScopeName | number },
): { file: FileChange; history: FileHistory } | undefined {
  const session = sessionChanges(state, request.sessionId);
  const history = session?.files.get(request.path);
  if (!session || !history) return undefined;
  const file = fileChangeOf(state, request.sessionId, history, scopeStart(session, request.since));
  return file && { file, history };
}

/**
 * The text a file is to hold after an action, from what the tracker last knew it to be; undefined
 * when it cannot be told (inexact texts, a hunk that does not apply).
 */
export function resultOf(
  file: FileChange,
  history: FileHistory,
  action: 'keep' | 'undo' | 'redo',
  hunkIds: readonly string[],
): string | null | undefined {
  const current = expectedText(history, file);
  const whole = hunkIds.length === 0;
  if (action === 'undo' && whole) return file.before;
  if (action === 'redo' && whole) return file.after;
  if (action === 'keep' && whole) return file.review === 'pending' || file.review === 'kept' ? current : file.after;
  if (!file.exact || typeof current !== 'string') return undefined;
  const ids = new Set(hunkIds);
  const targets = file.hunks.filter((hunk) => ids.has(hunk.id));
  // Keeping a hunk that was undone puts it back; keeping a pending one changes nothing.
  const forward = action === 'redo' ? targets : action === 'keep' ? targets.filter((hunk) => hunk.review === 'undone') : [];
  const chosen = action === 'undo' ? targets.filter((hunk) => hunk.review !== 'undone') : forward;
  const { patch } = pickHunks(file.before ?? null, file.after ?? null, new Set(chosen.map((hunk) => hunk.id)));
  const result = applyExactly(current, patch, action === 'undo');
  return result === false ? undefined : result;
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
  const found = findFile(state, request);
  if (!found) return undefined;
  const { file, history } = found;
  const ids = new Set(request.hunkIds ?? []);
  const detail: ChangeActionDetail = {
    sessionId: request.sessionId,
    path: request.path,
    since: request.since ?? 'turn',
    hunks: file.hunks.filter((hunk) => ids.has(hunk.id)),
  };
  if (file.before !== undefined) detail.before = file.before;
  if (file.after !== undefined) detail.after = file.after;
  const result = resultOf(
    file,
    history,
    action,
    detail.hunks.map((hunk) => hunk.id),
  );
  if (result !== undefined) detail.result = result;
  return detail;
}
