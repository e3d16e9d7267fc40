// SPDX-License-Identifier: Apache-2.0
import { noChange } from 'lit';
import { AsyncDirective, directive, PartType, type ElementPart, type PartInfo } from 'lit/async-directive.js';
import { BEAT_MS, beatOf, every, now } from './ticker.js';

/** A spinner's turn, in ms, in steps of one beat of the ticker. */
const SPIN_MS = 1000;
const SPIN_STEPS = SPIN_MS / BEAT_MS;

/**
 * Every spinner of the page turns on the ticker (src/scheduling/ticker.ts): a step at every beat,
 * set as each spinner's inline `transform` (CSSOM, which a strict CSP allows), the step read from
 * the beat's time, so all spinners are in step whenever they appeared, and a step shares its frame
 * with the other timed repaints.
 *
 * Why not a CSS animation: a running CSS animation, even one the compositor draws, makes Chromium
 * produce a main-thread frame at every vsync (style recalculation, pre-paint, commit), which costs
 * an idle page and a streaming list's frames alike. Stepped by the ticker, each step only moves a
 * composited layer (`will-change: transform` in `spinnerStyles`): no repaint. See docs/decisions/.
 */
const spinning = new Set<HTMLElement>();
let stopTicking: (() => void) | undefined;
/** The turn the last step gave every spinner (a newcomer takes it). */
let shown = '';
let reducedMotion: MediaQueryList | undefined;

function rotation(beat: number): string {
  return `rotate(${((beatOf(beat) / BEAT_MS) % SPIN_STEPS) * (360 / SPIN_STEPS)}deg)`;
}

function still(): boolean {
  reducedMotion ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  return reducedMotion?.matches ?? false;
}

function step(beat: number): void {
  // Under reduced motion the stylesheet pins the icon; skip the writes as well.
  if (still()) return;
  shown = rotation(beat);
  for (const element of spinning) element.style.transform = shown;
}

function start(element: HTMLElement): void {
  // Called on every render of its element's host: only the first call does anything.
  if (spinning.has(element)) return;
  spinning.add(element);
  if (!stopTicking) {
    // The beat the spinners last stepped on (or now's): a newcomer starts in step with the rest.
    shown = rotation(now());
    stopTicking = every(BEAT_MS, step);
  }
  element.style.transform = still() ? '' : shown;
}

function stop(element: HTMLElement): void {
  spinning.delete(element);
  if (spinning.size > 0 || !stopTicking) return;
  stopTicking();
  stopTicking = undefined;
}

/** How many spinners the ticker turns (for tests). */
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

/** Turns the element on the ticker while it is in the page (not under prefers-reduced-motion). */
export const spin = directive(SpinDirective);
