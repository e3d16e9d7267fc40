// SPDX-License-Identifier: Apache-2.0
/**
 * The two measurements of bench/elements-render.bench.ts, driven from Node through the page's
 * `window.elementsRenderBench`: time to first render (repeated once when the machine was busy) and
 * frames while updates stream in against an idle baseline (repeated while the machine was busy).
 * What counts as "busy" is decided here too (foldNoise, isNoisy); the verdicts are report.ts's.
 */
import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { formatNumber, measureBusy, median, percentile, type BenchPage } from '../browser-bench.js';
import { withCpuShare, type CpuShare } from '../cpu-share.js';
import type { ElementsRenderBench, FirstRenderResult, FramesResult, StreamPrepared } from '../../pages/elements-render.page.js';
import { deltasOf, droppedShare } from './frame-stats.js';
import { percentText } from './formatting.js';
import {
  BUDGET_DROPPED_SHARE,
  BUDGET_FIRST_RENDER_MS,
  CPU_NOISE_RATIO,
  FIRST_RENDER_ATTEMPTS,
  FIRST_RENDER_CALLS,
  FIRST_RENDER_RUNS,
  FIRST_RENDER_WARM_UPS,
  FOLD_NOISE_RATIO,
  IDLE_NOISE_DROPPED,
  LIST_HEIGHT_PX,
  OTHERS_NOISE,
  SEED,
  STREAM_ATTEMPTS,
  STREAM_CALLS,
  STREAM_MS,
  STREAM_RATE,
  STREAM_TICK_MS,
} from './parameters.js';

export interface Measured extends StreamMeasured, FirstRenderMeasured {}

type Bench = ElementsRenderBench;

export async function callPage<K extends keyof Bench>(
  page: Page,
  name: K,
  ...args: Parameters<Bench[K]>
): Promise<Awaited<ReturnType<Bench[K]>>> {
  return page.evaluate(
    ([fn, fnArgs]) => (window.elementsRenderBench[fn as keyof Bench] as (...a: unknown[]) => unknown)(...(fnArgs as unknown[])),
    [name, args] as const,
  ) as Promise<Awaited<ReturnType<Bench[K]>>>;
}

export interface FirstRenderMeasured {
  /** The very first render in the page (cold JIT, first template and style preparation). */
  cold: FirstRenderResult;
  runs: FirstRenderResult[];
  /** Per attempt: median painted time and fold time (min and median), and whether it was noisy. */
  firstRenderAttempts: Array<{ paintedMs: number; foldMinMs: number; foldMedianMs: number; others: number | undefined; noisy: boolean }>;
  firstRenderNoisy: boolean;
  firstRenderCpu: CpuShare | undefined;
}

/**
 * Each run folds a same-sized session just before it renders: pure JavaScript that takes the same
 * time on a quiet machine. When its median is over twice its minimum, other processes were taking
 * the CPU during the runs (so was it when they took more than OTHERS_NOISE of it, per /proc).
 */
function foldNoise(runs: readonly FirstRenderResult[]): { min: number; median: number; noisy: boolean } {
  const folds = runs.map((run) => run.foldMs);
  const min = Math.min(...folds);
  return { min, median: median(folds), noisy: median(folds) > FOLD_NOISE_RATIO * min };
}

/** 7 fresh lists after a warm-up; measured again (once) when over budget on a noisy machine. */
export async function measureFirstRender(page: Page): Promise<FirstRenderMeasured> {
  let cold: FirstRenderResult | undefined;
  const attempts: FirstRenderMeasured['firstRenderAttempts'] = [];
  let quietest: { runs: FirstRenderResult[]; cpu: CpuShare | undefined; score: number } | undefined;
  for (let attempt = 1; attempt <= FIRST_RENDER_ATTEMPTS; attempt++) {
    const { result: results, cpu } = await withCpuShare(async () => {
      const all: FirstRenderResult[] = [];
      for (let i = 0; i < FIRST_RENDER_WARM_UPS + FIRST_RENDER_RUNS; i++) {
        await callPage(page, 'cleanup');
        await callPage(page, 'collectGarbage');
        // A different session each run (same shape): no selector cache or memo can carry over.
        all.push(await callPage(page, 'firstRender', { calls: FIRST_RENDER_CALLS, seed: SEED + i, heightPx: LIST_HEIGHT_PX }));
      }
      return all;
    });
    await callPage(page, 'cleanup');
    cold ??= results[0];
    const runs = results.slice(FIRST_RENDER_WARM_UPS);
    const noise = foldNoise(runs);
    const noisy = noise.noisy || (cpu?.others ?? 0) > OTHERS_NOISE;
    const paintedMs = median(runs.map((run) => run.paintedMs ?? Infinity));
    attempts.push({ paintedMs, foldMinMs: noise.min, foldMedianMs: noise.median, others: cpu?.others, noisy });
    if (paintedMs < BUDGET_FIRST_RENDER_MS || !noisy)
      return { cold, runs, firstRenderAttempts: attempts, firstRenderNoisy: noisy, firstRenderCpu: cpu };
    const score = noise.median / noise.min + (cpu?.others ?? 0);
    if (!quietest || score < quietest.score) quietest = { runs, cpu, score };
    console.error(
      `  (first render, attempt ${attempt} of ${FIRST_RENDER_ATTEMPTS}: over budget while the machine was busy: the same fold took ` +
        `${formatNumber(noise.min)} to ${formatNumber(Math.max(...runs.map((run) => run.foldMs)))} ms, other processes ${percentText(cpu?.others)} of the CPU` +
        `${attempt < FIRST_RENDER_ATTEMPTS ? '; measuring again' : ''})`,
    );
  }
  return { cold: cold!, runs: quietest!.runs, firstRenderAttempts: attempts, firstRenderNoisy: true, firstRenderCpu: quietest!.cpu };
}

export interface AttemptSummary {
  idleP95: number;
  idleDroppedShare: number;
  streamP95: number;
  streamDroppedShare: number;
  /** The page's main thread busy share while streaming (see measureBusy). */
  streamBusy: number;
  /** Share of the machine other processes took during the idle and the streaming window. */
  idleOthers: number | undefined;
  streamOthers: number | undefined;
  /** The CPU probe around this attempt (the slower of before and after) over the run's fastest. */
  cpuSlowdown: number;
  noisy: boolean;
}

export interface StreamMeasured {
  prepared: StreamPrepared;
  idle: FramesResult;
  stream: FramesResult;
  idleCpu: CpuShare | undefined;
  streamCpu: CpuShare | undefined;
  /** The page's main thread busy share while streaming (see measureBusy). */
  streamBusy: number;
  /** Every attempt, in order; the one reported is the last unless all were noisy. */
  attempts: AttemptSummary[];
  /** The idle baseline of the reported attempt was noisy (see isNoisy). */
  noisy: boolean;
}

/**
 * A fixed piece of pure JavaScript, timed in the page: it depends on nothing the elements do, so
 * its time follows how fast the machine runs the page at the moment. On this shared machine that
 * speed changes over minutes without any process of ours showing in /proc (the
 * neighbours share the cores' caches and clocks, not our process table).
 */
const CPU_PROBE = `(() => { const start = performance.now(); let x = 0; for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1000003; return [performance.now() - start, x]; })()`;

async function probeCpu(page: Page): Promise<number> {
  const [ms] = (await page.evaluate(CPU_PROBE)) as [number, number];
  return ms;
}

/**
 * The machine was busy with something else, so the frame figures cannot fail the elements: the idle
 * page dropped more than IDLE_NOISE_DROPPED of its vsyncs, or other
 * processes took more than OTHERS_NOISE of the machine while the updates streamed, or the CPU probe
 * around the attempt ran more than CPU_NOISE_RATIO slower than the fastest probe of this run.
 * (Others using the CPU during the idle window matter only if the idle frames show it: an idle page
 * needs little.) The comparison is within the run: a machine that is slow throughout is not noisy,
 * and its figures count.
 */
function isNoisy(idle: FramesResult, streamCpu: CpuShare | undefined, cpuSlowdown: number): boolean {
  return droppedShare(idle) > IDLE_NOISE_DROPPED || (streamCpu?.others ?? 0) > OTHERS_NOISE || cpuSlowdown > CPU_NOISE_RATIO;
}

/** After a collection, a fresh STREAM_CALLS-call list at its bottom, and the feed (margin included) that continues its session. */
export async function prepareStreamList(page: Page): Promise<StreamPrepared> {
  await callPage(page, 'collectGarbage');
  const feedMessages = Math.ceil((STREAM_RATE * STREAM_MS) / 1000) + 200;
  return callPage(page, 'prepareStream', {
    calls: STREAM_CALLS,
    seed: SEED ^ 0xbeef,
    heightPx: LIST_HEIGHT_PX,
    feedMessages,
    settleTimeoutMs: 5_000,
  });
}

/**
 * The idle baseline and the stream, on a fresh list each attempt. Noise only ever makes frames
 * slower, so a stream within budget is a pass however noisy the machine; a stream over budget
 * counts only when its idle baseline was clean. Otherwise: measure again, up to STREAM_ATTEMPTS.
 */
export async function measureStream(session: BenchPage): Promise<StreamMeasured> {
  const { page } = session;
  const attempts: AttemptSummary[] = [];
  let quietest: StreamMeasured | undefined;
  let fastestProbe = Math.min(await probeCpu(page), await probeCpu(page), await probeCpu(page));
  for (let attempt = 1; attempt <= STREAM_ATTEMPTS; attempt++) {
    // A fresh list each attempt: the feed continues the session it was built for.
    const prepared = await prepareStreamList(page);
    await callPage(page, 'collectGarbage');
    const probeBefore = await probeCpu(page);
    const { result: idle, cpu: idleCpu } = await withCpuShare(() =>
      callPage(page, 'recordFrames', { durationMs: STREAM_MS, rate: 0, tickMs: STREAM_TICK_MS }),
    );
    const {
      result: { result: stream, cpu: streamCpu },
      busyShare: streamBusy,
    } = await measureBusy(session, () =>
      withCpuShare(() => callPage(page, 'recordFrames', { durationMs: STREAM_MS, rate: STREAM_RATE, tickMs: STREAM_TICK_MS })),
    );
    await callPage(page, 'cleanup');
    const probeAfter = await probeCpu(page);
    fastestProbe = Math.min(fastestProbe, probeBefore, probeAfter);
    const cpuSlowdown = Math.max(probeBefore, probeAfter) / fastestProbe;
    const summary: AttemptSummary = {
      idleP95: percentile(deltasOf(idle), 95),
      idleDroppedShare: droppedShare(idle),
      streamP95: percentile(deltasOf(stream), 95),
      streamDroppedShare: droppedShare(stream),
      streamBusy,
      idleOthers: idleCpu?.others,
      streamOthers: streamCpu?.others,
      cpuSlowdown,
      noisy: isNoisy(idle, streamCpu, cpuSlowdown),
    };
    attempts.push(summary);
    const measured: StreamMeasured = { prepared, idle, stream, idleCpu, streamCpu, streamBusy, attempts, noisy: summary.noisy };
    if (!summary.noisy || summary.streamDroppedShare <= BUDGET_DROPPED_SHARE) return measured;
    const othersOf = (m: StreamMeasured) => (m.streamCpu?.others ?? 0) + droppedShare(m.idle);
    if (!quietest || othersOf(measured) < othersOf(quietest)) quietest = measured;
    console.error(
      `  (frames, attempt ${attempt} of ${STREAM_ATTEMPTS}: over budget on a busy machine: ` +
        `${formatNumber(summary.idleDroppedShare * 100, 1)}% of idle vsyncs dropped, other processes took ${percentText(summary.streamOthers)} of the CPU ` +
        `while streaming, the CPU probe ran ×${formatNumber(summary.cpuSlowdown, 2)} its fastest; load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')} on ${cpus().length} cores${attempt < STREAM_ATTEMPTS ? '; measuring again' : ''})`,
    );
  }
  return { ...quietest!, attempts };
}
