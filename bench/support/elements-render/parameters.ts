// SPDX-License-Identifier: Apache-2.0
/**
 * What bench/elements-render.bench.ts measures, how often, and the budgets it judges against.
 */

export const FIRST_RENDER_CALLS = 1_000;
export const FIRST_RENDER_WARM_UPS = 1;
export const FIRST_RENDER_RUNS = 7;
export const FIRST_RENDER_ATTEMPTS = 2; // when over budget while the machine was busy (see foldNoise)
export const FOLD_NOISE_RATIO = 2;
export const STREAM_CALLS = 500;
export const STREAM_RATE = 200; // messages per second
export const STREAM_MS = 5_000;
export const STREAM_TICK_MS = 5; // the dispatch timer's period; each tick sends whatever is due
export const STREAM_ATTEMPTS = 3; // when the stream misses its budget while the idle baseline is noisy
export const IDLE_NOISE_DROPPED = 0.05; // an idle page dropping more vsyncs than this: the machine is busy
export const OTHERS_NOISE = 0.25; // other processes taking more of the machine than this (half a core of 2)
export const CPU_NOISE_RATIO = 1.3; // the page's CPU probe this much slower than its fastest in this run
export const LIST_HEIGHT_PX = 800;
export const VIEWPORT = { width: 1280, height: 900 };
export const SEED = 0x7cea_11ed;

export const BUDGET_FIRST_RENDER_MS = 300;
/**
 * rAF timestamps are vsync-aligned: a frame on time reads one refresh interval, one that missed a
 * vsync reads two. So frames are judged by the share of vsyncs that got no new frame (a p95 of the
 * intervals can only read one or two intervals), and the work behind them by the main thread's busy
 * share, which is continuous.
 */
export const BUDGET_DROPPED_SHARE = 0.05;
/** The main thread free at least a quarter of the time while streaming: room for the host page's own work. */
export const BUDGET_BUSY_SHARE = 0.75;

export const PROFILE = process.argv.includes('--profile');
