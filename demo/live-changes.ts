// SPDX-License-Identifier: Apache-2.0
// The demo page's review of what the agent changed: a change set follows each store the page shows;
// for the live session it reads and writes through the bridge's file access (bridgeFs), so the
// agent's writes pass through it (connectAcp's `fs`), <change-review> above the composer can keep,
// undo and redo on disk, and the thread offers "Restore to here" under each prompt. A replay or a
// read-only view gets a change set too, from what crossed the wire, with nothing to write to.
import { trackChanges, type ChangeTracker } from '../src/changes/index.js';
import { bridgeFs } from '../src/connection/index.js';
import type { ToolCallStore } from '../src/state/index.js';

interface ChangesElement extends HTMLElement {
  changes?: ChangeTracker;
  sessionId?: string;
  root?: string;
}

const review = document.querySelector<ChangesElement>('#changes')!;
const thread = document.querySelector<ChangesElement>('#thread')!;
const trackers = new WeakMap<ToolCallStore, ChangeTracker>();

/**
 * The live session's change set, writing through the bridge when it serves files (`writable`).
 * Its actions are heard on `target` (the page's <main>), where the review and the thread fire them.
 */
export function trackLiveChanges(store: ToolCallStore, socketUrl: string, writable: boolean, target: EventTarget): ChangeTracker {
  const tracker = trackChanges(store, writable ? { fs: bridgeFs(socketUrl), target } : { target: null });
  trackers.set(store, tracker);
  return tracker;
}

/** Points the review and the thread at `store`'s change set (a read-only one for a store not live). */
export function showChanges(store: ToolCallStore, root: string | undefined): void {
  let tracker = trackers.get(store);
  if (!tracker) trackers.set(store, (tracker = trackChanges(store, { target: null })));
  review.changes = tracker;
  thread.changes = tracker;
  review.root = root;
}

/** The session the review shows. */
export function showChangesOf(sessionId: string | undefined): void {
  if (sessionId === undefined) review.removeAttribute('session-id');
  else review.setAttribute('session-id', sessionId);
}
