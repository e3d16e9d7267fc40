// SPDX-License-Identifier: Apache-2.0
/**
 * The change set's records: per session, per file, the ordered edits (one per call and path, or
 * per write no call claims), each derived from the evidence its sources gave. A better source
 * replaces a weaker one (client-write > snapshot > tool-diff); a weaker one only fills in the text
 * before when the better does not know it. Published objects are never changed after: a changed
 * file is a new `FileHistory`, so the selectors can cache per object.
 */
import type { Slot, Snippet } from './call-evidence.js';
import type { ChangeEvidence, ChangeProblem, ReviewState } from './types.js';

/** One edit of a file: what one call (or one unclaimed write) did to it. */
export interface EditRecord {
  /** The turn it was first seen in (`seq` of the user message that began it; 0 before any). */
  turn: number;
  toolCallId?: string;
  evidence: ChangeEvidence;
  /** The whole text before (null: no file), when known. */
  before?: string | null;
  /** The whole text after (null: deleted), when known. */
  after?: string | null;
  /** What is known when the whole texts are not. */
  snippet?: Snippet;
  oldPath?: string;
  /**
   * `before` is null only because a diff said "new file" (Claude's Write says it of files it
   * overwrote too): shown as created, but no undo deletes the file on that word.
   */
  beforeClaimed?: true;
  receivedAt: number;
  /** Order of first sight across the tracker: files and edits sort by it. */
  order: number;
}

export interface FileHistory {
  readonly path: string;
  readonly edits: readonly EditRecord[];
  /** A call that touches the file has not ended. */
  readonly editing: boolean;
  /** The user's decisions, by hunk id (`''`: the whole file, for a change with no hunks). */
  readonly reviews: ReadonlyMap<string, ReviewState>;
  /** What the tracker last wrote (after an undo or redo), until the agent edits the file again. */
  readonly written?: { text: string | null };
  readonly problem?: ChangeProblem;
}

export interface SessionChanges {
  /** The current turn's id. */
  readonly turn: number;
  readonly files: ReadonlyMap<string, FileHistory>;
}

/** The sources of one (call, path), by evidence. */
export type Slots = Partial<Record<ChangeEvidence, Slot>>;

export const EVIDENCE_ORDER: readonly ChangeEvidence[] = ['client-write', 'snapshot', 'tool-diff'];

export interface RecordHead {
  turn: number;
  toolCallId?: string;
  receivedAt: number;
  order: number;
}

/**
 * The edit one (call, path) amounts to, or undefined when it changed nothing: `ended` says how
 * the call ended (a failed or cancelled call's own diff claims nothing).
 */
export function deriveEdit(head: RecordHead, slots: Slots, ended: 'open' | 'completed' | 'failed'): EditRecord | undefined {
  const diff = ended === 'failed' ? undefined : slots['tool-diff'];
  let snapshot = slots.snapshot;
  if (snapshot && snapshot.before !== undefined && snapshot.after !== undefined && snapshot.before === snapshot.after) {
    // Unchanged between the two reads: the call changed nothing, or the first read came too late.
    snapshot = diff ? undefined : { before: snapshot.before };
  }
  const sources: [ChangeEvidence, Slot | undefined][] = [
    ['client-write', slots['client-write']],
    ['snapshot', snapshot],
    ['tool-diff', diff],
  ];
  const best = sources.find(([, slot]) => slot && (slot.after !== undefined || slot.snippet !== undefined));
  if (!best) return undefined;
  const [evidence, slot] = best as [ChangeEvidence, Slot];
  let before = slot.before;
  let claimed = slot.claimed;
  if (before === undefined) {
    const filler = sources.find(([, other]) => other?.before !== undefined)?.[1];
    before = filler?.before;
    claimed = filler?.claimed;
  }
  const oldPath = slot.oldPath ?? diff?.oldPath;
  // A moved file's text before is the former path's (the new path had none): known, or not at all.
  if (oldPath !== undefined && before === null) {
    before = diff?.before;
    claimed = undefined;
  }
  if (slot.after !== undefined && before !== undefined && before === slot.after && oldPath === undefined) return undefined;
  const edit: EditRecord = { ...head, evidence, receivedAt: head.receivedAt };
  if (before !== undefined) edit.before = before;
  if (claimed) edit.beforeClaimed = true;
  if (slot.after !== undefined) edit.after = slot.after;
  else if (slot.snippet) edit.snippet = slot.snippet;
  if (oldPath !== undefined) edit.oldPath = oldPath;
  if (edit.toolCallId === undefined) delete edit.toolCallId;
  return edit;
}

function sameEdit(a: EditRecord, b: EditRecord): boolean {
  return (
    a.order === b.order &&
    a.evidence === b.evidence &&
    a.before === b.before &&
    a.after === b.after &&
    a.oldPath === b.oldPath &&
    a.beforeClaimed === b.beforeClaimed &&
    a.snippet?.oldText === b.snippet?.oldText &&
    a.snippet?.newText === b.snippet?.newText
  );
}

/** Whether two derivations of a file's edits say the same (so the published history can stay). */
export function sameEdits(a: readonly EditRecord[], b: readonly EditRecord[]): boolean {
  return a.length === b.length && a.every((edit, i) => sameEdit(edit, b[i]!));
}
