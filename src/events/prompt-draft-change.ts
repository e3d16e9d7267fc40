// SPDX-License-Identifier: Apache-2.0
export interface PromptDraftChangeDetail {
  /** The session the draft belongs to (undefined when the element follows none). */
  sessionId: string | undefined;
  /** What is in the box now (`''` once it was sent or cleared). */
  text: string;
}

/**
 * The unsent text of `<prompt-input>` changed, for a host that keeps drafts across reloads (give it
 * back through the `draft` property). Fired a moment after typing pauses, and at once when the
 * text is sent, the session changes or the element leaves the page.
 */
export class PromptDraftChangeEvent extends Event {
  static readonly eventName = 'prompt-draft-change';
  readonly detail: PromptDraftChangeDetail;

  constructor(detail: PromptDraftChangeDetail) {
    super(PromptDraftChangeEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'prompt-draft-change': PromptDraftChangeEvent;
  }
}
