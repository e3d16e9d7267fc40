// SPDX-License-Identifier: Apache-2.0
/**
 * tool-call-elements: the public API. Importing it registers nothing; import
 * `tool-call-elements/define.js` to register the elements under their default tags.
 */
export * from './api.js';
export { DiffView } from './elements/diff-view/diff-view.component.js';
// The diff's layout preference and its event come with <diff-view>, which define.js loads on demand.
export { setDiffLayout } from './elements/diff-view/layout-preference.js';
export { DiffLayoutChangeEvent } from './events/diff-layout-change.js';
export type { DiffLayoutChangeDetail } from './events/diff-layout-change.js';
export { TerminalViewElement } from './elements/terminal-view/terminal-view.component.js';
// An interactive <terminal-view>'s events (its sign-in program's keys and size).
export { TerminalInputEvent } from './events/terminal-input.js';
export type { TerminalInputDetail } from './events/terminal-input.js';
export { TerminalResizeEvent } from './events/terminal-resize.js';
export type { TerminalResizeDetail } from './events/terminal-resize.js';
export { LocationFollower } from './elements/location-follower/location-follower.component.js';
export { PlanView } from './elements/plan-view/plan-view.component.js';
export { SessionStatus } from './elements/session-status/session-status.component.js';
export { SessionThread } from './elements/session-thread/session-thread.component.js';
export { ConnectionStatusElement } from './elements/connection-status/connection-status.component.js';
export { PermissionPrompt } from './elements/permission-prompt/permission-prompt.component.js';
export { ElicitationForm } from './elements/elicitation-form/elicitation-form.component.js';
export { PromptInput } from './elements/prompt-input/prompt-input.component.js';
export { SessionList } from './elements/session-list/session-list.component.js';
export { AgentSignIn } from './elements/agent-sign-in/agent-sign-in.component.js';
export { ChangeReview } from './elements/change-review/change-review.component.js';
// The composer's events come with <prompt-input>, which define.js loads on demand.
export { PromptSubmitEvent } from './events/prompt-submit.js';
export type { PromptSubmitDetail } from './events/prompt-submit.js';
export { PromptCancelEvent } from './events/prompt-cancel.js';
export type { PromptCancelDetail } from './events/prompt-cancel.js';
export { PromptDraftChangeEvent } from './events/prompt-draft-change.js';
export type { PromptDraftChangeDetail } from './events/prompt-draft-change.js';
// The events of <session-list> and <agent-sign-in>, which define.js loads on demand.
export { SessionOpenEvent } from './events/session-open.js';
export type { SessionOpenDetail } from './events/session-open.js';
export { SessionNewEvent } from './events/session-new.js';
export type { SessionNewDetail } from './events/session-new.js';
export { SessionCloseEvent } from './events/session-close.js';
export type { SessionCloseDetail } from './events/session-close.js';
export { SessionDeleteEvent } from './events/session-delete.js';
export type { SessionDeleteDetail } from './events/session-delete.js';
export { SessionListMoreEvent } from './events/session-list-more.js';
export type { SessionListMoreDetail } from './events/session-list-more.js';
export { AgentAuthenticateEvent } from './events/agent-authenticate.js';
export type { AgentAuthenticateDetail, SignInTerminal } from './events/agent-authenticate.js';
export { AgentLogoutEvent } from './events/agent-logout.js';
export type { AgentLogoutDetail } from './events/agent-logout.js';
// The review's events come with <change-review> (checkpoint-restore with <session-thread>'s checkpoints), which define.js loads on demand.
export { ChangeKeepEvent } from './events/change-keep.js';
export type { ChangeKeepDetail } from './events/change-keep.js';
export { ChangeUndoEvent } from './events/change-undo.js';
export type { ChangeUndoDetail } from './events/change-undo.js';
export { CheckpointRestoreEvent } from './events/checkpoint-restore.js';
export type { CheckpointRestoreDetail } from './events/checkpoint-restore.js';
