// SPDX-License-Identifier: Apache-2.0
/**
 * tool-call-elements: the public API. Importing it registers nothing; import
 * `tool-call-elements/define.js` to register the elements under their default tags.
 */
export * from './state/index.js';
export { ToolCallCard } from './elements/tool-call-card/tool-call-card.component.js';
export { ToolCallList } from './elements/tool-call-list/tool-call-list.component.js';
export { DiffView } from './elements/diff-view/diff-view.component.js';
export { setDiffWorkerUrl, WORKER_THRESHOLD, type DiffEngine } from './elements/diff-view/diff-engine.js';
export { TRUSTED_TYPES_POLICY, type TrustedScriptURL } from './internal/trusted-types.js';
export { TerminalViewElement } from './elements/terminal-view/terminal-view.component.js';
export { setEmulatorBudget } from './elements/terminal-view/emulator-pool.js';
export { PermissionPrompt } from './elements/permission-prompt/permission-prompt.component.js';
export type { PermissionPromptLayout } from './elements/permission-prompt/permission-prompt.component.js';
export { LocationFollower } from './elements/location-follower/location-follower.component.js';
export { ConnectionStatusElement } from './elements/connection-status/connection-status.component.js';
export type { ExpansionPolicy } from './internal/expansion.js';
export { LocationOpenEvent } from './events/location-open.js';
export type { LocationOpenDetail } from './events/location-open.js';
export { LocationFollowEvent } from './events/location-follow.js';
export type { LocationFollowDetail } from './events/location-follow.js';
export { PermissionRespondEvent } from './events/permission-respond.js';
export type { PermissionRespondDetail } from './events/permission-respond.js';
export { ToolCallToggleEvent } from './events/tool-call-toggle.js';
export { TerminalLinkOpenEvent } from './events/terminal-link-open.js';
export type { TerminalLinkOpenDetail } from './events/terminal-link-open.js';
export type { ToolCallToggleDetail } from './events/tool-call-toggle.js';
export { registerToolRenderer } from './internal/tool-renderers.js';
export type { ToolRenderer, ToolRendererContext, ToolRendererOutput } from './internal/tool-renderers.js';
export { ToolRendererErrorEvent } from './events/tool-renderer-error.js';
export type { ToolRendererErrorDetail } from './events/tool-renderer-error.js';
export { StoreController } from './controllers/store-controller.js';
export type { StoreControllerOptions } from './controllers/store-controller.js';
export { defineElement } from './define-element.js';
export { registerTranslation, translations, translationFor } from './i18n/translations.js';
export type { Translation, TranslationStrings } from './i18n/translations.js';
