// SPDX-License-Identifier: Apache-2.0
export interface ToolCallToggleDetail {
  sessionId: string;
  toolCallId: string;
  /** The state the user asked for. */
  expanded: boolean;
}

/**
 * The user expanded or collapsed a card. Fired before the change: call `preventDefault()` to keep
 * the card as it is.
 */
export class ToolCallToggleEvent extends Event {
  static readonly eventName = 'tool-call-toggle';
  readonly detail: ToolCallToggleDetail;

  constructor(detail: ToolCallToggleDetail) {
    super(ToolCallToggleEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tool-call-toggle': ToolCallToggleEvent;
  }
}
