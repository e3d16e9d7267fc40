// SPDX-License-Identifier: Apache-2.0
/**
 * Registers every element under its default tag. The package's only side-effect module.
 *
 * What a card needs to paint is defined here at once; `<diff-view>` and `<terminal-view>` (with
 * jsdiff, the diff engine and the terminal's model) and marked load on demand: their imports start
 * now without holding anything up, and the templates that render them show a plain fallback until
 * they arrive. See docs/decisions/0024-on-demand-modules.md.
 */
import './elements/tool-call-card/tool-call-card.js';
import './elements/tool-call-list/tool-call-list.js';
import './elements/permission-prompt/permission-prompt.js';
import './elements/location-follower/location-follower.js';
import './elements/connection-status/connection-status.js';
import './elements/plan-view/plan-view.js';
import './elements/session-status/session-status.js';
import { loadElementOnDemand, requestElement } from './internal/lazy-elements.js';
import { loadMarkdown } from './markdown/index.js';

loadElementOnDemand('diff-view', () => import('./elements/diff-view/diff-view.js'));
loadElementOnDemand('terminal-view', () => import('./elements/terminal-view/terminal-view.js'));
// Started now, so that a `<diff-view>` written in the page upgrades soon after, and a card that
// shows one usually finds it defined; a failure is tried again when a template asks.
for (const tag of ['diff-view', 'terminal-view']) requestElement(tag);
loadMarkdown().catch(() => undefined);

// The API but for the classes loaded on demand, which stay in 'tool-call-elements' (index.js).
export * from './api.js';
// Their types only (no run-time cost): they also bring the tags into HTMLElementTagNameMap, so
// `document.querySelector('diff-view')` stays typed for a page that imports just this module.
export type { DiffView } from './elements/diff-view/diff-view.component.js';
export type { TerminalViewElement } from './elements/terminal-view/terminal-view.component.js';
