// SPDX-License-Identifier: Apache-2.0

/**
 * The page's beat: one grid of BEAT_MS on the page clock (`performance.now()`), on which every
 * timed repaint of the elements lands: the list's paced store reads, the spinners' steps and the
 * running clocks. Work due at the same beat runs in one task, so the page renders one frame for
 * all of it.
 *
 * Why: each frame that changes the page pays a fixed cost (style, pre-paint, paint, layerize,
 * commit of the whole page) besides what changed. Measured on a 500-call list streaming 200
 * updates a second, each of those sources on its own timer made its own frames (list reads
 * 10/s, spinner steps 8/s, clock ticks, plus the terminal frames that follow a read), and the
 * fixed cost of ~25 extra frames a second was what pushed frames past their vsync.
 *
 * When a beat comes, its work waits for the next animation frame to start and then runs in the
 * first task after that frame: at the start of a vsync interval, with the whole interval ahead.
 * A terminal written during the beat parses its output in a task of its own (xterm.js) and asks
 * for a frame; early in the interval that task runs before the next frame, so the terminal's rows
 * render in the same frame as the list. Run straight from the beat's timer, at any point of the
 * interval, the parse often came after the frame and the terminals drew in a frame of their own.
 * (A hidden page renders no frames: there the work runs after a short wait instead.)
 */
export const BEAT_MS = 100;

type Callback = () => void;

/** Callbacks by the beat (its time on the grid) they wait for. */
const waiting = new Map<number, Set<Callback>>();
/** The beat the clock is set for, and how to stop it. */
let armedBeat = Infinity;
let disarm: (() => void) | undefined;
/** While a beat's callbacks run: that beat's time on the grid. */
let runningBeat: number | undefined;
/** How early a timer may wake and its beat still count as come. */
const EARLY_MS = 1;
/** A hidden page renders no frames: how long a beat waits for one before it runs anyway. */
const NO_FRAME_MS = 250;

/** The first beat at or after `time`. */
function beatAt(time: number): number {
  return Math.ceil(time / BEAT_MS) * BEAT_MS;
}

function arm(): void {
  let next = Infinity;
  for (const beat of waiting.keys()) next = Math.min(next, beat);
  if (next === armedBeat) return;
  disarm?.();
  disarm = undefined;
  armedBeat = next;
  if (next === Infinity) return;
  const timer = setTimeout(waitForFrame, Math.max(0, next - performance.now()));
  disarm = () => clearTimeout(timer);
}

/** The beat has come: its work runs in the first task after the next frame starts (see above). */
function waitForFrame(): void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterFrame = () => {
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = 0;
    timer = setTimeout(fire, 0);
  };
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(afterFrame);
    timer = setTimeout(afterFrame, NO_FRAME_MS);
  } else {
    // Outside a browser (a worker, Node): no frames to wait for.
    timer = setTimeout(fire, 0);
  }
  disarm = () => {
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function fire(): void {
  disarm = undefined;
  armedBeat = Infinity;
  // A timer may wake a little early: a beat that close counts as come.
  const now = performance.now() + EARLY_MS;
  const due: Callback[] = [];
  let latest = -Infinity;
  for (const [beat, callbacks] of waiting) {
    if (beat > now) continue;
    waiting.delete(beat);
    due.push(...callbacks);
    latest = Math.max(latest, beat);
  }
  if (due.length === 0) return arm(); // woke before its beat: wait on
  runningBeat = latest;
  for (const callback of due) {
    try {
      callback();
    } catch (error) {
      // One subscriber's bug must not stop the others' beat; report it as an uncaught error would.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
  runningBeat = undefined;
  arm();
}

/**
 * Inside a beat's callbacks, that beat's time on the grid (its work runs a little after it: after
 * the next frame starts); else undefined. Intervals measured from it stay on the grid.
 */
export function currentBeat(): number | undefined {
  return runningBeat;
}

/** For `onBeat` from inside a beat's callback: the beat after this one, however late it ran. */
export function nextBeat(): number {
  return (runningBeat ?? performance.now()) + 2 * EARLY_MS;
}

/**
 * Runs `callback` once, at the first beat at or after `notBefore` (default: the next beat).
 * Returns a function that cancels it.
 */
export function onBeat(callback: Callback, notBefore = performance.now()): () => void {
  const beat = beatAt(Math.max(notBefore, performance.now()));
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
