// SPDX-License-Identifier: Apache-2.0
export interface SessionChangeDetail {
  /** The current session now (undefined when the last open one was closed or deleted). */
  sessionId: string | undefined;
  /** The current session before. */
  previous: string | undefined;
}

/**
 * A client-mode connection's current session (`sessionId`) changed: a session was created, loaded
 * or resumed, shown (`showSession`, `session-open` with a session already open), or the current
 * one was closed, deleted, or could not be opened again after a reconnect. Fired on the connection
 * object; it does not bubble. A host that points its elements at the current session listens here.
 */
export class SessionChangeEvent extends Event {
  static readonly eventName = 'session-change';
  readonly detail: SessionChangeDetail;

  constructor(detail: SessionChangeDetail) {
    super(SessionChangeEvent.eventName);
    this.detail = detail;
  }
}
