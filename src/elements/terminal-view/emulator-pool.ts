// SPDX-License-Identifier: Apache-2.0
/**
 * A page-wide budget of live terminal emulators. An xterm instance costs a few hundred DOM nodes,
 * listeners and a scrollback buffer; a feed with 200 command cards must not hold 200 of them. The
 * pool hands emulators to terminals that are on screen (or near it), one creation per idle slot and
 * none while the page scrolls (creating one costs a frame), and takes them back from terminals that left the screen: the oldest
 * hidden one first when the budget is full, every hidden one after a short grace period otherwise
 * (scrolling back and forth over a terminal does not rebuild it each time). A terminal without an
 * emulator shows its text mirror, so nothing disappears.
 */

import type { Terminal } from '@xterm/xterm';
import type { FitAddon } from '@xterm/addon-fit';
import { emulatorBudget, whenEmulatorBudgetChanges } from './emulator-budget.js';

export { emulatorBudget, setEmulatorBudget } from './emulator-budget.js';

/** What the pool drives: an element that can take and give back an emulator. */
export interface EmulatorOwner {
  /** Create the emulator now (the pool counts it as live from this call). */
  attachEmulator(): void;
  /** Dispose of the emulator, keeping the text. */
  detachEmulator(): void;
}

/** How long a terminal off screen keeps its emulator. */
const HIDDEN_GRACE_MS = 800;

/** No emulator is created while the page scrolls, nor this long after: creation blocks a frame. */
const SCROLL_QUIET_MS = 150;

/** Live owners, least recently shown first. */
const live = new Set<EmulatorOwner>();
const visible = new Set<EmulatorOwner>();
/** Visible owners without an emulator, in the order they appeared. */
const waiting = new Set<EmulatorOwner>();
const hiddenSince = new Map<EmulatorOwner, number>();
let pumpScheduled = false;
let sweepTimer: ReturnType<typeof setTimeout> | undefined;
let lastScroll = -Infinity;
let scrollListening = false;

function listenForScrolls(): void {
  if (scrollListening || typeof document === 'undefined') return;
  scrollListening = true;
  // Scroll events do not bubble, but a capturing listener on the document sees every scroller's.
  document.addEventListener('scroll', () => (lastScroll = performance.now()), { capture: true, passive: true });
}

const idle: (callback: (deadline?: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 150 })
    : (callback) => setTimeout(callback, 16);

function schedulePump(): void {
  if (pumpScheduled || waiting.size === 0) return;
  pumpScheduled = true;
  listenForScrolls();
  idle(pump);
}

/** Creates at most one emulator per idle period: creation measures fonts and builds DOM. */
function pump(deadline?: IdleDeadline): void {
  pumpScheduled = false;
  const sinceScroll = performance.now() - lastScroll;
  if (sinceScroll < SCROLL_QUIET_MS) {
    // Scrolling: the text mirrors show the output meanwhile; emulators come when it stops.
    pumpScheduled = true;
    setTimeout(() => idle(pump), SCROLL_QUIET_MS - sinceScroll);
    return;
  }
  if (deadline && !deadline.didTimeout && deadline.timeRemaining() < 6) {
    schedulePump();
    return;
  }
  const next = waiting.values().next();
  if (next.done) return;
  const owner = next.value;
  if (live.size >= emulatorBudget() && !evictHidden()) return; // every live one is visible: wait for one to leave
  // Reuse before building: a hidden emulator (still in its grace period) handed over costs a reset;
  // a new one measures its glyphs and builds its DOM, a frame's worth of work in a streaming list.
  if (spares.length === 0) evictHidden();
  waiting.delete(owner);
  live.add(owner);
  owner.attachEmulator();
  schedulePump();
}

/** Releases the least recently shown hidden emulator; false when none is hidden. */
function evictHidden(): boolean {
  for (const owner of live) {
    if (!visible.has(owner)) {
      release(owner);
      return true;
    }
  }
  return false;
}

function release(owner: EmulatorOwner): void {
  hiddenSince.delete(owner);
  if (live.delete(owner)) owner.detachEmulator();
}

function scheduleSweep(): void {
  if (sweepTimer !== undefined || hiddenSince.size === 0) return;
  sweepTimer = setTimeout(() => {
    sweepTimer = undefined;
    const now = performance.now();
    for (const [owner, since] of hiddenSince) if (now - since >= HIDDEN_GRACE_MS) release(owner);
    scheduleSweep();
  }, HIDDEN_GRACE_MS);
}

/** The owner is on (or near) the screen: it gets an emulator when the budget allows. */
export function showOwner(owner: EmulatorOwner): void {
  visible.add(owner);
  hiddenSince.delete(owner);
  if (live.has(owner)) {
    // Most recently shown goes last: eviction takes the front.
    live.delete(owner);
    live.add(owner);
    return;
  }
  waiting.add(owner);
  schedulePump();
}

/** The owner left the screen: its emulator goes back after a grace period (or sooner, if needed). */
export function hideOwner(owner: EmulatorOwner): void {
  visible.delete(owner);
  waiting.delete(owner);
  if (live.has(owner)) {
    hiddenSince.set(owner, performance.now());
    scheduleSweep();
  }
  schedulePump();
}

/** The owner is gone (disconnected): release at once. */
export function dropOwner(owner: EmulatorOwner): void {
  visible.delete(owner);
  waiting.delete(owner);
  release(owner);
  schedulePump();
}

/** Live emulators in the page now. */
export function liveEmulatorCount(): number {
  return live.size;
}

/** A lowered cap releases hidden emulators first, then the oldest shown. */
whenEmulatorBudgetChanges(() => {
  while (live.size > emulatorBudget()) {
    if (!evictHidden()) {
      const oldest = live.values().next().value!;
      release(oldest);
      if (visible.has(oldest)) waiting.add(oldest);
    }
  }
  schedulePump();
});

// ------------------------------------------------------------------------------------------
// Spare emulators

/** Whose link clicks an emulator's handlers report: the element it currently serves. */
export interface EmulatorOwnerRef {
  owner: EventTarget;
}

/** An emulator a terminal gave back, kept (reset, detached) for the next one to take. */
export interface SpareEmulator {
  term: Terminal;
  fit: FitAddon;
  ref: EmulatorOwnerRef;
  font: string;
  /** The container width (border box, px) it was last fitted to. */
  width: number;
}

/**
 * Released emulators are kept, up to this many, and handed to the next terminal that needs one.
 * A new xterm `Terminal` measures every glyph it draws (a forced layout each) and builds its DOM;
 * an adopted one is reset and moved, and draws at once: in a list streaming new commands, glyph
 * measuring was a large share of the main thread.
 */
const SPARE_EMULATORS = 4;
/**
 * Spares nobody took within this long are disposed: a quiet page holds no idle emulators for long.
 * Long enough to outlast an agent's pause: with a shorter wait, a list that streamed again had to
 * build new emulators (glyph measuring, forced layouts) and dropped more frames.
 */
const SPARE_TTL_MS = 60_000;
const spares: SpareEmulator[] = [];
let spareSweep: ReturnType<typeof setTimeout> | undefined;

/** Whether the pool keeps another spare now. */
export function hasRoomForSpare(): boolean {
  return spares.length < SPARE_EMULATORS;
}

/** Keeps a released (reset, detached) emulator for the next terminal; all spares go after SPARE_TTL_MS unused. */
export function keepSpare(spare: SpareEmulator): void {
  spares.push(spare);
  if (spareSweep !== undefined) clearTimeout(spareSweep);
  spareSweep = setTimeout(() => {
    spareSweep = undefined;
    for (const { term } of spares.splice(0)) term.dispose();
  }, SPARE_TTL_MS);
}

/** The most recently kept spare, if any (the caller disposes of it when it does not fit). */
export function takeSpare(): SpareEmulator | undefined {
  return spares.pop();
}
