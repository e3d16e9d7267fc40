// SPDX-License-Identifier: Apache-2.0
/** A value of an accepted form: what the schema's property types allow on the wire. */
export type ElicitationContentValue = string | number | boolean | string[];

export interface ElicitationRespondDetail {
  /** The session the request belongs to; absent for a request-scoped elicitation (before any session). */
  sessionId?: string;
  /** The JSON-RPC id of the agent's `elicitation/create` request (number or string, as sent). */
  requestId: string | number;
  /** `accept` (with `content` in form mode), `decline` or `cancel`. */
  action: 'accept' | 'decline' | 'cancel';
  /** The accepted form's values, by property name (form mode, `accept` only). */
  content?: Record<string, ElicitationContentValue>;
}

/**
 * The user answered an elicitation. The connection sends `{action, content?}` to the agent as the
 * result of the request with `requestId`; the element itself sends nothing. Fired once per
 * request, whatever the clicks, key repeats or number of forms showing it.
 */
export class ElicitationRespondEvent extends Event {
  static readonly eventName = 'elicitation-respond';
  readonly detail: ElicitationRespondDetail;

  constructor(detail: ElicitationRespondDetail) {
    super(ElicitationRespondEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'elicitation-respond': ElicitationRespondEvent;
  }
  interface HTMLElementEventMap {
    'elicitation-respond': ElicitationRespondEvent;
  }
}
