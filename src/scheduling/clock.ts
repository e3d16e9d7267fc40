// SPDX-License-Identifier: Apache-2.0
/**
 * The page's one clock, and the ways to wait on it: `after` a delay, the `nextFrame`, `whenIdle`.
 * Every module in `src/` reads the time and waits through here (lint forbids the page's own
 * timers elsewhere), so a test that swaps the clock (`useClock` with `createManualClock()`) drives
 * every timer, frame and idle period of the library by hand. This module is small and draws
 * nothing: the connection entry point uses it too. The beat grid on top of it is ticker.ts.
 */

/** What an idle callback learns of its idle period (the part of the DOM's `IdleDeadline` the library reads). */
export interface IdleTime {
  /** True when the callback runs because its timeout passed, not because the page was idle. */
  readonly didTimeout: boolean;
  /** Milliseconds left in the idle period. */
  timeRemaining(): number;
}

/** What the library needs of time. */
export interface Clock {
  /** Monotonic milliseconds (`performance.now()` in a page). */
  now(): number;
  /** Milliseconds since the epoch (`Date.now()`), for times that come from an agent's messages. */
  wallNow(): number;
  /** Runs `callback` in a task of its own after `ms`; returns a function that cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
  /**
   * Runs `callback` when the next frame starts; returns a function that cancels it. Where no frame
   * comes (a hidden page renders none; a worker or Node has none), after a short wait instead.
   */
  requestFrame(callback: () => void): () => void;
  /**
   * Runs `callback` in the next idle period, or after `timeoutMs` at the latest (`idle` undefined
   * where the host has no idle periods to report); returns a function that cancels it.
   */
  requestIdle(callback: (idle?: IdleTime) => void, timeoutMs: number): () => void;
}

/** A hidden page renders no frames: how long a frame request waits before it runs anyway. */
const NO_FRAME_MS = 250;
/** Without idle callbacks (Safari), an idle request waits about a frame instead. */
const NO_IDLE_MS = 16;

function setTimer(callback: () => void, ms: number): () => void {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
}

/** The page's clock: `performance.now()`, `setTimeout`, `requestAnimationFrame`, `requestIdleCallback`. */
export const pageClock: Clock = {
  now: () => performance.now(),
  wallNow: () => Date.now(),
  setTimer,
  requestFrame(callback) {
    if (typeof requestAnimationFrame !== 'function') return setTimer(callback, 0);
    const cancel = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    const run = () => {
      cancel();
      callback();
    };
    const frame = requestAnimationFrame(run);
    const timer = setTimeout(run, NO_FRAME_MS);
    return cancel;
  },
  requestIdle(callback, timeoutMs) {
    if (typeof requestIdleCallback !== 'function') return setTimer(() => callback(), NO_IDLE_MS);
    const handle = requestIdleCallback((deadline) => callback(deadline), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  },
};

let clock: Clock = pageClock;
const switchListeners = new Set<(next: Clock) => void>();

/** The clock in use now (the page's, or a test's). */
export function currentClock(): Clock {
  return clock;
}

/**
 * Drives the library with `next` (a manual clock in tests) until the returned function restores
 * the previous clock. Timers already set stay on the clock they were set on; the ticker moves
 * what waits for a beat or a frame to the new clock.
 */
export function useClock(next: Clock): () => void {
  const previous = clock;
  switchTo(next);
  return () => switchTo(previous);
}

function switchTo(next: Clock): void {
  clock = next;
  for (const listener of switchListeners) listener(next);
}

/** @internal For schedulers that keep work waiting on the clock (the ticker): called when it is swapped. */
export function whenClockSwitches(listener: (next: Clock) => void): void {
  switchListeners.add(listener);
}

/** The clock's time (monotonic ms). */
export function now(): number {
  return clock.now();
}

/** The clock's time since the epoch (ms). */
export function wallNow(): number {
  return clock.wallNow();
}

/** Runs `callback` in a task of its own after `ms`; returns a function that cancels it. */
export function after(ms: number, callback: () => void): () => void {
  return clock.setTimer(callback, ms);
}

/** Runs `callback` when the next frame starts (or soon, where no frame comes); returns a function that cancels it. */
export function nextFrame(callback: () => void): () => void {
  return clock.requestFrame(callback);
}

/** Runs `callback` in the next idle period, or after `timeout` ms at the latest; returns a function that cancels it. */
export function whenIdle(callback: (idle?: IdleTime) => void, { timeout }: { timeout: number }): () => void {
  return clock.requestIdle(callback, timeout);
}
