// SPDX-License-Identifier: Apache-2.0
/**
 * Where a connection is in its life. `sign-in-required`: the agent answered a request with -32000
 * (authentication required) and listed sign-in methods; the socket is up, the request is kept and
 * sent again once the user signed in (`reason` is the agent's message).
 */
export const CONNECTION_STATUSES = ['connecting', 'initializing', 'ready', 'reconnecting', 'closed', 'failed', 'sign-in-required'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export interface ConnectionStatusDetail {
  status: ConnectionStatus;
  /** Reconnection attempts since the last time the connection was ready (0 on the first connect). */
  attempt: number;
  /** While `reconnecting`: how long until the next attempt. */
  retryInMs?: number;
  /** Why the last socket closed or the last attempt failed (the bridge's close reason, an error); while `sign-in-required`, the agent's message. */
  reason?: string;
  /** The ACP session the connection drives or observes, once known. */
  sessionId?: string;
}

/**
 * The connection's status changed. Fired on the connection object (an `EventTarget`); it does not
 * bubble anywhere.
 */
export class ConnectionStatusEvent extends Event {
  static readonly eventName = 'connection-status';
  readonly detail: ConnectionStatusDetail;

  constructor(detail: ConnectionStatusDetail) {
    super(ConnectionStatusEvent.eventName);
    this.detail = detail;
  }
}
