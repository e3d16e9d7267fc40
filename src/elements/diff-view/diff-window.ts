// SPDX-License-Identifier: Apache-2.0
/**
 * The virtual window of a diff body: rows have a fixed height, so only the visible ones (and a
 * margin around them) need to exist, and scrolling moves the window only when the visible rows come
 * near its edge, so that most scroll frames re-render nothing. It also keeps the body's current
 * row: the one row whose line number (or expand controls) are real buttons, which the arrow keys
 * move (see docs/decisions/0026-diff-targets.md).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CssProps } from './css-props.js';
import type { Row } from './diff-rows.js';

/** Height of one row in px: rows are fixed-height so that only the visible ones need to exist. */
export const ROW_HEIGHT = 20;
/** Rows drawn above and below the visible ones. */
const OVERSCAN = 20;
/** The window moves when the visible rows come this close to its edge. */
const MARGIN = 4;
/** Viewport height assumed before the body has been measured (its default max height and some). */
const DEFAULT_VIEWPORT = 720;
/** With `wrap`, diffs up to this many rows are drawn whole (wrapped rows have no fixed height). */
export const WRAP_ROW_LIMIT = 3000;

/**
 * Where one body's window is: its first drawn row and the body's height when last measured; and
 * its current row (default 0) with the side whose line number is the button there (default new).
 */
export interface RowWindow {
  first: number;
  viewport: number;
  current?: number;
  side?: 'old' | 'new';
}

/** The rows to draw, `[first, last)`; `wrapped`: all of them, wrapping (no fixed height). */
export interface WindowRange {
  first: number;
  last: number;
  wrapped: boolean;
}

export function topWindow(): RowWindow {
  return { first: 0, viewport: 0 };
}

export class WindowController implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** After a scroll of `scroller`: moves `window` (and re-renders) only near its edge or on a resize. */
  scrolled(win: RowWindow, scroller: HTMLElement): void {
    const top = Math.floor(scroller.scrollTop / ROW_HEIGHT);
    const bottom = Math.ceil((scroller.scrollTop + scroller.clientHeight) / ROW_HEIGHT);
    const drawnEnd = win.first + this.span(win);
    const nearTop = win.first > 0 && top < win.first + MARGIN;
    const nearBottom = bottom > drawnEnd - MARGIN;
    if (nearTop || nearBottom || scroller.clientHeight !== win.viewport) {
      win.first = Math.max(0, top - OVERSCAN);
      win.viewport = scroller.clientHeight;
      this.host.requestUpdate();
    }
  }

  /** The rows of `count` to draw; with `wrap`, small diffs draw whole. */
  range(win: RowWindow, count: number, wrap: boolean): WindowRange {
    if (wrap && count <= WRAP_ROW_LIMIT) return { first: 0, last: count, wrapped: true };
    const first = Math.min(win.first, Math.max(0, count - 1));
    return { first, last: Math.min(count, first + this.span(win)), wrapped: false };
  }

  /** Styles of the canvas (full height) and of the drawn window (moved to its first row). */
  styles(range: WindowRange, count: number, minWidth: string): { canvas: CssProps; window: CssProps } {
    if (range.wrapped) return { canvas: {}, window: {} };
    return {
      canvas: { height: `${count * ROW_HEIGHT}px`, minWidth },
      window: { transform: `translateY(${range.first * ROW_HEIGHT}px)` },
    };
  }

  /** Makes `row` current, moving the window so that it is drawn (focusing it then scrolls to it). */
  moveTo(win: RowWindow, row: number): void {
    win.current = row;
    if (row < win.first || row >= win.first + this.span(win)) win.first = Math.max(0, row - OVERSCAN);
    this.host.requestUpdate();
  }

  /** Rows a window draws: the visible ones and the overscan on both sides. */
  private span(win: RowWindow): number {
    return Math.ceil((win.viewport || DEFAULT_VIEWPORT) / ROW_HEIGHT) + 2 * OVERSCAN;
  }
}

/** Whether a row has controls: a line number, or a fold's expand buttons (a patch's gap has none). */
export function actionable(row: Row): boolean {
  return row.kind === 'fold' ? row.header === undefined : row.kind !== 'no-newline';
}

/**
 * The row that holds the controls: the current one if it is drawn and has controls, else the
 * nearest drawn one that has; -1 when no drawn row has any.
 */
export function liveRow(rows: readonly Row[], range: WindowRange, current = 0): number {
  if (range.last <= range.first) return -1;
  const start = Math.min(Math.max(current, range.first), range.last - 1);
  for (let i = start; i < range.last; i++) if (actionable(rows[i])) return i;
  for (let i = start - 1; i >= range.first; i--) if (actionable(rows[i])) return i;
  return -1;
}

/**
 * The row a navigation key moves the current row to, from `from`: the next or previous row with
 * controls (arrows), about a screen further (`page` rows), the first or last; `undefined` for
 * other keys. It stays at `from` at either end.
 */
export function rowAfterKey(rows: readonly Row[], from: number, key: string, page: number): number | undefined {
  const search = (start: number, step: 1 | -1): number | undefined => {
    for (let i = start; i >= 0 && i < rows.length; i += step) if (actionable(rows[i])) return i;
    return undefined;
  };
  const last = rows.length - 1;
  switch (key) {
    case 'ArrowDown':
      return search(from + 1, 1) ?? from;
    case 'ArrowUp':
      return search(from - 1, -1) ?? from;
    case 'PageDown':
      return search(Math.min(last, from + page), -1) ?? from;
    case 'PageUp':
      return search(Math.max(0, from - page), 1) ?? from;
    case 'Home':
      return search(0, 1) ?? from;
    case 'End':
      return search(last, -1) ?? from;
    default:
      return undefined;
  }
}
