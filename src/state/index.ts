// SPDX-License-Identifier: Apache-2.0
/**
 * `tool-call-elements/state`: folds ACP JSON-RPC traffic into tool-call state. DOM-free; runs in
 * browsers, workers and Node.
 */
export { createToolCallStore } from './store.js';
export type { StoreListener, ToolCallStore, ToolCallStoreOptions } from './store.js';
export { createInitialState, reduceMessage } from './reducer.js';
export { commandFromRawInput } from './terminals.js';
export {
  selectAllToolCalls,
  selectErrors,
  selectOldestPendingPermission,
  selectPendingPermissions,
  selectPermission,
  selectSession,
  selectSessions,
  selectTerminal,
  selectToolCall,
  selectToolCallTerminals,
  selectToolCalls,
  selectTranscript,
} from './selectors.js';
export { TOOL_KINDS, TOOL_CALL_STATUSES, FINAL_STATUSES } from './types.js';
export type {
  AvailableCommand,
  ContentBlock,
  DispatchOptions,
  FeedError,
  KnownToolCallStatus,
  KnownToolKind,
  MessageEntry,
  PermissionOption,
  PermissionOutcome,
  PermissionView,
  PlanEntry,
  PlanTranscriptEntry,
  RequestId,
  Sender,
  SessionConfigOption,
  SessionMode,
  SessionStateEntry,
  SessionSummary,
  TerminalExitStatus,
  TerminalView,
  ToolCallContent,
  ToolCallContentItem,
  ToolCallEntry,
  ToolCallLocation,
  ToolCallPermission,
  ToolCallState,
  ToolCallStatus,
  ToolCallView,
  ToolKind,
  TranscriptEntry,
  UnknownUpdateEntry,
} from './types.js';
