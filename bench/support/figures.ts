// SPDX-License-Identifier: Apache-2.0
/**
 * The machine-readable side of a benchmark: which source tree it measures and the figures it found.
 * `npm run bench -- --against <ref>` (scripts/bench.mjs) runs this tree's bench files against two
 * source trees and compares the figures each run prints on its `BENCH_RESULT` line. DOM-free and
 * free of Node imports, like the Node benches that use it.
 */

export interface Figure {
  value: number;
  /** Shown beside the value: 'ms', 'µs', '×', '%'… */
  unit: string;
  /** Which way is an improvement. */
  better: 'lower' | 'higher';
  /**
   * An amount too small to matter, in the figure's unit, added to both sides before a ratio is
   * taken: a share of dropped frames that goes from 0 to 0.2 % is no regression, and 0 / 0 is no
   * ratio at all.
   */
  floor?: number;
}

export type Figures = Record<string, Figure>;

/** The prefix of the one line scripts/bench.mjs reads from a bench's output. */
export const RESULT_PREFIX = 'BENCH_RESULT ';

type ProcessLike = { env?: Record<string, string | undefined>; cwd?: () => string };
const processLike = (globalThis as { process?: ProcessLike }).process;

/**
 * The source tree the bench measures: BENCH_ROOT when set (the runner points it at a checkout of
 * another commit), else this repository. Bench harness files always come from this repository;
 * only `src/` is taken from BENCH_ROOT (see src-root-hooks.mjs for Node, browser-bench.ts for pages).
 */
export function benchRoot(fallback: string): string {
  const root = processLike?.env?.BENCH_ROOT;
  return root ? root.replace(/\/+$/, '') : fallback;
}

/** Prints the figures as one `BENCH_RESULT {json}` line (after the human-readable report). */
export function reportFigures(figures: Figures): void {
  for (const [name, figure] of Object.entries(figures)) {
    if (!Number.isFinite(figure.value)) delete figures[name];
  }
  console.log(RESULT_PREFIX + JSON.stringify({ figures }));
}
