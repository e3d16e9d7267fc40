// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { TerminalViewElement } from './terminal-view.component.js';

export { TerminalViewElement };
export type { TerminalStatus } from './terminal-view.component.js';
export { safeLinkUrl } from './safe-link.js';
export { TerminalLinkOpenEvent, type TerminalLinkOpenDetail } from '../../events/terminal-link-open.js';
export { TerminalInputEvent, type TerminalInputDetail } from '../../events/terminal-input.js';
export { TerminalResizeEvent, type TerminalResizeDetail } from '../../events/terminal-resize.js';
export { liveEmulatorCount, setEmulatorBudget } from './emulator-pool.js';
export { plainText } from './terminal-text.js';
defineElement('terminal-view', TerminalViewElement);

declare global {
  interface HTMLElementTagNameMap {
    'terminal-view': TerminalViewElement;
  }
}
