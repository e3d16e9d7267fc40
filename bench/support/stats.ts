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

/** One 60 Hz frame plus 1 ms for timestamp jitter: the 95th-percentile frame, now printed for information only. */
export const FRAME_BUDGET_MS = 1000 / 60 + 1;

/** The refresh interval headless Chromium paints at. */
export const VSYNC_MS = 1000 / 60;

/**
 * The share of vsyncs in the window that got no new frame. rAF timestamps snap to vsyncs, so an
 * interval of about two refresh intervals missed one, three missed two…; an interval counts as late
 * once it exceeds the vsync by more than half a frame. Each late interval counts every vsync it
 * missed (a 100 ms stall drops five frames, not one), over all the vsyncs the window spanned.
 * A p95 of frame intervals can only read 16.7 or 33.3 ms and flips between them at 5 % late frames;
 * this share moves by one frame's worth at a time.
 */
export function droppedFrameShare(frameTimes: readonly number[], vsync = VSYNC_MS): number {
  const deltas = frameDeltas(frameTimes);
  const missed = deltas.reduce((sum, delta) => sum + (delta > 1.5 * vsync ? Math.round(delta / vsync) - 1 : 0), 0);
  return deltas.length === 0 ? NaN : missed / (deltas.length + missed);
}

export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
