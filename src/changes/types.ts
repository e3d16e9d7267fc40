// SPDX-License-Identifier: Apache-2.0
/**
 * The change set's contract (decision 0041): what the agent changed in each session's files, per
 * turn, with the evidence each text rests on, and what the user decided (keep, undo). The tracker
 * (track-changes.ts) builds it beside a store; `<change-review>` and the checkpoints of
 * `<session-thread>` draw it through the selectors (selectors.ts). DOM-free.
 */

/**
 * Where a text came from, best first: `client-write` (the agent wrote it through the client's
 * `fs/write_text_file`: exact), `snapshot` (the tracker read the file through the host's `fs` when
 * an edit-like call appeared and when it ended: exact), `tool-diff` (the call's own `diff` content:
 * exact for whole-file texts and for snippets located in a known text, else only a snippet).
 */
export type ChangeEvidence = 'client-write' | 'snapshot' | 'tool-diff';

/** What happened to a file over a scope. */
export type FileChangeStatus = 'added' | 'modified' | 'deleted' | 'moved';

/** The user's decision on a hunk: none yet, kept (the agent's version accepted), undone (reverted). */
export type ReviewState = 'pending' | 'kept' | 'undone';

/** Which changes: the latest turn's (default), the whole session's, or everything since a turn. */
export type ChangeScopeName = 'turn' | 'session';

export interface ChangeScope {
  sessionId: string;
  /** `turn` (default), `session`, or a turn's id: every change made from that turn on. */
  since?: ChangeScopeName | number;
}

/**
 * One hunk of a file's net change, in jsdiff's shape: `lines` are prefixed with ' ', '-' or '+'
 * and carry no line ending (the texts keep theirs; undo works on the texts, not on these lines).
 */
export interface ChangeHunk {
  /** Stable while the file's before and after texts stay the same (line numbers and content). */
  id: string;
  /** 1-based; 0 when not located. */
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
  /** False for a snippet whose place in the file is unknown (it occurs nowhere or more than once). */
  located: boolean;
  review: ReviewState;
}

/** Why an exact undo (or redo) is not offered. */
export type UndoBlocker =
  /** The host gave no file access that can write. */
  | 'no-fs'
  /** Only snippets are known, not the whole texts. */
  | 'inexact'
  /** A call that touches the file has not ended. */
  | 'editing';

/** A problem the last keep / undo / redo / restore of a file ran into; nothing was written. */
export interface ChangeProblem {
  /**
   * `changed-since`: the file on disk is neither what the agent left nor what it was before (a
   * whole-file action would lose work; hunk by hunk may still apply); `conflict`: a hunk does not
   * apply to the current text; `io`: reading or writing failed (the host's error message).
   */
  kind: 'changed-since' | 'conflict' | 'io';
  message: string;
  /** The hunks that did not apply (`conflict`). */
  hunkIds?: string[];
}

/** A file's net change over a scope: from its first known text in the scope to its last. */
export interface FileChange {
  sessionId: string;
  /** The path as the agent named it (absolute in ACP); after a move, the new path. */
  path: string;
  /** A moved file's former path. */
  oldPath?: string;
  status: FileChangeStatus;
  /** The weakest evidence the net change rests on. */
  evidence: ChangeEvidence;
  /** The whole text before (null: the file did not exist), when known. */
  before?: string | null;
  /** The whole text the agent left (null: deleted), when known. */
  after?: string | null;
  /** `before` and `after` are both known whole texts: the hunks are exact and located. */
  exact: boolean;
  hunks: ChangeHunk[];
  added: number;
  removed: number;
  /** The calls that touched the file in the scope, in order. */
  toolCallIds: string[];
  /** A call that touches the file has not ended yet: the texts may still change. */
  editing: boolean;
  /** `mixed` when the hunks differ. */
  review: ReviewState | 'mixed';
  /** Whether Undo (and Redo) can be done exactly through the tracker's file access. */
  undoable: boolean;
  undoBlockedBy?: UndoBlocker;
  problem?: ChangeProblem;
}

/** The summary row: counts over the scope's files. */
export interface ChangeSummary {
  files: number;
  added: number;
  removed: number;
  /** Files with at least one hunk neither kept nor undone. */
  pending: number;
  /** A file is being edited now. */
  editing: boolean;
}

/** "Restore to here" at a user prompt: the files changed from that turn on. */
export interface Checkpoint {
  sessionId: string;
  /** The turn's id: the `seq` of the user message entry that began it. */
  turn: number;
  /** Every file changed from this turn on (whatever its review state), by path. */
  files: string[];
  /** Every one of them can be put back exactly (known texts, file access that writes, no call running). */
  restorable: boolean;
  /** Why not, when not. */
  blockedBy?: UndoBlocker;
}

/** The tracker's state: treat it as opaque and read it with the selectors. A new object on every change. */
export interface ChangeSetState {
  /** Increases with every change, so a view can tell it changed. */
  readonly version: number;
  /** @internal per session: the files' edit histories, the turns, the review records. */
  readonly sessions: ReadonlyMap<string, unknown>;
  /** Whether the tracker can act on disk (Undo, Redo, Restore): its file access reads and writes. */
  readonly canWrite: boolean;
  /** Whether the tracker can delete (undo of a created file, redo of a deletion, a move). */
  readonly canDelete?: boolean;
}

/**
 * The host's file access: the shape of `connectAcp`'s `fs` (ACP's `fs/read_text_file` and
 * `fs/write_text_file`), plus an optional delete (undo of a created file, redo of a deletion) that
 * ACP does not have; `bridgeFs()` gives all three. A read of a file that does not exist rejects
 * with an error whose `code` is -32002 (ACP's "resource not found").
 */
export interface ChangeFileSystem {
  readTextFile?(request: { sessionId: string; path: string; line?: number | null; limit?: number | null }): Promise<{ content: string }>;
  writeTextFile?(request: { sessionId: string; path: string; content: string }): Promise<unknown>;
  deleteTextFile?(request: { sessionId: string; path: string }): Promise<unknown>;
}

/** What a keep or undo acts on (the detail of `change-keep` / `change-undo`, see src/events). */
export interface ChangeActionRequest {
  sessionId: string;
  /** The file; absent: every file of the scope. */
  path?: string;
  /** The hunks' ids; absent or empty: the whole file. */
  hunkIds?: string[];
  /** The scope the review shows (default `turn`). */
  since?: ChangeScopeName | number;
}

/** The result of applying an action through the tracker's file access. */
export interface ChangeActionResult {
  ok: boolean;
  /** Per file acted on: the problem, when there was one (nothing of that file was written). */
  problems: { path: string; problem: ChangeProblem }[];
}

/** `trackChanges` options. */
export interface TrackChangesOptions {
  /**
   * The host's file access. With `readTextFile` the tracker snapshots the files of edit-like calls
   * (evidence `snapshot`) and reads a file before the agent writes it; with `writeTextFile` (and
   * `deleteTextFile`) Undo, Redo and Restore write through it. Without it the change set rests on
   * what crossed the wire, and actions are left to the host (the events' `result`).
   */
  fs?: ChangeFileSystem;
  /**
   * Where `change-keep`, `change-undo` and `checkpoint-restore` are heard and applied, unless a
   * listener of the same dispatch prevented them. Default: `document` when there is one; `null`: nowhere.
   */
  target?: ChangeEventTarget | null;
}

/** What the tracker needs of an event target (a `document`, an element, any `EventTarget`): DOM-free. */
export interface ChangeEventTarget {
  addEventListener(type: string, listener: (event: { defaultPrevented: boolean; detail?: unknown }) => void): void;
  removeEventListener(type: string, listener: (event: { defaultPrevented: boolean; detail?: unknown }) => void): void;
}

/** A change set kept beside a store: `trackChanges(store, options)`. */
export interface ChangeTracker {
  getState(): ChangeSetState;
  /** Calls `listener` after every change of the state; returns the function that unsubscribes it. */
  subscribe(listener: (state: ChangeSetState) => void): () => void;
  /**
   * `connectAcp`'s `fs`: the host's file access, through which each write of the agent is recorded
   * with the text the file had just before it (read first when not known). Has only the handlers
   * the host's `fs` has.
   */
  readonly fs: {
    readTextFile?(request: { sessionId: string; path: string; line?: number | null; limit?: number | null }): Promise<{ content: string }>;
    writeTextFile?(request: { sessionId: string; path: string; content: string }): Promise<void>;
  };
  /** Keeps the agent's version (hunks, a file, or every file of the scope); `redo` writes it back after an undo. */
  keep(request: ChangeActionRequest & { redo?: boolean }): Promise<ChangeActionResult>;
  /** Puts the text before back, through the file access, never over work done since (see `ChangeProblem`). */
  undo(request: ChangeActionRequest): Promise<ChangeActionResult>;
  /** Puts every file changed from `turn` on back to its text before that turn, or nothing if any of them cannot be. */
  restore(request: { sessionId: string; turn: number }): Promise<ChangeActionResult>;
  /** Stops following the store and hearing the target. */
  dispose(): void;
}

/** What `change-keep` and `change-undo` carry: the action, and the texts a host applying it itself needs. */
export interface ChangeActionDetail {
  sessionId: string;
  path: string;
  /** The scope the review showed. */
  since: ChangeScopeName | number;
  /** The hunks acted on; empty: the whole file. */
  hunks: ChangeHunk[];
  /** The file's text before the agent's change (null: it did not exist), when known. */
  before?: string | null;
  /** The text the agent left (null: deleted), when known. */
  after?: string | null;
  /** The text the file is to hold after this action (null: no file), when it can be computed. */
  result?: string | null;
}
