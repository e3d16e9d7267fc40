// SPDX-License-Identifier: Apache-2.0
/**
 * Pending `session/request_permission` requests and their answers. A request is answered exactly
 * once: by the first `permission-respond` event naming its id, by `session/cancel` (`cancelled`),
 * by the host's policy, or by the agent withdrawing it. Later answers are ignored.
 */
import type { PermissionOutcome, RequestId } from '../state/index.js';
import { RequestBroker, type WaitingRequest } from './request-broker.js';

export interface PendingPermission extends WaitingRequest<PermissionOutcome> {
  sessionId: string;
}

export class PermissionBroker extends RequestBroker<PendingPermission, PermissionOutcome> {
  constructor() {
    super({ outcome: 'cancelled' });
  }

  /** Answers a pending request; false when it is not pending (unknown, or already answered). */
  answer(requestId: RequestId, outcome: PermissionOutcome, sessionId?: string): boolean {
    return this.settle(requestId, outcome, sessionId) === undefined;
  }
}
