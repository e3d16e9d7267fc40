// SPDX-License-Identifier: Apache-2.0
/**
 * `<session-thread>` benchmark, in real headless Chromium (bench/pages/session-thread.page.ts bundled
 * with esbuild, served from 127.0.0.1, driven with playwright-core). A synthetic session of 1,000
 * transcript entries, drawn by `<session-thread>` and, in the same run and on the same session, by
 * `<tool-call-list>` (which draws only its tool calls):
 *   1. first render: a fresh element 800 px high gets the pre-filled store; until it drew and two
 *      frames passed. Median of RUNS rounds, the two elements alternating first.
 *   2. streaming: for STREAM_MS a long markdown answer streams in (24 characters every 8 ms) while a
 *      tool call starts and ends every 100 ms; every frame's interval (p95, dropped share), the main
 *      thread's busy share, and for the thread how many characters markdown rendered per character
 *      streamed (a whole-message re-parse per chunk would grow with the message; block-by-block stays
 *      near one).
 * Budgets: the thread's first render under BUDGET_FIRST_RENDER_MS; its busy share while streaming
 * within BUDGET_BUSY_SHARE; markdown characters per streamed character under BUDGET_REPARSE.
 * Exits 1 when a budget fails, 2 when the setup is invalid.
 *
 * Run: npx --no-install tsx bench/session-thread.bench.ts   (or `npm run bench -- session-thread`)
 */
import {
  InvalidSetup,
  droppedFrameShare,
  formatNumber,
  frameDeltas,
  measureBusy,
  median,
  percentile,
  runBrowserBench,
  type BenchPage,
} from './support/browser-bench.js';
import { reportFigures } from './support/figures.js';
import type { SessionThreadBench, Tag } from './pages/session-thread.page.js';

const RUNS = 5;
const STREAM_MS = 4_000;
const BUDGET_FIRST_RENDER_MS = 300;
const BUDGET_BUSY_SHARE = 0.75;
const BUDGET_REPARSE = 3;
const TAGS: Tag[] = ['session-thread', 'tool-call-list'];

declare const window: { sessionThreadBench: SessionThreadBench };

async function measure(session: BenchPage): Promise<number> {
  const { page } = session;
  let failed = false;
  const first: Record<Tag, number[]> = { 'session-thread': [], 'tool-call-list': [] };
  // One cold round first for each element, not counted.
  for (const tag of TAGS) await page.evaluate((t) => window.sessionThreadBench.firstRender(t), tag);
  for (let round = 0; round < RUNS; round++) {
    for (const tag of round % 2 ? [...TAGS].reverse() : TAGS) {
      const result = await page.evaluate((t) => window.sessionThreadBench.firstRender(t), tag);
      if (result.drawn === 0) throw new InvalidSetup(`${tag} drew nothing`);
      first[tag].push(result.ms);
    }
  }
  const figures: Record<string, { value: number; unit: string; better: 'lower' | 'higher'; floor?: number }> = {};
  for (const tag of TAGS) {
    const ms = median(first[tag]);
    figures[`${tag} first render`] = { value: ms, unit: 'ms', better: 'lower', floor: 5 };
    console.log(
      `  first render, 1,000 entries, ${tag}: median ${formatNumber(ms, 1)} ms (${first[tag].map((v) => formatNumber(v)).join(', ')})`,
    );
  }
  let reparse = 0;
  for (const tag of TAGS) {
    const busy = await measureBusy(session, () =>
      page.evaluate(([t, ms]) => window.sessionThreadBench.stream(t as Tag, ms as number), [tag, STREAM_MS]),
    );
    const { frames, drawn, markdownChars, answerChars } = busy.result;
    if (drawn === 0 || frames.length < 10) throw new InvalidSetup(`${tag}: the stream did not run`);
    const deltas = frameDeltas(frames);
    const p95 = percentile(deltas, 95);
    const dropped = droppedFrameShare(frames);
    figures[`${tag} stream busy`] = { value: busy.busyShare * 100, unit: '%', better: 'lower', floor: 2 };
    figures[`${tag} stream p95 frame`] = { value: p95, unit: 'ms', better: 'lower', floor: 2 };
    figures[`${tag} stream dropped`] = { value: dropped * 100, unit: '%', better: 'lower', floor: 1 };
    let line = `  streaming, ${tag}: ${frames.length} frames, p95 ${formatNumber(p95, 1)} ms, dropped ${formatNumber(dropped * 100, 1)} %, main thread busy ${formatNumber(busy.busyShare * 100, 1)} %, ${drawn} drawn`;
    if (tag === 'session-thread') {
      reparse = markdownChars / Math.max(1, answerChars);
      figures['session-thread markdown chars per streamed char'] = { value: reparse, unit: '×', better: 'lower', floor: 0.1 };
      line += `, markdown rendered ${formatNumber(reparse, 2)} chars per streamed char`;
      if (busy.busyShare > BUDGET_BUSY_SHARE) failed = true;
    }
    console.log(line);
  }
  const firstThread = median(first['session-thread']);
  if (firstThread > BUDGET_FIRST_RENDER_MS) failed = true;
  if (reparse > BUDGET_REPARSE) failed = true;
  console.log(
    `  budgets: first render < ${BUDGET_FIRST_RENDER_MS} ms, busy ≤ ${BUDGET_BUSY_SHARE * 100} %, markdown ≤ ${BUDGET_REPARSE} chars per streamed char: ${failed ? 'FAILED' : 'ok'}`,
  );
  reportFigures(figures);
  return failed ? 1 : 0;
}

await runBrowserBench({ name: 'session-thread', global: 'sessionThreadBench' }, measure);
