// SPDX-License-Identifier: Apache-2.0
import { createInitialState, reduceAndRead } from './reducer.js';
import type { DispatchOptions, ToolCallState } from './types.js';

/** The message a dispatch folded, as given (object or JSON text), and how. */
export interface DispatchedMessage {
  message: unknown;
  /**
   * The message as the reducer read it: `message` itself when it was not text, its JSON text
   * parsed when it was (undefined for text that is not JSON). Given by the store, so a listener
   * does not parse the text a second time; a dispatch from elsewhere may leave it out.
   */
  parsed?: unknown;
  from: DispatchOptions['from'];
  receivedAt: number;
}

/**
 * Called after every dispatch. `dispatched` is the message itself, for followers that keep what
 * the state does not (the change set keeps the texts of `fs/*` requests and answers).
 */
export type StoreListener = (state: ToolCallState, previous: ToolCallState, dispatched: DispatchedMessage) => void;

export interface ToolCallStore {
  /** Folds one raw JSON-RPC message (object, or its JSON text) that crossed the wire. Never throws. */
  dispatch(message: unknown, options: DispatchOptions): void;
  getState(): ToolCallState;
  /** Calls `listener` after every dispatch; returns the function that unsubscribes it. */
  subscribe(listener: StoreListener): () => void;
}

export interface ToolCallStoreOptions {
  /** Start from this state instead of an empty one. */
  initialState?: ToolCallState;
  /** The clock used when `dispatch` gets no `receivedAt`. Default `Date.now`. */
  now?: () => number;
}

export function createToolCallStore(options: ToolCallStoreOptions = {}): ToolCallStore {
  let state = options.initialState ?? createInitialState();
  const now = options.now ?? Date.now;
  const listeners = new Set<StoreListener>();
  return {
    dispatch(message, how) {
      const previous = state;
      const timed = how.receivedAt === undefined ? { from: how.from, receivedAt: now() } : (how as Required<DispatchOptions>);
      const read = reduceAndRead(state, message, timed);
      state = read.state;
      // Copy the set only when someone listens (a listener may unsubscribe while being called).
      if (listeners.size === 0) return;
      const dispatched: DispatchedMessage = { message, parsed: read.parsed, from: timed.from, receivedAt: timed.receivedAt };
      for (const listener of [...listeners]) {
        try {
          listener(state, previous, dispatched);
        } catch (error) {
          // One broken subscriber must not stop the others or the feed; report it asynchronously.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
