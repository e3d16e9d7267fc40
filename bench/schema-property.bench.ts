// SPDX-License-Identifier: Apache-2.0
/**
 * The schema-driven property test's long run (Node), with a random seed: many more connections
 * generated from the ACP schema than `npm test` folds (test/state/schema-property.node.ts), every
 * message validated with ajv, every connection folded and checked against the independent model
 * (test/helpers/schema/). Then one long connection (a few sessions, hundreds of turns) is folded
 * several times to time the fold per message over its first and last 10 %: a long session must not
 * make each message dearer. Budget: last / first ≤ 1.5 (as state-fold's growth figure).
 *
 * The seed is printed. Rerun it with `SCHEMA_SEED=N npm run bench -- schema-property` (or `--seed N`
 * when running this file directly). A failing connection is named by its own seed: with
 * `SCHEMA_SEED=<that seed>` the test (test/state/schema-property.node.ts) folds it as its first one.
 * Exits 1 when the budget fails, 2 when an invariant fails (the figures then mean nothing).
 *
 * Run: npx --no-install tsx bench/schema-property.bench.ts [--seed N]   (or `npm run bench -- schema-property`)
 */
import { readFileSync } from 'node:fs';
import { createInitialState, reduceMessage, type ToolCallState } from '../src/state/index.js';
import { checkConnection, compareWithModel, modelOf } from '../test/helpers/schema/invariants.js';
import { Rng, SchemaSampler, type SchemaDocument } from '../test/helpers/schema/sampler.js';
import { generateConnection, type WireMessage } from '../test/helpers/schema/sessions.js';
import { MessageValidator } from '../test/helpers/schema/validate.js';
import { reportFigures } from './support/figures.js';
import { formatNumber, median } from './support/stats.js';

const CONNECTIONS = 400;
const LONG = { sessions: 2, turnsPerSession: 400, stepsPerTurn: 60 };
const WARM_UP_RUNS = 2;
const TIMED_RUNS = 7;
const BUDGET_LAST_OVER_FIRST = 1.5;

const schema = JSON.parse(
  readFileSync(new URL('../node_modules/@agentclientprotocol/sdk/schema/v1/schema.json', import.meta.url), 'utf8'),
) as SchemaDocument & Record<string, unknown>;

function seedFromArgs(): number {
  const at = process.argv.indexOf('--seed');
  const given = at >= 0 ? process.argv[at + 1] : process.env.SCHEMA_SEED;
  return given !== undefined ? Number(given) : Math.floor(Math.random() * 2 ** 31);
}

/** Validates and checks `count` connections of the test's size; the problems of the first failing ones. */
function breadth(seed: number, validator: MessageValidator): { messages: number; problems: string[] } {
  const problems: string[] = [];
  let messages = 0;
  for (let i = 0; i < CONNECTIONS && problems.length < 10; i++) {
    const connection = generateConnection(new SchemaSampler(schema, new Rng(seed + i)), {
      sessions: 3,
      turnsPerSession: 3,
      stepsPerTurn: 30,
    });
    messages += connection.length;
    connection.forEach((message, m) => {
      const problem = validator.problem(message);
      if (problem) problems.push(`seed ${seed + i} message ${m}: invalid: ${problem}`);
    });
    for (const problem of checkConnection(connection, 3)) problems.push(`seed ${seed + i}: ${problem}`);
  }
  return { messages, problems };
}

/** One fold of the long connection: the whole time and the first and last tenth's. */
function timedFold(messages: readonly WireMessage[]): { state: ToolCallState; firstMs: number; lastMs: number } {
  const tenth = Math.floor(messages.length / 10);
  let state = createInitialState();
  let firstMs = 0;
  let lastMs = 0;
  let start = performance.now();
  for (let i = 0; i < messages.length; i++) {
    if (i === tenth) firstMs = performance.now() - start;
    if (i === messages.length - tenth) start = performance.now();
    state = reduceMessage(state, messages[i].msg, { from: messages[i].from, receivedAt: 1000 + i });
  }
  lastMs = performance.now() - start;
  return { state, firstMs, lastMs };
}

function main(): void {
  const seed = seedFromArgs();
  console.log(`\nSchema property benchmark (Node ${process.version}), seed ${seed}  (rerun: SCHEMA_SEED=${seed})`);
  const validator = new MessageValidator(schema);
  const started = performance.now();
  const wide = breadth(seed, validator);
  const breadthMs = performance.now() - started;

  const long = generateConnection(new SchemaSampler(schema, new Rng(seed ^ 0x5a5a5a5a)), LONG);
  const problems = [...wide.problems];
  long.forEach((message, m) => {
    const problem = problems.length < 10 ? validator.problem(message) : undefined;
    if (problem) problems.push(`long connection message ${m}: invalid: ${problem}`);
  });
  for (let i = 0; i < WARM_UP_RUNS; i++) timedFold(long);
  const runs = Array.from({ length: TIMED_RUNS }, () => timedFold(long));
  const folded = runs[runs.length - 1].state;
  const check: string[] = [];
  compareWithModel(folded, modelOf(long), check);
  problems.push(...check.slice(0, 10).map((problem) => `long connection: ${problem}`));

  const tenth = Math.floor(long.length / 10);
  const first = runs.map((run) => (run.firstMs * 1000) / tenth);
  const last = runs.map((run) => (run.lastMs * 1000) / tenth);
  const lastOverFirst = median(runs.map((run) => run.lastMs / run.firstMs));
  const pass = lastOverFirst <= BUDGET_LAST_OVER_FIRST;
  console.log(
    `  ${formatNumber(CONNECTIONS)} connections, ${formatNumber(wide.messages)} messages validated, folded and checked ` +
      `in ${formatNumber(breadthMs / 1000, 1)} s`,
  );
  console.log(`  long connection: ${formatNumber(long.length)} messages; ${WARM_UP_RUNS} warm-up + ${TIMED_RUNS} timed folds, medians`);
  console.log(`  first 10 %: ${formatNumber(median(first), 2)} µs per message`);
  console.log(`  last 10 %:  ${formatNumber(median(last), 2)} µs per message`);
  console.log(
    `  last / first (per-run ratio): ${lastOverFirst.toFixed(2)}   budget ≤ ${BUDGET_LAST_OVER_FIRST.toFixed(2)}  ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log('');
  if (problems.length > 0) {
    console.log(`INVALID (seed ${seed}):\n  ${problems.join('\n  ')}`);
    process.exitCode = 2;
    return;
  }
  reportFigures({
    'schema messages: cost per message, last 10% / first 10%': { value: lastOverFirst, unit: '×', better: 'lower' },
    'schema messages: fold per message, first 10% (µs)': { value: median(first), unit: 'µs', better: 'lower' },
  });
  if (!pass) {
    console.log('FAIL: the fold per message grew over the long connection');
    process.exitCode = 1;
  } else console.log('PASS: every invariant held; the fold per message stayed flat');
}

main();
