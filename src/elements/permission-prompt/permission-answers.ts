// SPDX-License-Identifier: Apache-2.0
/**
 * What permission prompts did, in the page's one answer registry (src/base/answer-registry.ts),
 * shared by every `<permission-prompt>` on the page: the answers given through any prompt (so two prompts for one request, e.g. inline in a
 * card and pinned under the list, never send two answers), and which requests were already
 * announced or took focus (once per request, however many prompts show it).
 */
import { answerKey, createAnswerRegistry } from '../../base/answer-registry.js';
import type { PermissionOption, PermissionView } from '../../state/index.js';

/** An answer this page gave. */
export interface LocalAnswer {
  option: PermissionOption;
}

const registry = createAnswerRegistry<LocalAnswer>();

export function localAnswer(request: PermissionView): LocalAnswer | undefined {
  return registry.get(answerKey(request));
}

/**
 * Records an answer unless one was already given; returns whether this call recorded it. Every
 * subscribed prompt is told, so a second prompt for the same request shows the decision too.
 */
export function recordAnswer(request: PermissionView, option: PermissionOption): boolean {
  return registry.record(answerKey(request), { option });
}

export function onAnswersChanged(listener: () => void): () => void {
  return registry.onChange(listener);
}

/** True for the first prompt on the page that asks to announce this request, false after. */
export function claimAnnouncement(key: string): boolean {
  return registry.claim('announce', key);
}

/** True for the first prompt on the page that asks to take focus for this request, false after. */
export function claimFocus(key: string): boolean {
  return registry.claim('focus', key);
}
