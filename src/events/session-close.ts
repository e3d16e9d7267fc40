// SPDX-License-Identifier: Apache-2.0
export interface SessionCloseDetail {
  sessionId: string;
}

/**
 * The user closed a session in `<session-list>` (the agent advertised `sessionCapabilities.close`). A
 * request: a connection sends `session/close` unless prevented.
 */
export class SessionCloseEvent extends Event {
  static readonly eventName = 'session-close';
  readonly detail: SessionCloseDetail;

  constructor(detail: SessionCloseDetail) {
    super(SessionCloseEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'session-close': SessionCloseEvent;
  }
}
