// SPDX-License-Identifier: Apache-2.0
/** `<prompt-input>`'s drafts: the unsent text of each session, and the event that reports it to the host. */
import { PromptDraftChangeEvent } from '../../events/prompt-draft-change.js';
import { now, onTick } from '../../scheduling/ticker.js';

/** How long typing pauses before `prompt-draft-change` reports the draft. */
const DRAFT_DELAY_MS = 500;

/**
 * Unsent text by session id, for the whole page: a panel that swaps sessions in one element, or
 * draws a new `<prompt-input>` for a session it showed before, finds its draft where it was left.
 */
const drafts = new Map<string, string>();
const key = (sessionId: string | undefined) => sessionId ?? '';

export function draftOf(sessionId: string | undefined): string {
  return drafts.get(key(sessionId)) ?? '';
}

export function keepDraft(sessionId: string | undefined, text: string): void {
  if (text === '') drafts.delete(key(sessionId));
  else drafts.set(key(sessionId), text);
}

/** Fires `prompt-draft-change` on an element: after typing pauses, or at once. */
export class DraftReport {
  private pending?: { sessionId: string | undefined; cancel: () => void };

  constructor(private readonly target: EventTarget) {}

  /** Reports the session's draft once typing has paused for a moment. */
  later(sessionId: string | undefined): void {
    this.pending?.cancel();
    const cancel = onTick(() => {
      this.pending = undefined;
      this.fire(sessionId);
    }, now() + DRAFT_DELAY_MS);
    this.pending = { sessionId, cancel };
  }

  /** The report that waits, now (the session changes, the element leaves the page). */
  flush(): void {
    const pending = this.pending;
    if (!pending) return;
    pending.cancel();
    this.pending = undefined;
    this.fire(pending.sessionId);
  }

  /** Reports the session's draft now (it was sent), after any other session's waiting report. */
  now(sessionId: string | undefined): void {
    const pending = this.pending;
    if (pending && pending.sessionId === sessionId) {
      pending.cancel();
      this.pending = undefined;
    } else this.flush();
    this.fire(sessionId);
  }

  private fire(sessionId: string | undefined): void {
    this.target.dispatchEvent(new PromptDraftChangeEvent({ sessionId, text: draftOf(sessionId) }));
  }
}
