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
 * The beat runs in a timer task, not an animation-frame callback: a terminal written during the
 * beat parses its output in a task of its own (xterm.js) and asks for a frame; after a timer task
 * that happens before the frame is drawn, so its rows render in the same frame as the list.
 */
export const BEAT_MS = 100;

type Callback = () => void;

/** Callbacks by the beat (its time on the grid) they wait for. */
const waiting = new Map<number, Set<Callback>>();
let timer: ReturnType<typeof setTimeout> | undefined;
let timerBeat = Infinity;
let running = false;
/** How early a timer may wake and its beat still count as come. */
const EARLY_MS = 1;

/** The first beat at or after `time`. */
export function beatAt(time: number): number {
  return Math.ceil(time / BEAT_MS) * BEAT_MS;
}

function arm(): void {
  let next = Infinity;
  for (const beat of waiting.keys()) next = Math.min(next, beat);
  if (next === timerBeat) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  timerBeat = next;
  if (next === Infinity) return;
  timer = setTimeout(fire, Math.max(0, next - performance.now()));
}

function fire(): void {
  timer = undefined;
  timerBeat = Infinity;
  // A timer may wake a little early: a beat that close counts as come.
  const now = performance.now() + EARLY_MS;
  const due: Callback[] = [];
  for (const [beat, callbacks] of waiting) {
    if (beat > now) continue;
    waiting.delete(beat);
    due.push(...callbacks);
  }
  running = true;
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
  running = false;
  arm();
}

/** Whether the caller runs inside a beat's callbacks (for tests and assertions). */
export function inBeat(): boolean {
  return running;
}

/** For `onBeat` from inside a beat's callback: the beat after this one, however early it woke. */
export function nextBeat(): number {
  return performance.now() + 2 * EARLY_MS;
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
