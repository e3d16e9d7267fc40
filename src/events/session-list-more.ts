// SPDX-License-Identifier: Apache-2.0
export interface SessionListMoreDetail {
  /** The cursor of the page to ask for; undefined for the first page (a refresh, or a new filter). */
  cursor?: string;
  /** Only sessions in this working directory (undefined: all). */
  cwd?: string;
}

/**
 * `<session-list>` wants a page of the agent's sessions: the first one when it appears or its
 * directory filter changes, the next (`nextCursor`) as the user scrolls to the end. A request: a
 * connection sends `session/list` unless prevented.
 */
export class SessionListMoreEvent extends Event {
  static readonly eventName = 'session-list-more';
  readonly detail: SessionListMoreDetail;

  constructor(detail: SessionListMoreDetail) {
    super(SessionListMoreEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'session-list-more': SessionListMoreEvent;
  }
}
