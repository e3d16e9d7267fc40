// SPDX-License-Identifier: Apache-2.0
import type { ChangeEventTarget } from '../src/changes/index.js';

type Listener = Parameters<ChangeEventTarget['addEventListener']>[1];

/** A change target whose listeners are on the story's element, once `attach` names it. */
export interface StoryTarget extends ChangeEventTarget {
  /** The drawn element: its events (keep, undo, restore) reach the tracker. Again with the same element: nothing. */
  attach(el: Element): void;
}

/**
 * Where a story's tracker hears the element's events: the element itself, once drawn (not the
 * document, where the trackers of the other stories on the page would hear them too).
 */
export function storyTarget(): StoryTarget {
  const listeners: [string, Listener][] = [];
  let host: Element | undefined;
  return {
    addEventListener(type, listener) {
      listeners.push([type, listener]);
      host?.addEventListener(type, listener as unknown as EventListener);
    },
    removeEventListener(type, listener) {
      const index = listeners.findIndex(([t, l]) => t === type && l === listener);
      if (index >= 0) listeners.splice(index, 1);
      host?.removeEventListener(type, listener as unknown as EventListener);
    },
    attach(el) {
      if (el === host) return;
      for (const [type, listener] of listeners) {
        host?.removeEventListener(type, listener as unknown as EventListener);
        el.addEventListener(type, listener as unknown as EventListener);
      }
      host = el;
    },
  };
}
