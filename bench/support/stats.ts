// SPDX-License-Identifier: Apache-2.0
/** Statistics and number formatting shared by every benchmark (Node-only and in-browser). */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each round's `over[round] / under[round]`: each run over the one made beside it. */
export function roundRatios(over: readonly number[], under: readonly number[]): number[] {
  return over.map((value, round) => value / under[round]);
}

/**
 * The median over the rounds of `over[round] / under[round]`: each run compared with the one made
 * beside it, under the same machine conditions; a disturbed round moves one ratio, not the median.
 */
export function pairedRatio(over: readonly number[], under: readonly number[]): number {
  return median(roundRatios(over, under));
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The intervals between successive frame timestamps (from requestAnimationFrame). */
export function frameDeltas(frameTimes: readonly number[]): number[] {
  const deltas: number[] = [];
  for (let i = 1; i < frameTimes.length; i++) deltas.push(frameTimes[i] - frameTimes[i - 1]);
  return deltas;
}

/** One 60 Hz frame plus 1 ms for timestamp jitter: the budget for a 95th-percentile frame. */
export const FRAME_BUDGET_MS = 1000 / 60 + 1;

export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
