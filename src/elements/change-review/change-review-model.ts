// SPDX-License-Identifier: Apache-2.0
/**
 * What `<change-review>` decides from the change set's files, apart from drawing them: which
 * actions a file or a hunk offers and why not, the hint on inexact evidence, the diff item of an
 * exact file, the files auto-accept keeps. Pure: tests call it on hand-built `FileChange`s.
 */
import type { ChangeHunk, FileChange, UndoBlocker } from '../../changes/index.js';
import type { ChangeReviewStrings } from '../../i18n/change-review.strings.js';

/** `@@ -a,b +c,d @@` as jsdiff and git write it; `?` for the start of a snippet not located. */
export function hunkHeader(hunk: ChangeHunk): string {
  const start = (line: number) => (hunk.located ? String(line) : '?');
  return `@@ -${start(hunk.oldStart)},${hunk.oldLines} +${start(hunk.newStart)},${hunk.newLines} @@`;
}

/** The line a hunk opens at in the file the agent left (where a removal was, for a pure removal); none when not located. */
export function hunkLine(hunk: ChangeHunk): number | undefined {
  if (!hunk.located) return undefined;
  return Math.max(1, hunk.newStart);
}

/** The first line a file opens at: its first located hunk's. */
export function fileLine(file: FileChange): number | undefined {
  for (const hunk of file.hunks) {
    const line = hunkLine(hunk);
    if (line !== undefined) return line;
  }
  return undefined;
}

/** How the change is known when it is not an exact before and after ("from the agent's snippets; not located in the file"). */
export function evidenceHint(file: FileChange, t: ChangeReviewStrings): string | undefined {
  if (file.exact) return undefined;
  const parts = [t.evidence[file.evidence]];
  if (file.hunks.some((hunk) => !hunk.located)) parts.push(t.notLocated);
  return parts.join(t.separator);
}

/** The v1 diff item `<diff-view>` draws for an exact file (whole texts); undefined for snippets. */
export function diffItem(file: FileChange): { type: 'diff'; path: string; oldText: string | null; newText: string } | undefined {
  if (!file.exact || file.after === undefined || file.before === undefined) return undefined;
  // A deleted file is an empty new text beside the old one, as `<diff-view>` reads it.
  return { type: 'diff', path: file.path, oldText: file.before, newText: file.after ?? '' };
}

/** Whether the file (or a hunk of it) was undone: its Undo button is a Redo. */
export const isUndone = (review: FileChange['review'] | ChangeHunk['review']) => review === 'undone';

/** What blocks Undo / Redo of a file, if anything (the tracker's reason, else "no file access"). */
export function undoBlocker(file: FileChange): UndoBlocker | undefined {
  if (file.undoable) return undefined;
  return file.undoBlockedBy ?? (file.editing ? 'editing' : 'no-fs');
}

/** Keep waits for the calls that edit the file to end: its hunks would change under the decision. */
export const keepBlocked = (file: FileChange) => file.editing;

/** Files with something to keep: a hunk neither kept nor undone. */
export const hasPending = (file: FileChange) => file.hunks.some((hunk) => hunk.review === 'pending') || file.review === 'pending';

/** The files auto-accept keeps now: a pending hunk, and no call editing the file any more. */
export const autoKeepable = (files: readonly FileChange[]) => files.filter((file) => !file.editing && hasPending(file));

/** The files "Keep all" keeps. */
export const keepAllTargets = (files: readonly FileChange[]) => files.filter((file) => !keepBlocked(file) && hasPending(file));

/** The files "Undo all" undoes: those not undone yet that can be. */
export const undoAllTargets = (files: readonly FileChange[]) => files.filter((file) => file.review !== 'undone' && file.undoable);

/**
 * A key that changes whenever what auto-accept would keep of a file changes (its pending hunks),
 * so a file edited again after being kept is kept again, and one already asked for is not asked twice.
 */
export const pendingKey = (file: FileChange) =>
  `${file.sessionId}\u0000${file.path}\u0000${file.hunks
    .filter((hunk) => hunk.review === 'pending')
    .map((hunk) => hunk.id)
    .join(',')}`;

/** The file being edited now, if any (the summary row names it). */
export const editingFile = (files: readonly FileChange[]) => files.find((file) => file.editing);

/** A DOM id for a file's row, stable for its path (paths hold characters ids should not). */
export function fileId(index: number): string {
  return `file-${index}`;
}
