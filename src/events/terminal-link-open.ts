// SPDX-License-Identifier: Apache-2.0

export interface TerminalLinkOpenDetail {
  /** The URL, normalized (`new URL(…).href`). Always `http:` or `https:`. */
  url: string;
}

/**
 * The user activated a link in a terminal's output. Cancelable: a host that opens links its own
 * way (an IDE's opener) calls `preventDefault()`; otherwise the element opens a new tab with
 * `noopener,noreferrer`. Links with any other scheme never reach this event.
 */
export class TerminalLinkOpenEvent extends Event {
  static readonly eventName = 'terminal-link-open';
  readonly detail: TerminalLinkOpenDetail;

  constructor(detail: TerminalLinkOpenDetail) {
    super(TerminalLinkOpenEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'terminal-link-open': TerminalLinkOpenEvent;
  }
}
