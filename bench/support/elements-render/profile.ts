// SPDX-License-Identifier: Apache-2.0
/**
 * When a budget fails (or with --profile): one more run of the failing scenario of
 * bench/elements-render.bench.ts under Chromium tracing, broken down by chromium-trace.ts.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatNumber } from '../browser-bench.js';
import { analyzeTrace, printBreakdown, traced } from '../chromium-trace.js';
import type { FirstRenderResult, FramesResult } from '../../pages/elements-render.page.js';
import { MARKS } from '../../pages/marks.js';
import { frameStats } from './frame-stats.js';
import { ms } from './formatting.js';
import { callPage, prepareStreamList } from './measure.js';
import { FIRST_RENDER_CALLS, LIST_HEIGHT_PX, PROFILE, SEED, STREAM_RATE, STREAM_TICK_MS } from './parameters.js';

/** With --profile, keeps a trace for DevTools (Performance panel › Load profile…); says where. */
async function keepTrace(json: string, scenario: string): Promise<string> {
  if (!PROFILE) return 'run with --profile to keep it';
  const path = join(tmpdir(), `tce-elements-render-${scenario}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(path, json);
  return path;
}

export async function profile(
  browser: Browser,
  page: Page,
  bundleSource: string,
  which: { firstRender: boolean; frames: boolean },
): Promise<void> {
  console.log('\nProfile: one more run of each scenario under Chromium tracing (the sampling profiler slows');
  console.log('scripts by roughly 10–30%, so read proportions, not absolute figures).');
  if (which.firstRender) {
    await callPage(page, 'cleanup');
    await callPage(page, 'collectGarbage');
    let run: FirstRenderResult | undefined;
    const json = await traced(browser, page, async () => {
      run = await callPage(page, 'firstRender', { calls: FIRST_RENDER_CALLS, seed: SEED + 100, heightPx: LIST_HEIGHT_PX });
    });
    await callPage(page, 'cleanup');
    const breakdown = analyzeTrace(json, bundleSource, MARKS.firstRenderStart, MARKS.firstRenderEnd);
    printBreakdown(`First render, traced (painted in ${ms(run?.paintedMs)}; trace: ${await keepTrace(json, 'first-render')}):`, breakdown);
  }
  if (which.frames) {
    const prepared = await prepareStreamList(page);
    const tracedMs = 3_000;
    let run: FramesResult | undefined;
    const json = await traced(browser, page, async () => {
      run = await callPage(page, 'recordFrames', { durationMs: tracedMs, rate: STREAM_RATE, tickMs: STREAM_TICK_MS });
    });
    await callPage(page, 'cleanup');
    const stats = run ? frameStats(run, 1000 / 60) : undefined;
    const breakdown = analyzeTrace(json, bundleSource, MARKS.framesStart, MARKS.framesEnd);
    printBreakdown(
      `Streaming ${STREAM_RATE} updates/s into ${prepared.facts.calls} calls, traced for ${formatNumber(tracedMs / 1000)} s ` +
        `(p95 frame ${ms(stats?.p95)}, ${stats?.dropped ?? '?'} dropped; trace: ${await keepTrace(json, 'stream')}):`,
      breakdown,
    );
  }
  console.log('');
}
