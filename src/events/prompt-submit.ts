// SPDX-License-Identifier: Apache-2.0
import type { ContentBlock } from '../state/index.js';

export interface PromptSubmitDetail {
  /** The session the prompt is for (the element's `session-id`; undefined when it follows none). */
  sessionId: string | undefined;
  /** The prompt as ACP's `session/prompt` takes it: a text prompt is `[{type: 'text', text}]`. */
  prompt: ContentBlock[];
}

/**
 * The user sent a prompt from `<prompt-input>` (typed, or a queued one going out as a turn ends).
 * A request: the host (or a connection) sends `session/prompt`. Cancelable: `preventDefault()`
 * keeps the text where it was (in the box, or at the head of the queue, which then pauses).
 */
export class PromptSubmitEvent extends Event {
  static readonly eventName = 'prompt-submit';
  readonly detail: PromptSubmitDetail;

  constructor(detail: PromptSubmitDetail) {
    super(PromptSubmitEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'prompt-submit': PromptSubmitEvent;
  }
}
