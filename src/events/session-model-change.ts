// SPDX-License-Identifier: Apache-2.0
export interface SessionModelChangeDetail {
  /** The session whose model the user chose. */
  sessionId: string;
  /** The chosen model's id (one of the session's `availableModels`). */
  modelId: string;
}

/**
 * The user chose a model offered under the agent's unstable `models` field. A request, not a change:
 * the host (or `connectAcp`) sends `session/set_model`; the chip shows the new model once the store
 * folds the agent's answer. Cancelable, like `session-mode-change`. Agents that offer models as a
 * config option of category `model` get `session-config-change` instead.
 */
export class SessionModelChangeEvent extends Event {
  static readonly eventName = 'session-model-change';
  readonly detail: SessionModelChangeDetail;

  constructor(detail: SessionModelChangeDetail) {
    super(SessionModelChangeEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'session-model-change': SessionModelChangeEvent;
  }
}
