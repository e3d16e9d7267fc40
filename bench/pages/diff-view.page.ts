// SPDX-License-Identifier: Apache-2.0
/**
 * The in-page half of bench/diff-view.bench.ts. Bundled with esbuild (production Lit), the diff
 * worker bundled beside it as diff.worker.js. The Node side calls `window.diffViewBench` through
 * `page.evaluate`; this only measures (timestamps), it judges nothing.
 *
 * Both contenders get the same two texts and are timed from the moment they get them to the end
 * of the first frame painted with their rows in the DOM (a task posted from that frame's rAF):
 *   - `<diff-view>` (unified): line diff in the worker, windowed rows;
 *   - diff2html (its documented use for two texts): jsdiff's `createTwoFilesPatch`, then
 *     `Diff2Html.html(patch)` line-by-line with its defaults, inserted into the page.
 */
import { createTwoFilesPatch } from 'diff';
import { html as diff2html } from 'diff2html';
import '../../src/elements/diff-view/diff-view.js';
import { setDiffWorkerUrl, type DiffView } from '../../src/elements/diff-view/diff-view.js';
import { scatteredEdits } from '../../test/fixtures/diff-view/inputs.js';
import { frame, painted } from './paint.js';

// esbuild leaves `new URL('./diff.worker.ts', import.meta.url)` alone: point at the bundled copy.
setDiffWorkerUrl(new URL('./diff.worker.js', import.meta.url));

const stage = document.getElementById('stage')!;
let texts = { oldText: '', newText: '' };

export interface RunResult {
  ms: number;
  /** Row elements in the DOM once painted. */
  rows: number;
  engine?: string;
  added?: string;
}

export interface ScrollResult {
  frames: number[];
  /** Long animation frames (over 50 ms) during the scroll: script time and style+layout time in each. */
  longFrames: Array<{ duration: number; scriptMs: number; styleLayoutMs: number }>;
  scrolledPx: number;
  rowsInDom: number;
}

function clear(): void {
  stage.replaceChildren();
}

const bench = {
  prepare(lines: number, edits: number): { oldBytes: number; newBytes: number } {
    texts = scatteredEdits(lines, edits);
    return { oldBytes: texts.oldText.length, newBytes: texts.newText.length };
  },

  async ours(): Promise<RunResult> {
    clear();
    await frame();
    const el = document.createElement('diff-view') as DiffView;
    el.view = 'unified';
    el.path = '/bench/generated.ts';
    const start = performance.now();
    el.oldText = texts.oldText;
    el.newText = texts.newText;
    stage.append(el);
    await painted(() => !!el.shadowRoot?.querySelector('.row'));
    const ms = performance.now() - start;
    return {
      ms,
      rows: el.shadowRoot!.querySelectorAll('.row').length,
      engine: el.engine,
      added: el.shadowRoot!.querySelector('.counts')?.textContent?.replace(/\s+/g, ' ').trim(),
    };
  },

  async diff2html(): Promise<RunResult> {
    clear();
    await frame();
    const start = performance.now();
    const patch = createTwoFilesPatch('generated.ts', 'generated.ts', texts.oldText, texts.newText);
    const container = document.createElement('div');
    // diff2html returns markup; this is the bench's own synthetic text, and the baseline's documented use.
    container.innerHTML = diff2html(patch, { drawFileList: false, outputFormat: 'line-by-line' });
    stage.append(container);
    await painted(() => true);
    const ms = performance.now() - start;
    return { ms, rows: container.querySelectorAll('tr').length };
  },

  /** Scrolls the current `<diff-view>`'s body by `step` px every frame for `ms`; frame timestamps. */
  async scroll(ms: number, step: number): Promise<ScrollResult> {
    const el = stage.querySelector('diff-view') as DiffView;
    const body = el.shadowRoot!.querySelector<HTMLElement>('.body')!;
    const frames: number[] = [];
    const longFrames: ScrollResult['longFrames'] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { renderStart: number; styleAndLayoutStart: number; scripts: Array<{ duration: number }> }
      >) {
        longFrames.push({
          duration: entry.duration,
          scriptMs: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
          styleLayoutMs: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
        });
      }
    });
    if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) observer.observe({ type: 'long-animation-frame' });
    const end = performance.now() + ms;
    let direction = 1;
    let scrolled = 0;
    while (performance.now() < end) {
      const before = body.scrollTop;
      body.scrollTop += direction * step;
      if (body.scrollTop === before) direction = -direction;
      scrolled += Math.abs(body.scrollTop - before);
      frames.push(await frame());
    }
    observer.disconnect();
    return { frames, longFrames, scrolledPx: scrolled, rowsInDom: el.shadowRoot!.querySelectorAll('.row').length };
  },

  /** Frame timestamps of the page doing nothing, for `ms`: the machine's noise floor. */
  async idle(ms: number): Promise<number[]> {
    const frames: number[] = [];
    const end = performance.now() + ms;
    while (performance.now() < end) frames.push(await frame());
    return frames;
  },

  clear,
};

export type DiffViewBench = typeof bench;
(window as unknown as { diffViewBench: DiffViewBench }).diffViewBench = bench;
