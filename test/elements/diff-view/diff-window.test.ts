// SPDX-License-Identifier: Apache-2.0
// The diff body's virtual window: which rows are drawn and when scrolling moves them.
import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Row } from '../../../src/elements/diff-view/diff-rows.js';
import {
  liveRow,
  ROW_HEIGHT,
  rowAfterKey,
  topWindow,
  WindowController,
  WRAP_ROW_LIMIT,
} from '../../../src/elements/diff-view/diff-window.js';

/** A host that counts the updates the controller asks for. */
function host(): ReactiveControllerHost & { updates: number } {
  return {
    updates: 0,
    addController(_controller: ReactiveController) {},
    removeController(_controller: ReactiveController) {},
    requestUpdate() {
      this.updates++;
    },
    updateComplete: Promise.resolve(true),
  };
}

/** A stand-in for the scrolled body: the controller reads only these two numbers. */
const scroller = (scrollTop: number, clientHeight: number) => ({ scrollTop, clientHeight }) as HTMLElement;

describe('diff-view row window', () => {
  it('draws the first screen and its overscan, never past the last row', () => {
    const controller = new WindowController(host());
    const range = controller.range({ first: 0, viewport: 400 }, 10_000, false);
    expect(range).to.deep.equal({ first: 0, last: 400 / ROW_HEIGHT + 40, wrapped: false });
    expect(controller.range({ first: 0, viewport: 400 }, 12, false)).to.deep.equal({ first: 0, last: 12, wrapped: false });
    expect(controller.range({ first: 500, viewport: 400 }, 100, false).first, 'clamped to the rows there are').to.equal(99);
  });

  it('draws wrapped diffs whole up to the limit, and windows larger ones', () => {
    const controller = new WindowController(host());
    expect(controller.range(topWindow(), WRAP_ROW_LIMIT, true)).to.deep.equal({ first: 0, last: WRAP_ROW_LIMIT, wrapped: true });
    expect(controller.range(topWindow(), WRAP_ROW_LIMIT + 1, true).wrapped).to.equal(false);
    expect(controller.styles({ first: 0, last: 5, wrapped: true }, 5, '10ch')).to.deep.equal({ canvas: {}, window: {} });
  });

  it('moves only near the window edge or on a resize', () => {
    const target = host();
    const controller = new WindowController(target);
    const win = { first: 0, viewport: 400 };
    controller.scrolled(win, scroller(5 * ROW_HEIGHT, 400));
    expect(target.updates, 'a few rows down: nothing to draw').to.equal(0);
    // 400 px show 20 rows; 60 are drawn (20 overscan each side): at row 37 the visible end is 3 from the edge.
    controller.scrolled(win, scroller(36 * ROW_HEIGHT, 400));
    expect(target.updates, 'still more than the margin from the edge').to.equal(0);
    controller.scrolled(win, scroller(37 * ROW_HEIGHT, 400));
    expect(target.updates).to.equal(1);
    expect(win.first, 'the overscan above the visible rows').to.equal(17);
    expect(controller.styles(controller.range(win, 1000, false), 1000, '10ch')).to.deep.equal({
      canvas: { height: `${1000 * ROW_HEIGHT}px`, minWidth: '10ch' },
      window: { transform: `translateY(${17 * ROW_HEIGHT}px)` },
    });
    controller.scrolled(win, scroller(37 * ROW_HEIGHT, 600));
    expect(target.updates, 'the body was resized').to.equal(2);
    expect(win.viewport).to.equal(600);
  });

  it('keeps a current row with controls among the drawn ones, and moves it by key', () => {
    const row = (kind: Row['kind'], header?: string): Row => ({ kind, o: 0, n: 0, p: -1, block: 0, header });
    // 0 hunk header, 1–3 lines, 4 no-newline marker, 5 fold, 6–9 lines.
    const rows = [row('fold', '@@'), row('context'), row('remove'), row('add'), row('no-newline'), row('fold')];
    rows.push(row('context'), row('context'), row('context'), row('context'));
    const all = { first: 0, last: rows.length, wrapped: false };
    expect(liveRow(rows, all, 0), 'a hunk header has no controls').to.equal(1);
    expect(liveRow(rows, all, 4), 'nor has the marker').to.equal(5);
    expect(liveRow(rows, { first: 6, last: 10, wrapped: false }, 2), 'not drawn: the nearest drawn').to.equal(6);
    expect(liveRow(rows, { first: 0, last: 1, wrapped: false }, 0), 'none drawn has controls').to.equal(-1);
    expect(rowAfterKey(rows, 3, 'ArrowDown', 4)).to.equal(5);
    expect(rowAfterKey(rows, 5, 'ArrowUp', 4)).to.equal(3);
    expect(rowAfterKey(rows, 1, 'ArrowUp', 4), 'stays at the first').to.equal(1);
    expect(rowAfterKey(rows, 1, 'PageDown', 3), 'the marker is skipped back').to.equal(3);
    expect(rowAfterKey(rows, 9, 'PageUp', 5), 'the marker is skipped on').to.equal(5);
    expect([rowAfterKey(rows, 6, 'Home', 4), rowAfterKey(rows, 1, 'End', 4)]).to.deep.equal([1, 9]);
    expect(rowAfterKey(rows, 1, 'Enter', 4)).to.equal(undefined);

    const target = host();
    const controller = new WindowController(target);
    const win = { ...topWindow(), viewport: 400 };
    controller.moveTo(win, 30);
    expect([win.current, win.first, target.updates], 'drawn already: the window stays').to.deep.equal([30, 0, 1]);
    controller.moveTo(win, 500);
    expect([win.current, win.first], 'the window moves to draw it').to.deep.equal([500, 480]);
  });
});
