// SPDX-License-Identifier: Apache-2.0

export interface TerminalInputDetail {
  /** What the user typed or pasted, as a terminal sends it (`\r` for Enter, escape sequences for arrows). */
  data: string;
}

/**
 * The user typed into an interactive `<terminal-view>` (attribute `interactive`). The element
 * sends the keys nowhere itself: whoever runs the program (`<agent-sign-in>` for a sign-in
 * program) forwards `detail.data` to it. Cancelable: a capturing listener above the terminal that
 * prevents it keeps the keys from being forwarded.
 */
export class TerminalInputEvent extends Event {
  static readonly eventName = 'terminal-input';
  readonly detail: TerminalInputDetail;

  constructor(detail: TerminalInputDetail) {
    super(TerminalInputEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'terminal-input': TerminalInputEvent;
  }
}
