// SPDX-License-Identifier: Apache-2.0
/**
 * `tool-call-elements/state`: folds ACP JSON-RPC traffic into tool-call state. DOM-free; runs in
 * browsers, workers and Node.
 */
export { selectAgent, selectPromptCapabilities, TEXT_ONLY } from './agent.js';
export type { AgentCapabilities, AgentView, AuthMethod, ClientCapabilities, Implementation, PromptCapabilities } from './agent-types.js';
export { selectSessionCapabilities, selectSessionCatalog, selectSessionLifecycle, selectSessionListing } from './catalog.js';
export type { CatalogQuery } from './catalog.js';
export { selectSignIn } from './sign-in.js';
export type {
  AgentError,
  AuthEnvVar,
  AuthMethodView,
  SessionCapabilitiesView,
  SessionCatalogEntry,
  SessionLifecycle,
  SessionListing,
  SignInState,
  SignInStatus,
} from './catalog-types.js';
export { createToolCallStore } from './store.js';
export type { DispatchedMessage, StoreListener, ToolCallStore, ToolCallStoreOptions } from './store.js';
export { createInitialState, reduceMessage } from './reducer.js';
export { commandFromRawInput } from './terminals.js';
export { readParentToolCallId } from './tool-calls.js';
export {
  selectAllToolCalls,
  selectChildToolCalls,
  selectElicitations,
  selectErrors,
  selectOldestPendingPermission,
  selectPendingElicitations,
  selectPendingPermissions,
  selectPermission,
  selectSession,
  selectSessions,
  selectTerminal,
  selectToolCall,
  selectToolCallParent,
  selectToolCallRollup,
  selectToolCallTerminals,
  selectToolCalls,
  selectTopLevelToolCalls,
  selectAllTopLevelToolCalls,
  selectTranscript,
} from './selectors.js';
export { TOOL_KINDS, TOOL_CALL_STATUSES, FINAL_STATUSES } from './types.js';
export type {
  AvailableCommand,
  ContentBlock,
  DispatchOptions,
  ElicitationOutcome,
  ElicitationView,
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
  SessionModel,
  SessionStateEntry,
  SessionSummary,
  TerminalExitStatus,
  TerminalView,
  ToolCallContent,
  ToolCallContentItem,
  ToolCallEntry,
  ToolCallLocation,
  ToolCallPermission,
  ToolCallRollup,
  ToolCallState,
  ToolCallStatus,
  ToolCallView,
  ToolKind,
  TranscriptEntry,
  TurnEndEntry,
  UnknownUpdateEntry,
  CompactionEntry,
} from './types.js';
