// SPDX-License-Identifier: Apache-2.0
/**
 * A page-wide budget of live terminal emulators. An xterm instance costs a few hundred DOM nodes,
 * listeners and a scrollback buffer; a feed with 200 command cards must not hold 200 of them. The
 * pool hands emulators to terminals that are on screen (or near it), one creation per idle slot and
 * none while the page scrolls (creating one costs a frame), and takes them back from terminals that
 * left the screen: the oldest hidden one first when the budget is full, every hidden one after a
 * short grace period otherwise (scrolling back and forth over a terminal does not rebuild it each
 * time). A terminal without an emulator shows its text mirror, so nothing disappears.
 *
 * What the pool manages are the terminals' emulator controllers (emulator-controller.ts), which
 * tell it when their terminal comes near the screen or leaves it; it never talks to the elements.
 * It waits on the page's clock (src/scheduling) unless given one, and `reset()` returns it to a
 * fresh page's state. See docs/decisions/0009-emulator-budget-and-spares.md.
 */

import type { Terminal } from '@xterm/xterm';
import type { FitAddon } from '@xterm/addon-fit';
import { currentClock, type Clock, type IdleTime } from '../../scheduling/clock.js';
import { DEFAULT_EMULATOR_BUDGET, keepEmulatorBudget } from './emulator-budget.js';

/** What the pool drives: one terminal's emulator, which it can grant and take back. */
export interface PoolMember {
  /** Create (or adopt) the emulator now (the pool counts it as live from this call). */
  attach(): void;
  /** Dispose of the emulator (or keep it as a spare), keeping the text. */
  detach(): void;
}

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

/** How long a terminal off screen keeps its emulator. */
export const HIDDEN_GRACE_MS = 800;

/** No emulator is created while the page scrolls, nor this long after: creation blocks a frame. */
export const SCROLL_QUIET_MS = 150;

/** An idle period busier than this is no time to build an emulator in: wait for the next (or the timeout). */
const MIN_IDLE_MS = 6;
/** The longest a waiting terminal waits for an idle period before its emulator is made anyway. */
export const IDLE_TIMEOUT_MS = 150;

/**
 * Released emulators are kept, up to this many, and handed to the next terminal that needs one.
 * A new xterm `Terminal` measures every glyph it draws (a forced layout each) and builds its DOM;
 * an adopted one is reset and moved, and draws at once: in a list streaming new commands, glyph
 * measuring was a large share of the main thread.
 */
export const SPARE_EMULATORS = 4;
/**
 * Spares nobody took within this long are disposed: a quiet page holds no idle emulators for long.
 * Long enough to outlast an agent's pause: with a shorter wait, a list that streamed again had to
 * build new emulators (glyph measuring, forced layouts) and dropped more frames.
 */
export const SPARE_TTL_MS = 60_000;

export interface EmulatorPoolOptions {
  /** The clock to wait on; by default the scheduling layer's (the page's, or a test's `useClock`). */
  clock?: Clock;
  /** Live emulators at most (default 20). */
  budget?: number;
}

export class EmulatorPool {
  private clock: Clock | undefined;
  private budget = DEFAULT_EMULATOR_BUDGET;
  /** Live members, least recently shown first. */
  private readonly live = new Set<PoolMember>();
  private readonly visible = new Set<PoolMember>();
  /** Visible members without an emulator, in the order they appeared. */
  private readonly waiting = new Set<PoolMember>();
  private readonly hiddenSince = new Map<PoolMember, number>();
  private cancelPump: (() => void) | undefined;
  private cancelSweep: (() => void) | undefined;
  private lastScroll = -Infinity;
  private scrollListener: (() => void) | undefined;
  private readonly spares: SpareEmulator[] = [];
  private cancelSpareSweep: (() => void) | undefined;
  /** A cell's height in px as the last emulator measured it, and the font (and pixel ratio) it was measured with. */
  private cell: { font: string; height: number } | undefined;

  constructor({ clock, budget }: EmulatorPoolOptions = {}) {
    this.clock = clock;
    if (budget !== undefined) this.setBudget(budget);
  }

  private get time(): Clock {
    return this.clock ?? currentClock();
  }

  /** Live emulators now. */
  get liveCount(): number {
    return this.live.size;
  }

  /** Spare emulators kept now. */
  get spareCount(): number {
    return this.spares.length;
  }

  /** The cap on live emulators. */
  get limit(): number {
    return this.budget;
  }

  /** Changes the cap: a lower one releases hidden emulators first, then the oldest shown. */
  setBudget(limit: number): void {
    this.budget = Math.max(1, Math.floor(limit));
    while (this.live.size > this.budget) {
      if (!this.evictHidden()) {
        const oldest = this.live.values().next().value!;
        this.release(oldest);
        if (this.visible.has(oldest)) this.waiting.add(oldest);
      }
    }
    this.schedulePump();
  }

  /** The member's terminal is on (or near) the screen: it gets an emulator when the budget allows. */
  show(member: PoolMember): void {
    this.visible.add(member);
    this.hiddenSince.delete(member);
    if (this.live.has(member)) {
      // Most recently shown goes last: eviction takes the front.
      this.live.delete(member);
      this.live.add(member);
      return;
    }
    this.waiting.add(member);
    this.schedulePump();
  }

  /** The member's terminal left the screen: its emulator goes back after a grace period (or sooner, if needed). */
  hide(member: PoolMember): void {
    this.visible.delete(member);
    this.waiting.delete(member);
    if (this.live.has(member)) {
      this.hiddenSince.set(member, this.time.now());
      this.scheduleSweep();
    }
    this.schedulePump();
  }

  /** The member is gone (disconnected, or has nothing to draw): release at once. */
  drop(member: PoolMember): void {
    this.visible.delete(member);
    this.waiting.delete(member);
    this.release(member);
    this.schedulePump();
  }

  /**
   * Back to a fresh page's state: every live emulator taken back, spares disposed, timers
   * cancelled, the default budget, and `clock` (default: the scheduling layer's) to wait on.
   */
  reset({ clock, budget = DEFAULT_EMULATOR_BUDGET }: EmulatorPoolOptions = {}): void {
    for (const member of [...this.live]) this.release(member);
    this.visible.clear();
    this.waiting.clear();
    this.hiddenSince.clear();
    for (const cancel of [this.cancelPump, this.cancelSweep, this.cancelSpareSweep]) cancel?.();
    this.cancelPump = this.cancelSweep = this.cancelSpareSweep = undefined;
    for (const { term } of this.spares.splice(0)) term.dispose();
    if (this.scrollListener) document.removeEventListener('scroll', this.scrollListener, { capture: true });
    this.scrollListener = undefined;
    this.lastScroll = -Infinity;
    this.cell = undefined;
    this.clock = clock;
    this.budget = Math.max(1, Math.floor(budget));
  }

  private listenForScrolls(): void {
    if (this.scrollListener || typeof document === 'undefined') return;
    this.scrollListener = () => (this.lastScroll = this.time.now());
    // Scroll events do not bubble, but a capturing listener on the document sees every scroller's.
    document.addEventListener('scroll', this.scrollListener, { capture: true, passive: true });
  }

  private schedulePump(): void {
    if (this.cancelPump || this.waiting.size === 0) return;
    this.listenForScrolls();
    this.cancelPump = this.time.requestIdle(this.pump, IDLE_TIMEOUT_MS);
  }

  /** Creates at most one emulator per idle period: creation measures fonts and builds DOM. */
  private readonly pump = (idle?: IdleTime): void => {
    this.cancelPump = undefined;
    const clock = this.time;
    const sinceScroll = clock.now() - this.lastScroll;
    if (sinceScroll < SCROLL_QUIET_MS) {
      // Scrolling: the text mirrors show the output meanwhile; emulators come when it stops.
      this.cancelPump = clock.setTimer(() => {
        this.cancelPump = clock.requestIdle(this.pump, IDLE_TIMEOUT_MS);
      }, SCROLL_QUIET_MS - sinceScroll);
      return;
    }
    if (idle && !idle.didTimeout && idle.timeRemaining() < MIN_IDLE_MS) {
      this.schedulePump();
      return;
    }
    const next = this.waiting.values().next();
    if (next.done) return;
    const member = next.value;
    if (this.live.size >= this.budget && !this.evictHidden()) return; // every live one is visible: wait for one to leave
    // Reuse before building: a hidden emulator (still in its grace period) handed over costs a reset;
    // a new one measures its glyphs and builds its DOM, a frame's worth of work in a streaming list.
    if (this.spares.length === 0) this.evictHidden();
    this.waiting.delete(member);
    this.live.add(member);
    member.attach();
    this.schedulePump();
  };

  /** Releases the least recently shown hidden emulator; false when none is hidden. */
  private evictHidden(): boolean {
    for (const member of this.live) {
      if (!this.visible.has(member)) {
        this.release(member);
        return true;
      }
    }
    return false;
  }

  private release(member: PoolMember): void {
    this.hiddenSince.delete(member);
    if (this.live.delete(member)) member.detach();
  }

  private scheduleSweep(): void {
    if (this.cancelSweep || this.hiddenSince.size === 0) return;
    const clock = this.time;
    this.cancelSweep = clock.setTimer(() => {
      this.cancelSweep = undefined;
      const now = clock.now();
      for (const [member, since] of this.hiddenSince) if (now - since >= HIDDEN_GRACE_MS) this.release(member);
      this.scheduleSweep();
    }, HIDDEN_GRACE_MS);
  }

  // ------------------------------------------------------------------------------------------
  // Spare emulators

  /** Whether the pool keeps another spare now. */
  hasRoomForSpare(): boolean {
    return this.spares.length < SPARE_EMULATORS;
  }

  /** Keeps a released (reset, detached) emulator for the next terminal; all spares go after SPARE_TTL_MS unused. */
  keepSpare(spare: SpareEmulator): void {
    this.spares.push(spare);
    this.cancelSpareSweep?.();
    this.cancelSpareSweep = this.time.setTimer(() => {
      this.cancelSpareSweep = undefined;
      for (const { term } of this.spares.splice(0)) term.dispose();
    }, SPARE_TTL_MS);
  }

  /** The most recently kept spare, if any (the caller disposes of it when it does not fit). */
  takeSpare(): SpareEmulator | undefined {
    return this.spares.pop();
  }

  // ------------------------------------------------------------------------------------------
  // The cell height

  /**
   * A terminal cell's height in px, once an emulator has measured one: mirrors use it as their line
   * height so that swapping a mirror for an emulator does not move the text. (One value for the
   * page: reading each element's font back from its computed style would force a style
   * recalculation per mirror.)
   */
  get cellHeight(): number | undefined {
    return this.cell?.height;
  }

  /** Whether a cell was measured with `font` (and pixel ratio) already. */
  measuredCell(font: string): boolean {
    return this.cell?.font === font;
  }

  noteCellHeight(font: string, height: number): void {
    this.cell = { font, height };
  }
}

/** The page's pool: every `<terminal-view>` takes its emulator from it. */
export const emulatorPool = new EmulatorPool();
const earlyBudget = keepEmulatorBudget(emulatorPool);
if (earlyBudget !== undefined) emulatorPool.setBudget(earlyBudget);

/** Live emulators in the page now. */
export function liveEmulatorCount(): number {
  return emulatorPool.liveCount;
}

export { setEmulatorBudget } from './emulator-budget.js';
