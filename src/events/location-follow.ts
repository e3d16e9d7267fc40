// SPDX-License-Identifier: Apache-2.0
export interface LocationFollowDetail {
  /** The path as the agent sent it (absolute in ACP), with a `:line` selector split off. */
  path: string;
  /** 1-based line, after the follower's `line-base` correction, when the agent gave one. */
  line?: number;
  /** The tool call that moved the agent there. */
  toolCallId: string;
  /** That call's kind (`read`, `edit`, …; unknown kinds as sent). */
  kind: string;
}

/**
 * The agent moved to another location while the user follows it: the host IDE may open the file
 * and reveal the line. Fired by `<location-follower>` only while `following` is on.
 */
export class LocationFollowEvent extends Event {
  static readonly eventName = 'location-follow';
  readonly detail: LocationFollowDetail;

  constructor(detail: LocationFollowDetail) {
    super(LocationFollowEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'location-follow': LocationFollowEvent;
  }
  interface HTMLElementEventMap {
    'location-follow': LocationFollowEvent;
  }
}
