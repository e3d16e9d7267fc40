// SPDX-License-Identifier: Apache-2.0

/**
 * The page's one scheduler for timed repaints: a grid of BEAT_MS on the clock, on which every
 * timed repaint of the elements lands (the list's paced store reads and the pacer's trailing
 * repaints, the spinners' steps, the elapsed-time labels). Work due at the same beat runs in one
 * task, so the page renders one frame for all of it instead of one frame per source: each frame
 * that changes the page pays a fixed cost (style, paint, layerize, commit) besides what changed.
 * See docs/decisions/.
 *
 * When a beat comes, its work waits for the next frame to start and then runs in the first task
 * after it: at the start of a vsync interval, with the whole interval ahead, so work that a tick
 * starts in a task of its own (a terminal's parser) still lands before the next frame.
 *
 * This module alone decides when something is due: `beatOf` places a time on the grid, and a beat
 * counts as come EARLY_MS before its time (a timer may wake a hair early). It runs on the clock of
 * clock.ts, so tests drive its beats and frames by hand with `createManualClock()`.
 */
import { currentClock, whenClockSwitches, type Clock } from './clock.js';

// The clock, for modules that also use the beat grid.
export { now, pageClock, useClock, wallNow, type Clock } from './clock.js';

export const BEAT_MS = 100;

/** How early a timer may wake and its beat still count as come. */
const EARLY_MS = 1;

type Callback = () => void;

let clock: Clock = currentClock();
/** Callbacks by the beat (its time on the grid) they wait for. */
const waiting = new Map<number, Set<Callback>>();
/** The beat the clock is set for, and how to stop it. */
let armedBeat = Infinity;
let disarm: (() => void) | undefined;
/** While a beat's callbacks run: that beat's time on the grid. */
let runningBeat: number | undefined;
/** The latest beat that ran: no callback lands on it or before it again. */
let lastBeat = -Infinity;
/** Callbacks for the next frame, and how to cancel the frame request. */
const framed = new Set<Callback>();
let cancelFrame: (() => void) | undefined;

/**
 * The beat nearest `time`. A tick's work runs a little after its beat (it waits for a frame), and
 * what it renders then still belongs to that beat: intervals measured between beats stay on the grid.
 */
export function beatOf(time: number): number {
  return Math.round(time / BEAT_MS) * BEAT_MS;
}

/** Inside a tick's callbacks, its beat's time on the grid; else undefined. */
export function currentTick(): number | undefined {
  return runningBeat;
}

/** The first beat at or after `time` (a beat EARLY_MS away counts as come). */
function beatAt(time: number): number {
  return Math.ceil((time - EARLY_MS) / BEAT_MS) * BEAT_MS;
}

function report(error: unknown): void {
  // One subscriber's bug must not stop the others; report it as an uncaught error would.
  queueMicrotask(() => {
    throw error;
  });
}

function runAll(callbacks: Iterable<Callback>): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      report(error);
    }
  }
}

function arm(): void {
  let next = Infinity;
  for (const beat of waiting.keys()) next = Math.min(next, beat);
  if (next === armedBeat) return;
  disarm?.();
  disarm = undefined;
  armedBeat = next;
  if (next === Infinity) return;
  disarm = clock.setTimer(waitForFrame, Math.max(0, next - clock.now()));
}

/** The beat has come: its work runs in the first task after the next frame starts. */
function waitForFrame(): void {
  let cancelTask: (() => void) | undefined;
  const cancelWait = clock.requestFrame(() => (cancelTask = clock.setTimer(fire, 0)));
  disarm = () => {
    cancelWait();
    cancelTask?.();
  };
}

function fire(): void {
  disarm = undefined;
  armedBeat = Infinity;
  const time = clock.now() + EARLY_MS;
  const due: Callback[] = [];
  let latest = -Infinity;
  for (const [beat, callbacks] of waiting) {
    if (beat > time) continue;
    waiting.delete(beat);
    due.push(...callbacks);
    latest = Math.max(latest, beat);
  }
  if (due.length > 0) {
    runningBeat = lastBeat = latest;
    runAll(due);
    runningBeat = undefined;
  }
  arm();
}

/**
 * Runs `callback` once, in the tick of the first beat at or after `at` (default: the next beat),
 * and never in the tick now running. Returns a function that cancels it.
 */
export function onTick(callback: Callback, at = clock.now()): () => void {
  const beat = Math.max(beatAt(Math.max(at, clock.now())), lastBeat + BEAT_MS);
  let callbacks = waiting.get(beat);
  if (!callbacks) waiting.set(beat, (callbacks = new Set()));
  callbacks.add(callback);
  arm();
  return () => {
    const set = waiting.get(beat);
    if (!set?.delete(callback)) return;
    if (set.size === 0) waiting.delete(beat);
    arm();
  };
}

/**
 * Runs `callback` (with the beat's time) at every beat that is a multiple of `periodMs` (itself a
 * multiple of BEAT_MS), until the returned function is called: all subscribers of a period step
 * together, in one tick.
 */
export function every(periodMs: number, callback: (beat: number) => void): () => void {
  let cancel: () => void;
  const next = (): void => {
    const after = runningBeat ?? clock.now();
    cancel = onTick(step, Math.floor(after / periodMs) * periodMs + periodMs);
  };
  const step = (): void => {
    next();
    callback(runningBeat!);
  };
  next();
  return () => cancel();
}

function frameStarted(): void {
  cancelFrame = undefined;
  const due = [...framed];
  framed.clear();
  runAll(due);
}

/** Runs `callback` once when the next frame starts (all of that frame's callbacks in one go). */
export function onFrame(callback: Callback): () => void {
  framed.add(callback);
  cancelFrame ??= clock.requestFrame(frameStarted);
  return () => {
    framed.delete(callback);
    if (framed.size > 0 || !cancelFrame) return;
    cancelFrame();
    cancelFrame = undefined;
  };
}

// A test swapped the clock (useClock): what was waiting moves to the new clock's next beat (or frame).
whenClockSwitches(switchTo);

function switchTo(next: Clock): void {
  disarm?.();
  disarm = undefined;
  armedBeat = Infinity;
  cancelFrame?.();
  cancelFrame = undefined;
  clock = next;
  lastBeat = -Infinity;
  const callbacks = [...waiting.values()].flatMap((set) => [...set]);
  waiting.clear();
  if (callbacks.length > 0) waiting.set(beatAt(clock.now()), new Set(callbacks));
  arm();
  if (framed.size > 0) cancelFrame = clock.requestFrame(frameStarted);
}
