// SPDX-License-Identifier: Apache-2.0
/**
 * A clock that moves only when told to, for tests (`useClock(createManualClock())`, wrapped by
 * test/helpers/clock.ts): time, frames and idle periods all come when the test says so, so what the
 * library does at a given time can be checked at exactly that time.
 */
import type { Clock, IdleTime } from './clock.js';
import { BEAT_MS } from './ticker.js';

/** A clock that moves only when told to: `advance` time, render a `frame`, give an `idle` period. */
export interface ManualClock extends Clock {
  /** Moves time by `ms`, running each timer at its own time along the way. */
  advance(ms: number): void;
  /** Renders a frame: runs the frame callbacks asked for so far, then the timers due now. */
  frame(): void;
  /**
   * An idle period of `ms` (default 50, the longest a browser gives): runs the idle callbacks asked
   * for before it, each told that much time remains, then the timers due now.
   */
  idle(ms?: number): void;
  /** Frames to render and beats to reach until `ms` have passed: `frame()` after each `advance(BEAT_MS)`. */
  run(ms: number): void;
}

type Callback = () => void;
interface Timer {
  at: number;
  order: number;
  callback: Callback;
}

/** A clock for tests (see `useClock`): starts at `start` ms (the wall clock at `wallStart`). */
export function createManualClock(start = 0, wallStart = 1_700_000_000_000): ManualClock {
  let time = start;
  let order = 0;
  const timers = new Map<number, Timer>();
  let frames: Callback[] = [];
  /** Idle callbacks by the id of their timeout timer. */
  let idlers = new Map<number, (idle?: IdleTime) => void>();
  const runTimersUntil = (end: number): void => {
    for (;;) {
      let first: Timer | undefined;
      let firstId = 0;
      for (const [id, timer] of timers) {
        if (timer.at > end) continue;
        if (!first || timer.at < first.at || (timer.at === first.at && timer.order < first.order)) [first, firstId] = [timer, id];
      }
      if (!first) break;
      timers.delete(firstId);
      time = Math.max(time, first.at);
      first.callback();
    }
    time = end;
  };
  const setTimer = (callback: Callback, ms: number): number => {
    const id = ++order;
    timers.set(id, { at: time + Math.max(0, ms), order: id, callback });
    return id;
  };
  const manual: ManualClock = {
    now: () => time,
    wallNow: () => wallStart + (time - start),
    setTimer(callback, ms) {
      const id = setTimer(callback, ms);
      return () => timers.delete(id);
    },
    requestFrame(callback) {
      frames.push(callback);
      return () => {
        frames = frames.filter((waiting) => waiting !== callback);
      };
    },
    requestIdle(callback, timeoutMs) {
      const id = setTimer(() => {
        idlers.delete(id);
        callback({ didTimeout: true, timeRemaining: () => 0 });
      }, timeoutMs);
      idlers.set(id, callback);
      return () => {
        idlers.delete(id);
        timers.delete(id);
      };
    },
    advance(ms) {
      runTimersUntil(time + ms);
    },
    frame() {
      const due = frames;
      frames = [];
      for (const callback of due) callback();
      runTimersUntil(time);
    },
    idle(ms = 50) {
      const due = idlers;
      idlers = new Map();
      const idle: IdleTime = { didTimeout: false, timeRemaining: () => ms };
      for (const [id, callback] of due) {
        timers.delete(id);
        callback(idle);
      }
      runTimersUntil(time);
    },
    run(ms) {
      const end = time + ms;
      while (time < end) {
        manual.advance(Math.min(BEAT_MS, end - time));
        manual.frame();
      }
    },
  };
  return manual;
}
