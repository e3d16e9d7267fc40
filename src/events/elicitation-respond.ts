// SPDX-License-Identifier: Apache-2.0
import type { RequestId } from '../state/index.js';

/** How the user answered: `accept` (with the form's content), `decline`, or `cancel` (dismissed). */
export type ElicitationAction = 'accept' | 'decline' | 'cancel';

/** One field's value, as ACP sends it: a string, a number, a boolean, or the strings of a multi-select. */
export type ElicitationValue = string | number | boolean | string[];

/** What the form produced: field name → value, shaped by the request's `requestedSchema`. */
export type ElicitationContent = Record<string, ElicitationValue>;

export interface ElicitationRespondDetail {
  /** The session the request belongs to; absent for a request-scoped elicitation (before any session). */
  sessionId?: string;
  /** The JSON-RPC id of the agent's `elicitation/create` request (number or string, as sent). */
  requestId: RequestId;
  action: ElicitationAction;
  /** With `accept`: the values entered. Ignored with `decline` and `cancel`. */
  content?: ElicitationContent;
}

/**
 * The user answered an elicitation (`elicitation/create`). The connection sends `{action, content}`
 * to the agent as the result of the request with `requestId`; the element itself sends nothing.
 * Fired once per request, whatever the clicks, key repeats or number of forms showing it; the
 * connection also answers each request at most once.
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
