// SPDX-License-Identifier: Apache-2.0
/**
 * The split `<tool-call-list>` and `<session-thread>` share: the newest items are drawn as plain DOM
 * (the "live tail"), the older ones through the virtualizer (the "head"). Streaming updates land
 * almost only on the newest items; in the tail an item that grows costs one layout, where inside
 * the virtualizer it costs a re-measure, a reflow of the layout and a scroll correction that fights
 * following the bottom. See docs/decisions/ (live tail and virtualizer).
 */

/** The tail holds between TAIL_STEP and 2 × TAIL_STEP − 1 items; the boundary moves TAIL_STEP at a time. */
export const TAIL_STEP = 16;

/** How many items the virtualized head holds when there are `count` items. */
export function headLength(count: number): number {
  return Math.max(0, Math.floor((count - TAIL_STEP) / TAIL_STEP) * TAIL_STEP);
}

/**
 * Keeps what the virtualizer iterates and tells when its items changed. `items` is a new array only
 * when the head grew or starts elsewhere, so an update to an item re-renders it without re-laying
 * out the list; `version` goes up when any head item (or what it is drawn with) changed since the
 * last render, so the head re-renders only then: every virtualizer render re-measures its host (a
 * forced layout of the whole list). Pointer comparisons only, cheap even for thousands of items.
 */
export class LiveTail<T> {
  /** The head's items, as the virtualizer iterates them. */
  items: T[] = [];
  /** The whole list as of the latest `split`: the head's renderItem reads the current item by index. */
  current: readonly T[] = [];
  private shown: unknown[][] = [];
  private version = 0;

  constructor(private readonly key: (item: T) => string) {}

  /** Takes the list to draw; returns the head's length. */
  split(list: readonly T[]): number {
    const head = headLength(list.length);
    const same = head === this.items.length && (head === 0 || this.key(list[0]) === this.key(this.items[0]));
    if (!same) this.items = list.slice(0, head);
    this.current = list;
    return head;
  }

  /** A number that changes when any of the head's items, or the values `with` gives for them, changed. */
  headVersion(head: number, drawnWith: (item: T) => unknown = () => undefined): number {
    const list = this.current;
    const shown = this.shown;
    let changed = shown.length !== head;
    for (let i = 0; i < head; i++) {
      const item = list[i];
      const extra = drawnWith(item);
      const before = shown[i];
      if (!before || before[0] !== item || before[1] !== extra) {
        shown[i] = [item, extra];
        changed = true;
      }
    }
    shown.length = head;
    if (changed) this.version++;
    return this.version;
  }
}

/**
 * For `FollowBottomController`'s `hideOwnScroll`: the head lies wholly above a scroll to `top`, so
 * the virtualizer has nothing to show for it (and each scroll it saw would cost a forced layout of
 * the whole list to re-measure itself). The scroller must be the head's offset parent.
 */
export function headAbove(head: HTMLElement | null, top: number): boolean {
  return !head || head.offsetTop + head.offsetHeight <= top;
}
