// SPDX-License-Identifier: Apache-2.0
export interface SessionModeChangeDetail {
  /** The session whose mode the user chose. */
  sessionId: string;
  /** The chosen mode's id (one of the session's `availableModes`). */
  modeId: string;
}

/**
 * The user chose a session mode. A request, not a change: the host (or `connectAcp`, which listens
 * on `document` by default) sends `session/set_mode`; the element changes nothing itself and shows
 * the new mode once the store folds the agent's answer. Cancelable: `preventDefault()` on the
 * element or an ancestor keeps `connectAcp` from sending it.
 */
export class SessionModeChangeEvent extends Event {
  static readonly eventName = 'session-mode-change';
  readonly detail: SessionModeChangeDetail;

  constructor(detail: SessionModeChangeDetail) {
    super(SessionModeChangeEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'session-mode-change': SessionModeChangeEvent;
  }
}
