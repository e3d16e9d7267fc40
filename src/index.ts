// SPDX-License-Identifier: Apache-2.0
/**
 * tool-call-elements: the public API. Importing it registers nothing; import
 * `tool-call-elements/define.js` to register the elements under their default tags.
 */
export * from './state/index.js';
export { ToolCallCard } from './elements/tool-call-card/tool-call-card.component.js';
export { ToolCallList } from './elements/tool-call-list/tool-call-list.component.js';
export { StoreController } from './controllers/store-controller.js';
export type { StoreControllerOptions } from './controllers/store-controller.js';
export { defineElement } from './internal/define-element.js';
export { translations, translationFor } from './i18n/translations.js';
export type { Translation } from './i18n/translations.js';
