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

/** What the pool drives: an element that can take and give back an emulator. */
export interface EmulatorOwner {
  /** Create the emulator now (the pool counts it as live from this call). */
  attachEmulator(): void;
  /** Dispose of the emulator, keeping the text. */
  detachEmulator(): void;
}

/** Live emulators at most, page-wide. */
let budget = 20;
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
  if (live.size >= budget && !evictHidden()) return; // every live one is visible: wait for one to leave
  // Reuse before building: a hidden emulator (still in its grace period) handed over costs a reset;
  // a new one measures its glyphs and builds its DOM, a frame's worth of work in a streaming list.
  if (!hasSpare()) evictHidden();
  waiting.delete(owner);
  live.add(owner);
  owner.attachEmulator();
  schedulePump();
}

let hasSpare: () => boolean = () => true;

/** How the pool learns whether a released emulator is ready for reuse (the element keeps them). */
export function setSpareCheck(check: () => boolean): void {
  hasSpare = check;
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

/** The page-wide cap on live emulators (default 20). Lowering it releases hidden ones first, then the oldest shown. */
export function setEmulatorBudget(limit: number): void {
  budget = Math.max(1, Math.floor(limit));
  while (live.size > budget) {
    if (!evictHidden()) {
      const oldest = live.values().next().value!;
      release(oldest);
      if (visible.has(oldest)) waiting.add(oldest);
    }
  }
  schedulePump();
}

export function emulatorBudget(): number {
  return budget;
}
