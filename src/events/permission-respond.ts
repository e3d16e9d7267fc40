// SPDX-License-Identifier: Apache-2.0
import type { PermissionOption, PermissionOutcome, RequestId } from '../state/index.js';

export interface PermissionRespondDetail {
  /** The session the request belongs to. */
  sessionId: string;
  /** The JSON-RPC id of the agent's `session/request_permission` request (number or string, as sent). */
  requestId: RequestId;
  /** The tool call the request is about, when it names one. */
  toolCallId?: string;
  /** The answer to send: `result: {outcome}` of the JSON-RPC response. */
  outcome: PermissionOutcome;
}

/**
 * The user answered a permission request. The connection sends `{outcome}` to the agent as the
 * result of the request with `requestId`; the element itself sends nothing. Fired once per
 * request, whatever the clicks, key repeats or number of prompts showing it.
 */
export class PermissionRespondEvent extends Event {
  static readonly eventName = 'permission-respond';
  readonly detail: PermissionRespondDetail;
  /**
   * The option chosen (with its `kind`), for a host policy that remembers `allow_always` /
   * `reject_always` answers. Absent for a `cancelled` outcome. The element persists nothing.
   */
  readonly option?: PermissionOption;

  constructor(detail: PermissionRespondDetail, option?: PermissionOption) {
    super(PermissionRespondEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
    if (option) this.option = option;
  }

  /** The answer asks the host to remember it (an `allow_always` or `reject_always` option). */
  get remember(): boolean {
    return this.option?.kind === 'allow_always' || this.option?.kind === 'reject_always';
  }
}

declare global {
  // GlobalEventHandlersEventMap is extended by both HTMLElementEventMap and DocumentEventMap, so
  // `document.addEventListener('permission-respond', …)` is typed too.
  interface GlobalEventHandlersEventMap {
    'permission-respond': PermissionRespondEvent;
  }
  interface HTMLElementEventMap {
    'permission-respond': PermissionRespondEvent;
  }
}
