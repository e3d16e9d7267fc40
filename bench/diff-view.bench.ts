// SPDX-License-Identifier: Apache-2.0
/**
 * `<diff-view>` benchmark, in real headless Chromium, with diff2html as the baseline in the same
 * page and the same run. Bundles bench/pages/diff-view.page.ts (production Lit) and the diff worker
 * (served beside it as diff.worker.js) with esbuild, serves them from 127.0.0.1 and measures:
 *   1. time to first rows: from handing over the texts to the end of the first frame painted with
 *      rows in the DOM (a task posted from that frame's requestAnimationFrame callback), for a 10,000-line file with 100 scattered edits and a 50,000-line
 *      file with 1,000 edits. `<diff-view>` (unified, worker) against diff2html (jsdiff patch +
 *      `Diff2Html.html`, line-by-line, defaults), alternating, median of RUNS after one warm-up each.
 *      Budgets: 10,000 lines under 100 ms; at least 3× faster than diff2html on both sizes.
 *   2. scroll frames: the 50,000-line diff's body scrolled 120 px every frame for 3 s (up and down),
 *      every frame's interval from requestAnimationFrame timestamps, against an idle baseline of
 *      the same page. Budgets: dropped frames ≤ BUDGET_DROPPED_SHARE of the vsyncs, and the main
 *      thread busy ≤ BUDGET_BUSY_SHARE of the scroll (see measureBusy); the p95 frame is printed
 *      for information (it snaps to whole vsyncs, so it can only flip between 16.7 and 33.3 ms).
 * Exits 1 when a budget fails, 2 when the setup is invalid (bundle, worker not used, no rows, a
 * non-loopback request, page errors).
 *
 * Run: npx --no-install tsx bench/diff-view.bench.ts   (or `npm run bench -- diff-view`)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  InvalidSetup,
  ROOT,
  droppedFrameShare,
  formatNumber,
  frameDeltas,
  measureBusy,
  median,
  runBrowserBench,
  type BenchPage,
  percentile,
} from './support/browser-bench.js';
import { reportFigures, type Figures } from './support/figures.js';
import type { DiffViewBench, RunResult, ScrollResult } from './pages/diff-view.page.js';

const SIZES = [
  { lines: 10_000, edits: 100 },
  { lines: 50_000, edits: 1_000 },
] as const;
const RUNS = 5;
const SCROLL_MS = 3_000;
const SCROLL_STEP_PX = 120;
const IDLE_MS = 1_000;
/** Scroll attempts when the scroll misses its budget while the idle baseline was noisy. */
const SCROLL_ATTEMPTS = 3;
const BUDGET_FIRST_ROWS_10K_MS = 100;
const BUDGET_RATIO = 3;
/** At most one vsync in twenty without a new frame. */
const BUDGET_DROPPED_SHARE = 0.05;
/** The main thread free at least a quarter of the time while scrolling: room for the host page's own work. */
const BUDGET_BUSY_SHARE = 0.75;

type Bench = { diffViewBench: DiffViewBench };

interface SizeFigures {
  lines: number;
  edits: number;
  ours: number;
  baseline: number;
  ratio: number;
  oursRuns: number[];
  baselineRuns: number[];
  rows: number;
  baselineRows: number;
  counts?: string;
}

async function measure(session: BenchPage): Promise<number> {
  const { page } = session;
  const sizeFigures: SizeFigures[] = [];
  let scroll: ScrollResult | undefined;
  let busyShare = NaN;
  let idle: number[] = [];
  let scrollAttempts = 0;
  for (const { lines, edits } of SIZES) {
    await page.evaluate(([l, e]) => (window as unknown as Bench).diffViewBench.prepare(l, e), [lines, edits] as const);
    const oursRuns: number[] = [];
    const baselineRuns: number[] = [];
    let last: RunResult | undefined;
    let lastBaseline: RunResult | undefined;
    for (let run = 0; run <= RUNS; run++) {
      const ours = await page.evaluate(() => (window as unknown as Bench).diffViewBench.ours());
      const baseline = await page.evaluate(() => (window as unknown as Bench).diffViewBench.diff2html());
      if (ours.engine !== 'worker')
        throw new InvalidSetup(`<diff-view> diffed ${lines} lines on the ${ours.engine} thread, not in the worker`);
      if (ours.rows === 0 || baseline.rows === 0) throw new InvalidSetup('a contender drew no rows');
      if (run === 0) continue; // warm-up: code compiled, worker started
      oursRuns.push(ours.ms);
      baselineRuns.push(baseline.ms);
      last = ours;
      lastBaseline = baseline;
    }
    const ours = median(oursRuns);
    const baseline = median(baselineRuns);
    sizeFigures.push({
      lines,
      edits,
      ours,
      baseline,
      ratio: baseline / ours,
      oursRuns,
      baselineRuns,
      rows: last!.rows,
      baselineRows: lastBaseline!.rows,
      counts: last!.added,
    });
    if (lines === 50_000) {
      // Noise only slows frames: a scroll within budget passes however busy the machine; one over
      // budget counts only if the idle page just before held its frames. Otherwise measure again.
      await page.evaluate(() => (window as unknown as Bench).diffViewBench.ours());
      for (let attempt = 1; attempt <= SCROLL_ATTEMPTS; attempt++) {
        idle = await page.evaluate((ms) => (window as unknown as Bench).diffViewBench.idle(ms), IDLE_MS);
        const measured = await measureBusy(session, () =>
          page.evaluate(([ms, step]) => (window as unknown as Bench).diffViewBench.scroll(ms, step), [SCROLL_MS, SCROLL_STEP_PX] as const),
        );
        scroll = measured.result;
        busyShare = measured.busyShare;
        scrollAttempts = attempt;
        if (droppedFrameShare(scroll.frames) <= BUDGET_DROPPED_SHARE || droppedFrameShare(idle) <= BUDGET_DROPPED_SHARE) break;
      }
    }
  }
  if (session.blocked.length) throw new InvalidSetup(`requests left 127.0.0.1: ${session.blocked.join(', ')}`);
  if (session.pageErrors.length) throw new InvalidSetup(`page errors: ${session.pageErrors.join('; ')}`);

  console.log('<diff-view> vs diff2html, time to first painted rows (median of %d, ms):', RUNS);
  console.log('  lines    edits  diff-view  diff2html  ratio  rows in DOM (ours / diff2html)  counts');
  for (const f of sizeFigures) {
    console.log(
      `  ${formatNumber(f.lines).padStart(6)}  ${formatNumber(f.edits).padStart(6)}  ${formatNumber(f.ours, 1).padStart(9)}  ${formatNumber(f.baseline, 1).padStart(9)}  ${formatNumber(f.ratio, 1).padStart(4)}×  ${`${f.rows} / ${formatNumber(f.baselineRows)}`.padStart(30)}  ${f.counts ?? ''}`,
    );
    console.log(
      `           runs: ours ${f.oursRuns.map((x) => formatNumber(x, 0)).join(', ')}; diff2html ${f.baselineRuns.map((x) => formatNumber(x, 0)).join(', ')}`,
    );
  }
  const deltas = frameDeltas(scroll!.frames);
  const idleDeltas = frameDeltas(idle);
  const dropped = droppedFrameShare(scroll!.frames);
  const idleDropped = droppedFrameShare(idle);
  // Noise only drops frames: a miss counts only when the idle page just before held its frames.
  const scrollNoisy = dropped > BUDGET_DROPPED_SHARE && idleDropped > BUDGET_DROPPED_SHARE;
  const percent = (share: number) => `${formatNumber(share * 100, 1)} %`;
  console.log(
    `scroll (50,000 lines, ${SCROLL_STEP_PX} px/frame, ${SCROLL_MS / 1000} s): ${deltas.length} frames, ${percent(dropped)} dropped, main thread busy ${percent(busyShare)}; ` +
      `p50 ${formatNumber(percentile(deltas, 50), 1)} ms, p95 ${formatNumber(percentile(deltas, 95), 1)} ms, max ${formatNumber(Math.max(...deltas), 1)} ms; ` +
      `${formatNumber(scroll!.scrolledPx)} px scrolled, ${scroll!.rowsInDom} rows in the DOM; idle baseline ${percent(idleDropped)} dropped, p95 ${formatNumber(percentile(idleDeltas, 95), 1)} ms ` +
      `(attempt ${scrollAttempts} of ${SCROLL_ATTEMPTS})`,
  );

  const longFrames = scroll!.longFrames;
  if (longFrames.length) {
    const sum = (pick: (f: (typeof longFrames)[number]) => number) => longFrames.reduce((total, f) => total + pick(f), 0);
    console.log(
      `  long animation frames while scrolling: ${longFrames.length}, ${formatNumber(sum((f) => f.duration))} ms in all, of which scripts ${formatNumber(sum((f) => f.scriptMs))} ms, style+layout+paint ${formatNumber(sum((f) => f.styleLayoutMs))} ms`,
    );
  }
  const verdicts: Array<[string, boolean]> = [
    [
      `10,000 lines to first rows < ${BUDGET_FIRST_ROWS_10K_MS} ms (${formatNumber(sizeFigures[0].ours, 1)} ms)`,
      sizeFigures[0].ours < BUDGET_FIRST_ROWS_10K_MS,
    ],
    ...sizeFigures.map((f): [string, boolean] => [
      `${formatNumber(f.lines)} lines ≥ ${BUDGET_RATIO}× faster than diff2html (${formatNumber(f.ratio, 1)}×)`,
      f.ratio >= BUDGET_RATIO,
    ]),
    [`scroll dropped frames ≤ ${percent(BUDGET_DROPPED_SHARE)} (${percent(dropped)})`, dropped <= BUDGET_DROPPED_SHARE],
    [`scroll main thread busy ≤ ${percent(BUDGET_BUSY_SHARE)} (${percent(busyShare)})`, busyShare <= BUDGET_BUSY_SHARE],
  ];
  const figures: Figures = {
    'scroll: dropped frames (%)': { value: dropped * 100, unit: '%', better: 'lower', floor: 1 },
    'scroll: main thread busy (%)': { value: busyShare * 100, unit: '%', better: 'lower', floor: 1 },
  };
  for (const f of sizeFigures) {
    figures[`${formatNumber(f.lines)} lines: first rows (ms)`] = { value: f.ours, unit: 'ms', better: 'lower' };
    figures[`${formatNumber(f.lines)} lines: diff2html (ms)`] = { value: f.baseline, unit: 'ms', better: 'lower' };
  }
  reportFigures(figures);
  // A busy machine drops frames, not main-thread time: only the dropped-frame verdict can be noise.
  const excused = (label: string) => scrollNoisy && label.startsWith('scroll dropped');
  for (const [label, ok] of verdicts)
    console.log(`  ${ok ? 'PASS' : excused(label) ? 'NO VERDICT (idle page also missed frames)' : 'FAIL'}  ${label}`);
  const failed = verdicts.filter(([label, ok]) => !ok && !excused(label));
  if (failed.length) return 1;
  if (scrollNoisy) {
    console.log('INVALID: no scroll verdict: the idle page missed frames on every attempt; run again when the machine is quieter');
    return 2;
  }
  return 0;
}

await runBrowserBench(
  {
    name: 'diff-view',
    extraEntries: { 'diff.worker.js': 'src/elements/diff-view/diff.worker.ts' },
    css: readFileSync(join(ROOT, 'node_modules/diff2html/bundles/css/diff2html.min.css'), 'utf8'),
    global: 'diffViewBench',
  },
  measure,
);
