// SPDX-License-Identifier: Apache-2.0
/**
 * The page-wide cap on live terminal emulators, apart from the pool that enforces it: the setter is
 * public API (in `define.js`), while the pool loads on demand with `<terminal-view>`. A cap set
 * before the pool loaded is the one it starts with; one set later, it enforces at once.
 */

let budget = 20;
let onChange: (() => void) | undefined;

/** The page-wide cap on live emulators (default 20). Lowering it releases hidden ones first, then the oldest shown. */
export function setEmulatorBudget(limit: number): void {
  budget = Math.max(1, Math.floor(limit));
  onChange?.();
}

export function emulatorBudget(): number {
  return budget;
}

/** @internal The pool's hook: called whenever the cap changes. */
export function whenEmulatorBudgetChanges(enforce: () => void): void {
  onChange = enforce;
}
