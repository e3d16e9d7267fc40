// SPDX-License-Identifier: Apache-2.0
/**
 * Where an elicitation stands as one form sees it, and the page-wide record of the answers forms
 * gave (one per request, however many forms show it: inline in a card, pinned, in a thread).
 */
import type { ElicitationAction } from '../../events/elicitation-respond.js';
import { createAnswerRegistry, requestKey } from '../../internal/answer-registry.js';

/**
 * An `elicitation/create` request as the state shows it (the fields the form reads). Structural, so
 * the state's `ElicitationView` fits it as it is.
 */
export interface ElicitationRequest {
  sessionId?: string;
  requestId: string | number;
  toolCallId?: string;
  elicitationId?: string;
  mode: string;
  message: string;
  requestedSchema?: unknown;
  url?: string;
  /** The answer on the wire (from this page or another view), when there is one. */
  outcome?: unknown;
  /** URL mode: the agent said the out-of-band interaction finished (`elicitation/complete`). */
  completed?: boolean;
  /** The client answered with a JSON-RPC error (or the connection closed) instead of an outcome. */
  error?: unknown;
  /** The turn (or this request) was cancelled: the request waits for its `cancel` answer. */
  cancelRequested?: boolean;
}

export type { ElicitationAction };

export const FormState = {
  /** Waiting for the user. */
  PENDING: 'pending',
  /** This page answered it (through this form or another). */
  ANSWERED: 'answered',
  /** URL mode: accepted here and opened; waiting for the agent's `elicitation/complete`. */
  WAITING: 'waiting',
  /** URL mode: the agent said the interaction finished. */
  COMPLETED: 'completed',
  /** Another view or the host answered it. */
  ANSWERED_ELSEWHERE: 'answered-elsewhere',
  /** The turn was cancelled; the `cancel` answer has not been recorded yet. */
  CANCELLING: 'cancelling',
  /** Answered `cancel` elsewhere (the turn was cancelled). */
  CANCELLED: 'cancelled',
  /** The client's answer was a JSON-RPC error: nobody can answer any more. */
  FAILED: 'failed',
} as const;
export type FormState = (typeof FormState)[keyof typeof FormState];

const registry = createAnswerRegistry<ElicitationAction>();

export const elicitationKey = (request: ElicitationRequest): string => requestKey(request);
export const localAction = (request: ElicitationRequest): ElicitationAction | undefined => registry.get(elicitationKey(request));
/** Records this page's answer unless one was given; true when this call recorded it. */
export const recordAction = (request: ElicitationRequest, action: ElicitationAction): boolean =>
  registry.record(elicitationKey(request), action);
export const onActionsChanged = (listener: () => void): (() => void) => registry.onChange(listener);
/** True for the first form on the page that asks to announce this request. */
export const claimAnnouncement = (request: ElicitationRequest): boolean => registry.claim('announce', elicitationKey(request));

/** The action of the answer on the wire, if it names one. */
export function outcomeAction(request: ElicitationRequest): string | undefined {
  const outcome = request.outcome;
  if (typeof outcome === 'string') return outcome;
  if (typeof outcome === 'object' && outcome !== null) {
    const action = (outcome as { action?: unknown }).action;
    return typeof action === 'string' ? action : '';
  }
  return undefined;
}

export function formState(request: ElicitationRequest, local: ElicitationAction | undefined): FormState {
  if (request.mode === 'url' && request.completed) return FormState.COMPLETED;
  if (local) return request.mode === 'url' && local === 'accept' ? FormState.WAITING : FormState.ANSWERED;
  const wire = outcomeAction(request);
  if (wire === undefined) {
    if (request.error !== undefined) return FormState.FAILED;
    return request.cancelRequested ? FormState.CANCELLING : FormState.PENDING;
  }
  if (wire === 'cancel') return FormState.CANCELLED;
  // Accepted elsewhere in URL mode: the interaction may still be under way.
  return FormState.ANSWERED_ELSEWHERE;
}
