// SPDX-License-Identifier: Apache-2.0
/**
 * tool-call-elements: the public API. Importing it registers nothing; import
 * `tool-call-elements/define.js` to register the elements under their default tags.
 */
export * from './api.js';
export { DiffView } from './elements/diff-view/diff-view.component.js';
export { TerminalViewElement } from './elements/terminal-view/terminal-view.component.js';
