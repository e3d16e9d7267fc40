// SPDX-License-Identifier: Apache-2.0
/** The spinners' turn (the duration of `spinnerStyles`' animation). */
export const SPIN_MS = 1000;

/**
 * Keeps an element's spinner on the page's beat: a negative `animation-delay` of the document
 * timeline's time past the last whole turn, so every spinner steps at the same instants whenever
 * it appeared. The delay is read once per run (a later value would shift the phase) and set
 * through CSSOM (`styleMap` of `--_spin-delay`), which a strict CSP allows.
 *
 * Why: a stepped spinner still costs a compositor frame per step. Spinners that started at
 * different times step at different instants, so a list with a dozen running calls asks for a new
 * frame nearly every vsync (drawn in software without a GPU), competing with the main thread; in
 * step they ask for eight a second. (Setting each animation's `startTime` instead needs
 * `getAnimations()`, which forces a style recalculation: measured as the largest part of the
 * longest frames of a streaming list.)
 */
export class SpinnerBeat {
  private value: string | undefined;

  /** The delay while `running` (fixed when the run began); undefined, and forgotten, otherwise. */
  delay(running: boolean): string | undefined {
    if (!running) return (this.value = undefined);
    if (this.value === undefined) {
      const now = document.timeline?.currentTime;
      const time = typeof now === 'number' ? now : performance.now();
      this.value = `${-(time % SPIN_MS)}ms`;
    }
    return this.value;
  }
}
