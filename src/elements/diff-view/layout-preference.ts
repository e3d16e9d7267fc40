// SPDX-License-Identifier: Apache-2.0
/**
 * The page's preferred diff layout: the last one the user chose on any `<diff-view>`'s switch. Every
 * diff whose `view` is `auto` follows it, the ones on the page and the ones drawn later (VS Code's
 * inline / side-by-side choice works the same way), so a user who prefers split diffs chooses it
 * once. Kept in memory: a host that wants it to outlive the page stores the `diff-layout-change`
 * event's `layout` and gives it back with `setDiffLayout` at start-up.
 */
import type { Layout } from './diff-rows.js';

let preferred: Layout | undefined;
const listeners = new Set<() => void>();

/** Sets (or, with `undefined`, clears: back to the width rule) the layout every `auto` diff shows. */
export function setDiffLayout(layout: Layout | undefined): void {
  if (layout !== undefined && layout !== 'unified' && layout !== 'split') return;
  if (layout === preferred) return;
  preferred = layout;
  for (const listener of listeners) listener();
}

/** The layout the user chose last, if any. */
export function preferredDiffLayout(): Layout | undefined {
  return preferred;
}

/** Calls `listener` whenever the preference changes; returns the unsubscribe. */
export function onDiffLayoutChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
