// SPDX-License-Identifier: Apache-2.0
// The demo agent's sessions through the real bridge: list (paged, cwd filter), load (history once),
// resume (no replay), close, delete, unknown ids, titles, two sessions streaming at once, and
// sessions that outlive the agent process (each connection is a new one). Run by `npm test`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { waitUntil } from '../helpers/time.js';
import { PROCESS_WAIT, RpcSocket, testBridge, type TestBridge } from './helpers.js';

interface Listed {
  sessionId: string;
  cwd: string;
  title: string | null;
  updatedAt: string;
}

type Reply = Record<string, unknown>;

const result = <T>(reply: Reply) => {
  assert.ok('result' in reply, `an answer, not ${JSON.stringify(reply['error'])}`);
  return reply['result'] as T;
};
const error = (reply: Reply) => {
  assert.ok('error' in reply, `an error, not ${JSON.stringify(reply['result'])}`);
  return reply['error'] as { code: number; message: string; data?: unknown };
};

describe('demo agent sessions', () => {
  let t: TestBridge;
  const sockets: RpcSocket[] = [];

  /** A new connection (so a new agent process), initialized. */
  async function connect(): Promise<{ rpc: RpcSocket; init: Reply }> {
    const rpc = await RpcSocket.open(t.bridge.url);
    sockets.push(rpc);
    rpc.onRequest = (message) =>
      message['method'] === 'session/request_permission' ? { outcome: { outcome: 'selected', optionId: 'allow' } } : undefined;
    const init = result<Reply>(await rpc.request('initialize', { protocolVersion: 1, clientCapabilities: {} }));
    return { rpc, init };
  }

  /** Every page of `session/list`, following the cursors. */
  async function listAll(rpc: RpcSocket, cwd?: string): Promise<{ pages: Listed[][] }> {
    const pages: Listed[][] = [];
    let cursor: string | undefined;
    do {
      const page = result<{ sessions: Listed[]; nextCursor?: string }>(await rpc.request('session/list', { cwd, cursor }));
      pages.push(page.sessions);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 50);
    return { pages };
  }

  function updatesOf(rpc: RpcSocket, sessionId: string): Reply[] {
    return rpc.received
      .filter((m) => m['method'] === 'session/update' && (m['params'] as { sessionId: string }).sessionId === sessionId)
      .map((m) => (m['params'] as { update: Reply }).update);
  }

  before(async () => {
    t = await testBridge();
  });
  after(async () => {
    for (const rpc of sockets) rpc.ws.close();
    await t.close();
  });

  it('advertises list, resume, close and delete beside load, and no sign-in', async () => {
    const { init } = await connect();
    const caps = init['agentCapabilities'] as Reply;
    assert.equal(caps['loadSession'], true);
    assert.deepEqual(caps['sessionCapabilities'], { list: {}, resume: {}, close: {}, delete: {} });
    assert.equal(caps['auth'], undefined);
    assert.deepEqual(init['authMethods'], []);
  });

  it('lists the earlier sessions newest first, five to a page, filtered by cwd', async () => {
    const { rpc } = await connect();
    const here = await listAll(rpc, t.workspace);
    assert.deepEqual(
      here.pages.map((page) => page.length),
      [5, 2],
    );
    const sessions = here.pages.flat();
    assert.ok(sessions.every((s) => s.cwd === t.workspace && typeof s.title === 'string' && s.title !== ''));
    const times = sessions.map((s) => Date.parse(s.updatedAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.ok(Date.now() - times[0]! < 3_600_000, 'one from the last hour');
    assert.ok(Date.now() - times.at(-1)! > 7 * 86_400_000, 'one from over a week ago');
    // A trailing slash names the same folder; another folder has its own; no filter lists both.
    assert.equal((await listAll(rpc, `${t.workspace}/`)).pages.flat().length, 7);
    const elsewhere = (await listAll(rpc, join(dirname(t.workspace), 'stats-kit-docs'))).pages.flat();
    assert.deepEqual(
      elsewhere.map((s) => s.title),
      ['Draft the docs site navigation'],
    );
    const all = (await listAll(rpc)).pages.flat();
    assert.equal(all.length, 8);
    assert.equal(new Set(all.map((s) => s.sessionId)).size, 8);
  });

  it('refuses a cursor it did not give', async () => {
    const { rpc } = await connect();
    for (const cursor of ['nope', Buffer.from('["x","../etc"]').toString('base64url')]) {
      const failed = error(await rpc.request('session/list', { cursor }));
      assert.equal(failed.code, -32602);
      assert.match(failed.message, /cursor/);
    }
  });

  it('titles a new session after its first prompt, and lists it first', async () => {
    const { rpc } = await connect();
    const { sessionId } = result<{ sessionId: string }>(await rpc.request('session/new', { cwd: t.workspace, mcpServers: [] }));
    const listed = result<{ sessions: Listed[] }>(await rpc.request('session/list', { cwd: t.workspace })).sessions;
    assert.equal(listed[0]!.sessionId, sessionId);
    assert.equal(listed[0]!.title, null);

    const prompt = '/status and then tell me, in as many words as you like, which mode this session is in right now';
    assert.deepEqual(result(await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: prompt }] })), {
      stopReason: 'end_turn',
    });
    const infos = updatesOf(rpc, sessionId).filter((u) => u['sessionUpdate'] === 'session_info_update');
    const title = infos[0]!['title'] as string;
    assert.ok(title.length <= 60 && title.endsWith('…') && prompt.startsWith(title.slice(0, -1)), title);
    assert.ok(infos.every((info) => !Number.isNaN(Date.parse(info['updatedAt'] as string))));
    assert.equal(infos.filter((info) => 'title' in info).length, 1, 'the title once');
    // The second prompt keeps the title and moves updatedAt on.
    await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: '/help' }] });
    const again = result<{ sessions: Listed[] }>(await rpc.request('session/list', { cwd: t.workspace })).sessions[0]!;
    assert.equal(again.sessionId, sessionId);
    assert.equal(again.title, title);
  });

  it('loads a session on a new connection: the history replayed once, before the answer', async () => {
    const first = await connect();
    const { sessionId } = result<{ sessionId: string }>(await first.rpc.request('session/new', { cwd: t.workspace, mcpServers: [] }));
    await first.rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Fix average()' }] });
    const sent = updatesOf(first.rpc, sessionId).filter((u) => u['sessionUpdate'] !== 'available_commands_update');

    const { rpc } = await connect();
    const reply = await rpc.request('session/load', { sessionId, cwd: t.workspace, mcpServers: [] });
    assert.deepEqual(result<{ modes: { currentModeId: string } }>(reply).modes.currentModeId, 'ask');
    const answeredAt = rpc.received.indexOf(reply);
    const replayed = rpc.received
      .slice(0, answeredAt)
      .filter((m) => m['method'] === 'session/update')
      .map((m) => (m['params'] as { update: Reply }).update);
    // Everything the first connection saw, plus the prompt itself, once each.
    assert.deepEqual(replayed, [{ sessionUpdate: 'user_message_chunk', content: { type: 'text', text: 'Fix average()' } }, ...sent]);
    const calls = replayed.filter((u) => u['sessionUpdate'] === 'tool_call').map((u) => u['toolCallId']);
    assert.equal(new Set(calls).size, calls.length);
    // Live on this connection now: it takes prompts.
    await waitUntil(
      () => updatesOf(rpc, sessionId).some((u) => u['sessionUpdate'] === 'available_commands_update'),
      'the commands',
      PROCESS_WAIT,
    );
    assert.deepEqual(result(await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: '/status' }] })), {
      stopReason: 'end_turn',
    });
  });

  it('loads an earlier session with its prompt, tool calls and answer', async () => {
    const { rpc } = await connect();
    result(await rpc.request('session/load', { sessionId: 'demo-earlier-tests', cwd: t.workspace, mcpServers: [] }));
    assert.deepEqual(
      updatesOf(rpc, 'demo-earlier-tests')
        .map((u) => u['sessionUpdate'])
        .filter((kind) => kind !== 'available_commands_update'),
      ['user_message_chunk', 'tool_call', 'tool_call_update', 'tool_call', 'tool_call_update', 'agent_message_chunk'],
    );
  });

  it('resumes a session without replaying it, and takes prompts', async () => {
    const { rpc } = await connect();
    const reply = await rpc.request('session/resume', { sessionId: 'demo-earlier-report', cwd: t.workspace, mcpServers: [] });
    assert.equal(result<{ modes: { currentModeId: string } }>(reply).modes.currentModeId, 'ask');
    await waitUntil(() => updatesOf(rpc, 'demo-earlier-report').length > 0, 'the commands', PROCESS_WAIT);
    assert.deepEqual(
      updatesOf(rpc, 'demo-earlier-report').map((u) => u['sessionUpdate']),
      ['available_commands_update'],
    );
    const answer = await rpc.request('session/prompt', { sessionId: 'demo-earlier-report', prompt: [{ type: 'text', text: '/help' }] });
    assert.deepEqual(result(answer), { stopReason: 'end_turn' });
  });

  it('closes a session: prompts on it fail, closing again is done, it can be reopened', async () => {
    const { rpc } = await connect();
    const { sessionId } = result<{ sessionId: string }>(await rpc.request('session/new', { cwd: t.workspace, mcpServers: [] }));
    assert.deepEqual(result(await rpc.request('session/close', { sessionId })), {});
    const refused = error(await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: '/help' }] }));
    assert.equal(refused.code, -32002);
    assert.match(refused.message, /not open/);
    assert.deepEqual(result(await rpc.request('session/close', { sessionId })), {});
    result(await rpc.request('session/resume', { sessionId, cwd: t.workspace, mcpServers: [] }));
    assert.deepEqual(result(await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: '/help' }] })), {
      stopReason: 'end_turn',
    });
  });

  it('deletes a session from the disk and the list', async () => {
    const { rpc } = await connect();
    const { sessionId } = result<{ sessionId: string }>(await rpc.request('session/new', { cwd: t.workspace, mcpServers: [] }));
    await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: '/help' }] });
    assert.ok(existsSync(join(t.stateDir, 'sessions', `${sessionId}.jsonl`)));
    assert.deepEqual(result(await rpc.request('session/delete', { sessionId })), {});
    assert.ok(!existsSync(join(t.stateDir, 'sessions', `${sessionId}.json`)));
    assert.ok(!existsSync(join(t.stateDir, 'sessions', `${sessionId}.jsonl`)));
    assert.ok(!(await listAll(rpc)).pages.flat().some((s) => s.sessionId === sessionId));
    assert.equal(error(await rpc.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: '/help' }] })).code, -32002);
    assert.equal(error(await rpc.request('session/delete', { sessionId })).code, -32002);
    assert.equal(error(await rpc.request('session/load', { sessionId, cwd: t.workspace, mcpServers: [] })).code, -32002);
  });

  it('answers unknown and malformed session ids with clear errors', async () => {
    const { rpc } = await connect();
    for (const method of ['session/load', 'session/resume', 'session/close', 'session/delete']) {
      const unknown = error(await rpc.request(method, { sessionId: 'demo-unknown', cwd: t.workspace, mcpServers: [] }));
      assert.equal(unknown.code, -32002, method);
      assert.match(unknown.message, /Resource not found: there is no session demo-unknown/, method);
      assert.deepEqual(unknown.data, { sessionId: 'demo-unknown' });
      const malformed = error(await rpc.request(method, { sessionId: '../../etc/passwd', cwd: t.workspace, mcpServers: [] }));
      assert.equal(malformed.code, -32602, method);
    }
    // The connection carries on.
    assert.ok((await listAll(rpc)).pages.flat().length >= 8);
  });

  it('streams two sessions at once; a second turn of the same session is refused', async () => {
    const { rpc } = await connect();
    const waiting = new Map<string, number>();
    rpc.onRequest = (message) => {
      const params = message['params'] as { sessionId: string };
      if (message['method'] === 'session/request_permission') waiting.set(params.sessionId, message['id'] as number);
      return undefined;
    };
    const create = async () =>
      result<{ sessionId: string }>(await rpc.request('session/new', { cwd: t.workspace, mcpServers: [] })).sessionId;
    const [a, b] = [await create(), await create()];
    const turnA = rpc.request('session/prompt', { sessionId: a, prompt: [{ type: 'text', text: 'Fix average() in A' }] });
    await waitUntil(() => waiting.has(a), 'A to ask for permission', PROCESS_WAIT);
    const again = error(await rpc.request('session/prompt', { sessionId: a, prompt: [{ type: 'text', text: 'again' }] }));
    assert.match(again.message, /already running/);
    // A waits for its answer while B runs up to its own question: both turns are live at once.
    const turnB = rpc.request('session/prompt', { sessionId: b, prompt: [{ type: 'text', text: 'Fix average() in B' }] });
    await waitUntil(() => waiting.has(b), 'B to ask for permission', PROCESS_WAIT);
    const allow = (sessionId: string) =>
      rpc.ws.send(
        JSON.stringify({ jsonrpc: '2.0', id: waiting.get(sessionId), result: { outcome: { outcome: 'selected', optionId: 'allow' } } }),
      );
    allow(b);
    allow(a);
    assert.deepEqual(result(await turnA), { stopReason: 'end_turn' });
    assert.deepEqual(result(await turnB), { stopReason: 'end_turn' });
    const callsOf = (sessionId: string) =>
      new Set(
        updatesOf(rpc, sessionId)
          .filter((u) => u['sessionUpdate'] === 'tool_call')
          .map((u) => u['toolCallId']),
      );
    const [callsA, callsB] = [callsOf(a), callsOf(b)];
    assert.ok(callsA.size >= 8 && callsB.size >= 8);
    assert.ok(![...callsA].some((id) => callsB.has(id)), 'no tool call id shared');
    // B's updates arrived between A's first and last.
    const order = rpc.received.filter((m) => m['method'] === 'session/update').map((m) => (m['params'] as { sessionId: string }).sessionId);
    const firstA = order.indexOf(a);
    const lastA = order.lastIndexOf(a);
    assert.ok(order.slice(firstA, lastA).includes(b));
  });
});
