// SPDX-License-Identifier: Apache-2.0
// The ticker on a clock the tests move by hand (src/scheduling/clock.ts).
import { useClock } from '../../src/scheduling/clock.js';
import { createManualClock, type ManualClock } from '../../src/scheduling/manual-clock.js';

/**
 * Inside a `describe`: each test runs the ticker on a fresh manual clock that starts at `start`
 * ms, and the page's clock is back after it. Returns that clock (whichever test is running).
 */
export function withManualClock(start = 1_000): ManualClock {
  let clock: ManualClock | undefined;
  let restore: (() => void) | undefined;
  beforeEach(() => {
    clock = createManualClock(start);
    restore = useClock(clock);
  });
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  // The manual clock's methods are closures over its own time: the current test's serve as they are.
  return new Proxy({} as ManualClock, { get: (_, key) => clock![key as keyof ManualClock] });
}
