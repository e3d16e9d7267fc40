// SPDX-License-Identifier: Apache-2.0
/** The recorder's working books (mutable, never published): calls, records of (call, path), files, sessions. */
import type { Claim } from './call-evidence.js';
import type { FileHistory, RecordHead, Slots } from './history.js';
import type { ChangeProblem, ReviewState } from './types.js';

export type Outcome = 'open' | 'completed' | 'failed';

export interface CallBook {
  id: string;
  paths: Set<string>;
  outcome: Outcome;
  order: number;
}

export interface RecordBook {
  head: RecordHead;
  path: string;
  slots: Slots;
  claim?: Claim;
  /** The file's known text when the call first named it: where its snippets are placed. */
  base?: string | null;
  /** The former path of a move, read for the snapshot before. */
  source: string;
  writes: number;
  snapshotTokens: { before: number; after: number };
}

export interface FileBook {
  path: string;
  records: Map<string, RecordBook>;
  reviews: Map<string, ReviewState>;
  written?: { text: string | null };
  problem?: ChangeProblem;
  history?: FileHistory;
}

export interface SessionBook {
  id: string;
  turn: number;
  calls: Map<string, CallBook>;
  /** The calls not ended yet, in the order they began: the only ones a later message can change. */
  open: Set<CallBook>;
  files: Map<string, FileBook>;
}

/** A write seen on one side (the wire or the tracker's `fs`) and not yet on the other. */
export interface SeenWrite {
  key: string;
  record: RecordBook;
  file: FileBook;
  session: SessionBook;
}
