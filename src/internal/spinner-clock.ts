// SPDX-License-Identifier: Apache-2.0
import { noChange } from 'lit';
import { AsyncDirective, directive, PartType, type ElementPart, type PartInfo } from 'lit/async-directive.js';
import { BEAT_MS, currentBeat, nextBeat, onBeat } from './page-beat.js';

/** The spinners' turn, in ms, in steps of one page beat (ten a second). */
const SPIN_MS = 1000;
const STEP_MS = BEAT_MS;
const SPIN_STEPS = SPIN_MS / STEP_MS;

/**
 * One clock turns every spinner of the page: a step at every page beat (src/internal/page-beat.ts),
 * set as each spinner's inline `transform` (CSSOM, which a strict CSP allows), the step read from
 * the time, so all spinners are in step whenever they appeared. On the beat, a step shares its
 * frame with the list's store read and the running clocks instead of costing frames of its own.
 *
 * Why not a CSS animation: a running CSS animation, even one the compositor draws, makes Chromium
 * produce a main-thread frame at every vsync (style recalculation of the animated elements,
 * pre-paint, commit): measured on a list with a dozen running calls, a tenth of the main thread
 * while nothing else happened, and the same share taken from a streaming list's frames. Stepped
 * by this clock each step only moves composited layers (`will-change: transform` in
 * `spinnerStyles`): no repaint.
 */
const spinning = new Set<HTMLElement>();
let cancelTick: (() => void) | undefined;
/** The turn the last tick gave every spinner (a new one takes it, not the time's: see `start`). */
let shown: string | undefined;
let reducedMotion: MediaQueryList | undefined;

function rotation(now: number): string {
  // Rounded: between beats (a newcomer's first turn), the nearest step.
  return `rotate(${(Math.round(now / STEP_MS) % SPIN_STEPS) * (360 / SPIN_STEPS)}deg)`;
}

function still(): boolean {
  reducedMotion ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  return reducedMotion?.matches ?? false;
}

function tick(): void {
  // Under reduced motion the stylesheet pins the icon; skip the writes as well.
  if (!still()) {
    // The beat's time on the grid: its work runs after a frame starts, later by a varying amount.
    shown = rotation(currentBeat() ?? performance.now());
    for (const element of spinning) element.style.transform = shown;
  }
  cancelTick = onBeat(tick, nextBeat());
}

function start(element: HTMLElement): void {
  // Called on every render of its element's host: only the first call does anything.
  if (spinning.has(element)) return;
  spinning.add(element);
  if (cancelTick === undefined) {
    shown = rotation(performance.now());
    cancelTick = onBeat(tick);
  }
  // The others' turn, not the time's: between a step's instant and its tick (a timer runs a little
  // late) the time already says the next step, and the newcomer would be a step ahead of the rest.
  element.style.transform = still() ? '' : shown!;
}

function stop(element: HTMLElement): void {
  spinning.delete(element);
  if (spinning.size === 0 && cancelTick !== undefined) {
    cancelTick();
    cancelTick = undefined;
    shown = undefined;
  }
}

/** How many spinners the clock turns (for tests). */
export function spinnerCount(): number {
  return spinning.size;
}

class SpinDirective extends AsyncDirective {
  private element?: HTMLElement;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('spin() belongs on an element: <span class="spin" ${spin()}>');
  }

  render() {
    return noChange;
  }

  override update(part: ElementPart) {
    if (this.element !== part.element) {
      if (this.element) stop(this.element);
      this.element = part.element as HTMLElement;
    }
    if (this.isConnected) start(this.element);
    return noChange;
  }

  protected override disconnected(): void {
    if (this.element) stop(this.element);
  }

  protected override reconnected(): void {
    if (this.element) start(this.element);
  }
}

/** Turns the element with the page's spinner clock while it is in the page. */
export const spin = directive(SpinDirective);
