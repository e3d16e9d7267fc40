// SPDX-License-Identifier: Apache-2.0
/**
 * Pending `session/request_permission` requests and their answers. A request is answered exactly
 * once: by the first `permission-respond` event naming its id, by `session/cancel` (`cancelled`),
 * by the host's policy, or by the agent withdrawing it. Later answers are ignored.
 */
import type { PermissionOutcome, RequestId } from '../state/index.js';

export interface PendingPermission {
  sessionId: string;
  requestId: RequestId;
  toolCallId?: string;
  resolve(outcome: PermissionOutcome): void;
}

const keyOf = (id: RequestId) => `${typeof id}:${id}`;

export class PermissionBroker {
  private readonly pending = new Map<string, PendingPermission>();

  /** Waits for the answer to a request. */
  wait(request: Omit<PendingPermission, 'resolve'>): Promise<PermissionOutcome> {
    return new Promise((resolve) => {
      this.pending.set(keyOf(request.requestId), { ...request, resolve });
    });
  }

  /** Answers a pending request; false when it is not pending (unknown, or already answered). */
  answer(requestId: RequestId, outcome: PermissionOutcome, sessionId?: string): boolean {
    const key = keyOf(requestId);
    const request = this.pending.get(key);
    if (!request || (sessionId !== undefined && request.sessionId !== sessionId)) return false;
    this.pending.delete(key);
    request.resolve(outcome);
    return true;
  }

  /** Answers every pending request of a session `cancelled` (what `session/cancel` requires). */
  cancelSession(sessionId: string): number {
    let count = 0;
    for (const request of [...this.pending.values()]) {
      if (request.sessionId === sessionId && this.answer(request.requestId, { outcome: 'cancelled' })) count += 1;
    }
    return count;
  }

  /** Drops every pending request without answering (their connection is gone). Returns them. */
  abandonAll(): PendingPermission[] {
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
