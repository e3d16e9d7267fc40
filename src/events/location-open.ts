// SPDX-License-Identifier: Apache-2.0
export interface LocationOpenDetail {
  /** The path as the agent sent it (absolute in ACP). */
  path: string;
  /** 1-based line, when the agent gave one. Treat it as approximate: agents differ (acp-reference 2.8). */
  line?: number;
}

/** The user asked to open a file the agent touched. The host IDE opens it; the library does nothing else. */
export class LocationOpenEvent extends Event {
  static readonly eventName = 'location-open';
  readonly detail: LocationOpenDetail;

  constructor(detail: LocationOpenDetail) {
    super(LocationOpenEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'location-open': LocationOpenEvent;
  }
}
