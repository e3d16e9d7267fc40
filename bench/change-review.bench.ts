// SPDX-License-Identifier: Apache-2.0
/**
 * `<change-review>` benchmark, in real headless Chromium (bench/pages/change-review.page.ts and the
 * diff worker bundled with esbuild, served from 127.0.0.1). One turn that edits FILES files (each read
 * through the client, then edited by a call with a snippet diff, as Claude's agents do) and a 1 MB
 * file. Measured, alternating where two things are compared, median of RUNS after one warm-up:
 *   1. the fold: the turn's messages into a store alone, and into a store followed by `trackChanges`
 *      (what following the change set adds to every message);
 *   2. the review's first paint: `<change-review open>` over the turn, its file list painted;
 *   3. the 1 MB file's net diff opened in the review, its rows painted;
 *   4. the same calls drawn as cards: `<tool-call-list>` with edit cards open, the first diffs painted.
 * Budgets (a review that opens at once, however large the turn): the review's first paint under
 * BUDGET_REVIEW_MS, the 1 MB file's diff under BUDGET_BIG_MS. The rest is recorded, not budgeted.
 * Exits 1 when a budget fails, 2 when the setup is invalid (a file not found, or not exact).
 *
 * Run: npx --no-install tsx bench/change-review.bench.ts   (or `npm run bench -- change-review`)
 */
import { InvalidSetup, formatNumber, median, runBrowserBench, type BenchPage } from './support/browser-bench.js';
import { reportFigures, type Figures } from './support/figures.js';
import type { ChangeReviewBench } from './pages/change-review.page.js';

const FILES = 200;
const BIG_BYTES = 1024 * 1024;
const RUNS = 5;
const BUDGET_REVIEW_MS = 500;
const BUDGET_BIG_MS = 1_500;

declare const window: { changeReviewBench: ChangeReviewBench };

async function measure(session: BenchPage): Promise<number> {
  const { page } = session;
  const prepared = await page.evaluate(([files, bytes]) => window.changeReviewBench.prepare(files, bytes), [FILES, BIG_BYTES] as const);
  const runs = { store: [] as number[], tracked: [] as number[], review: [] as number[], big: [] as number[], cards: [] as number[] };
  let rows = 0;
  let cards = { cards: 0, diffs: 0 };
  for (let run = 0; run <= RUNS; run++) {
    const folded = await page.evaluate(() => window.changeReviewBench.fold());
    if (folded.files !== FILES + 1 || folded.exact !== FILES + 1) {
      throw new InvalidSetup(`the change set holds ${folded.files} files, ${folded.exact} exact, not ${FILES + 1}`);
    }
    // Alternate which draws first, so that a slow spell of the machine does not favour one.
    const order = run % 2 ? (['cards', 'review'] as const) : (['review', 'cards'] as const);
    let review = { ms: 0, rows: 0 };
    let big = { ms: 0, rows: 0 };
    let list = { ms: 0, cards: 0, diffs: 0 };
    for (const which of order) {
      if (which === 'review') {
        review = await page.evaluate(() => window.changeReviewBench.review());
        big = await page.evaluate(() => window.changeReviewBench.openBig());
      } else {
        list = await page.evaluate(() => window.changeReviewBench.cards());
      }
    }
    if (review.rows !== FILES + 1) throw new InvalidSetup(`the review lists ${review.rows} files`);
    if (big.rows === 0 || list.diffs === 0) throw new InvalidSetup('the big diff or the cards drew no rows');
    if (run === 0) continue;
    runs.store.push(folded.storeMs);
    runs.tracked.push(folded.trackedMs);
    runs.review.push(review.ms);
    runs.big.push(big.ms);
    runs.cards.push(list.ms);
    rows = review.rows;
    cards = list;
  }
  const m = Object.fromEntries(Object.entries(runs).map(([key, values]) => [key, median(values)])) as Record<keyof typeof runs, number>;
  console.log(
    `  the turn: ${FILES} files and a 1 MB file, ${formatNumber(prepared.messages)} messages, ${formatNumber(prepared.bytes / 1024)} KB`,
  );
  console.log(`  fold: store alone ${formatNumber(m.store, 1)} ms, store + trackChanges ${formatNumber(m.tracked, 1)} ms`);
  console.log(
    `  review first paint (${rows} files listed): ${formatNumber(m.review, 1)} ms; the 1 MB file's diff opened: ${formatNumber(m.big, 1)} ms`,
  );
  console.log(`  the same as cards (${cards.cards} cards in the DOM, ${cards.diffs} diffs painted): ${formatNumber(m.cards, 1)} ms`);
  const figures: Figures = {
    'fold of the turn, store alone': { value: m.store, unit: 'ms', better: 'lower', floor: 2 },
    'fold of the turn, store + trackChanges': { value: m.tracked, unit: 'ms', better: 'lower', floor: 2 },
    'review first paint, 201 files': { value: m.review, unit: 'ms', better: 'lower', floor: 5 },
    '1 MB file diff opened in the review': { value: m.big, unit: 'ms', better: 'lower', floor: 5 },
    'same calls as open cards, first paint': { value: m.cards, unit: 'ms', better: 'lower', floor: 5 },
  };
  const failed = m.review > BUDGET_REVIEW_MS || m.big > BUDGET_BIG_MS;
  console.log(`  budgets: review first paint < ${BUDGET_REVIEW_MS} ms, 1 MB diff < ${BUDGET_BIG_MS} ms: ${failed ? 'FAILED' : 'ok'}`);
  reportFigures(figures);
  return failed ? 1 : 0;
}

await runBrowserBench(
  {
    name: 'change-review',
    global: 'changeReviewBench',
    viewport: { width: 1280, height: 900 },
    extraEntries: { 'diff.worker.js': 'src/elements/diff-view/diff.worker.ts' },
  },
  measure,
);
