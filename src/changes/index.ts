// SPDX-License-Identifier: Apache-2.0
/** What the agent changed, per session and turn, and keeping or undoing it (tool-call-elements/changes). */
export { trackChanges } from './track-changes.js';
export type { SettlingChangeTracker } from './track-changes.js';
export type { EditRecord } from './history.js';
export { planChange, selectChangeSummary, selectCheckpoint, selectFileChanges } from './selectors.js';
export type {
  ChangeActionDetail,
  ChangeActionRequest,
  ChangeActionResult,
  ChangeEventTarget,
  ChangeEvidence,
  ChangeFileSystem,
  ChangeHunk,
  ChangeProblem,
  ChangeScope,
  ChangeScopeName,
  ChangeSetState,
  ChangeSummary,
  ChangeTracker,
  Checkpoint,
  FileChange,
  FileChangeStatus,
  ReviewState,
  TrackChangesOptions,
  UndoBlocker,
} from './types.js';
