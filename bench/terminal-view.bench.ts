// SPDX-License-Identifier: Apache-2.0
/**
 * `<terminal-view>` benchmark, in real headless Chromium (bench/pages/terminal-view.page.ts bundled
 * with esbuild, served from 127.0.0.1, driven with playwright-core). One run measures:
 *   1. throughput: 5 MB of coloured test-runner output (SGR colours, CRLF) in 4 KB chunks written
 *      through the element (`write()`, which also keeps the plain-text mirror) and through a bare
 *      xterm `Terminal` with the same options in the same page, in RUNS rounds after two warm-up
 *      rounds, each round running both, one right after the other (the order alternating from round
 *      to round, so each side goes first in half of them); the clock runs from the first write to
 *      the last write callback. Budget: the element's throughput at least 0.9× the bare terminal's,
 *      as the median over the rounds of each round's ratio. A round's two runs share the machine's
 *      conditions; a disturbed round moves one ratio, not the median. Single rounds spread widely,
 *      hence 20 rounds. (Each side's fastest run, compared before, picked two moments apart and
 *      swung from run to run of the bench; see docs/decisions/.)
 *   2. a 200-terminal column (800 px high) scrolled end to end at a steady speed: the most live
 *      emulators at any frame (budget ≤ 20), the share of dropped frames (budget ≤
 *      BUDGET_DROPPED_SHARE) and the main thread's busy share of the scroll (budget ≤
 *      BUDGET_BUSY_SHARE; see measureBusy), each attempt after a baseline scroll of the same text as
 *      plain `<pre>` blocks. Noise only drops frames: an attempt over budget is repeated, up to
 *      SCROLL_ATTEMPTS, and the best attempt counts; when every attempt and every baseline dropped
 *      too many frames, there is no verdict on frames (machine busy). The p95 frame is printed for
 *      information only: it snaps to whole vsyncs.
 * Exits 1 when a budget fails, 2 when the setup is invalid (the page does not build, the output
 * did not reach the emulator, a non-loopback request).
 *
 * Run: npx --no-install tsx bench/terminal-view.bench.ts   (or `npm run bench`)
 */
import {
  InvalidSetup,
  droppedFrameShare,
  formatNumber,
  frameDeltas,
  measureBusy,
  median,
  percentile,
  roundRatios,
  runBrowserBench,
  type BenchPage,
} from './support/browser-bench.js';
import { loadavg } from 'node:os';
import { reportFigures } from './support/figures.js';
import type { ScrollResult, TerminalViewBench, ThroughputResult } from './pages/terminal-view.page.js';

const BYTES = 5 * 1024 * 1024;
const RUNS = 20;
const WARM_UP_ROUNDS = 2;
const TERMINALS = 200;
const SCROLL_PX_PER_FRAME = 40;
const SCROLL_ATTEMPTS = 3;
const SEED = 0x7e57_0a11;

const BUDGET_THROUGHPUT_RATIO = 0.9;
const BUDGET_LIVE_EMULATORS = 20;
/** At most one vsync in twenty without a new frame. */
const BUDGET_DROPPED_SHARE = 0.05;
/** The main thread free at least a quarter of the time while scrolling: room for the host page's own work. */
const BUDGET_BUSY_SHARE = 0.75;

const percent = (share: number) => `${formatNumber(share * 100, 1)} %`;

declare const window: { terminalViewBench: TerminalViewBench };

function mbPerSecond(result: ThroughputResult): number {
  return result.chars / (1024 * 1024) / (result.ms / 1000);
}

async function measure(session: BenchPage): Promise<number> {
  let failed = false;
  let inconclusive = false;
  const { page } = session;

  // 1. Throughput
  const prepared = await page.evaluate(([bytes, seed]) => window.terminalViewBench.prepare(bytes, seed), [BYTES, SEED] as const);
  console.log(
    `\n1. throughput: ${formatNumber(prepared.chars / 1024 / 1024, 1)} MB of coloured output in ${prepared.chunks} chunks of 4 KB`,
  );
  const runs: Record<'element' | 'bare', ThroughputResult[]> = { element: [], bare: [] };
  for (let i = 0; i < WARM_UP_ROUNDS + RUNS; i++) {
    // Alternate the order so drift in machine load hits both alike; the first rounds warm up.
    const order: Array<'element' | 'bare'> = i % 2 === 0 ? ['bare', 'element'] : ['element', 'bare'];
    for (const mode of order) {
      const result = await page.evaluate((m) => window.terminalViewBench.throughput(m), mode);
      if (result.bufferLines < 1000) throw new InvalidSetup(`${mode}: the output did not reach the emulator (${result.bufferLines} rows)`);
      if (i >= WARM_UP_ROUNDS) runs[mode].push(result);
    }
  }
  // Each round's ratio (element MB/s over bare MB/s), then the median; the medians of each side
  // and the fastest runs are shown for the record.
  const fastest = (mode: 'element' | 'bare') => Math.max(...runs[mode].map(mbPerSecond));
  const mid = (mode: 'element' | 'bare') => median(runs[mode].map(mbPerSecond));
  const rounds = roundRatios(runs.element.map(mbPerSecond), runs.bare.map(mbPerSecond));
  const ratio = median(rounds);
  const throughputPass = ratio >= BUDGET_THROUGHPUT_RATIO;
  failed ||= !throughputPass;
  for (const [mode, label] of [
    ['bare', 'bare xterm Terminal'],
    ['element', '<terminal-view>    '],
  ] as const) {
    console.log(
      `   ${label}   median ${formatNumber(mid(mode), 2)} MB/s, fastest ${formatNumber(fastest(mode), 2)} MB/s  (${runs[mode].map((r) => formatNumber(r.ms)).join(', ')} ms)`,
    );
  }
  console.log(
    `   each round's ratio, sorted: ${[...rounds]
      .sort((a, b) => a - b)
      .map((r) => formatNumber(r, 2))
      .join(' ')}`,
  );
  console.log(
    `   ratio ${formatNumber(ratio, 2)}× (median of ${RUNS} rounds; medians ${formatNumber(mid('element') / mid('bare'), 2)}×, fastest runs ${formatNumber(fastest('element') / fastest('bare'), 2)}×)   budget ≥ ${BUDGET_THROUGHPUT_RATIO}×  ${throughputPass ? 'PASS' : 'FAIL'}`,
  );

  // 2. Scrolling 200 terminals
  console.log(`\n2. ${TERMINALS} terminals in an 800 px column, scrolled end to end at ${SCROLL_PX_PER_FRAME} px per frame`);
  let bestScroll: { dropped: number; busy: number; result: ScrollResult } | undefined;
  let maxLive = 0;
  let noisy = true;
  for (let attempt = 1; attempt <= SCROLL_ATTEMPTS; attempt++) {
    // The baseline: the same text as plain <pre> blocks, scrolled the same way just before.
    const base = await page.evaluate(([count, px, seed]) => window.terminalViewBench.scroll(count, px, seed, true), [
      TERMINALS,
      SCROLL_PX_PER_FRAME,
      SEED,
    ] as const);
    const baseDropped = droppedFrameShare(base.frameTimes);
    const { result, busyShare } = await measureBusy(session, () =>
      page.evaluate(([count, px, seed]) => window.terminalViewBench.scroll(count, px, seed), [
        TERMINALS,
        SCROLL_PX_PER_FRAME,
        SEED,
      ] as const),
    );
    if (result.terminals !== TERMINALS || result.liveSeen === 0)
      throw new InvalidSetup(`the list did not render as built (${result.terminals} terminals, ${result.liveSeen} ever live)`);
    const deltas = frameDeltas(result.frameTimes);
    const dropped = droppedFrameShare(result.frameTimes);
    maxLive = Math.max(maxLive, result.maxLive);
    console.log(
      `   attempt ${attempt}: ${deltas.length} frames over ${formatNumber(result.scrollHeight)} px, ${percent(dropped)} dropped, main thread busy ${percent(busyShare)}; ` +
        `p50 ${formatNumber(median(deltas), 1)} ms, p95 ${formatNumber(percentile(deltas, 95), 1)} ms, max ${formatNumber(Math.max(...deltas), 1)} ms ` +
        `(plain <pre> baseline ${percent(baseDropped)} dropped); ` +
        `live emulators max ${result.maxLive}, ${result.liveSeen} terminals had one; load ${loadavg()[0].toFixed(2)}`,
    );
    if (!bestScroll || dropped < bestScroll.dropped) bestScroll = { dropped, busy: busyShare, result };
    // No verdict only when every baseline missed too.
    noisy &&= baseDropped > BUDGET_DROPPED_SHARE;
    if (dropped <= BUDGET_DROPPED_SHARE) break;
  }
  const livePass = maxLive <= BUDGET_LIVE_EMULATORS;
  const framePass = bestScroll!.dropped <= BUDGET_DROPPED_SHARE;
  const busyPass = bestScroll!.busy <= BUDGET_BUSY_SHARE;
  failed ||= !livePass || !busyPass;
  console.log(`   live emulators max ${maxLive}   budget ≤ ${BUDGET_LIVE_EMULATORS}  ${livePass ? 'PASS' : 'FAIL'}`);
  console.log(`   main thread busy ${percent(bestScroll!.busy)}   budget ≤ ${percent(BUDGET_BUSY_SHARE)}  ${busyPass ? 'PASS' : 'FAIL'}`);
  if (framePass || !noisy) {
    failed ||= !framePass;
    console.log(
      `   dropped frames ${percent(bestScroll!.dropped)}   budget ≤ ${percent(BUDGET_DROPPED_SHARE)}  ${framePass ? 'PASS' : 'FAIL'}`,
    );
  } else {
    // Over budget, but plain <pre> blocks missed it too: the machine is busy, not the element.
    inconclusive = true;
    console.log(
      `   dropped frames ${percent(bestScroll!.dropped)}   budget ≤ ${percent(BUDGET_DROPPED_SHARE)}  NO VERDICT (the plain baseline dropped as many: machine busy)`,
    );
  }

  reportFigures({
    'throughput, element / bare xterm': { value: ratio, unit: '×', better: 'higher' },
    'throughput, element (MB/s)': { value: mid('element'), unit: 'MB/s', better: 'higher' },
    'throughput, bare xterm (MB/s)': { value: mid('bare'), unit: 'MB/s', better: 'higher' },
    'scroll: live emulators, max': { value: maxLive, unit: '', better: 'lower', floor: 1 },
    'scroll: dropped frames (%)': { value: bestScroll!.dropped * 100, unit: '%', better: 'lower', floor: 1 },
    'scroll: main thread busy (%)': { value: bestScroll!.busy * 100, unit: '%', better: 'lower', floor: 1 },
  });
  if (failed) console.log('\nFAIL: a terminal-view budget was exceeded');
  else if (inconclusive) console.log('\nPASS with no verdict on scroll frames (machine busy): the other terminal-view budgets met');
  else console.log('\nPASS: all terminal-view budgets met');
  return failed ? 1 : 0;
}

await runBrowserBench({ name: 'terminal-view', global: 'terminalViewBench' }, measure);
