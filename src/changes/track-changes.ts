// SPDX-License-Identifier: Apache-2.0
/**
 * `trackChanges`: the change set kept beside a store. It folds the store's dispatches (recorder.ts),
 * snapshots through the host's `fs`, gives `connectAcp` an `fs` that records each write with the
 * text before it, and applies keep / undo / restore (actions.ts), one action at a time, from calls
 * or from the events heard on its target (action-events.ts).
 */
import type { ToolCallStore } from '../state/index.js';
import { defaultTarget, listenForActions } from './action-events.js';
import { ChangeActions } from './actions.js';
import { ChangeRecorder } from './recorder.js';
import type { ChangeActionResult, ChangeSetState, ChangeTracker, TrackChangesOptions } from './types.js';

/** A tracker, plus what tests and hosts may wait on. */
export interface SettlingChangeTracker extends ChangeTracker {
  /** Resolves once the tracker's own reads (snapshots) and actions are done. */
  settled(): Promise<void>;
}

export function trackChanges(store: ToolCallStore, options: TrackChangesOptions = {}): SettlingChangeTracker {
  const host = options.fs;
  const listeners = new Set<(state: ChangeSetState) => void>();
  const recorder = new ChangeRecorder(host, (state) => {
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch (error) {
        // One broken subscriber must not stop the others; report it asynchronously.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  });
  // The time of the store's latest message: writes through `fs` are stamped with it (one clock: the store's).
  let lastReceivedAt = 0;
  const unsubscribe = store.subscribe((state, _previous, dispatched) => {
    lastReceivedAt = dispatched.receivedAt;
    try {
      recorder.dispatched(state, dispatched);
    } catch {
      // Bad input is recorded as nothing; the store and its other followers go on.
    }
  });
  const actions = new ChangeActions(recorder, host);
  // One action at a time: two on one file would each check the disk before the other wrote.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = (run: () => Promise<ChangeActionResult>): Promise<ChangeActionResult> => {
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
  const handlers = {
    keep: (request: Parameters<ChangeTracker['keep']>[0]) => serial(() => actions.keep(request)),
    undo: (request: Parameters<ChangeTracker['undo']>[0]) => serial(() => actions.undo(request)),
    restore: (request: Parameters<ChangeTracker['restore']>[0]) => serial(() => actions.restore(request)),
  };
  const target = options.target === undefined ? defaultTarget() : (options.target ?? undefined);
  const stopListening = target ? listenForActions(target, handlers) : () => undefined;

  const fs: ChangeTracker['fs'] = {};
  if (host?.readTextFile) fs.readTextFile = (request) => host.readTextFile!(request);
  if (host?.writeTextFile) fs.writeTextFile = (request) => recorder.writeThrough(request, lastReceivedAt);

  return {
    getState: () => recorder.state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fs,
    ...handlers,
    async settled() {
      await recorder.settled();
      await queue;
      await recorder.settled();
    },
    dispose() {
      unsubscribe();
      stopListening();
      listeners.clear();
    },
  };
}
