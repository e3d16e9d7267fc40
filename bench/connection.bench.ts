// SPDX-License-Identifier: Apache-2.0
/**
 * Live connection benchmark (Node). A real `ws` server streams 20 000 `session/update` frames
 * (5 000 tool calls: a `tool_call` and three `tool_call_update`s each, with text content) to:
 *   1. baseline: a bare `ws` client that parses each frame and folds it into a store — the least
 *      any live viewer must do;
 *   2. connectAcp in client mode: the tapped SDK WebSocket stream, the SDK's parsing and routing,
 *      and the same store.
 * Both run in this process, alternately, so machine noise hits both. Budgets: connectAcp ≤ 1.5 ×
 * the baseline's time (session/update frames skip the SDK; requests and responses go through it), and
 * ≥ 5 000 messages/s.
 * Exits 1 when a budget fails, 2 when a run did not fold every message (the figures mean nothing).
 *
 * Run: npx --no-install tsx bench/connection.bench.ts   (or `npm run bench -- connection`)
 */
import { WebSocket, WebSocketServer } from 'ws';
import { connectAcp, type BasicWebSocketConstructor } from '../src/connection/index.js';
import { createToolCallStore, selectErrors, selectToolCalls, type ToolCallStore } from '../src/state/index.js';
import { reportFigures } from './support/figures.js';
import { median } from './support/stats.js';

const CALLS = 5_000;
const RUNS = 5;
const BUDGET_OVER_BASELINE = 1.5;
const BUDGET_MIN_RATE = 5_000;
const SESSION = 'bench-session';

function frames(): string[] {
  const out: string[] = [];
  const update = (body: Record<string, unknown>) =>
    JSON.stringify({ jsonrpc: '2.0', method: 'session/update', params: { sessionId: SESSION, update: body } });
  for (let i = 0; i < CALLS; i++) {
    const toolCallId = `call-${i}`;
    out.push(
      update({
        sessionUpdate: 'tool_call',
        toolCallId,
        title: `Read src/file-${i % 40}.ts`,
        kind: 'read',
        status: 'pending',
        locations: [{ path: `/w/src/file-${i % 40}.ts`, line: 1 }],
      }),
    );
    out.push(update({ sessionUpdate: 'tool_call_update', toolCallId, status: 'in_progress' }));
    out.push(
      update({
        sessionUpdate: 'tool_call_update',
        toolCallId,
        content: [{ type: 'content', content: { type: 'text', text: `line ${i}\n`.repeat(20) } }],
      }),
    );
    out.push(update({ sessionUpdate: 'tool_call_update', toolCallId, status: 'completed', rawOutput: { bytes: 160 } }));
  }
  return out;
}

/** A server that answers initialize and session/new, then streams `payload` when told to. */
async function server(payload: string[]) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const port = (wss.address() as { port: number }).port;
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { id?: number; method?: string };
      if (message.method === 'initialize') socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: 1 } }));
      if (message.method === 'session/new') socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { sessionId: SESSION } }));
      if (message.method === 'bench/go') for (const frame of payload) socket.send(frame);
    });
  });
  return { url: `ws://127.0.0.1:${port}/acp`, close: () => new Promise<void>((resolve) => wss.close(() => resolve())) };
}

function folded(store: ToolCallStore, target: number): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().seq >= target) return resolve();
    const off = store.subscribe((state) => {
      if (state.seq >= target) {
        off();
        resolve();
      }
    });
  });
}

async function baseline(url: string, count: number): Promise<{ ms: number; store: ToolCallStore }> {
  const store = createToolCallStore();
  const ws = new WebSocket(url);
  await new Promise((resolve) => ws.once('open', resolve));
  ws.on('message', (data) => store.dispatch(JSON.parse(data.toString()), { from: 'agent' }));
  const done = folded(store, count);
  const started = performance.now();
  ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'bench/go' }));
  await done;
  const ms = performance.now() - started;
  ws.close();
  return { ms, store };
}

async function connection(url: string, count: number): Promise<{ ms: number; store: ToolCallStore }> {
  const store = createToolCallStore();
  const conn = connectAcp(url, {
    store,
    WebSocket: WebSocket as unknown as BasicWebSocketConstructor,
    permissionTarget: new EventTarget(),
    reconnect: false,
  });
  await conn.ready;
  const before = store.getState().seq; // initialize, session/new and their answers
  const done = folded(store, before + 1 + count);
  const started = performance.now();
  // Ask on the connection's own socket (the `bench/go` notification is folded too: + 1).
  await (conn as unknown as { conn: { agent: { notify(method: string, params: unknown): Promise<void> } } }).conn.agent.notify(
    'bench/go',
    {},
  );
  await done;
  const ms = performance.now() - started;
  conn.close();
  return { ms, store: store };
}

function check(store: ToolCallStore, label: string): void {
  const calls = selectToolCalls(store.getState(), SESSION);
  const errors = selectErrors(store.getState()).filter((error) => !error.excerpt.includes('bench/'));
  if (calls.length !== CALLS || calls.some((call) => call.status !== 'completed') || errors.length) {
    console.error(`INVALID SETUP (${label}): ${calls.length} calls, ${errors.length} feed errors`);
    process.exit(2);
  }
}

const payload = frames();
const srv = await server(payload);
const base: number[] = [];
const live: number[] = [];
try {
  for (let run = 0; run <= RUNS; run++) {
    const b = await baseline(srv.url, payload.length);
    const c = await connection(srv.url, payload.length);
    check(b.store, 'baseline');
    check(c.store, 'connectAcp');
    if (run === 0) continue; // warm-up
    base.push(b.ms);
    live.push(c.ms);
  }
} finally {
  await srv.close();
}

const b = median(base);
const c = median(live);
const rate = (payload.length / c) * 1000;
const ratio = c / b;
console.log(`messages per run: ${payload.length} (${CALLS} tool calls)`);
console.log(`baseline (ws + JSON.parse + store): median ${b.toFixed(0)} ms  (${((payload.length / b) * 1000).toFixed(0)} msg/s)`);
console.log(`connectAcp (tapped SDK stream + store): median ${c.toFixed(0)} ms  (${rate.toFixed(0)} msg/s)`);
reportFigures({
  // The baseline folds into the measured tree's store too: it moves with the reducer, not with connectAcp.
  'baseline: ws + JSON.parse + store (ms)': { value: b, unit: 'ms', better: 'lower' },
  'connectAcp + store (ms)': { value: c, unit: 'ms', better: 'lower' },
  'connectAcp / baseline': { value: ratio, unit: '×', better: 'lower' },
});
const ratioOk = ratio <= BUDGET_OVER_BASELINE;
const rateOk = rate >= BUDGET_MIN_RATE;
console.log(`${ratioOk ? 'PASS' : 'FAIL'} connectAcp / baseline = ${ratio.toFixed(2)} (budget ≤ ${BUDGET_OVER_BASELINE})`);
console.log(`${rateOk ? 'PASS' : 'FAIL'} connectAcp rate = ${rate.toFixed(0)} msg/s (budget ≥ ${BUDGET_MIN_RATE})`);
process.exit(ratioOk && rateOk ? 0 : 1);
