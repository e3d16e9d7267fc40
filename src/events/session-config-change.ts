// SPDX-License-Identifier: Apache-2.0
export interface SessionConfigChangeDetail {
  /** The session whose option the user set. */
  sessionId: string;
  /** The option's `id` (of the session's `configOptions`). */
  configId: string;
  /** The chosen value: a select option's `value`, or the new state of a boolean option. */
  value: string | boolean;
}

/**
 * The user set a session config option (model, reasoning level, mode…). A request, not a change:
 * the host (or `connectAcp`, which listens on `document` by default) sends
 * `session/set_config_option`; the element shows the new value once the store folds the agent's
 * answer. Cancelable: `preventDefault()` on the element or an ancestor keeps `connectAcp` from
 * sending it.
 */
export class SessionConfigChangeEvent extends Event {
  static readonly eventName = 'session-config-change';
  readonly detail: SessionConfigChangeDetail;

  constructor(detail: SessionConfigChangeDetail) {
    super(SessionConfigChangeEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'session-config-change': SessionConfigChangeEvent;
  }
}
