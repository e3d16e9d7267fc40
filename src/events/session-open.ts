// SPDX-License-Identifier: Apache-2.0
export interface SessionOpenDetail {
  /** The session to show. */
  sessionId: string;
  /**
   * How to open it: `load` (`session/load`, history replayed; the agent advertised `loadSession`),
   * `resume` (`session/resume`, no history; `sessionCapabilities.resume`), or `show` (it is already
   * live on this connection: only the view switches).
   */
  how: 'load' | 'resume' | 'show';
  /** Its working directory, when known (`session/load` and `session/resume` send one). */
  cwd?: string;
}

/**
 * The user opened a session in `<session-list>`. A request: the host points its session elements
 * (`session-id`) at it, and a connection (`connectAcp`) loads or resumes it unless a listener before
 * the connection's prevented the event.
 */
export class SessionOpenEvent extends Event {
  static readonly eventName = 'session-open';
  readonly detail: SessionOpenDetail;

  constructor(detail: SessionOpenDetail) {
    super(SessionOpenEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'session-open': SessionOpenEvent;
  }
}
