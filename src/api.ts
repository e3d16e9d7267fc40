// SPDX-License-Identifier: Apache-2.0
/**
 * The public API but for the classes of the elements that `define.js` loads on demand
 * (`DiffView`, `TerminalViewElement`): what `define.js` re-exports, which must not hold them
 * statically. `index.ts` adds them. See docs/decisions/0024-on-demand-modules.md.
 */
export * from './state/index.js';
export { ToolCallCard } from './elements/tool-call-card/tool-call-card.component.js';
export { ToolCallList } from './elements/tool-call-list/tool-call-list.component.js';
export { setDiffWorkerUrl, WORKER_THRESHOLD } from './elements/diff-view/diff-worker-url.js';
export type { DiffEngine } from './elements/diff-view/diff-engine.js';
export { TRUSTED_TYPES_POLICY, type TrustedScriptURL } from './dom/trusted-types.js';
export { setEmulatorBudget } from './elements/terminal-view/emulator-budget.js';
export type { PermissionPromptLayout } from './elements/permission-prompt/permission-prompt.component.js';
export type { MentionContent, MentionItem, MentionProvider } from './elements/prompt-input/mention-model.js';
export type { ExpansionPolicy } from './content/expansion.js';
export { LocationOpenEvent } from './events/location-open.js';
export type { LocationOpenDetail } from './events/location-open.js';
export { LocationFollowEvent } from './events/location-follow.js';
export type { LocationFollowDetail } from './events/location-follow.js';
export { PermissionRespondEvent } from './events/permission-respond.js';
export type { PermissionRespondDetail } from './events/permission-respond.js';
export { ElicitationRespondEvent } from './events/elicitation-respond.js';
export type { ElicitationAction, ElicitationContent, ElicitationRespondDetail, ElicitationValue } from './events/elicitation-respond.js';
export type { ElicitationFormLayout } from './elements/elicitation-form/elicitation-form.component.js';
export { ToolCallToggleEvent } from './events/tool-call-toggle.js';
export { TerminalLinkOpenEvent } from './events/terminal-link-open.js';
export type { TerminalLinkOpenDetail } from './events/terminal-link-open.js';
export type { ToolCallToggleDetail } from './events/tool-call-toggle.js';
export { SessionModeChangeEvent } from './events/session-mode-change.js';
export type { SessionModeChangeDetail } from './events/session-mode-change.js';
export { SessionModelChangeEvent } from './events/session-model-change.js';
export type { SessionModelChangeDetail } from './events/session-model-change.js';
export { SessionConfigChangeEvent } from './events/session-config-change.js';
export type { SessionConfigChangeDetail } from './events/session-config-change.js';
export { AvailableCommandsChangeEvent } from './events/available-commands-change.js';
export type { AvailableCommandsChangeDetail } from './events/available-commands-change.js';
export { registerToolRenderer } from './content/tool-renderers.js';
export type { ToolRenderer, ToolRendererContext, ToolRendererOutput } from './content/tool-renderers.js';
export { ToolRendererErrorEvent } from './events/tool-renderer-error.js';
export type { ToolRendererErrorDetail } from './events/tool-renderer-error.js';
export { StoreController } from './controllers/store-controller.js';
export type { StoreControllerOptions } from './controllers/store-controller.js';
export { defineElement } from './base/define-element.js';
export { registerTranslation, translations, translationFor } from './i18n/translations.js';
export type { Translation, TranslationStrings } from './i18n/translations.js';
