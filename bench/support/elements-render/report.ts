// SPDX-License-Identifier: Apache-2.0
/**
 * What bench/elements-render.bench.ts makes of its measurements: whether they mean anything
 * (validate), the human-readable report with its notes, the verdicts against the budgets, and the
 * figures for the `BENCH_RESULT` line.
 */
import { cpus, loadavg } from 'node:os';
import { formatNumber, median } from '../browser-bench.js';
import { bundleLocator, largest, tally, type Locate } from '../chromium-trace.js';
import type { CpuShare } from '../cpu-share.js';
import type { Figures } from '../figures.js';
import type { FirstRenderResult } from '../../pages/elements-render.page.js';
import type { FrameEntry } from '../../pages/performance-entries.js';
import { deltasOf, frameStats, type FrameStats } from './frame-stats.js';
import { ms, percentText, row } from './formatting.js';
import type { Measured } from './measure.js';
import {
  BUDGET_BUSY_SHARE,
  BUDGET_DROPPED_SHARE,
  BUDGET_FIRST_RENDER_MS,
  FIRST_RENDER_CALLS,
  FIRST_RENDER_RUNS,
  FIRST_RENDER_WARM_UPS,
  LIST_HEIGHT_PX,
  SEED,
  STREAM_CALLS,
  STREAM_MS,
  STREAM_RATE,
  STREAM_TICK_MS,
} from './parameters.js';

function budgetText(value: number, budget: number, unit = 'ms'): { text: string; pass: boolean } {
  const pass = value < budget;
  return { text: `budget < ${formatNumber(budget, 1)} ${unit}  ${pass ? 'PASS' : 'FAIL'}`, pass };
}

function atMost(value: number, budget: number, unit: string): { text: string; pass: boolean } {
  const pass = value <= budget;
  return { text: `budget ≤ ${formatNumber(budget, 1)} ${unit}  ${pass ? 'PASS' : 'FAIL'}`, pass };
}

/** Long animation frames: how many, their time, and the scripts that took most of it. */
function summarizeLongFrames(frames: readonly FrameEntry[], locate: Locate): string[] {
  if (frames.length === 0) return ['none'];
  const total = frames.reduce((sum, frame) => sum + frame.duration, 0);
  const script = frames.reduce((sum, frame) => sum + frame.scriptMs, 0);
  const rendering = frames.reduce((sum, frame) => sum + frame.styleLayoutMs, 0);
  const forced = frames.reduce((sum, frame) => sum + frame.scripts.reduce((n, s) => n + s.forcedStyleAndLayoutMs, 0), 0);
  const byScript = new Map<string, number>();
  for (const frame of frames) {
    for (const s of frame.scripts) {
      const where = s.url.endsWith('/page.js') ? locate(s.charPosition) : s.url || 'native';
      tally(byScript, `${s.invoker} → ${s.fn} (${where})`, s.duration);
    }
  }
  return [
    `${frames.length}, ${formatNumber(total)} ms: scripts ${formatNumber(script)} (forcing layout ${formatNumber(forced)}), rendering ${formatNumber(rendering)} ms`,
    ...largest(byScript, 3).map(([name, duration]) => `    ${formatNumber(duration).padStart(5)} ms  ${name}`),
  ];
}

/** What makes the figures meaningless: then we exit 2 whatever they say. */
export function validate(measured: Measured, pageErrors: readonly string[], blocked: readonly string[]): string[] {
  const problems: string[] = [];
  if (blocked.length > 0) problems.push(`the page tried to reach ${blocked.length} non-loopback URL(s), e.g. ${blocked[0]}`);
  if (pageErrors.length > 0) problems.push(`${pageErrors.length} page error(s), first: ${pageErrors[0]}`);
  for (const [i, run] of [measured.cold, ...measured.runs].entries()) {
    const name = i === 0 ? 'cold first render' : `first render #${i}`;
    problems.push(...run.problems.map((p) => `${name}: ${p}`));
    if (run.cardsInDomMs === undefined || run.cards.count === 0) problems.push(`${name}: the list rendered no cards`);
    else if (run.cards.withTitle < run.cards.count)
      problems.push(`${name}: ${run.cards.count - run.cards.withTitle} of ${run.cards.count} cards drew no title`);
    if (!run.cards.consecutive)
      problems.push(`${name}: the cards drawn are not consecutive calls of the session (first: ${run.cards.firstId})`);
  }
  const { prepared, idle, stream } = measured;
  problems.push(...prepared.problems.map((p) => `stream setup: ${p}`));
  if (prepared.cards.count === 0) problems.push('stream setup: the list rendered no cards');
  else if (!prepared.cards.consecutive) problems.push('stream setup: the cards drawn are not consecutive calls of the session');
  if (prepared.settledAtBottomMs === undefined) problems.push('stream setup: the list never came to rest at the bottom');
  const expected = Math.floor((STREAM_RATE * STREAM_MS) / 1000);
  if (stream.dispatched < expected * 0.98) problems.push(`stream: only ${stream.dispatched} of ${expected} updates were dispatched`);
  if (stream.feedExhausted) problems.push('stream: the pre-built feed ran out');
  if (stream.feedErrors > 0) problems.push(`stream: ${stream.feedErrors} feed errors (the synthetic messages are wrong)`);
  if (stream.cardsAfter.count === 0) problems.push('stream: no cards after the stream');
  else if (!stream.cardsAfter.consecutive)
    problems.push('stream: after the stream, the cards drawn are not consecutive calls of the session');
  if (idle.dispatched !== 0) problems.push('idle baseline: something was dispatched');
  if (idle.frameTimes.length < 30 || stream.frameTimes.length < 10)
    problems.push('too few animation frames recorded: is rAF running at all?');
  return problems;
}

export interface Verdict {
  text: string;
  pass: boolean;
  /** The machine missed the budget with nothing to do: no verdict on the elements. */
  inconclusive?: boolean;
}

export interface Verdicts {
  firstRender: Verdict;
  frames: Verdict;
  busy: Verdict;
  /** For `npm run bench -- --against`: printed only when the figures are valid. */
  figures: Figures;
}

export function report(
  measured: Measured,
  env: Record<string, unknown>,
  bundleSource: string,
  chromiumPath: string,
  browserVersion: string,
): Verdicts {
  const locate = bundleLocator(bundleSource);
  const bundleBytes = Buffer.byteLength(bundleSource);
  const longFrames = (label: string, frames: readonly FrameEntry[]) => {
    const [first, ...rest] = summarizeLongFrames(frames, locate);
    console.log(row(label, '', first));
    for (const line of rest) console.log(`  ${''.padEnd(40)} ${line}`);
  };
  const { cold, runs, prepared, idle, stream } = measured;
  const painted = runs.map((run) => run.paintedMs ?? Infinity);
  const inDom = runs.map((run) => run.cardsInDomMs ?? Infinity);
  const updateComplete = runs.map((run) => run.updateCompleteMs);
  const folds = runs.map((run) => run.foldMs);
  const firstRender: Verdict = budgetText(median(painted), BUDGET_FIRST_RENDER_MS);
  if (!firstRender.pass && measured.firstRenderNoisy) {
    firstRender.text = `budget < ${formatNumber(BUDGET_FIRST_RENDER_MS, 1)} ms  INCONCLUSIVE (busy machine)`;
    firstRender.inconclusive = true;
  }

  // The refresh interval, from the idle baseline: what an undisturbed frame reads here.
  const interval = median(deltasOf(idle));
  const idleStats = frameStats(idle, interval);
  const streamStats = frameStats(stream, interval);
  const droppedStream = streamStats.dropped / Math.max(1, streamStats.frames + streamStats.dropped);
  const frames: Verdict = atMost(droppedStream * 100, BUDGET_DROPPED_SHARE * 100, '%');
  if (!frames.pass && measured.noisy) {
    frames.text = `budget ≤ ${formatNumber(BUDGET_DROPPED_SHARE * 100, 1)} %  INCONCLUSIVE (busy machine)`;
    frames.inconclusive = true;
  }
  const busy: Verdict = atMost(measured.streamBusy * 100, BUDGET_BUSY_SHARE * 100, '%');

  const range = (values: number[], digits = 1) =>
    `${formatNumber(Math.min(...values), digits)} – ${formatNumber(Math.max(...values), digits)} ms`;
  console.log(`\nElement render benchmark (${browserVersion}, ${chromiumPath}; Node ${process.version})`);
  console.log(
    `  headless, viewport ${String(env.viewport)}, DPR ${String(env.devicePixelRatio)}; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}; ` +
      `page ${formatNumber(bundleBytes / 1024)} KB (production Lit, esbuild); list ${LIST_HEIGHT_PX} px high; seed ${SEED}`,
  );
  console.log(
    `  rAF cadence at idle: ${formatNumber(interval, 2)} ms (${formatNumber(1000 / interval, 1)} Hz${interval > 18 ? ', throttled?' : ''}); longtask observer ${env.longTaskSupported ? 'yes' : 'no'}, ` +
      `long-animation-frame observer ${env.longFrameSupported ? 'yes' : 'no'}`,
  );
  console.log('');
  console.log(
    `1. First render: ${formatNumber(FIRST_RENDER_CALLS)} tool calls (${formatNumber(runs[0].messages)} messages folded first), fresh list each time;`,
  );
  console.log(
    `   ${FIRST_RENDER_WARM_UPS} cold warm-up + ${FIRST_RENDER_RUNS} timed runs, medians; the clock starts at \`list.store = store\``,
  );
  if (measured.firstRenderAttempts.length > 1) {
    const shown = measured.firstRenderAttempts.map(
      (a, i) =>
        `#${i + 1} painted ${formatNumber(a.paintedMs)} ms, fold ${formatNumber(a.foldMinMs)}/${formatNumber(a.foldMedianMs)} ms min/median, ` +
        `others ${percentText(a.others)} CPU${a.noisy ? ' (noisy)' : ''}`,
    );
    console.log(
      `   ${measured.firstRenderAttempts.length} attempts (over budget on a busy machine is measured again): ${shown.join('; ')}`,
    );
  }
  console.log(row('figure', 'median', 'min – max', 'budget'));
  console.log(row('fold the session (before; noise gauge)', ms(median(folds)), range(folds)));
  console.log(row('list updateComplete', ms(median(updateComplete)), range(updateComplete)));
  console.log(row('first cards in shadow DOM', ms(median(inDom)), range(inDom)));
  console.log(row('first cards painted (+2 rAF)', ms(median(painted)), range(painted), firstRender.text));
  console.log(row('cold run (first in the page): painted', ms(cold.paintedMs), `cards in DOM after ${ms(cold.cardsInDomMs)}`));
  const last = runs[runs.length - 1];
  const statuses = (cards: FirstRenderResult['cards']) =>
    Object.entries(cards.statuses)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ');
  console.log(row('cards drawn (last run)', `${last.cards.count}`, `${last.cards.open} open; ${statuses(last.cards)}`));
  const selfScrolled = runs.filter((run) => run.afterwards.atBottom).length;
  console.log(
    row(
      'went to the bottom by itself (10 frames)',
      `${selfScrolled} of ${runs.length}`,
      `scrollTop ${formatNumber(last.afterwards.scrollTop)} of ${formatNumber(last.afterwards.scrollHeight)} px`,
      selfScrolled < runs.length ? '(see notes)' : '',
    ),
  );
  const cpuText = (cpu: CpuShare | undefined) =>
    cpu ? `Chromium ${percentText(cpu.chromium)}, other processes ${percentText(cpu.others)}` : 'no /proc: unknown';
  console.log(row(`CPU during the runs (of ${cpus().length} cores)`, '', cpuText(measured.firstRenderCpu)));
  const renderTasks = runs.flatMap((run) => run.longTasks.map((task) => task.duration));
  console.log(
    row(
      'long tasks per run (median count)',
      formatNumber(median(runs.map((run) => run.longTasks.length))),
      `longest ${ms(Math.max(0, ...renderTasks))}`,
    ),
  );
  longFrames('long animation frames (last run)', last.longFrames);
  console.log('');
  console.log(
    `2. Frames: a ${formatNumber(STREAM_CALLS)}-call list scrolled to the bottom (${prepared.cards.count} cards drawn); ${formatNumber(STREAM_MS / 1000)} s idle, ` +
      `then ${formatNumber(STREAM_MS / 1000)} s at ${STREAM_RATE} updates/s`,
  );
  if (measured.attempts.length > 1) {
    const shown = measured.attempts.map(
      (a, i) =>
        `#${i + 1} idle p95 ${formatNumber(a.idleP95, 1)} ms/${formatNumber(a.idleDroppedShare * 100)}% dropped, ` +
        `stream p95 ${formatNumber(a.streamP95, 1)} ms/${formatNumber(a.streamDroppedShare * 100)}%, others ${percentText(a.streamOthers)} CPU, ` +
        `CPU probe ×${formatNumber(a.cpuSlowdown, 2)}${a.noisy ? ' (noisy)' : ''}`,
    );
    console.log(`   ${measured.attempts.length} attempts (over budget on a busy machine is measured again): ${shown.join('; ')}`);
  }
  const f = prepared.feed;
  console.log(
    `   feed: ${stream.dispatched} messages sent (${formatNumber((stream.dispatched / (stream.end - stream.start)) * 1000)}/s from a ${STREAM_TICK_MS} ms timer, ` +
      `${stream.ticks} ticks, max lag ${ms(stream.maxLagMs)}); the pre-built ${f.messages}: ${f.terminalChunks} terminal chunks (_meta.terminal_output), ` +
      `${f.contentReplacements} content replacements, ${f.statusChanges} status changes, ${f.newCalls} new calls, ${f.oldCallUpdates} updates to old calls`,
  );
  console.log(row('figure', 'idle', 'streaming', 'budget'));
  const pair = (label: string, a: string, b: string, verdict = '') => console.log(row(label, a, b.padStart(14), verdict));
  const share = (n: number, of: number) => `${formatNumber((n / Math.max(1, of)) * 100, 1)}%`;
  pair('frames (rAF callbacks)', formatNumber(idleStats.frames), formatNumber(streamStats.frames));
  pair('frame rate', `${formatNumber(idleStats.fps, 1)} fps`, `${formatNumber(streamStats.fps, 1)} fps`);
  pair('frame time p50', ms(idleStats.p50), ms(streamStats.p50));
  pair('frame time p95 (for information)', ms(idleStats.p95), ms(streamStats.p95));
  pair('frame time p99', ms(idleStats.p99), ms(streamStats.p99));
  pair('frame time max', ms(idleStats.max), ms(streamStats.max));
  const vsyncs = (stats: FrameStats) => stats.frames + stats.dropped;
  pair(
    'dropped frames (missed vsyncs)',
    `${idleStats.dropped} (${share(idleStats.dropped, vsyncs(idleStats))})`,
    `${streamStats.dropped} (${share(streamStats.dropped, vsyncs(streamStats))})`,
    frames.text,
  );
  pair('main thread busy (DevTools TaskDuration)', '–', `${formatNumber(measured.streamBusy * 100, 1)}%`, busy.text);
  pair(
    'late frames (> 1.5 intervals)',
    `${idleStats.late} (${share(idleStats.late, idleStats.frames)})`,
    `${streamStats.late} (${share(streamStats.late, streamStats.frames)})`,
  );
  pair('long tasks (> 50 ms): count', formatNumber(idleStats.longTasks), formatNumber(streamStats.longTasks));
  pair(
    'long tasks: total / longest',
    `${formatNumber(idleStats.longTaskMs)} / ${formatNumber(idleStats.longestTask)} ms`,
    `${formatNumber(streamStats.longTaskMs)} / ${formatNumber(streamStats.longestTask)} ms`,
  );
  pair(
    `CPU: Chromium (share of ${cpus().length} cores)`,
    percentText(measured.idleCpu?.chromium),
    percentText(measured.streamCpu?.chromium),
  );
  pair('CPU: other processes (noise)', percentText(measured.idleCpu?.others), percentText(measured.streamCpu?.others));
  pair('store.dispatch per message (sync part)', '–', `${formatNumber((stream.dispatchMs / Math.max(1, stream.dispatched)) * 1000)} µs`);
  pair(
    'list at the bottom (sampled 2×/s)',
    `${idle.bottomHits} of ${idle.bottomSamples}`,
    `${stream.bottomHits} of ${stream.bottomSamples}`,
    stream.bottomHits < stream.bottomSamples ? '(see notes)' : '',
  );
  longFrames('long animation frames, idle', idle.longFrames);
  longFrames('long animation frames, streaming', stream.longFrames);
  console.log(
    row(
      'after the stream',
      `${stream.callsAfter} calls`,
      `${stream.cardsAfter.count} cards drawn, at the bottom: ${stream.atBottomAfter ? 'yes' : 'no'}`,
    ),
  );

  const notes: string[] = [];
  if (selfScrolled < runs.length) {
    notes.push(
      `given a store that already holds ${formatNumber(FIRST_RENDER_CALLS)} calls, <tool-call-list> stayed at the top in ${runs.length - selfScrolled} of ${runs.length} runs ` +
        '(10 frames after painting), although it is meant to follow the newest call.',
    );
  }
  if (stream.bottomHits < stream.bottomSamples / 2) {
    notes.push(
      `the bench put the list at the bottom, yet while updates streamed in it was there in only ${stream.bottomHits} of ${stream.bottomSamples} samples: ` +
        'it stopped following new calls, so the frames above are those of a list that shows older, settled calls.',
    );
  } else if (stream.bottomHits < stream.bottomSamples) {
    notes.push(
      `while updates streamed in, the list was off the bottom in ${stream.bottomSamples - stream.bottomHits} of ${stream.bottomSamples} samples ` +
        '(each taken after a frame: the list may have been catching up with a card that grew).',
    );
  }
  if (firstRender.inconclusive) {
    notes.push(
      'first render was over budget on every attempt while the machine was busy (the same fold varied more than 2×): no verdict; the quietest attempt is shown.',
    );
  }
  if (frames.inconclusive) {
    notes.push(
      `every attempt dropped more frames than the budget while the machine was busy (noisy idle baseline or other processes on the CPU; load average ${loadavg()[0].toFixed(1)}): no frame verdict; the quietest attempt is shown.`,
    );
  } else if (measured.noisy) {
    notes.push(
      'the machine was busy (noisy idle baseline or other processes on the CPU); the streaming figures are within budget all the same.',
    );
  }
  if (notes.length > 0) console.log(`\n  notes:\n${notes.map((note) => `  - ${note}`).join('\n')}`);
  console.log('');
  const figures: Figures = {
    'first render: painted (ms)': { value: median(painted), unit: 'ms', better: 'lower' },
    'first render: fold, noise gauge (ms)': { value: median(folds), unit: 'ms', better: 'lower' },
    'stream: dropped frames (%)': { value: droppedStream * 100, unit: '%', better: 'lower', floor: 1 },
    'stream: main thread busy (%)': { value: measured.streamBusy * 100, unit: '%', better: 'lower', floor: 1 },
    'stream: dispatch per message (µs)': {
      value: (stream.dispatchMs / Math.max(1, stream.dispatched)) * 1000,
      unit: 'µs',
      better: 'lower',
    },
  };
  return { firstRender, frames, busy, figures };
}
