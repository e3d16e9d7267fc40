// SPDX-License-Identifier: Apache-2.0
/**
 * Where an elicitation stands as one form sees it, and the page-wide record of the answers forms
 * gave (one per request, however many forms show it: inline in a card, pinned, in a thread).
 */
import type { ElicitationAction } from '../../events/elicitation-respond.js';
import { createAnswerRegistry, answerKey } from '../../base/answer-registry.js';
import type { ElicitationView } from '../../state/index.js';

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

export const localAction = (request: ElicitationView): ElicitationAction | undefined => registry.get(answerKey(request));
/** Records this page's answer unless one was given; true when this call recorded it. */
export const recordAction = (request: ElicitationView, action: ElicitationAction): boolean => registry.record(answerKey(request), action);
export const onActionsChanged = (listener: () => void): (() => void) => registry.onChange(listener);
/** True for the first form on the page that asks to announce this request. */
export const claimAnnouncement = (request: ElicitationView): boolean => registry.claim('announce', answerKey(request));

/** The action of the answer on the wire, if there is one. */
export function outcomeAction(request: ElicitationView): string | undefined {
  return request.outcome?.action;
}

export function formState(request: ElicitationView, local: ElicitationAction | undefined): FormState {
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
