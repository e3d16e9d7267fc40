// SPDX-License-Identifier: Apache-2.0
/**
 * The rows `<diff-view>` draws for a file model: unchanged regions folded around the changes (with
 * what the user expanded), unified or split, and the "no newline" markers.
 */
import type { FileModel } from './diff-model.js';

/** Lines of context kept around each change. */
export const CONTEXT_LINES = 3;
/** Fewer hidden lines than this are shown instead of folded. */
export const MIN_FOLD = 4;
/** Lines revealed by one "expand up" or "expand down". */
export const EXPAND_STEP = 20;

/** How much of a folded equal block the user revealed: lines from its top, lines from its bottom. */
export interface Reveal {
  top: number;
  bottom: number;
}

/**
 * One drawn row. `o`/`n`: old/new line index or -1. `p`: the index of the paired line on the other
 * side (word-level marks), or -1.
 *
 * - `context`: an unchanged line (unified and split).
 * - `remove` / `add`: unified changed lines.
 * - `change`: a split row, old on the left and new on the right (either may be -1).
 * - `fold`: hidden unchanged lines of block `block` (`hidden` of them); `up`/`down` say which
 *   expand controls apply; a gap from a patch has `header` and no controls.
 * - `no-newline`: the "\ No newline at end of file" marker (`o`/`n` say for which side).
 */
export interface Row {
  kind: 'context' | 'remove' | 'add' | 'change' | 'fold' | 'no-newline';
  o: number;
  n: number;
  p: number;
  block: number;
  hidden?: number;
  up?: boolean;
  down?: boolean;
  header?: string;
}

export type Layout = 'unified' | 'split';

/** The rows to draw for a layout, given what the user expanded. */
export function layoutRows(
  model: FileModel,
  layout: Layout,
  reveals: ReadonlyMap<number, Reveal> = new Map(),
  context = CONTEXT_LINES,
): Row[] {
  const rows: Row[] = [];
  const lastOld = model.oldLines.length - 1;
  const lastNew = model.newLines.length - 1;
  const marker = (row: Row) => {
    const oldEnd = model.oldNoNewline && row.o === lastOld && row.o >= 0;
    const newEnd = model.newNoNewline && row.n === lastNew && row.n >= 0;
    rows.push(row);
    if (oldEnd || newEnd) rows.push({ kind: 'no-newline', o: oldEnd ? row.o : -1, n: newEnd ? row.n : -1, p: -1, block: row.block });
  };
  const { blocks } = model;
  const changes = blocks.some((block) => block.type === 'change');
  blocks.forEach((block, b) => {
    if (block.type === 'gap') {
      rows.push({ kind: 'fold', o: block.o, n: block.n, p: -1, block: b, header: block.header });
      return;
    }
    if (block.type === 'equal') {
      const first = !blocks.slice(0, b).some((x) => x.type === 'change');
      const last = !blocks.slice(b + 1).some((x) => x.type === 'change');
      const reveal = reveals.get(b) ?? { top: 0, bottom: 0 };
      const foldable = model.expandable && changes;
      const top = first ? 0 : context + reveal.top;
      const bottom = last ? 0 : context + reveal.bottom;
      const hidden = block.oc - top - bottom;
      const shown = (from: number, to: number) => {
        for (let i = from; i < to; i++) marker({ kind: 'context', o: block.o + i, n: block.n + i, p: -1, block: b });
      };
      if (!foldable || hidden < MIN_FOLD) {
        shown(0, block.oc);
        return;
      }
      shown(0, top);
      rows.push({ kind: 'fold', o: block.o + top, n: block.n + top, p: -1, block: b, hidden, up: !last, down: !first });
      shown(block.oc - bottom, block.oc);
      return;
    }
    const pairs = Math.min(block.oc, block.nc);
    if (layout === 'unified') {
      for (let i = 0; i < block.oc; i++) marker({ kind: 'remove', o: block.o + i, n: -1, p: i < pairs ? block.n + i : -1, block: b });
      for (let i = 0; i < block.nc; i++) marker({ kind: 'add', o: -1, n: block.n + i, p: i < pairs ? block.o + i : -1, block: b });
    } else {
      for (let i = 0; i < Math.max(block.oc, block.nc); i++) {
        marker({ kind: 'change', o: i < block.oc ? block.o + i : -1, n: i < block.nc ? block.n + i : -1, p: -1, block: b });
      }
    }
  });
  return rows;
}

/** "Expand all": more lines than any file has. */
const ALL = 1e9;

/** The reveal after one expand control on the fold of `block`. */
export function expand(reveals: ReadonlyMap<number, Reveal>, block: number, direction: 'up' | 'down' | 'all'): Map<number, Reveal> {
  const next = new Map(reveals);
  const current = reveals.get(block) ?? { top: 0, bottom: 0 };
  next.set(
    block,
    direction === 'all'
      ? { top: ALL, bottom: ALL }
      : direction === 'up'
        ? { ...current, bottom: current.bottom + EXPAND_STEP }
        : { ...current, top: current.top + EXPAND_STEP },
  );
  return next;
}
