// SPDX-License-Identifier: Apache-2.0
/**
 * A file's net change over a scope: its edits in the scope composed from the first text to the
 * last. Whole texts at both ends give exact, located hunks (jsdiff, context 3); otherwise each
 * edit's own hunks are listed, snippets unlocated unless the agent gave line numbers.
 */
import type { EditRecord, FileHistory } from './history.js';
import { countLines, rawPatch, showHunks, snippetHunks } from './hunks.js';
import type { ChangeEvidence, ChangeHunk, FileChange, FileChangeStatus, ReviewState, UndoBlocker } from './types.js';

export interface Abilities {
  canWrite: boolean;
  canDelete: boolean;
}

const RANK: Record<ChangeEvidence, number> = { 'client-write': 0, snapshot: 1, 'tool-diff': 2 };

function statusOf(before: string | null | undefined, after: string | null | undefined, oldPath: string | undefined): FileChangeStatus {
  if (after === null) return 'deleted';
  if (oldPath !== undefined) return 'moved';
  return before === null ? 'added' : 'modified';
}

function editHunks(edit: EditRecord, index: number): ChangeHunk[] {
  const prefix = `e${index}.`;
  if (edit.before !== undefined && edit.after !== undefined) return showHunks(rawPatch(edit.before, edit.after).hunks, true, prefix);
  return edit.snippet ? snippetHunks(edit.snippet, prefix) : [];
}

function blocker(file: FileChange, abilities: Abilities, beforeClaimed: boolean): UndoBlocker | undefined {
  const needsDelete = file.before === null || file.after === null || file.oldPath !== undefined;
  if (!abilities.canWrite || (needsDelete && !abilities.canDelete)) return 'no-fs';
  if (!file.exact || beforeClaimed) return 'inexact';
  return file.editing ? 'editing' : undefined;
}

function reviewOf(hunks: ChangeHunk[], whole: ReviewState | undefined): ReviewState | 'mixed' {
  if (hunks.length === 0) return whole ?? 'pending';
  const first = hunks[0]!.review;
  return hunks.every((hunk) => hunk.review === first) ? first : 'mixed';
}

/** The edits of `history` from turn `since` on (every edit when 0). */
export function editsSince(history: FileHistory, since: number): EditRecord[] {
  return since <= 0 ? [...history.edits] : history.edits.filter((edit) => edit.turn >= since);
}

/** The net change of a file over its edits from turn `since` on; undefined when nothing is left of it. */
export function composeFile(sessionId: string, history: FileHistory, since: number, abilities: Abilities): FileChange | undefined {
  const edits = editsSince(history, since);
  if (edits.length === 0) return undefined;
  const first = edits[0]!;
  const last = edits[edits.length - 1]!;
  const before = first.before;
  const after = last.after;
  // Created and deleted within the scope: nothing to show or undo.
  if (before === null && after === null) return undefined;
  const oldPath = edits.find((edit) => edit.oldPath !== undefined)?.oldPath;
  const exact = before !== undefined && after !== undefined;
  if (exact && before === after && oldPath === undefined) return undefined;
  const hunks = exact ? showHunks(rawPatch(before, after).hunks, true) : edits.flatMap(editHunks);
  for (const hunk of hunks) hunk.review = history.reviews.get(hunk.id) ?? 'pending';
  const evidence = edits.reduce<ChangeEvidence>(
    (weakest, edit) => (RANK[edit.evidence] > RANK[weakest] ? edit.evidence : weakest),
    'client-write',
  );
  const toolCallIds = [...new Set(edits.flatMap((edit) => (edit.toolCallId === undefined ? [] : [edit.toolCallId])))];
  const file: FileChange = {
    sessionId,
    path: history.path,
    status: statusOf(before, after, oldPath),
    evidence,
    exact,
    hunks,
    ...countLines(hunks),
    toolCallIds,
    editing: history.editing,
    review: reviewOf(hunks, history.reviews.get('')),
    undoable: false,
  };
  if (oldPath !== undefined) file.oldPath = oldPath;
  if (before !== undefined) file.before = before;
  if (after !== undefined) file.after = after;
  const blockedBy = blocker(file, abilities, first.beforeClaimed === true);
  file.undoable = blockedBy === undefined;
  if (blockedBy) file.undoBlockedBy = blockedBy;
  if (history.problem) file.problem = history.problem;
  return file;
}

/** The text the file should hold now, as far as the tracker knows: what it last wrote, else what the agent left. */
export function expectedText(history: FileHistory, file: FileChange): string | null | undefined {
  return history.written ? history.written.text : file.after;
}
