// SPDX-License-Identifier: Apache-2.0
/**
 * Pending `elicitation/create` requests and their answers. A request is answered exactly once: by
 * the first `elicitation-respond` event (or `respondElicitation()` call) naming its id, by
 * `session/cancel` (`cancel`), or by the agent withdrawing it (`cancel`). Any later answer, or one
 * for a request that was never asked, is ignored and reported through the diagnostic callback:
 * never thrown, since it comes from an event listener where nobody could catch it.
 */
import type { ClientApp, CreateElicitationResponse } from '@agentclientprotocol/sdk/unstable';
import type { ElicitationAction, ElicitationContent, ElicitationRespondDetail } from '../events/elicitation-respond.js';
import type { RequestId } from '../state/index.js';

export interface PendingElicitation {
  /** Absent for a request-scoped elicitation (asked before any session). */
  sessionId?: string;
  requestId: RequestId;
  toolCallId?: string;
  resolve(response: CreateElicitationResponse): void;
}

const ACTIONS: ReadonlySet<string> = new Set<ElicitationAction>(['accept', 'decline', 'cancel']);
const keyOf = (id: RequestId) => `${typeof id}:${id}`;
const describe = (id: RequestId) => (typeof id === 'string' ? JSON.stringify(id) : String(id));

/** The result sent for an answer: content goes only with `accept`. */
function responseFor(action: ElicitationAction, content: ElicitationContent | undefined): CreateElicitationResponse {
  if (action !== 'accept') return { action };
  return content === undefined ? { action } : { action, content: { ...content } };
}

export class ElicitationBroker {
  private readonly pending = new Map<string, PendingElicitation>();

  constructor(private readonly diagnose: (message: string) => void) {}

  /** Waits for the answer to a request. */
  wait(request: Omit<PendingElicitation, 'resolve'>): Promise<CreateElicitationResponse> {
    return new Promise((resolve) => {
      this.pending.set(keyOf(request.requestId), { ...request, resolve });
    });
  }

  /**
   * Answers a pending request; false (with a diagnostic) when it is not pending: unknown, already
   * answered, or the answer names another session than the request's.
   */
  answer(requestId: RequestId, action: ElicitationAction, content?: ElicitationContent, sessionId?: string): boolean {
    const request = this.pending.get(keyOf(requestId));
    if (!request) {
      this.diagnose(`elicitation-respond ignored: request ${describe(requestId)} is not pending (unknown or already answered)`);
      return false;
    }
    if (sessionId !== undefined && request.sessionId !== sessionId) {
      this.diagnose(`elicitation-respond ignored: request ${describe(requestId)} does not belong to session ${sessionId}`);
      return false;
    }
    this.pending.delete(keyOf(requestId));
    request.resolve(responseFor(action, content));
    return true;
  }

  /** Answers every pending elicitation of a session `cancel` (what `session/cancel` requires). */
  cancelSession(sessionId: string): number {
    let count = 0;
    for (const request of [...this.pending.values()]) {
      if (request.sessionId === sessionId && this.answer(request.requestId, 'cancel')) count += 1;
    }
    return count;
  }

  /** Drops every pending request without answering (their connection is gone). Returns them. */
  abandonAll(): PendingElicitation[] {
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

/**
 * Registers the `elicitation/create` handler: each request waits in the broker for its answer.
 * `elicitation/complete` (URL mode) needs no answer; the store already folded it from the raw frame.
 * `connectionSignal` tells a request the agent withdrew (`$/cancel_request`, answered `cancel`)
 * from a connection that closed (nothing can be sent; the caller records it as abandoned).
 */
export function handleElicitations(app: ClientApp, broker: ElicitationBroker, connectionSignal: () => AbortSignal | undefined): void {
  app
    .onRequest('elicitation/create', ({ params, requestId: rawId, signal }) => {
      const requestId = rawId as RequestId; // a request always has a non-null id
      const scope = params as { sessionId?: unknown; toolCallId?: unknown };
      const answer = broker.wait({
        requestId,
        ...(typeof scope.sessionId === 'string' ? { sessionId: scope.sessionId } : {}),
        ...(typeof scope.toolCallId === 'string' ? { toolCallId: scope.toolCallId } : {}),
      });
      const onAbort = () => {
        if (!connectionSignal()?.aborted && broker.has(requestId)) broker.answer(requestId, 'cancel');
      };
      signal.addEventListener('abort', onAbort, { once: true });
      return answer;
    })
    .onNotification('elicitation/complete', () => undefined);
}

/** Hears `elicitation-respond` events on `target` and passes them to the broker. Returns a function that stops. */
export function listenForElicitationAnswers(target: EventTarget, broker: ElicitationBroker, diagnose: (message: string) => void) {
  const onRespond = (event: Event) => {
    const detail = (event as Event & { detail?: Partial<ElicitationRespondDetail> }).detail;
    const requestId = detail?.requestId;
    if ((typeof requestId !== 'string' && typeof requestId !== 'number') || !ACTIONS.has(detail?.action ?? '')) {
      diagnose('elicitation-respond ignored: it needs a requestId and an action of accept, decline or cancel');
      return;
    }
    const content = detail!.content !== null && typeof detail!.content === 'object' ? detail!.content : undefined;
    broker.answer(requestId, detail!.action!, content, typeof detail!.sessionId === 'string' ? detail!.sessionId : undefined);
  };
  target.addEventListener('elicitation-respond', onRespond);
  return () => target.removeEventListener('elicitation-respond', onRespond);
}
