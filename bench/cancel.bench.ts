// SPDX-License-Identifier: Apache-2.0
/**
 * Cancel benchmark (Node). A `session/cancel` and a `$/cancel_request` must cost the same however
 * long the session was: they settle what is pending, never walk the history. Builds, in one
 * process, two sessions that differ only in history (LARGE vs SMALL settled tool calls, each with
 * an answered permission request), both with the same few unfinished calls and one unanswered
 * permission request, then times each cancel folded onto each state (the state is persistent, so
 * every repetition starts from the same one). Each settled call also had a URL elicitation, and an
 * `elicitation/complete` of the oldest one is timed the same way (found by its id, not a walk).
 * Budget: large / small ≤ 2 for each.
 * Exits 1 when a budget fails, 2 when the cancels did not do what they should (figures mean nothing).
 *
 * Run: npx --no-install tsx bench/cancel.bench.ts   (or `npm run bench -- cancel`)
 */
import {
  createInitialState,
  reduceMessage,
  selectElicitations,
  selectErrors,
  selectPermission,
  selectToolCall,
  type ToolCallState,
} from '../src/state/index.js';
import { notification, permissionAnswer, permissionRequest, request, result, toolCallUpdate } from '../test/helpers/wire.js';
import { reportFigures } from './support/figures.js';
import { formatNumber, median } from './support/stats.js';

const LARGE = 20_000;
const SMALL = 20;
const UNFINISHED = 4;
const REPEATS = 2_000;
const BATCHES = 20;
const ROUNDS = 9;
const BUDGET = 2;
const SID = 'bench-session';
const LIVE_PERMISSION = 'live-permission';

const update = (toolCallId: string, status: string) => toolCallUpdate(SID, toolCallId, { title: 'Run', kind: 'execute', status });
const OPTIONS = [{ optionId: 'allow', name: 'Allow', kind: 'allow_once' }];
const permission = (id: string | number, toolCallId: string) => permissionRequest(id, SID, { toolCallId }, OPTIONS);

const elicitation = (id: string, elicitationId: string) =>
  request(id, 'elicitation/create', { sessionId: SID, mode: 'url', message: 'Sign in', url: 'https://example.com/', elicitationId });

function buildState(history: number): ToolCallState {
  let state = createInitialState();
  let at = 0;
  const fold = (msg: unknown, from: 'agent' | 'client') => (state = reduceMessage(state, msg, { from, receivedAt: at++ }));
  for (let i = 0; i < history; i++) {
    fold(update(`old-${i}`, 'in_progress'), 'agent');
    fold(permission(i, `old-${i}`), 'agent');
    fold(permissionAnswer(i, 'allow'), 'client');
    fold(update(`old-${i}`, 'completed'), 'agent');
    fold(elicitation(`e-${i}`, `el-${i}`), 'agent');
    fold(result(`e-${i}`, { action: 'accept' }), 'client');
  }
  for (let i = 0; i < UNFINISHED; i++) fold(update(`live-${i}`, 'in_progress'), 'agent');
  fold(permission(LIVE_PERMISSION, 'live-0'), 'agent');
  return state;
}

const SESSION_CANCEL = notification('session/cancel', { sessionId: SID });
const CANCEL_REQUEST = notification('$/cancel_request', { requestId: LIVE_PERMISSION });
const COMPLETE = notification('elicitation/complete', { elicitationId: 'el-0' });

/** µs per fold of `message` onto `state`, over `repeats` folds. */
function time(state: ToolCallState, message: unknown, from: 'agent' | 'client', repeats: number): number {
  const start = performance.now();
  for (let i = 0; i < repeats; i++) reduceMessage(state, message, { from, receivedAt: 1e9 });
  return (performance.now() - start) * 1000;
}

/**
 * µs per fold onto the large and the small state, in alternating batches whose order flips each
 * time: whichever runs first pays for the collector and the compiler, so each pays as often.
 */
function timePair(large: ToolCallState, small: ToolCallState, message: unknown, from: 'agent' | 'client'): [number, number] {
  let l = 0;
  let s = 0;
  for (let batch = 0; batch < BATCHES; batch++) {
    if (batch % 2) l += time(large, message, from, REPEATS / BATCHES);
    s += time(small, message, from, REPEATS / BATCHES);
    if (!(batch % 2)) l += time(large, message, from, REPEATS / BATCHES);
  }
  return [l / REPEATS, s / REPEATS];
}

function check(state: ToolCallState): string[] {
  const problems: string[] = [];
  const cancelled = reduceMessage(state, SESSION_CANCEL, { from: 'client', receivedAt: 1e9 });
  if (selectToolCall(cancelled, SID, 'live-1')?.status !== 'cancelled') problems.push('session/cancel left a call unfinished');
  if (selectToolCall(cancelled, SID, 'old-0')?.status !== 'completed') problems.push('session/cancel changed a finished call');
  const withdrawn = reduceMessage(state, CANCEL_REQUEST, { from: 'agent', receivedAt: 1e9 });
  if (selectPermission(withdrawn, SID, LIVE_PERMISSION)?.cancelRequested !== true)
    problems.push('$/cancel_request did not mark its request');
  const completed = reduceMessage(state, COMPLETE, { from: 'agent', receivedAt: 1e9 });
  if (selectElicitations(completed, SID)[0]?.completed !== true) problems.push('elicitation/complete did not complete el-0');
  if (selectErrors(completed).length !== 0) problems.push('the history was reported as faulty');
  return problems;
}

function main(): void {
  const large = buildState(LARGE);
  const small = buildState(SMALL);
  const problems = [...check(large), ...check(small)];
  const cases = [
    { name: 'session/cancel', message: SESSION_CANCEL, from: 'client' as const },
    { name: '$/cancel_request', message: CANCEL_REQUEST, from: 'agent' as const },
    { name: 'elicitation/complete', message: COMPLETE, from: 'agent' as const },
  ];
  const figures: Record<string, { large: number[]; small: number[]; ratios: number[] }> = {};
  for (const { name } of cases) figures[name] = { large: [], small: [], ratios: [] };
  for (let round = -1; round < ROUNDS; round++) {
    for (const { name, message, from } of cases) {
      // Alternating sizes within a round, ratio taken within it (same heap, same machine state).
      const [l, s] = timePair(large, small, message, from);
      if (round < 0) continue; // warm-up
      figures[name].large.push(l);
      figures[name].small.push(s);
      figures[name].ratios.push(l / s);
    }
  }
  const nodeVersion = (globalThis as { process?: { version?: string } }).process?.version ?? '?';
  console.log(`\nCancel benchmark (Node ${nodeVersion}; ${ROUNDS} rounds of ${formatNumber(REPEATS)} folds, medians)`);
  console.log(
    `  history of ${formatNumber(LARGE)} vs ${SMALL} settled calls and permissions, ${UNFINISHED} unfinished calls, 1 pending permission\n`,
  );
  let pass = true;
  for (const [name, f] of Object.entries(figures)) {
    const ratio = median(f.ratios);
    pass &&= ratio <= BUDGET;
    console.log(
      `  ${name.padEnd(21)} ${formatNumber(median(f.large), 2).padStart(8)} µs (${formatNumber(LARGE)})  ` +
        `${formatNumber(median(f.small), 2).padStart(8)} µs (${SMALL})  ratio ${ratio.toFixed(2)}  budget ≤ ${BUDGET}  ${ratio <= BUDGET ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log('');
  if (problems.length === 0) {
    reportFigures({
      'session/cancel, 20k history (µs)': { value: median(figures['session/cancel'].large), unit: 'µs', better: 'lower', floor: 1 },
      'session/cancel, 20k / 20': { value: median(figures['session/cancel'].ratios), unit: '×', better: 'lower' },
      '$/cancel_request, 20k history (µs)': { value: median(figures['$/cancel_request'].large), unit: 'µs', better: 'lower', floor: 1 },
      '$/cancel_request, 20k / 20': { value: median(figures['$/cancel_request'].ratios), unit: '×', better: 'lower' },
      'elicitation/complete, 20k / 20': { value: median(figures['elicitation/complete'].ratios), unit: '×', better: 'lower' },
    });
  }
  const processLike = (globalThis as { process?: { exitCode?: number } }).process;
  if (problems.length > 0) {
    console.log(`INVALID: ${problems.join('; ')}`);
    if (processLike) processLike.exitCode = 2;
  } else if (!pass) {
    console.log('FAIL: a cancel budget was exceeded');
    if (processLike) processLike.exitCode = 1;
  } else console.log('PASS: all cancel budgets met');
}

main();
