// SPDX-License-Identifier: Apache-2.0
/**
 * Requests from the agent that wait for one answer from the page, by JSON-RPC id: what the
 * permission and elicitation brokers share. A request is answered at most once; a later answer
 * finds nothing pending.
 */
import type { RequestId } from '../state/index.js';

export interface WaitingRequest<Answer> {
  /** Absent for a request made before any session. */
  sessionId?: string;
  requestId: RequestId;
  toolCallId?: string;
  resolve(answer: Answer): void;
}

/** Why an answer was not taken: nothing pending under that id, or the request is another session's. */
export type UnansweredReason = 'not-pending' | 'other-session';

const keyOf = (id: RequestId) => `${typeof id}:${id}`;

export class RequestBroker<Pending extends WaitingRequest<Answer>, Answer> {
  private readonly pending = new Map<string, Pending>();

  /** `cancelled`: what `cancelSession` answers. */
  constructor(private readonly cancelled: Answer) {}

  /** Waits for the answer to a request. */
  wait(request: Omit<Pending, 'resolve'>): Promise<Answer> {
    return new Promise((resolve) => {
      this.pending.set(keyOf(request.requestId), { ...request, resolve } as Pending);
    });
  }

  /** Sends `answer` to the pending request; otherwise says why not (a request of another session than `sessionId` stays pending). */
  protected settle(requestId: RequestId, answer: Answer, sessionId?: string): UnansweredReason | undefined {
    const key = keyOf(requestId);
    const request = this.pending.get(key);
    if (!request) return 'not-pending';
    if (sessionId !== undefined && request.sessionId !== sessionId) return 'other-session';
    this.pending.delete(key);
    request.resolve(answer);
    return undefined;
  }

  /** Answers every pending request of a session with the cancel answer (what `session/cancel` requires). */
  cancelSession(sessionId: string): number {
    let count = 0;
    for (const request of [...this.pending.values()]) {
      if (request.sessionId === sessionId && this.settle(request.requestId, this.cancelled) === undefined) count += 1;
    }
    return count;
  }

  /** Drops every pending request without answering (their connection is gone). Returns them. */
  abandonAll(): Pending[] {
    const all = [...this.pending.values()];
    this.pending.clear();
    return all;
  }

  has(requestId: RequestId): boolean {
    return this.pending.has(keyOf(requestId));
  }

  get size(): number {
    return this.pending.size;
  }
}
