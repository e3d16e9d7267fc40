// SPDX-License-Identifier: Apache-2.0
/**
 * The page-wide record of what permission prompts did, shared by every `<permission-prompt>` on
 * the page: the answers given through any prompt (so two prompts for one request, e.g. inline in a
 * card and pinned under the list, never send two answers), and which requests were already
 * announced or took focus (once per request, however many prompts show it).
 */
import type { PermissionOption, PermissionView } from '../../state/index.js';

/** An answer this page gave. */
export interface LocalAnswer {
  option: PermissionOption;
}

/** Page-wide identity of a request: ACP session ids are unique, JSON-RPC ids unique per session. */
export function answerKey(request: Pick<PermissionView, 'sessionId' | 'requestId'>): string {
  return `${request.sessionId}\u0000${typeof request.requestId}\u0000${request.requestId}`;
}

/** Bounded: a long-lived page answers many requests; the oldest are long settled on the wire. */
const MAX_REMEMBERED = 2000;
const answers = new Map<string, LocalAnswer>();
const listeners = new Set<() => void>();

/** Adds to a bounded insertion-ordered collection, dropping the oldest entry past the bound. */
function bounded<K>(collection: Set<K> | Map<K, unknown>): void {
  if (collection.size > MAX_REMEMBERED) collection.delete(collection.keys().next().value!);
}

export function localAnswer(request: PermissionView): LocalAnswer | undefined {
  return answers.get(answerKey(request));
}

/**
 * Records an answer unless one was already given; returns whether this call recorded it. Every
 * subscribed prompt is told, so a second prompt for the same request shows the decision too.
 */
export function recordAnswer(request: PermissionView, option: PermissionOption): boolean {
  const key = answerKey(request);
  if (answers.has(key)) return false;
  answers.set(key, { option });
  bounded(answers);
  for (const listener of listeners) listener();
  return true;
}

export function onAnswersChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const announced = new Set<string>();
const focusClaims = new Set<string>();

function claim(set: Set<string>, key: string): boolean {
  if (set.has(key)) return false;
  set.add(key);
  bounded(set);
  return true;
}

/** True for the first prompt on the page that asks to announce this request, false after. */
export function claimAnnouncement(key: string): boolean {
  return claim(announced, key);
}

/** True for the first prompt on the page that asks to take focus for this request, false after. */
export function claimFocus(key: string): boolean {
  return claim(focusClaims, key);
}
