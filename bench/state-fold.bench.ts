// SPDX-License-Identifier: Apache-2.0
/**
 * State fold benchmark (Node). Builds a deterministic synthetic ACP stream of 100 000 JSON lines
 * shaped like the recorded traces in test/fixtures (10 000 tool calls in one session, codex- and
 * claude-style), then measures in one process:
 *   1. JSON.parse over every line;
 *   2. folding the parsed messages into a fresh store (the reducer's whole cost);
 *   3. the fold's cost per message over the first and the last 10 000 messages of the same run.
 * Budgets: fold ≤ 1.0 × parse (the state must never cost more than reading the wire), and
 * last-10k ≤ 1.5 × first-10k (a long session must not slow the fold down). Exits 1 when a budget
 * fails, 2 when the stream did not fold as expected (then the figures mean nothing).
 *
 * Run: npx --no-install tsx bench/state-fold.bench.ts   (or `npm run bench` for every benchmark)
 */
import { createToolCallStore, selectErrors, selectSessions, selectToolCalls, type Sender, type ToolCallState } from '../src/state/index.js';
import { readdirSync, readFileSync } from 'node:fs';
import { reportFigures } from './support/figures.js';
import { formatNumber, median, pairedRatio } from './support/stats.js';
import { buildStream, SESSION_ID, TOOL_CALLS, TOTAL_LINES } from './support/synthetic-acp-stream.js';

const SLICE = 10_000;
const WARM_UP_RUNS = 2;
const TIMED_RUNS = 7;
const SEED = 0xac9_5eed;
const BUDGET_FOLD_OVER_PARSE = 1.0;
const BUDGET_LAST_OVER_FIRST = 1.5;
const BUDGET_REAL_FOLD_OVER_PARSE = 1.0;

type Json = Record<string, unknown>;

interface Dispatch {
  msg: unknown;
  from: Sender;
  receivedAt: number;
}

interface RunFigures {
  parseMs: number;
  foldMs: number;
  firstSliceMs: number;
  lastSliceMs: number;
  state: ToolCallState;
}

function collectGarbage(): void {
  // Only with --expose-gc; otherwise collections fall where they fall, in both phases alike.
  (globalThis as { gc?: () => void }).gc?.();
}

function timeParse(lines: readonly string[]): { ms: number; parsed: Array<{ t_ms: number; dir: string; msg: unknown }> } {
  const parsed = new Array<{ t_ms: number; dir: string; msg: unknown }>(lines.length);
  const start = performance.now();
  for (let i = 0; i < lines.length; i++) parsed[i] = JSON.parse(lines[i]);
  return { ms: performance.now() - start, parsed };
}

function toDispatches(parsed: ReadonlyArray<{ t_ms: number; dir: string; msg: unknown }>): Dispatch[] {
  return parsed.map((line) => ({
    msg: line.msg,
    from: line.dir === 'agent->client' ? 'agent' : 'client',
    // Passing receivedAt keeps Date.now out of what we measure.
    receivedAt: line.t_ms,
  }));
}

/** Folds everything into a fresh store, timing the whole and its first and last slices. */
function timeFold(dispatches: readonly Dispatch[]): Omit<RunFigures, 'parseMs'> {
  const store = createToolCallStore();
  const n = dispatches.length;
  let i = 0;
  const start = performance.now();
  for (; i < SLICE; i++) store.dispatch(dispatches[i].msg, dispatches[i]);
  const afterFirst = performance.now();
  for (; i < n - SLICE; i++) store.dispatch(dispatches[i].msg, dispatches[i]);
  const beforeLast = performance.now();
  for (; i < n; i++) store.dispatch(dispatches[i].msg, dispatches[i]);
  const end = performance.now();
  return { foldMs: end - start, firstSliceMs: afterFirst - start, lastSliceMs: end - beforeLast, state: store.getState() };
}

function oneRun(lines: readonly string[]): RunFigures {
  collectGarbage();
  const { ms: parseMs, parsed } = timeParse(lines);
  const dispatches = toDispatches(parsed);
  collectGarbage();
  return { parseMs, ...timeFold(dispatches) };
}

/** The fold must have produced what the stream describes, or the timings measure the wrong thing. */
function checkFoldedState(state: ToolCallState): string[] {
  const problems: string[] = [];
  const sessions = selectSessions(state);
  if (sessions.length !== 1 || sessions[0] !== SESSION_ID) problems.push(`sessions: ${JSON.stringify(sessions)}`);
  const calls = selectToolCalls(state, SESSION_ID);
  if (calls.length !== TOOL_CALLS) problems.push(`${calls.length} tool calls, expected ${TOOL_CALLS}`);
  const unfinished = calls.filter((call) => call.status !== 'completed' && call.status !== 'failed').length;
  if (unfinished > 0) problems.push(`${unfinished} tool calls did not finish`);
  const errors = selectErrors(state);
  if (errors.length > 0) problems.push(`${errors.length} feed errors, first: ${errors[0].reason}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The recorded traces, repeated: messages the size real agents send
//
// Reading of the budget (issue 17, item 8: "fold time ≤ 1.0× JSON.parse of the same lines"): the
// lines are the JSON-RPC messages as a client receives them (one message's JSON text each, no trace
// envelope), and the fold is the reducer's work on the parsed message: `dispatch(object)`, which is
// what the connection does after reading a frame, and what the first figure above measures too. A
// store fed raw text pays one JSON.parse plus that fold; that figure is printed beside it (its
// honest budget is 2.0× parse) but is not a separate budget, since it would only re-measure parse.

const FIXTURES = new URL('../test/fixtures/', import.meta.url);
const REAL_ROUNDS = 9;
const REAL_WARM_UP_ROUNDS = 2;

interface RealLine {
  text: string;
  from: Sender;
  receivedAt: number;
}

/**
 * The fixture traces one after another, repeated until TOTAL_LINES messages. Every repetition
 * renames the tool-call ids, terminal ids and JSON-RPC ids (consistently within a repetition), so
 * it makes fresh calls, terminals and permission requests in the traces' sessions, which grow.
 */
function buildRealTraceStream(): { lines: RealLine[]; toolCalls: number } {
  const traces = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) =>
      readFileSync(new URL(name, FIXTURES), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { t_ms: number; dir: string; msg: Json }),
    );
  const renamed = traces.map((trace) => {
    const text = trace.map((line) => JSON.stringify(line.msg)).join('\n');
    const ids = new Set<string>();
    for (const match of text.matchAll(/"(?:toolCallId|terminalId|terminal_id)":"([^"]+)"/g)) ids.add(match[1]);
    return { trace, ids: [...ids] };
  });
  const lines: RealLine[] = [];
  const calls = new Set<string>();
  let clock = 0;
  for (let rep = 0; lines.length < TOTAL_LINES; rep++) {
    for (const { trace, ids } of renamed) {
      const start = clock;
      for (const line of trace) {
        if (lines.length === TOTAL_LINES) break;
        let text = JSON.stringify(line.msg);
        for (const id of ids) text = text.split(`"${id}"`).join(`"${id}-r${rep}"`);
        const msg = JSON.parse(text) as Json;
        if (typeof msg.id === 'number') msg.id = msg.id + rep * 1_000;
        else if (typeof msg.id === 'string') msg.id = `${msg.id}-r${rep}`;
        text = JSON.stringify(msg);
        for (const match of text.matchAll(/"toolCallId":"([^"]+)"/g)) calls.add(match[1]);
        clock = start + line.t_ms;
        lines.push({ text, from: line.dir === 'agent->client' ? 'agent' : 'client', receivedAt: clock });
      }
    }
  }
  return { lines, toolCalls: calls.size };
}

function checkRealFold(state: ToolCallState, toolCalls: number): string[] {
  const problems: string[] = [];
  const total = selectSessions(state).reduce((sum, id) => sum + selectToolCalls(state, id).length, 0);
  if (total !== toolCalls) problems.push(`${total} tool calls, expected ${toolCalls}`);
  const errors = selectErrors(state);
  if (errors.length > 0) problems.push(`${errors.length} feed errors, first: ${errors[0].reason}`);
  return problems;
}

/**
 * Alternating rounds of: JSON.parse of every line; folding the parsed messages into a fresh store;
 * dispatching the raw lines into a fresh store (parse and fold). Returns the budget verdict.
 */
function realTraceFold(): { pass: boolean; problems: string[]; fold: number[]; foldOverParse: number } {
  const { lines, toolCalls } = buildRealTraceStream();
  const bytes = lines.reduce((sum, line) => sum + line.text.length, 0);
  const parseMs: number[] = [];
  const foldMs: number[] = [];
  const rawMs: number[] = [];
  let problems: string[] = [];
  const parsed = new Array<unknown>(lines.length);
  const parse = () => {
    const start = performance.now();
    for (let i = 0; i < lines.length; i++) parsed[i] = JSON.parse(lines[i].text);
    return performance.now() - start;
  };
  const fold = (raw: boolean) => {
    const store = createToolCallStore();
    const start = performance.now();
    for (let i = 0; i < lines.length; i++) store.dispatch(raw ? lines[i].text : parsed[i], lines[i]);
    const ms = performance.now() - start;
    problems = checkRealFold(store.getState(), toolCalls);
    return ms;
  };
  for (let round = 0; round < REAL_WARM_UP_ROUNDS + REAL_ROUNDS; round++) {
    collectGarbage();
    let p: number;
    let f: number;
    let r: number;
    if (round % 2 === 0) {
      p = parse();
      collectGarbage();
      f = fold(false);
      collectGarbage();
      r = fold(true);
    } else {
      r = fold(true);
      collectGarbage();
      p = parse();
      collectGarbage();
      f = fold(false);
    }
    if (round < REAL_WARM_UP_ROUNDS) continue;
    parseMs.push(p);
    foldMs.push(f);
    rawMs.push(r);
  }
  const foldOverParse = pairedRatio(foldMs, parseMs);
  const rawOverParse = pairedRatio(rawMs, parseMs);
  const budget = verdict(foldOverParse, BUDGET_REAL_FOLD_OVER_PARSE);
  const perMessage = (ms: number[]) => `${formatNumber((median(ms) * 1000) / lines.length, 2)} µs/msg`;
  console.log(
    `Recorded traces repeated: ${formatNumber(lines.length)} lines, ${formatNumber(bytes / 1e6, 1)} MB ` +
      `(mean ${formatNumber(bytes / lines.length)} B/line), ${formatNumber(toolCalls)} tool calls; ` +
      `${REAL_WARM_UP_ROUNDS} warm-up + ${REAL_ROUNDS} alternating rounds, medians`,
  );
  console.log('');
  console.log(row('figure', 'median', 'min – max', 'budget'));
  console.log(row('JSON.parse, all lines', `${formatNumber(median(parseMs), 1)} ms`, spread(parseMs, 1, 'ms'), perMessage(parseMs)));
  console.log(row('fold, parsed messages', `${formatNumber(median(foldMs), 1)} ms`, spread(foldMs, 1, 'ms'), perMessage(foldMs)));
  console.log(row('dispatch, raw lines (parse + fold)', `${formatNumber(median(rawMs), 1)} ms`, spread(rawMs, 1, 'ms'), perMessage(rawMs)));
  console.log(row('fold / parse (per-round ratio)', foldOverParse.toFixed(2), '', budget.text));
  console.log(row('raw dispatch / parse (per-round)', rawOverParse.toFixed(2), '', '(information: parse + fold)'));
  console.log('');
  return { pass: budget.pass, problems, fold: foldMs, foldOverParse };
}

// ---------------------------------------------------------------------------------------------
// Reporting

function spread(values: readonly number[], digits: number, unit: string): string {
  return `${formatNumber(Math.min(...values), digits)} – ${formatNumber(Math.max(...values), digits)} ${unit}`;
}

function row(label: string, value: string, range = '', verdict = ''): string {
  return `  ${label.padEnd(34)} ${value.padStart(16)}   ${range.padEnd(24)} ${verdict}`;
}

function verdict(ratio: number, budget: number): { text: string; pass: boolean } {
  const pass = ratio <= budget;
  return { text: `budget ≤ ${budget.toFixed(2)}  ${pass ? 'PASS' : 'FAIL'}`, pass };
}

function main(): void {
  const buildStart = performance.now();
  const lines = buildStream(SEED);
  const buildMs = performance.now() - buildStart;
  const bytes = lines.reduce((sum, line) => sum + line.length, 0);

  for (let i = 0; i < WARM_UP_RUNS; i++) oneRun(lines);
  const runs: RunFigures[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const run = oneRun(lines);
    runs.push(i === TIMED_RUNS - 1 ? run : { ...run, state: undefined as unknown as ToolCallState });
  }

  const problems = checkFoldedState(runs[runs.length - 1].state);
  const parse = runs.map((run) => run.parseMs);
  const fold = runs.map((run) => run.foldMs);
  const perMessageFirst = runs.map((run) => (run.firstSliceMs * 1000) / SLICE);
  const perMessageLast = runs.map((run) => (run.lastSliceMs * 1000) / SLICE);
  // Ratios are taken within each run (same heap, same machine state), then the median of those.
  const foldOverParse = median(runs.map((run) => run.foldMs / run.parseMs));
  const lastOverFirst = median(runs.map((run) => run.lastSliceMs / run.firstSliceMs));
  const throughput = (TOTAL_LINES / median(fold)) * 1000;
  const foldBudget = verdict(foldOverParse, BUDGET_FOLD_OVER_PARSE);
  const growthBudget = verdict(lastOverFirst, BUDGET_LAST_OVER_FIRST);

  const nodeVersion = (globalThis as { process?: { version?: string } }).process?.version ?? '?';
  console.log(`\nState fold benchmark (Node ${nodeVersion}; stream built in ${formatNumber(buildMs)} ms, seed ${SEED})`);
  console.log(
    `  ${formatNumber(TOTAL_LINES)} JSON lines, ${formatNumber(bytes / 1e6, 1)} MB (mean ${formatNumber(bytes / TOTAL_LINES)} B/line), ` +
      `${formatNumber(TOOL_CALLS)} tool calls in one session; ${WARM_UP_RUNS} warm-up + ${TIMED_RUNS} timed runs, medians`,
  );
  console.log('');
  console.log(row('figure', 'median', 'min – max', 'budget'));
  console.log(row('JSON.parse, all lines', `${formatNumber(median(parse), 1)} ms`, spread(parse, 1, 'ms')));
  console.log(row('fold, all messages', `${formatNumber(median(fold), 1)} ms`, spread(fold, 1, 'ms')));
  console.log(row('fold throughput', `${formatNumber(throughput)} msg/s`));
  console.log(row('fold / parse (per-run ratio)', foldOverParse.toFixed(2), '', foldBudget.text));
  console.log(
    row(
      `first ${formatNumber(SLICE)}: fold per message`,
      `${formatNumber(median(perMessageFirst), 2)} µs`,
      spread(perMessageFirst, 2, 'µs'),
    ),
  );
  console.log(
    row(`last ${formatNumber(SLICE)}: fold per message`, `${formatNumber(median(perMessageLast), 2)} µs`, spread(perMessageLast, 2, 'µs')),
  );
  console.log(row('last / first (per-run ratio)', lastOverFirst.toFixed(2), '', growthBudget.text));
  console.log('');
  // Figures only from a stream that folded as built: scripts/bench.mjs compares whatever it is given.
  const real = realTraceFold();
  if (real.problems.length > 0) problems.push(`recorded traces: ${real.problems.join('; ')}`);
  if (problems.length === 0)
    reportFigures({
      'JSON.parse, all lines (ms)': { value: median(parse), unit: 'ms', better: 'lower' },
      'fold, all messages (ms)': { value: median(fold), unit: 'ms', better: 'lower' },
      'fold / parse': { value: foldOverParse, unit: '×', better: 'lower' },
      'last / first 10k': { value: lastOverFirst, unit: '×', better: 'lower' },
      'real traces: fold (ms)': { value: median(real.fold), unit: 'ms', better: 'lower' },
      'real traces: fold / parse': { value: real.foldOverParse, unit: '×', better: 'lower' },
    });

  const setExitCode = (code: number) => {
    const processLike = (globalThis as { process?: { exitCode?: number } }).process;
    if (processLike) processLike.exitCode = code;
  };
  if (problems.length > 0) {
    console.log(`INVALID: the stream did not fold as built: ${problems.join('; ')}`);
    setExitCode(2);
  } else if (!foldBudget.pass || !growthBudget.pass || !real.pass) {
    console.log('FAIL: a state-fold budget was exceeded');
    setExitCode(1);
  } else {
    console.log('PASS: all state-fold budgets met');
  }
}

main();
