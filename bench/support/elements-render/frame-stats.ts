// SPDX-License-Identifier: Apache-2.0
/**
 * Frame statistics of one recorded window of bench/pages/elements-render.page.ts (recordFrames):
 * frame intervals from requestAnimationFrame timestamps, dropped vsyncs, long tasks.
 */
import { frameDeltas, percentile } from '../browser-bench.js';
import type { FramesResult } from '../../pages/elements-render.page.js';

export interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** Vsyncs without a new frame: Σ max(0, round(delta / interval) − 1). */
  dropped: number;
  /** Frames that took longer than one interval (delta > 1.5 × interval). */
  late: number;
  fps: number;
  longTasks: number;
  longTaskMs: number;
  longestTask: number;
}

export function frameStats(result: FramesResult, interval: number): FrameStats {
  const deltas: number[] = [];
  for (let i = 1; i < result.frameTimes.length; i++) deltas.push(result.frameTimes[i] - result.frameTimes[i - 1]);
  const span = result.frameTimes[result.frameTimes.length - 1] - result.frameTimes[0];
  return {
    frames: deltas.length,
    p50: percentile(deltas, 50),
    p95: percentile(deltas, 95),
    p99: percentile(deltas, 99),
    max: Math.max(...deltas),
    mean: deltas.reduce((a, b) => a + b, 0) / deltas.length,
    dropped: deltas.reduce((sum, delta) => sum + Math.max(0, Math.round(delta / interval) - 1), 0),
    late: deltas.filter((delta) => delta > 1.5 * interval).length,
    fps: (deltas.length / span) * 1000,
    longTasks: result.longTasks.length,
    longTaskMs: result.longTasks.reduce((sum, task) => sum + task.duration, 0),
    longestTask: result.longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
  };
}
export function deltasOf(result: FramesResult): number[] {
  return frameDeltas(result.frameTimes);
}

export function droppedShare(result: FramesResult): number {
  const stats = frameStats(result, 1000 / 60);
  return stats.dropped / Math.max(1, stats.frames + stats.dropped);
}
