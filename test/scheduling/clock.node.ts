// SPDX-License-Identifier: Apache-2.0
// The one clock (src/scheduling/clock.ts) and the manual clock tests drive it with
// (src/scheduling/manual-clock.ts): every wait of the library comes at the time the test says.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { after, currentClock, nextFrame, now, pageClock, useClock, wallNow, whenIdle, type IdleTime } from '../../src/scheduling/clock.js';
import { createManualClock, type ManualClock } from '../../src/scheduling/manual-clock.js';

let clock: ManualClock;
let restore: () => void;
beforeEach(() => {
  clock = createManualClock(1_000, 1_700_000_000_000);
  restore = useClock(clock);
});
afterEach(() => restore());

describe('the clock', () => {
  it('reads the clock in use, and the page clock once the test clock is gone', () => {
    assert.equal(currentClock(), clock);
    assert.equal(now(), 1_000);
    assert.equal(wallNow(), 1_700_000_000_000);
    clock.advance(250);
    assert.equal(now(), 1_250);
    assert.equal(wallNow(), 1_700_000_000_250);
    restore();
    assert.equal(currentClock(), pageClock);
    restore = useClock(clock);
  });

  it('runs `after` callbacks at their time, in order, and not once cancelled', () => {
    const ran: string[] = [];
    after(300, () => ran.push(`b@${now()}`));
    after(100, () => ran.push(`a@${now()}`));
    const cancel = after(200, () => ran.push('cancelled'));
    cancel();
    clock.advance(99);
    assert.deepEqual(ran, []);
    clock.advance(201);
    assert.deepEqual(ran, ['a@1100', 'b@1300']);
  });

  it('runs `nextFrame` callbacks at the next frame only', () => {
    const ran: number[] = [];
    nextFrame(() => ran.push(1));
    const cancel = nextFrame(() => ran.push(2));
    cancel();
    clock.advance(1_000);
    assert.deepEqual(ran, []);
    clock.frame();
    assert.deepEqual(ran, [1]);
    clock.frame();
    assert.deepEqual(ran, [1]);
  });

  it('runs `whenIdle` callbacks in the next idle period, or at their timeout', () => {
    const seen: Array<{ at: number; didTimeout: boolean; remaining: number }> = [];
    const record = (idle?: IdleTime) => seen.push({ at: now(), didTimeout: idle!.didTimeout, remaining: idle!.timeRemaining() });
    whenIdle(record, { timeout: 150 });
    clock.advance(100);
    clock.idle(20);
    assert.deepEqual(seen, [{ at: 1_100, didTimeout: false, remaining: 20 }]);
    clock.advance(1_000);
    assert.equal(seen.length, 1, 'its timeout was cancelled');

    whenIdle(record, { timeout: 150 });
    clock.advance(149);
    assert.equal(seen.length, 1);
    clock.advance(1);
    assert.deepEqual(seen[1], { at: 2_250, didTimeout: true, remaining: 0 });
    clock.idle();
    assert.equal(seen.length, 2, 'run once');

    const cancel = whenIdle(record, { timeout: 150 });
    cancel();
    clock.idle();
    clock.advance(500);
    assert.equal(seen.length, 2);
  });

  it('keeps an idle request made during an idle period for the next one', () => {
    const ran: number[] = [];
    whenIdle(
      () => {
        ran.push(now());
        whenIdle(() => ran.push(now()), { timeout: 1_000 });
      },
      { timeout: 1_000 },
    );
    clock.idle();
    assert.deepEqual(ran, [1_000]);
    clock.advance(10);
    clock.idle();
    assert.deepEqual(ran, [1_000, 1_010]);
  });
});

describe('the page clock', () => {
  it('waits on the host’s own timers (Node: no frames, no idle callbacks)', async () => {
    restore();
    try {
      const start = now();
      const order: string[] = [];
      await Promise.all([
        new Promise<void>((resolve) => after(5, () => resolve(void order.push('after')))),
        new Promise<void>((resolve) => nextFrame(() => resolve(void order.push('frame')))),
        new Promise<void>((resolve) => whenIdle((idle) => resolve(void order.push(`idle:${idle === undefined}`)), { timeout: 100 })),
      ]);
      assert.deepEqual([...order].sort(), ['after', 'frame', 'idle:true']);
      assert.ok(now() >= start);
      assert.ok(Math.abs(wallNow() - Date.now()) < 1_000);
    } finally {
      restore = useClock(clock);
    }
  });
});
