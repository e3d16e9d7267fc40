// SPDX-License-Identifier: Apache-2.0
/**
 * Where a page's main thread spent a stretch of time, from a Chromium trace: `traced` records one,
 * `analyzeTrace` cuts it to the stretch between two user-timing marks the page set and breaks it
 * down by main-thread activity (style, layout, paint, scripting…) and, from the sampling profiler,
 * by JavaScript function and by source module of the page's bundle; `printBreakdown` shows that.
 */
import type { Browser, Page } from 'playwright-core';
import { formatNumber } from './browser-bench.js';

interface TraceEvent {
  ph: string;
  name: string;
  cat?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; codeType?: string };
}

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'FireIdleCallback',
  'v8.callFunction',
]);
const PAINT_EVENTS = new Set([
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'PaintImage',
  'CompositeLayers',
  'UpdateLayerTree',
  'RasterTask',
  'Decode Image',
]);

function activityOf(name: string): string {
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet') return 'style recalc';
  if (name === 'Layout') return 'layout';
  if (PAINT_EVENTS.has(name)) return 'paint, layerize, commit';
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC)/.test(name)) return 'garbage collection';
  if (name === 'CpuProfiler::StartProfiling') return 'profiler overhead';
  if (SCRIPT_EVENTS.has(name) || /^(v8|V8)\./.test(name)) return 'scripting';
  return 'other (task overhead, IPC, …)';
}

interface TraceBreakdown {
  windowMs: number;
  busyMs: number;
  activities: Array<[string, number]>;
  layouts: { count: number; forced: number; forcedMs: number };
  styles: { count: number; forced: number; forcedMs: number };
  sampledMs: number;
  modules: Array<[string, number]>;
  selfFunctions: Array<[string, number]>;
  inclusive: Array<[string, number]>;
}

/** Where in the page's bundle a character offset lies: the source module's path. */
export type Locate = (charPosition: number) => string;

export function bundleLocator(source: string): Locate {
  const moduleAt = bundleModules(source);
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (position) => {
    if (position < 0) return '?';
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= position) lo = mid;
      else hi = mid - 1;
    }
    return moduleAt(lo);
  };
}
/** `// path` comments esbuild writes before each module of an unminified bundle: line → module. */
function bundleModules(source: string): (line: number) => string {
  const starts: Array<[number, string]> = [];
  source.split('\n').forEach((text, line) => {
    // `// src/…`, `// node_modules/…` (or `../…/node_modules/…` when node_modules is a link).
    const match = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(text);
    if (match) starts.push([line, match[1].replace(/^(?:\.\.\/)*(?:.*\/)?node_modules\//, '')]);
  });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = '(bundle)';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid][0] <= line) {
        found = starts[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

export function largest(map: Map<string, number>, n: number): Array<[string, number]> {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
}

export function tally(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

export function analyzeTrace(json: string, bundleSource: string, startMark: string, endMark: string): TraceBreakdown {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  if (!mainThread) throw new Error('no renderer main thread in the trace');
  const onMain = (e: TraceEvent) => e.pid === mainThread.pid && e.tid === mainThread.tid;
  const marks = events.filter((e) => e.name === startMark || e.name === endMark).sort((a, b) => a.ts - b.ts);
  const startTs = marks.filter((e) => e.name === startMark).at(-1)?.ts;
  const endTs = marks.find((e) => e.name === endMark && startTs !== undefined && e.ts >= startTs)?.ts;
  if (startTs === undefined || endTs === undefined) throw new Error(`the trace lacks the ${startMark} / ${endMark} marks`);
  const inWindow = (ts: number) => ts >= startTs && ts <= endTs;

  // Main-thread self time per event, from the nesting of complete ('X') events.
  const slices = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && onMain(e) && inWindow(e.ts))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: Array<{ event: TraceEvent; self: number; inScript: boolean }> = [];
  const activities = new Map<string, number>();
  const layouts = { count: 0, forced: 0, forcedMs: 0 };
  const styles = { count: 0, forced: 0, forcedMs: 0 };
  let busy = 0;
  const close = (frame: { event: TraceEvent; self: number }) => tally(activities, activityOf(frame.event.name), frame.self / 1000);
  for (const event of slices) {
    while (stack.length > 0 && stack[stack.length - 1].event.ts + (stack[stack.length - 1].event.dur ?? 0) <= event.ts) close(stack.pop()!);
    const parent = stack[stack.length - 1];
    const dur = event.dur ?? 0;
    if (parent) parent.self -= dur;
    else busy += Math.min(endTs, event.ts + dur) - event.ts; // a task may run past the end mark
    const inScript = (parent?.inScript ?? false) || SCRIPT_EVENTS.has(parent?.event.name ?? '');
    const tally = event.name === 'Layout' ? layouts : event.name === 'UpdateLayoutTree' ? styles : undefined;
    if (tally) {
      tally.count++;
      if (inScript) {
        tally.forced++;
        tally.forcedMs += dur / 1000;
      }
    }
    stack.push({ event, self: dur, inScript });
  }
  while (stack.length > 0) close(stack.pop()!);
  activities.delete('profiler overhead');

  // The sampling profiler: self time per function and module, inclusive time per function.
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && onMain(e)).map((e) => e.id));
  const profileStart = new Map<string | undefined, number>();
  for (const e of events) {
    if (e.name === 'Profile' && profileIds.has(e.id)) profileStart.set(e.id, (e.args as { data: { startTime: number } }).data.startTime);
  }
  const nodes = new Map<number, CpuNode>();
  const samples: Array<{ node: number; ts: number }> = [];
  const clock = new Map(profileStart);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !profileIds.has(e.id)) continue;
    const data = (e.args as { data: { cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }; timeDeltas?: number[] } }).data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    let ts = clock.get(e.id) ?? 0;
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      samples.push({ node: ids[i], ts });
    }
    clock.set(e.id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  const moduleAt = bundleModules(bundleSource);
  const where = (node: CpuNode): { fn: string; module: string } => {
    const frame = node.callFrame;
    const name = frame.functionName || '(anonymous)';
    if (frame.url?.endsWith('/page.js')) return { fn: name, module: moduleAt(frame.lineNumber ?? 0) };
    if (name.startsWith('(')) return { fn: name, module: name === '(program)' ? 'native: style, layout, paint…' : name };
    return { fn: name, module: 'native (DOM / builtins)' };
  };
  const modules = new Map<string, number>();
  const selfFunctions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let sampledMs = 0;
  for (let i = 0; i + 1 < samples.length; i++) {
    const { node: id, ts } = samples[i];
    if (!inWindow(ts)) continue;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const ms = (samples[i + 1].ts - ts) / 1000;
    sampledMs += ms;
    const here = where(node);
    tally(modules, here.module, ms);
    tally(selfFunctions, `${here.fn}  ${here.module}`, ms);
    const seen = new Set<string>();
    for (let up: CpuNode | undefined = node; up; up = up.parent === undefined ? undefined : nodes.get(up.parent)) {
      const at = where(up);
      const key = `${at.fn}  ${at.module}`;
      if (at.fn.startsWith('(') || seen.has(key)) continue;
      seen.add(key);
      tally(inclusive, key, ms);
    }
  }
  return {
    windowMs: (endTs - startTs) / 1000,
    busyMs: busy / 1000,
    activities: largest(activities, 10),
    layouts,
    styles,
    sampledMs,
    modules: largest(modules, 10),
    selfFunctions: largest(selfFunctions, 14),
    inclusive: largest(inclusive, 16),
  };
}

export function printBreakdown(title: string, b: TraceBreakdown): void {
  const pct = (value: number, of: number) => `${formatNumber((value / of) * 100)}%`;
  const list = (entries: Array<[string, number]>, of: number) =>
    entries.map(([name, value]) => `      ${formatNumber(value).padStart(7)} ms ${pct(value, of).padStart(4)}  ${name}`).join('\n');
  console.log(`\n${title}`);
  console.log(
    `  main thread busy ${formatNumber(b.busyMs)} of ${formatNumber(b.windowMs)} ms (${pct(b.busyMs, b.windowMs)}); ` +
      `layout ${b.layouts.count}× (${b.layouts.forced} forced by script, ${formatNumber(b.layouts.forcedMs)} ms), ` +
      `style recalc ${b.styles.count}× (${b.styles.forced} forced, ${formatNumber(b.styles.forcedMs)} ms)`,
  );
  console.log('    by activity (main-thread self time):');
  console.log(list(b.activities, b.busyMs));
  console.log(`    JavaScript profile (${formatNumber(b.sampledMs)} ms sampled, non-idle), self time by module:`);
  console.log(list(b.modules, b.sampledMs));
  console.log('    self time by function:');
  console.log(list(b.selfFunctions, b.sampledMs));
  console.log('    inclusive time (the function and everything it called):');
  console.log(list(b.inclusive, b.sampledMs));
}

/** Runs `scenario` under Chromium tracing and returns the trace's JSON text. */
export async function traced(browser: Browser, page: Page, scenario: () => Promise<unknown>): Promise<string> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES, screenshots: false });
  let failure: unknown;
  try {
    await scenario();
  } catch (error) {
    failure = error;
  }
  const buffer = await browser.stopTracing();
  if (failure !== undefined) throw failure;
  return buffer.toString('utf8');
}
