// SPDX-License-Identifier: Apache-2.0
export interface AgentLogoutDetail {
  /** Reserved; empty. */
  readonly reason?: string;
}

/**
 * The user signed out in `<agent-sign-in>` (the agent advertised `auth.logout`). A request: a
 * connection sends `logout` unless prevented.
 */
export class AgentLogoutEvent extends Event {
  static readonly eventName = 'agent-logout';
  readonly detail: AgentLogoutDetail;

  constructor(detail: AgentLogoutDetail) {
    super(AgentLogoutEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'agent-logout': AgentLogoutEvent;
  }
}
