// SPDX-License-Identifier: Apache-2.0
/** The spinners' turn (their CSS animation's duration). */
export const SPIN_MS = 1000;

/**
 * The `animation-delay` that puts a spinner appearing now on the page's beat: a negative delay of
 * the document timeline's time past the last whole turn, so every spinner steps at the same
 * instants whenever it appeared. Read once, when the spinner appears (a later value would shift
 * its phase), and set through CSSOM (`styleMap`), which a strict CSP allows.
 *
 * Why: a stepped spinner still costs a compositor frame per step. Spinners that started at
 * different times step at different instants, so a list with a dozen running calls asks for a new
 * frame nearly every vsync (drawn in software without a GPU), competing with the main thread; in
 * step they ask for eight a second. (Setting each animation's `startTime` instead needs
 * `getAnimations()`, which forces a style recalculation: measured as the largest part of the
 * longest frames of a streaming list.)
 */
export function spinnerDelay(): string {
  const now = document.timeline?.currentTime;
  const time = typeof now === 'number' ? now : performance.now();
  return `${-(time % SPIN_MS)}ms`;
}
