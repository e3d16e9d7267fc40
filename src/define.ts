// SPDX-License-Identifier: Apache-2.0
/**
 * Registers every element under its default tag. The package's only side-effect module.
 *
 * What a card or a list needs to paint is defined here at once; `<permission-prompt>` (a card paints
 * its header and status at once, the question a moment later), `<diff-view>` and `<terminal-view>`
 * (with jsdiff, the diff engine and the terminal's model), the session elements (`<session-thread>`,
 * `<plan-view>`, `<session-status>`), `<location-follower>`, `<connection-status>`, `<elicitation-form>`, `<prompt-input>`,
 * `<session-list>`, `<agent-sign-in>`, `<change-review>` and marked load on demand: their imports start
 * now without holding anything up, and the templates that render them show a plain fallback until
 * they arrive. See docs/decisions/0024-on-demand-modules.md.
 */
import './elements/tool-call-card/tool-call-card.js';
import './elements/tool-call-list/tool-call-list.js';
import { loadElementOnDemand, requestElement } from './base/lazy-elements.js';
import { loadMarkdown } from './markdown/index.js';

const onDemand: Record<string, () => Promise<unknown>> = {
  'permission-prompt': () => import('./elements/permission-prompt/permission-prompt.js'),
  'diff-view': () => import('./elements/diff-view/diff-view.js'),
  'terminal-view': () => import('./elements/terminal-view/terminal-view.js'),
  'session-thread': () => import('./elements/session-thread/session-thread.js'),
  'plan-view': () => import('./elements/plan-view/plan-view.js'),
  'session-status': () => import('./elements/session-status/session-status.js'),
  'location-follower': () => import('./elements/location-follower/location-follower.js'),
  'connection-status': () => import('./elements/connection-status/connection-status.js'),
  'elicitation-form': () => import('./elements/elicitation-form/elicitation-form.js'),
  'prompt-input': () => import('./elements/prompt-input/prompt-input.js'),
  'session-list': () => import('./elements/session-list/session-list.js'),
  'agent-sign-in': () => import('./elements/agent-sign-in/agent-sign-in.js'),
  'change-review': () => import('./elements/change-review/change-review.js'),
};
// Started now, so that a `<diff-view>` written in the page upgrades soon after, and a card that
// shows one usually finds it defined; a failure is tried again when a template asks.
for (const [tag, load] of Object.entries(onDemand)) {
  loadElementOnDemand(tag, load);
  requestElement(tag);
}
loadMarkdown().catch(() => undefined);

// The API but for the classes loaded on demand, which stay in 'tool-call-elements' (index.js).
export * from './api.js';
// Their types only (no run-time cost): they also bring the tags into HTMLElementTagNameMap, so
// `document.querySelector('diff-view')` stays typed for a page that imports just this module.
export type { PermissionPrompt } from './elements/permission-prompt/permission-prompt.js';
export type { DiffView } from './elements/diff-view/diff-view.js';
export type { DiffLayoutChangeEvent, DiffLayoutChangeDetail } from './events/diff-layout-change.js';
export type { TerminalViewElement } from './elements/terminal-view/terminal-view.js';
export type { SessionThread } from './elements/session-thread/session-thread.js';
export type { PlanView } from './elements/plan-view/plan-view.js';
export type { SessionStatus } from './elements/session-status/session-status.js';
export type { LocationFollower } from './elements/location-follower/location-follower.js';
export type { ConnectionStatusElement } from './elements/connection-status/connection-status.js';
export type { ElicitationForm } from './elements/elicitation-form/elicitation-form.js';
export type { PromptInput } from './elements/prompt-input/prompt-input.js';
export type { SessionList } from './elements/session-list/session-list.js';
export type { AgentSignIn } from './elements/agent-sign-in/agent-sign-in.js';
export type { ChangeReview } from './elements/change-review/change-review.js';
export type { PromptSubmitEvent, PromptSubmitDetail } from './events/prompt-submit.js';
export type { PromptCancelEvent, PromptCancelDetail } from './events/prompt-cancel.js';
export type { PromptDraftChangeEvent, PromptDraftChangeDetail } from './events/prompt-draft-change.js';
export type { SessionOpenEvent, SessionOpenDetail } from './events/session-open.js';
export type { SessionNewEvent, SessionNewDetail } from './events/session-new.js';
export type { SessionCloseEvent, SessionCloseDetail } from './events/session-close.js';
export type { SessionDeleteEvent, SessionDeleteDetail } from './events/session-delete.js';
export type { SessionListMoreEvent, SessionListMoreDetail } from './events/session-list-more.js';
export type { ChangeKeepEvent, ChangeKeepDetail } from './events/change-keep.js';
export type { ChangeUndoEvent, ChangeUndoDetail } from './events/change-undo.js';
export type { CheckpointRestoreEvent, CheckpointRestoreDetail } from './events/checkpoint-restore.js';
