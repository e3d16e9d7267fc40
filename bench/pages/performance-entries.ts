// SPDX-License-Identifier: Apache-2.0
/**
 * Long tasks and long animation frames (Chromium's LoAF) of the bench page, observed from the moment
 * this module loads for the whole life of the page, so that a measurement can take the entries of its
 * own window afterwards: the entries arrive asynchronously, after the work they describe.
 */

export interface TaskEntry {
  start: number;
  duration: number;
}

/** A long animation frame (Chromium's LoAF): where a slow frame's time went. */
export interface FrameEntry {
  start: number;
  duration: number;
  blockingDuration: number;
  /** Time in scripts (callbacks, timers, event handlers) the browser attributes; only those over 5 ms are listed. */
  scriptMs: number;
  /** From the frame's rendering start to its style and layout start (rAF callbacks, resize observers…). */
  renderCallbacksMs: number;
  /** The rendering phase: style, layout and paint, from its start to the frame's end. */
  styleLayoutMs: number;
  /** The biggest scripts: what invoked them, their function (and where it is in the bundle), duration. */
  scripts: Array<{ invoker: string; fn: string; url: string; charPosition: number; duration: number; forcedStyleAndLayoutMs: number }>;
}

export const longTasks: TaskEntry[] = [];
export const longFrames: FrameEntry[] = [];

function observe(type: string, onEntry: (entry: PerformanceEntry) => void): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  return true;
}

interface LoafScript {
  invoker?: string;
  invokerType?: string;
  sourceFunctionName?: string;
  sourceURL?: string;
  sourceCharPosition?: number;
  duration: number;
  forcedStyleAndLayoutDuration?: number;
}

interface LoafEntry extends PerformanceEntry {
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: LoafScript[];
}

export const longTaskSupported = observe('longtask', (entry) => longTasks.push({ start: entry.startTime, duration: entry.duration }));
export const longFrameSupported = observe('long-animation-frame', (raw) => {
  const entry = raw as LoafEntry;
  const end = entry.startTime + entry.duration;
  const scripts = [...entry.scripts].sort((a, b) => b.duration - a.duration);
  longFrames.push({
    start: entry.startTime,
    duration: entry.duration,
    blockingDuration: entry.blockingDuration,
    scriptMs: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
    renderCallbacksMs: entry.renderStart > 0 ? Math.max(0, (entry.styleAndLayoutStart || end) - entry.renderStart) : 0,
    styleLayoutMs: entry.styleAndLayoutStart > 0 ? end - entry.styleAndLayoutStart : 0,
    scripts: scripts.slice(0, 4).map((script) => ({
      invoker: script.invoker || script.invokerType || '?',
      fn: script.sourceFunctionName || '(anonymous)',
      url: script.sourceURL ?? '',
      charPosition: script.sourceCharPosition ?? -1,
      duration: script.duration,
      forcedStyleAndLayoutMs: script.forcedStyleAndLayoutDuration ?? 0,
    })),
  });
});

export function entriesBetween<T extends { start: number }>(entries: readonly T[], from: number, to: number): T[] {
  return entries.filter((entry) => entry.start >= from && entry.start < to);
}
