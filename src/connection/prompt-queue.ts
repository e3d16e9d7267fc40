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
  /** The current session: the one an event naming none is for. */
  readonly sessionId: string | undefined;
  readonly status: string;
  /** The session is open on this connection (an event naming another is another connection's). */
  owns(sessionId: string): boolean;
  prompt(prompt: ContentBlock[], options: { sessionId: string }): Promise<unknown>;
  cancel(options: { sessionId: string }): Promise<void>;
}

/**
 * Sends the `prompt-submit` / `prompt-cancel` requests `<prompt-input>` fires for a session open on
 * this connection (the one the event names, which need not be the current one), or for no session
 * in particular (the current one), unless a listener before this one prevented them. While the
 * connection cannot send (not ready), it prevents the event itself, so the element keeps the text
 * (or its queue pauses) instead of losing it. A prompt that fails (the agent's error answer, or the
 * connection dropped while it waited) goes to `diagnose`: the store has the error answer too.
 * Returns a function that stops listening.
 */
export function listenForPrompts(target: EventTarget, controls: PromptControls, diagnose: (message: string) => void): () => void {
  const report = (what: string) => (error: unknown) =>
    diagnose(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  /** The event's detail and the session it is for, when this connection sends it. */
  const accepts = (event: Event): { detail: Record<string, unknown>; sessionId: string } | undefined => {
    const detail = (event as Event & { detail?: Record<string, unknown> }).detail;
    if (event.defaultPrevented || !detail) return undefined;
    const named = detail['sessionId'];
    // Another connection's session: that connection sends it.
    if (named !== undefined && (typeof named !== 'string' || !controls.owns(named))) return undefined;
    const sessionId = named ?? controls.sessionId;
    if (controls.status !== 'ready' || sessionId === undefined) {
      event.preventDefault();
      return undefined;
    }
    return { detail, sessionId };
  };
  const onSubmit = (event: Event) => {
    const accepted = accepts(event);
    const prompt = accepted?.detail['prompt'];
    if (accepted && Array.isArray(prompt))
      controls.prompt(prompt as ContentBlock[], { sessionId: accepted.sessionId }).catch(report('session/prompt'));
  };
  const onCancel = (event: Event) => {
    const accepted = accepts(event);
    if (accepted) controls.cancel({ sessionId: accepted.sessionId }).catch(report('session/cancel'));
  };
  target.addEventListener('prompt-submit', onSubmit);
  target.addEventListener('prompt-cancel', onCancel);
  return () => {
    target.removeEventListener('prompt-submit', onSubmit);
    target.removeEventListener('prompt-cancel', onCancel);
  };
}
