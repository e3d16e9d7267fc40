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
 *      the same page. Budget: 95th percentile within one 60 Hz frame (FRAME_BUDGET_MS).
 * Exits 1 when a budget fails, 2 when the setup is invalid (bundle, worker not used, no rows, a
 * non-loopback request, page errors).
 *
 * Run: npx --no-install tsx bench/diff-view.bench.ts   (or `npm run bench -- diff-view`)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAME_BUDGET_MS, InvalidSetup, ROOT, formatNumber, frameDeltas, median, openBenchPage, percentile } from './support/browser-bench.js';
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

async function main(): Promise<number> {
  const css = readFileSync(join(ROOT, 'node_modules/diff2html/bundles/css/diff2html.min.css'), 'utf8');
  const session = await openBenchPage({
    name: 'diff-view',
    entry: 'bench/pages/diff-view.page.ts',
    extraEntries: { 'diff.worker.js': 'src/elements/diff-view/diff.worker.ts' },
    css,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const { page } = session;
    await page.waitForFunction(() => 'diffViewBench' in window);
    const figures: SizeFigures[] = [];
    let scroll: ScrollResult | undefined;
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
        if (ours.engine !== 'worker') throw new InvalidSetup(`<diff-view> diffed ${lines} lines on the ${ours.engine} thread, not in the worker`);
        if (ours.rows === 0 || baseline.rows === 0) throw new InvalidSetup('a contender drew no rows');
        if (run === 0) continue; // warm-up: code compiled, worker started
        oursRuns.push(ours.ms);
        baselineRuns.push(baseline.ms);
        last = ours;
        lastBaseline = baseline;
      }
      const ours = median(oursRuns);
      const baseline = median(baselineRuns);
      figures.push({ lines, edits, ours, baseline, ratio: baseline / ours, oursRuns, baselineRuns, rows: last!.rows, baselineRows: lastBaseline!.rows, counts: last!.added });
      if (lines === 50_000) {
        // Noise only slows frames: a scroll within budget passes however busy the machine; one over
        // budget counts only if the idle page just before held its frames. Otherwise measure again.
        await page.evaluate(() => (window as unknown as Bench).diffViewBench.ours());
        for (let attempt = 1; attempt <= SCROLL_ATTEMPTS; attempt++) {
          idle = await page.evaluate((ms) => (window as unknown as Bench).diffViewBench.idle(ms), IDLE_MS);
          scroll = await page.evaluate(([ms, step]) => (window as unknown as Bench).diffViewBench.scroll(ms, step), [SCROLL_MS, SCROLL_STEP_PX] as const);
          scrollAttempts = attempt;
          if (percentile(frameDeltas(scroll.frames), 95) <= FRAME_BUDGET_MS || percentile(frameDeltas(idle), 95) <= FRAME_BUDGET_MS) break;
        }
      }
    }
    if (session.blocked.length) throw new InvalidSetup(`requests left 127.0.0.1: ${session.blocked.join(', ')}`);
    if (session.pageErrors.length) throw new InvalidSetup(`page errors: ${session.pageErrors.join('; ')}`);

    console.log('<diff-view> vs diff2html, time to first painted rows (median of %d, ms):', RUNS);
    console.log('  lines    edits  diff-view  diff2html  ratio  rows in DOM (ours / diff2html)  counts');
    for (const f of figures) {
      console.log(
        `  ${formatNumber(f.lines).padStart(6)}  ${formatNumber(f.edits).padStart(6)}  ${formatNumber(f.ours, 1).padStart(9)}  ${formatNumber(f.baseline, 1).padStart(9)}  ${formatNumber(f.ratio, 1).padStart(4)}×  ${`${f.rows} / ${formatNumber(f.baselineRows)}`.padStart(30)}  ${f.counts ?? ''}`,
      );
      console.log(`           runs: ours ${f.oursRuns.map((x) => formatNumber(x, 0)).join(', ')}; diff2html ${f.baselineRuns.map((x) => formatNumber(x, 0)).join(', ')}`);
    }
    const deltas = frameDeltas(scroll!.frames);
    const idleDeltas = frameDeltas(idle);
    const p95 = percentile(deltas, 95);
    const idleP95 = percentile(idleDeltas, 95);
    const scrollNoisy = p95 > FRAME_BUDGET_MS && idleP95 > FRAME_BUDGET_MS;
    console.log(
      `scroll (50,000 lines, ${SCROLL_STEP_PX} px/frame, ${SCROLL_MS / 1000} s): ${deltas.length} frames, p50 ${formatNumber(percentile(deltas, 50), 1)} ms, p95 ${formatNumber(p95, 1)} ms, max ${formatNumber(Math.max(...deltas), 1)} ms; ${formatNumber(scroll!.scrolledPx)} px scrolled, ${scroll!.rowsInDom} rows in the DOM; idle baseline p95 ${formatNumber(idleP95, 1)} ms (attempt ${scrollAttempts} of ${SCROLL_ATTEMPTS})`,
    );

    const longFrames = scroll!.longFrames;
    if (longFrames.length) {
      const sum = (pick: (f: (typeof longFrames)[number]) => number) => longFrames.reduce((total, f) => total + pick(f), 0);
      console.log(
        `  long animation frames while scrolling: ${longFrames.length}, ${formatNumber(sum((f) => f.duration))} ms in all, of which scripts ${formatNumber(sum((f) => f.scriptMs))} ms, style+layout+paint ${formatNumber(sum((f) => f.styleLayoutMs))} ms`,
      );
    }
    const verdicts: Array<[string, boolean]> = [
      [`10,000 lines to first rows < ${BUDGET_FIRST_ROWS_10K_MS} ms (${formatNumber(figures[0].ours, 1)} ms)`, figures[0].ours < BUDGET_FIRST_ROWS_10K_MS],
      ...figures.map((f): [string, boolean] => [`${formatNumber(f.lines)} lines ≥ ${BUDGET_RATIO}× faster than diff2html (${formatNumber(f.ratio, 1)}×)`, f.ratio >= BUDGET_RATIO]),
      [`scroll p95 ≤ ${formatNumber(FRAME_BUDGET_MS, 1)} ms (${formatNumber(p95, 1)} ms)`, p95 <= FRAME_BUDGET_MS],
    ];
    for (const [label, ok] of verdicts) console.log(`  ${ok ? 'PASS' : scrollNoisy && label.startsWith('scroll') ? 'NO VERDICT (idle page also missed frames)' : 'FAIL'}  ${label}`);
    const failed = verdicts.filter(([label, ok]) => !ok && !(scrollNoisy && label.startsWith('scroll')));
    if (failed.length) return 1;
    if (scrollNoisy) {
      console.log('INVALID: no scroll verdict: the idle page missed frames on every attempt; run again when the machine is quieter');
      return 2;
    }
    return 0;
  } finally {
    await session.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof InvalidSetup ? `invalid setup: ${error.message}` : error);
    process.exit(error instanceof InvalidSetup ? 2 : 1);
  },
);
