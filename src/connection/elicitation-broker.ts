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
import { RequestBroker, type WaitingRequest } from './request-broker.js';

export interface PendingElicitation extends WaitingRequest<CreateElicitationResponse> {
  /** Absent for a request-scoped elicitation (asked before any session). */
  sessionId?: string;
}

const ACTIONS: ReadonlySet<string> = new Set<ElicitationAction>(['accept', 'decline', 'cancel']);
const describe = (id: RequestId) => (typeof id === 'string' ? JSON.stringify(id) : String(id));

/** The result sent for an answer: content goes only with `accept`. */
function responseFor(action: ElicitationAction, content: ElicitationContent | undefined): CreateElicitationResponse {
  if (action !== 'accept') return { action };
  return content === undefined ? { action } : { action, content: { ...content } };
}

export class ElicitationBroker extends RequestBroker<PendingElicitation, CreateElicitationResponse> {
  constructor(private readonly diagnose: (message: string) => void) {
    super({ action: 'cancel' });
  }

  /**
   * Answers a pending request; false (with a diagnostic) when it is not pending: unknown, already
   * answered, or the answer names another session than the request's.
   */
  answer(requestId: RequestId, action: ElicitationAction, content?: ElicitationContent, sessionId?: string): boolean {
    const unanswered = this.settle(requestId, responseFor(action, content), sessionId);
    if (unanswered === 'not-pending') {
      this.diagnose(`elicitation-respond ignored: request ${describe(requestId)} is not pending (unknown or already answered)`);
    } else if (unanswered === 'other-session') {
      this.diagnose(`elicitation-respond ignored: request ${describe(requestId)} does not belong to session ${sessionId}`);
    }
    return unanswered === undefined;
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
