// SPDX-License-Identifier: Apache-2.0
/**
 * One serial queue of `session/prompt` requests per session: a prompt asked for while another of
 * the same session runs waits for that turn's answer, so prompts go out in the order they were
 * asked and an agent never sees two turns of one session at once (ACP allows one; agents refuse or
 * interleave a second).
 *
 * Cancel does not touch the queue: `session/cancel` ends the running turn, and the prompts already
 * waiting here go out after it, in order. They were sent on purpose (a `prompt-submit` the host let
 * through, or a `prompt()` call); holding messages back for the user to decide on is
 * `<prompt-input>`'s own queue, which pauses after a stop. A waiting prompt whose turn comes while
 * the connection is down fails then, and the next one is tried.
 */
import type { ContentBlock } from '../state/index.js';

export class PromptQueue {
  /** Per session: settles when the last prompt queued so far has its answer (or failed). */
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly counts = new Map<string, number>();

  /** Runs `send` once every prompt queued before it for `sessionId` has settled; resolves with its answer. */
  run<T>(sessionId: string, send: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(sessionId) ?? Promise.resolve();
    const result = previous.then(send);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(sessionId, tail);
    this.counts.set(sessionId, (this.counts.get(sessionId) ?? 0) + 1);
    void tail.then(() => {
      const left = (this.counts.get(sessionId) ?? 1) - 1;
      if (left > 0) this.counts.set(sessionId, left);
      else {
        this.counts.delete(sessionId);
        this.tails.delete(sessionId);
      }
    });
    return result;
  }

  /** Prompts of `sessionId` not yet answered: the running one and those waiting behind it. */
  size(sessionId: string): number {
    return this.counts.get(sessionId) ?? 0;
  }
}

/** What the prompt listeners need of a connection. */
export interface PromptControls {
  readonly sessionId: string | undefined;
  readonly status: string;
  prompt(prompt: ContentBlock[]): Promise<unknown>;
  cancel(): Promise<void>;
}

/**
 * Sends the `prompt-submit` / `prompt-cancel` requests `<prompt-input>` fires for the connection's
 * session (or for no session in particular), unless a listener before this one prevented them.
 * While the connection cannot send (not ready), it prevents the event itself, so the element keeps
 * the text (or its queue pauses) instead of losing it. A prompt that fails (the agent's error
 * answer, or the connection dropped while it waited) goes to `diagnose`: the store has the error
 * answer too. Returns a function that stops listening.
 */
export function listenForPrompts(target: EventTarget, controls: PromptControls, diagnose: (message: string) => void): () => void {
  const report = (what: string) => (error: unknown) =>
    diagnose(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  const accepts = (event: Event): Record<string, unknown> | undefined => {
    const detail = (event as Event & { detail?: Record<string, unknown> }).detail;
    if (event.defaultPrevented || !detail) return undefined;
    // Another connection's session: that connection sends it.
    if (detail['sessionId'] !== undefined && detail['sessionId'] !== controls.sessionId) return undefined;
    if (controls.status !== 'ready' || controls.sessionId === undefined) {
      event.preventDefault();
      return undefined;
    }
    return detail;
  };
  const onSubmit = (event: Event) => {
    const prompt = accepts(event)?.['prompt'];
    if (Array.isArray(prompt)) controls.prompt(prompt as ContentBlock[]).catch(report('session/prompt'));
  };
  const onCancel = (event: Event) => {
    if (accepts(event)) controls.cancel().catch(report('session/cancel'));
  };
  target.addEventListener('prompt-submit', onSubmit);
  target.addEventListener('prompt-cancel', onCancel);
  return () => {
    target.removeEventListener('prompt-submit', onSubmit);
    target.removeEventListener('prompt-cancel', onCancel);
  };
}
