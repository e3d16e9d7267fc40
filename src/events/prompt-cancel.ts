// SPDX-License-Identifier: Apache-2.0
export interface PromptCancelDetail {
  /** The session whose running turn the user stopped (undefined when the element follows none). */
  sessionId: string | undefined;
}

/**
 * The user stopped the running turn in `<prompt-input>` (Stop, Escape, or "send now" on a queued
 * message). A request: the host sends `session/cancel`; the turn ends when the agent answers the
 * prompt with `stopReason: "cancelled"`. Cancelable: `preventDefault()` tells the element the
 * stop was refused, so it does not pause its queue for it.
 */
export class PromptCancelEvent extends Event {
  static readonly eventName = 'prompt-cancel';
  readonly detail: PromptCancelDetail;

  constructor(detail: PromptCancelDetail) {
    super(PromptCancelEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'prompt-cancel': PromptCancelEvent;
  }
}
