// SPDX-License-Identifier: Apache-2.0
// The bridge, with the real demo agent (or tiny shell agents) over real sockets. Run by `npm test`
// (node:test through tsx).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLOSE } from '../../server/bridge/bridge.js';
import { waitUntil } from '../helpers/time.js';
import { agentPid, initializeAndCreate, isAlive, PROCESS_WAIT, RpcSocket, testBridge, type TestBridge } from './helpers.js';

const node = JSON.stringify(process.execPath);

describe('bridge with the demo agent', () => {
  let t: TestBridge;
  before(async () => {
    t = await testBridge();
  });
  after(() => t.close());

  it('runs a whole session: updates stream, the edit waits for permission and lands on disk', async () => {
    const rpc = await RpcSocket.open(t.bridge.url);
    const permissionRequests: Record<string, unknown>[] = [];
    rpc.onRequest = (message) => {
      if (message['method'] !== 'session/request_permission') return undefined;
      permissionRequests.push(message);
      return { outcome: { outcome: 'selected', optionId: 'allow' } };
    };
    const sessionId = await initializeAndCreate(rpc);
    const before = await readFile(join(t.workspace, 'src/stats.ts'), 'utf8');
    const reply = await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Fix average()' }] });

    assert.deepEqual(reply['result'], { stopReason: 'end_turn' });
    assert.equal(permissionRequests.length, 1);
    const kinds = new Set(
      rpc
        .updates()
        .filter((u) => u['sessionUpdate'] === 'tool_call')
        .map((u) => u['kind']),
    );
    for (const kind of ['read', 'search', 'edit', 'execute', 'fetch', 'move', 'delete', 'switch_mode']) {
      assert.ok(kinds.has(kind), `a ${kind} tool call`);
    }
    const sent = new Set(rpc.updates().map((u) => u['sessionUpdate']));
    for (const update of ['agent_thought_chunk', 'agent_message_chunk', 'plan', 'current_mode_update']) assert.ok(sent.has(update), update);
    // Terminal output streamed as _meta (we advertised terminal_output), ending with an exit code.
    const metas = rpc.updates().map((u) => u['_meta'] as Record<string, unknown> | undefined);
    assert.ok(metas.some((m) => m?.['terminal_output']));
    assert.deepEqual(
      metas.filter((m) => m?.['terminal_exit']).map((m) => (m!['terminal_exit'] as { exit_code: number }).exit_code),
      [0, 1],
    );
    const after = await readFile(join(t.workspace, 'src/stats.ts'), 'utf8');
    assert.notEqual(after, before);
    assert.match(after, /if \(values\.length === 0\) return 0;/);
    rpc.ws.close();
  });

  it('does not stream terminal output as _meta to a client that did not ask for it', async () => {
    const rpc = await RpcSocket.open(t.bridge.url);
    rpc.onRequest = () => ({ outcome: { outcome: 'selected', optionId: 'reject' } });
    const sessionId = await initializeAndCreate(rpc, false);
    const reply = await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'again' }] });
    assert.deepEqual(reply['result'], { stopReason: 'end_turn' });
    // Rejected: the edit failed and the agent stopped before running anything.
    const updates = rpc.updates();
    assert.ok(!updates.some((u) => u['kind'] === 'execute'));
    assert.ok(updates.some((u) => u['sessionUpdate'] === 'tool_call_update' && u['status'] === 'failed'));
    assert.ok(!updates.some((u) => (u['_meta'] as Record<string, unknown> | undefined)?.['terminal_output']));
    rpc.ws.close();
  });

  it('honours session/cancel while the edit waits: the turn ends cancelled and nothing is left running', async () => {
    const rpc = await RpcSocket.open(t.bridge.url);
    const sessionId = await initializeAndCreate(rpc);
    rpc.onRequest = (message) => {
      // The user cancels instead of answering: session/cancel, then the required `cancelled` answer.
      rpc.ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'session/cancel', params: { sessionId } }));
      return message['method'] === 'session/request_permission' ? { outcome: { outcome: 'cancelled' } } : undefined;
    };
    const reply = await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'go' }] });
    assert.deepEqual(reply['result'], { stopReason: 'cancelled' });
    const last = new Map<string, unknown>();
    for (const u of rpc.updates()) {
      if (u['sessionUpdate'] !== 'tool_call' && u['sessionUpdate'] !== 'tool_call_update') continue;
      if (u['status'] !== undefined) last.set(String(u['toolCallId']), u['status']);
    }
    assert.ok(
      [...last.values()].every((status) => status === 'completed' || status === 'failed'),
      JSON.stringify([...last]),
    );
    assert.ok(!rpc.updates().some((u) => u['kind'] === 'execute'));
    rpc.ws.close();
  });

  it('plays a long run of hundreds of tool calls when asked', async () => {
    const rpc = await RpcSocket.open(t.bridge.url);
    rpc.onRequest = () => ({ outcome: { outcome: 'selected', optionId: 'allow' } });
    const sessionId = await initializeAndCreate(rpc);
    const reply = await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'a long run please' }] });
    assert.deepEqual(reply['result'], { stopReason: 'end_turn' });
    const ids = rpc
      .updates()
      .filter((u) => u['sessionUpdate'] === 'tool_call')
      .map((u) => u['toolCallId']);
    assert.equal(ids.length, 10 + 300);
    assert.equal(new Set(ids).size, ids.length);
    rpc.ws.close();
  });

  it('serves observers the history first, then live messages, as trace lines', async () => {
    const rpc = await RpcSocket.open(t.bridge.url);
    await initializeAndCreate(rpc);
    const observer = await RpcSocket.open(t.bridge.watchUrl);
    const lines = () => observer.frames.map((frame) => JSON.parse(frame) as { dir: string; msg: { method?: string }; seq: number });
    await waitUntil(() => lines().some((l) => l.msg.method === 'session/new'), 'the history', PROCESS_WAIT);
    assert.equal(lines()[0]!.dir, 'client->agent');
    assert.equal(lines()[0]!.msg.method, 'initialize');
    const seen = lines().length;
    await rpc.request('session/set_mode', { sessionId: (rpc.received[1]!['result'] as { sessionId: string }).sessionId, modeId: 'code' });
    await waitUntil(
      () => lines().length > seen && lines().some((l) => l.msg.method === 'session/set_mode'),
      'a live message',
      PROCESS_WAIT,
    );
    const seqs = lines().map((l) => l.seq);
    assert.deepEqual(
      seqs,
      [...seqs].sort((a, b) => a - b),
    );
    rpc.ws.close();
    observer.ws.close();
  });

  it('keeps the last historyLimit messages for observers who join late', async () => {
    const small = await testBridge({ historyLimit: 5 });
    try {
      const rpc = await RpcSocket.open(small.bridge.url);
      await initializeAndCreate(rpc);
      const sessionId = (rpc.received[1]!['result'] as { sessionId: string }).sessionId;
      for (const modeId of ['code', 'ask', 'code', 'ask', 'code', 'ask']) await rpc.request('session/set_mode', { sessionId, modeId });
      const observer = await RpcSocket.open(small.bridge.watchUrl);
      await waitUntil(() => small.logs.some((line) => /observer joined/.test(line)), 'the observer', PROCESS_WAIT);
      await waitUntil(() => observer.frames.length >= 5, 'the history', PROCESS_WAIT);
      const seqs = observer.frames.map((frame) => (JSON.parse(frame) as { seq: number }).seq);
      assert.ok(
        small.logs.some((line) => line.includes('observer joined (5 messages of history)')),
        small.logs.join('\n'),
      );
      assert.deepEqual(
        seqs.slice(0, 5),
        Array.from({ length: 5 }, (_, i) => seqs[0]! + i),
      );
      assert.ok(seqs[0]! >= 12, `the oldest kept is one of the last five, not ${seqs[0]}`);
      rpc.ws.close();
      observer.ws.close();
    } finally {
      await small.close();
    }
  });

  it('kills the agent when the socket closes', async () => {
    const before = t.logs.length;
    const rpc = await RpcSocket.open(t.bridge.url);
    await initializeAndCreate(rpc);
    const pid = await waitUntil(
      () => {
        const lines = t.logs.slice(before);
        const match = lines.map((l) => /agent started \(pid (\d+)\)/.exec(l)).find(Boolean);
        return match ? Number(match[1]) : undefined;
      },
      'the agent pid',
      PROCESS_WAIT,
    );
    assert.ok(isAlive(pid));
    rpc.ws.close();
    await waitUntil(() => !isAlive(pid), 'the agent to be gone', PROCESS_WAIT);
  });
});

describe('bridge security', () => {
  let t: TestBridge;
  before(async () => {
    t = await testBridge({ maxFrameBytes: 4096 });
  });
  after(() => t.close());

  it('refuses a wrong Origin', async () => {
    await assert.rejects(RpcSocket.open(t.bridge.url, 'http://evil.example'), /HTTP 403/);
  });

  it('refuses a missing or wrong token', async () => {
    const url = new URL(t.bridge.url);
    url.searchParams.delete('token');
    await assert.rejects(RpcSocket.open(url.href), /HTTP 401/);
    url.searchParams.set('token', 'x'.repeat(64));
    await assert.rejects(RpcSocket.open(url.href), /HTTP 401/);
    url.searchParams.set('token', t.bridge.token.slice(0, -1));
    await assert.rejects(RpcSocket.open(url.href), /HTTP 401/);
  });

  it('refuses unknown paths', async () => {
    await assert.rejects(RpcSocket.open(t.bridge.url.replace('/acp', '/other')), /HTTP 404/);
  });

  it('closes on an oversize frame and kills that agent', async () => {
    const before = t.logs.length;
    const rpc = await RpcSocket.open(t.bridge.url);
    const pid = await waitUntil(
      () => agentPid(t.logs.slice(before).map((l) => l.replace(/connection \d+/, 'connection 1'))),
      'the pid',
      PROCESS_WAIT,
    );
    rpc.ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'x', params: { pad: 'y'.repeat(5000) } }));
    const closed = await rpc.closed();
    assert.equal(closed.code, 1009);
    await waitUntil(() => !isAlive(pid), 'the agent to be gone', PROCESS_WAIT);
  });

  it('binds 127.0.0.1 by default', () => {
    assert.match(t.bridge.url, /^ws:\/\/127\.0\.0\.1:\d+\/acp\?token=[0-9a-f]{64}$/);
  });
});

describe('bridge and agent processes', () => {
  it('reports an agent crash in the close frame', async () => {
    const t = await testBridge({
      agent: { shell: `${node} -e "process.stdin.once('data', () => { console.error('boom'); process.exit(3); })"` },
    });
    try {
      const rpc = await RpcSocket.open(t.bridge.url);
      rpc.ws.send(JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: 1 } }));
      const closed = await rpc.closed();
      assert.equal(closed.code, CLOSE.agentFailed);
      assert.equal(closed.reason, 'agent exited with code 3');
      // The agent's stderr went to the log, never to the socket.
      assert.ok(t.logs.some((l) => l.endsWith(': boom')));
      assert.deepEqual(rpc.frames, []);
    } finally {
      await t.close();
    }
  });

  it('splits frames carrying several messages, and sends one message per frame back', async () => {
    const t = await testBridge({ agent: { shell: 'cat' } });
    try {
      const rpc = await RpcSocket.open(t.bridge.url);
      rpc.ws.send('{"jsonrpc":"2.0","method":"a"}\n{"jsonrpc":"2.0","method":"b"}\r\n\n');
      await waitUntil(() => rpc.frames.length === 2, 'two frames', PROCESS_WAIT);
      assert.deepEqual(rpc.frames, ['{"jsonrpc":"2.0","method":"a"}', '{"jsonrpc":"2.0","method":"b"}']);
    } finally {
      await t.close();
    }
  });

  it('closes the socket when the agent writes an oversize message', async () => {
    const t = await testBridge({ agent: { shell: `${node} -e "console.log('x'.repeat(9000))"` }, maxFrameBytes: 4096 });
    try {
      const rpc = await RpcSocket.open(t.bridge.url);
      const closed = await rpc.closed();
      assert.equal(closed.code, CLOSE.agentMessageTooLarge);
      assert.deepEqual(rpc.frames, []);
    } finally {
      await t.close();
    }
  });
});
