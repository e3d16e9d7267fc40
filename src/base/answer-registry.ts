// SPDX-License-Identifier: Apache-2.0
/**
 * A page-wide, bounded record of the answers given to an agent's requests, keyed by request: every
 * element showing the same request (inline in a card, pinned under the list, in a thread) reads and
 * writes one record, so the page sends one answer per request whatever the clicks, key repeats or
 * number of views. Permission prompts and elicitation forms each keep their own registry.
 */

/**
 * Page-wide identity of a request: ACP session ids are unique, JSON-RPC ids unique per session.
 * (The state's own `requestKey` keys by sender and id on the wire; this one keys what the user answered.)
 */
export function answerKey(request: { sessionId?: string | undefined; requestId: string | number }): string {
  return `${request.sessionId ?? ''}\u0000${typeof request.requestId}\u0000${request.requestId}`;
}

/** Bounded: a long-lived page answers many requests; the oldest are long settled on the wire. */
const MAX_REMEMBERED = 2000;

/** Adds to a bounded insertion-ordered collection, dropping the oldest entry past the bound. */
function bounded<K>(collection: Set<K> | Map<K, unknown>): void {
  if (collection.size > MAX_REMEMBERED) collection.delete(collection.keys().next().value!);
}

export interface AnswerRegistry<A> {
  /** The answer this page gave for the request with that key, if any. */
  get(key: string): A | undefined;
  /** Records an answer unless one was already given; returns whether this call recorded it. Listeners are told. */
  record(key: string, answer: A): boolean;
  /** Called after each recorded answer; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** True for the first caller that claims this key for `purpose` (announce, focus…), false after. */
  claim(purpose: string, key: string): boolean;
}

export function createAnswerRegistry<A>(): AnswerRegistry<A> {
  const answers = new Map<string, A>();
  const listeners = new Set<() => void>();
  const claims = new Map<string, Set<string>>();
  return {
    get: (key) => answers.get(key),
    record(key, answer) {
      if (answers.has(key)) return false;
      answers.set(key, answer);
      bounded(answers);
      for (const listener of listeners) listener();
      return true;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    claim(purpose, key) {
      let set = claims.get(purpose);
      if (!set) claims.set(purpose, (set = new Set()));
      if (set.has(key)) return false;
      set.add(key);
      bounded(set);
      return true;
    },
  };
}
