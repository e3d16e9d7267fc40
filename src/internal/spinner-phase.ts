// SPDX-License-Identifier: Apache-2.0
/**
 * Puts the spinners under `root` on one beat: each of their CSS animations starts at the document
 * timeline's origin, so every spinner on the page steps at the same instants.
 *
 * Why: a stepped spinner still costs a compositor frame per step. Spinners that started at
 * different times step at different instants, so a list with a dozen running calls asks for a new
 * frame nearly every vsync (drawn in software without a GPU), competing with the main thread; in
 * step they ask for eight a second.
 */
export function alignSpinners(root: ParentNode, selector: string): void {
  for (const element of root.querySelectorAll(selector)) {
    for (const animation of element.getAnimations()) {
      if (animation.startTime !== 0) animation.startTime = 0;
    }
  }
}
