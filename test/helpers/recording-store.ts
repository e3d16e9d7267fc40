// SPDX-License-Identifier: Apache-2.0
// The real store, recording every message it was given with its direction: for the connection
// tests, which check what went over the wire and in which order.
import { createToolCallStore, type DispatchOptions, type ToolCallStore } from '../../src/state/index.js';

export type Message = Record<string, unknown> & {
  id?: number | string;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
};

export interface Recorded {
  message: Message;
  from: string;
}

export function recordingStore(): { store: ToolCallStore; log: Recorded[] } {
  const inner = createToolCallStore();
  const log: Recorded[] = [];
  const store: ToolCallStore = {
    dispatch(message: unknown, how: DispatchOptions) {
      if (typeof message === 'object' && message !== null) log.push({ message: message as Message, from: how.from });
      inner.dispatch(message, how);
    },
    getState: () => inner.getState(),
    subscribe: (listener) => inner.subscribe(listener),
  };
  return { store, log };
}
