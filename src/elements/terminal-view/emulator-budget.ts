// SPDX-License-Identifier: Apache-2.0
/**
 * The public setter of the page-wide cap on live terminal emulators, apart from the pool that keeps
 * and enforces it: the setter is public API (in `define.js`), while the pool loads on demand with
 * `<terminal-view>`. A cap set before the pool loaded is handed to it when it does; one set later
 * goes straight to it, and it enforces it at once.
 */

/** Live emulators a page may hold unless told otherwise. */
export const DEFAULT_EMULATOR_BUDGET = 20;

/** What keeps the cap: the page's emulator pool, once loaded. */
export interface BudgetKeeper {
  setBudget(limit: number): void;
}

let keeper: BudgetKeeper | undefined;
/** A cap set before the pool loaded. */
let early: number | undefined;

/** The page-wide cap on live emulators (default 20). Lowering it releases hidden ones first, then the oldest shown. */
export function setEmulatorBudget(limit: number): void {
  if (keeper) keeper.setBudget(limit);
  else early = limit;
}

/** @internal The page's pool takes the cap over; returns the one set before it loaded, if any. */
export function keepEmulatorBudget(pool: BudgetKeeper): number | undefined {
  keeper = pool;
  return early;
}
