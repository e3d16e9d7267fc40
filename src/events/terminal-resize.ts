// SPDX-License-Identifier: Apache-2.0

export interface TerminalResizeDetail {
  /** Columns of the emulator, fitted to the element's width. */
  cols: number;
  /** Rows of the emulator (`rows`, or `expanded-rows` when expanded). */
  rows: number;
}

/**
 * An interactive `<terminal-view>` (attribute `interactive`) has a size for the program it shows:
 * fired when its emulator starts and whenever its columns or rows change, so that whoever runs the
 * program can resize its pseudo-terminal. A notification, not cancelable.
 */
export class TerminalResizeEvent extends Event {
  static readonly eventName = 'terminal-resize';
  readonly detail: TerminalResizeDetail;

  constructor(detail: TerminalResizeDetail) {
    super(TerminalResizeEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'terminal-resize': TerminalResizeEvent;
  }
}
