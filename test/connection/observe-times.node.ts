// SPDX-License-Identifier: Apache-2.0
// The read-only view stamps each message with the time its trace line says it happened, so
// history replayed on connect keeps its durations: the real bridge's /watch with the demo agent,
// and a plain socket for lines that carry only `t_ms`. Run by `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WebSocket, WebSocketServer } from 'ws';
import { readFrameItem } from '../../src/connection/frames.js';
import { connectAcp, type ConnectAcpOptions } from '../../src/connection/index.js';
import { createToolCallStore, selectToolCall, selectToolCalls, selectTranscript, type TurnEndEntry } from '../../src/state/index.js';
import { waitUntil } from '../helpers/time.js';
import { initializeAndCreate, PROCESS_WAIT, RpcSocket, testBridge } from '../server/helpers.js';

const Socket = WebSocket as unknown as ConnectAcpOptions['WebSocket'];
type Line = { seq: number; ts: string; t_ms: number; msg: { id?: number; method?: string; params?: Record<string, unknown> } };

describe('trace line times', () => {
  it('reads ts as the time and t_ms as the offset; a ts that is not a time is ignored', () => {
    const line = (extra: Record<string, unknown>) => JSON.stringify({ dir: 'agent->client', msg: {}, ...extra });
    assert.deepEqual(readFrameItem(line({ ts: '2026-11-25T11:15:13.099Z', t_ms: 893 })), {
      kind: 'envelope',
      text: line({ ts: '2026-11-25T11:15:13.099Z', t_ms: 893 }),
      message: {},
      from: 'agent',
      at: Date.UTC(2026, 10, 25, 11, 15, 13, 99),
      offsetMs: 893,
    });
    const odd = readFrameItem(line({ ts: 'yesterday', t_ms: 'soon' }));
    assert.equal('at' in odd || 'offsetMs' in odd, false);
  });

  it('stamps the history the real bridge replays with each line’s ts, not with its arrival', async () => {
    const t = await testBridge();
    const rpc = await RpcSocket.open(t.bridge.url);
    rpc.onRequest = (m) =>
      m['method'] === 'session/request_permission' ? { outcome: { outcome: 'selected', optionId: 'allow' } } : undefined;
    const raw = await RpcSocket.open(t.bridge.watchUrl);
    const connection = connectAcp(t.bridge.watchUrl, { store: createToolCallStore(), mode: 'observe', WebSocket: Socket });
    try {
      const sessionId = await initializeAndCreate(rpc);
      await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Fix average()' }] });
      const lines = () => raw.frames.map((frame) => JSON.parse(frame) as Line);
      await waitUntil(() => lines().some((l) => l.msg.id === 2 && !l.msg.method), 'the turn on the raw watcher', PROCESS_WAIT);
      // A later observer gets all of it as history, at once.
      const store = createToolCallStore();
      const late = connectAcp(t.bridge.watchUrl, { store, mode: 'observe', WebSocket: Socket });
      const joinedAt = Date.now();
      try {
        const end = await waitUntil(
          () => selectTranscript(store.getState(), sessionId).find((e): e is TurnEndEntry => e.type === 'turn_end'),
          'the turn end',
          PROCESS_WAIT,
        );
        const at = (l: Line) => Date.parse(l.ts);
        const prompt = lines().find((l) => l.msg.method === 'session/prompt')!;
        assert.equal(end.startedAt, at(prompt));
        assert.equal(end.receivedAt, at(lines().find((l) => l.msg.id === prompt.msg.id && !l.msg.method)!));
        assert.ok(end.receivedAt - end.startedAt! > 0, 'the turn took time');
        const calls = selectToolCalls(store.getState(), sessionId);
        assert.ok(calls.length > 5);
        for (const call of calls) {
          const mentions = lines().filter(
            (l) => (l.msg.params?.['update'] as { toolCallId?: string } | undefined)?.toolCallId === call.toolCallId,
          );
          assert.equal(call.firstSeenAt, at(mentions[0]!), call.toolCallId);
          assert.equal(call.updatedAt, at(mentions.at(-1)!), call.toolCallId);
          assert.ok(call.updatedAt < joinedAt);
        }
        assert.ok(
          calls.some((c) => c.endedAt! > c.firstSeenAt),
          'some past call shows a duration',
        );
      } finally {
        late.close();
      }
    } finally {
      connection.close();
      rpc.ws.close();
      raw.ws.close();
      await t.close();
    }
  });

  it('places lines with only t_ms relative to each other, the first at the time it arrives', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    const update = (t_ms: number, fields: Record<string, unknown>) => ({
      seq: t_ms,
      t_ms,
      dir: 'agent->client',
      msg: { jsonrpc: '2.0', method: 'session/update', params: { sessionId: 'o', update: { toolCallId: 'c', ...fields } } },
    });
    server.on('connection', (socket) => {
      socket.send(JSON.stringify(update(100, { sessionUpdate: 'tool_call', title: 'T' })));
      socket.send(JSON.stringify(update(2_600, { sessionUpdate: 'tool_call_update', status: 'completed' })));
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const store = createToolCallStore();
    const before = Date.now();
    const connection = connectAcp(`ws://127.0.0.1:${(server.address() as { port: number }).port}/watch`, {
      store,
      mode: 'observe',
      WebSocket: Socket,
    });
    try {
      const call = await waitUntil(
        () => selectToolCall(store.getState(), 'o', 'c')?.endedAt !== undefined && selectToolCall(store.getState(), 'o', 'c'),
        'the call',
        PROCESS_WAIT,
      );
      assert.equal(call.endedAt! - call.firstSeenAt, 2_500);
      assert.ok(call.firstSeenAt >= before && call.firstSeenAt <= Date.now());
    } finally {
      connection.close();
      for (const socket of server.clients) socket.terminate();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
