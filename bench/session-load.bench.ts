// SPDX-License-Identifier: Apache-2.0
/**
 * Session load benchmark (Node). A session of CALLS tool calls (a `tool_call`, a `tool_call_update`
 * with its output and one that completes it, each; a message every ten calls) is written to the demo
 * agent's session store, then, alternately in one process so machine noise hits both:
 *   1. load: connectAcp asks the real demo agent behind the real bridge (one process each, a real
 *      WebSocket) to `session/load` it; from the request to the store holding every call completed
 *      (the answer comes after the replay), what a page waits for before the thread is whole;
 *   2. fold: the same `session/update` messages, already parsed, dispatched into a fresh store: the
 *      reducer's share of that wait.
 * Budgets: the load under BUDGET_LOAD_MS; its ratio to the fold is recorded, not budgeted (the rest
 * is the agent reading its file, JSON over a pipe and a socket, and the SDK's answer). Exits 1 when a
 * budget fails, 2 when a run did not fold every call.
 *
 * Run: npx --no-install tsx bench/session-load.bench.ts   (or `npm run bench -- session-load`)
 */
import type { SessionUpdate } from '@agentclientprotocol/sdk';
import { WebSocket } from 'ws';
import { connectAcp, type BasicWebSocketConstructor } from '../src/connection/index.js';
import { createToolCallStore, selectErrors, selectToolCalls, type ToolCallStore } from '../src/state/index.js';
import { SessionStore } from '../server/demo-agent/session-store.js';
import { testBridge } from '../test/server/helpers.js';
import { reportFigures } from './support/figures.js';
import { formatNumber, median } from './support/stats.js';

const CALLS = 10_000;
const RUNS = 5;
const BUDGET_LOAD_MS = 10_000;
const SESSION = 'bench-history-10k';

function history(): SessionUpdate[] {
  const updates: SessionUpdate[] = [];
  for (let i = 0; i < CALLS; i++) {
    const toolCallId = `call-${i}`;
    if (i % 10 === 0) {
      updates.push({
        sessionUpdate: 'agent_message_chunk',
        messageId: `m${i}`,
        content: { type: 'text', text: `Now step **${i}**: reading the next files.` },
      });
    }
    updates.push({ sessionUpdate: 'tool_call', toolCallId, title: `Read src/file-${i % 40}.ts`, kind: 'read', status: 'pending' });
    updates.push({
      sessionUpdate: 'tool_call_update',
      toolCallId,
      status: 'in_progress',
      content: [{ type: 'content', content: { type: 'text', text: `line ${i}\n`.repeat(8) } }],
    });
    updates.push({ sessionUpdate: 'tool_call_update', toolCallId, status: 'completed' });
  }
  return updates;
}

function check(store: ToolCallStore, label: string): void {
  const calls = selectToolCalls(store.getState(), SESSION);
  const errors = selectErrors(store.getState());
  if (calls.length !== CALLS || calls.some((call) => call.status !== 'completed') || errors.length > 0) {
    console.error(`INVALID SETUP (${label}): ${calls.length} calls, ${errors.length} feed errors`);
    process.exit(2);
  }
}

const updates = history();
const t = await testBridge();
const sessions = new SessionStore(t.stateDir);
await sessions.open();
const now = new Date().toISOString();
await sessions.create(
  { sessionId: SESSION, cwd: t.workspace, title: 'A long session', createdAt: now, updatedAt: now, modeId: 'ask' },
  updates,
);

async function load(): Promise<number> {
  const store = createToolCallStore();
  const conn = connectAcp(t.bridge.url, {
    store,
    cwd: t.workspace,
    WebSocket: WebSocket as unknown as BasicWebSocketConstructor,
    permissionTarget: new EventTarget(),
    sessionControlTarget: new EventTarget(),
    elicitation: false,
    reconnect: false,
    onDiagnostic: () => undefined,
  });
  await conn.ready;
  const started = performance.now();
  await conn.loadSession(SESSION, { cwd: t.workspace });
  const ms = performance.now() - started;
  check(store, 'load');
  conn.close();
  return ms;
}

function fold(): number {
  const messages = updates.map((update) => ({ jsonrpc: '2.0', method: 'session/update', params: { sessionId: SESSION, update } }));
  const store = createToolCallStore();
  const started = performance.now();
  for (const message of messages) store.dispatch(message, { from: 'agent' });
  const ms = performance.now() - started;
  check(store, 'fold');
  return ms;
}

const loads: number[] = [];
const folds: number[] = [];
try {
  // One round of each first, not counted (the agent's first read, the JIT).
  await load();
  fold();
  for (let run = 0; run < RUNS; run++) {
    if (run % 2) {
      folds.push(fold());
      loads.push(await load());
    } else {
      loads.push(await load());
      folds.push(fold());
    }
  }
} finally {
  await t.close();
}
const loadMs = median(loads);
const foldMs = median(folds);
const ratio = loadMs / foldMs;
console.log(`session load bench: ${CALLS.toLocaleString('en')} tool calls, ${updates.length.toLocaleString('en')} updates`);
console.log(
  `  session/load through the bridge, to every call folded: median ${formatNumber(loadMs, 0)} ms (${loads.map((v) => formatNumber(v, 0)).join(', ')})`,
);
console.log(
  `  the same updates folded directly: median ${formatNumber(foldMs, 0)} ms (${folds.map((v) => formatNumber(v, 0)).join(', ')})`,
);
console.log(`  load / fold: ${formatNumber(ratio, 1)}×`);
const failed = loadMs > BUDGET_LOAD_MS;
console.log(`  budget: load < ${BUDGET_LOAD_MS} ms: ${failed ? 'FAILED' : 'ok'}`);
reportFigures({
  'session/load of 10,000 calls, to folded': { value: loadMs, unit: 'ms', better: 'lower', floor: 20 },
  'the same updates folded directly': { value: foldMs, unit: 'ms', better: 'lower', floor: 10 },
});
process.exitCode = failed ? 1 : 0;
