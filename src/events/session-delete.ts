// SPDX-License-Identifier: Apache-2.0
export interface SessionDeleteDetail {
  sessionId: string;
}

/**
 * The user deleted a session in `<session-list>` and confirmed it (the agent advertised
 * `sessionCapabilities.delete`). A request: a connection sends `session/delete` unless prevented.
 */
export class SessionDeleteEvent extends Event {
  static readonly eventName = 'session-delete';
  readonly detail: SessionDeleteDetail;

  constructor(detail: SessionDeleteDetail) {
    super(SessionDeleteEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'session-delete': SessionDeleteEvent;
  }
}
