// SPDX-License-Identifier: Apache-2.0
export interface SessionNewDetail {
  /** The working directory for `session/new` (undefined: the connection's `cwd`). */
  cwd?: string;
}

/**
 * The user asked for a new session ("New session" in `<session-list>`). A request: a connection sends
 * `session/new` unless prevented; the host shows the new session when `connectAcp`'s
 * `newSession()` (or its `session-change` event) names it.
 */
export class SessionNewEvent extends Event {
  static readonly eventName = 'session-new';
  readonly detail: SessionNewDetail;

  constructor(detail: SessionNewDetail) {
    super(SessionNewEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'session-new': SessionNewEvent;
  }
}
