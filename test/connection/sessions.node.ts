// SPDX-License-Identifier: Apache-2.0
// Sessions on the live path: connectAcp (client mode) through the real bridge to the real demo
// agent, which keeps its sessions in a state folder shared by its processes (a second connection
// is a second agent process, as a page reload is). list → load → prompt, resume, close, delete,
// several sessions at once over one connection, and the `<session-list>` events. Run by `npm test`.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { connectAcp, type AcpConnection, type ConnectAcpOptions, type SessionChangeEvent } from '../../src/connection/index.js';
import { PromptSubmitEvent } from '../../src/events/prompt-submit.js';
import { SessionCloseEvent } from '../../src/events/session-close.js';
import { SessionDeleteEvent } from '../../src/events/session-delete.js';
import { SessionListMoreEvent } from '../../src/events/session-list-more.js';
import { SessionNewEvent } from '../../src/events/session-new.js';
import { SessionOpenEvent } from '../../src/events/session-open.js';
import { selectTranscript, type ToolCallStore, type TranscriptEntry } from '../../src/state/index.js';
import { recordingStore, type Recorded } from '../helpers/recording-store.js';
import { waitUntil } from '../helpers/time.js';
import { agentPid, PROCESS_WAIT, testBridge, type TestBridge } from '../server/helpers.js';

const ALLOW = () => ({ outcome: 'selected' as const, optionId: 'allow' });

interface Opened {
  connection: AcpConnection;
  store: ToolCallStore;
  log: Recorded[];
  target: EventTarget;
  diagnostics: string[];
  /** Every `session-change`: the current session after it. */
  changes: (string | undefined)[];
}

describe('sessions through the bridge with the demo agent', () => {
  let t: TestBridge;
  const connections: AcpConnection[] = [];

  before(async () => {
    t = await testBridge();
  });
  after(() => t.close());
  afterEach(() => {
    for (const connection of connections.splice(0)) connection.close();
  });

  /** A ready connection listening on its own target; `host` listens there first, as a page's own listener would. */
  async function open(overrides: Partial<ConnectAcpOptions> = {}, host?: (target: EventTarget) => void): Promise<Opened> {
    const { store, log } = recordingStore();
    const target = new EventTarget();
    host?.(target);
    const diagnostics: string[] = [];
    const changes: (string | undefined)[] = [];
    const connection = connectAcp(t.bridge.url, {
      store,
      cwd: t.workspace,
      permissionTarget: target,
      sessionControlTarget: target,
      permissionPolicy: ALLOW,
      elicitation: false,
      onDiagnostic: (message) => diagnostics.push(message),
      WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'],
      reconnect: false,
      ...overrides,
    });
    connections.push(connection);
    connection.addEventListener('session-change', (event: SessionChangeEvent) => changes.push(event.detail.sessionId));
    await connection.ready;
    return { connection, store, log, target, diagnostics, changes };
  }

  const sent = (log: Recorded[], method: string) => log.filter((e) => e.from === 'client' && e.message.method === method);
  const texts = (store: ToolCallStore, sessionId: string, type: TranscriptEntry['type']) =>
    selectTranscript(store.getState(), sessionId).flatMap((entry) => (entry.type === type && 'text' in entry ? [entry.text] : []));
  const toolCallIds = (store: ToolCallStore, sessionId: string) =>
    selectTranscript(store.getState(), sessionId).flatMap((entry) => (entry.type === 'tool_call' ? [entry.toolCallId] : []));

  /** Pages through `session/list` until a page names `sessionId`; the ids seen. */
  async function listUntil(connection: AcpConnection, sessionId: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const answer = await connection.listSessions({ cwd: t.workspace, ...(cursor ? { cursor } : {}) });
      seen.push(...answer.sessions.map((info) => info.sessionId));
      if (seen.includes(sessionId) || !answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
    return seen;
  }

  it('lists, loads a session with its history once (loaded twice, still once), then prompts in it', async () => {
    const first = await open();
    const sessionId = first.connection.sessionId!;
    assert.deepEqual(await first.connection.prompt('Fix average()'), { stopReason: 'end_turn' });
    const calls = toolCallIds(first.store, sessionId);
    assert.ok(calls.length > 0, 'the scripted session made tool calls');
    first.connection.close();

    // Another page: a new agent process, which finds the session in the state folder.
    const second = await open();
    assert.notEqual(second.connection.sessionId, sessionId);
    assert.ok((await listUntil(second.connection, sessionId)).includes(sessionId), 'the session is listed');
    await second.connection.loadSession(sessionId);
    assert.equal(second.connection.sessionId, sessionId, 'the loaded session is the current one');
    assert.deepEqual(second.changes.slice(-1), [sessionId]);
    assert.deepEqual(texts(second.store, sessionId, 'user_message'), ['Fix average()']);
    assert.deepEqual(toolCallIds(second.store, sessionId), calls);
    // The reducer starts a loaded transcript over: a second load replays into an empty one.
    await second.connection.loadSession(sessionId);
    assert.deepEqual(texts(second.store, sessionId, 'user_message'), ['Fix average()']);
    assert.deepEqual(toolCallIds(second.store, sessionId), calls);
    assert.deepEqual(await second.connection.prompt('/status'), { stopReason: 'end_turn' });
    assert.deepEqual(texts(second.store, sessionId, 'user_message'), ['Fix average()', '/status']);
    assert.deepEqual(second.connection.sessions.slice(-1), [sessionId], 'both sessions are open, the loaded one last');
    assert.equal(second.connection.sessions.length, 2);
  });

  it('resumes a session without its history, and prompts in it', async () => {
    const first = await open();
    const sessionId = first.connection.sessionId!;
    await first.connection.prompt('/status');
    first.connection.close();
    const second = await open();
    await second.connection.resumeSession(sessionId);
    assert.equal(second.connection.sessionId, sessionId);
    assert.deepEqual(texts(second.store, sessionId, 'user_message'), [], 'no history replayed');
    assert.deepEqual(await second.connection.prompt('/help'), { stopReason: 'end_turn' });
    assert.deepEqual(texts(second.store, sessionId, 'user_message'), ['/help']);
    assert.equal(sent(second.log, 'session/load').length, 0);
  });

  it('closes a session: the last one opened before it becomes current, and it takes no more prompts', async () => {
    const { connection, changes } = await open();
    const firstId = connection.sessionId!;
    const { sessionId: secondId } = await connection.newSession();
    assert.equal(connection.sessionId, secondId);
    await connection.closeSession(secondId);
    assert.equal(connection.sessionId, firstId);
    assert.deepEqual(changes, [firstId, secondId, firstId]);
    assert.deepEqual(connection.sessions, [firstId]);
    await assert.rejects(connection.prompt('/status', { sessionId: secondId }), /is not open on this connection/);
    assert.deepEqual(await connection.prompt('/status'), { stopReason: 'end_turn' });
  });

  it('deletes a session: it is no longer listed, and loading it is refused', async () => {
    const { connection } = await open();
    const { sessionId } = await connection.newSession();
    await connection.prompt('/status');
    assert.ok((await listUntil(connection, sessionId)).includes(sessionId));
    await connection.deleteSession(sessionId);
    assert.ok(!connection.sessions.includes(sessionId));
    assert.ok(!(await listUntil(connection, sessionId)).includes(sessionId), 'no page names it');
    await assert.rejects(connection.loadSession(sessionId), /Resource not found/);
  });

  it('two sessions stream at once over one connection, each transcript only its own', async () => {
    const { connection, store, log } = await open();
    const one = connection.sessionId!;
    const { sessionId: two } = await connection.newSession();
    const turns = [
      connection.prompt('Fix average() in one', { sessionId: one }),
      connection.prompt('Fix average() in two', { sessionId: two }),
    ];
    // Both turns run: the second prompt went out before the first was answered.
    await waitUntil(() => sent(log, 'session/prompt').length === 2, 'both prompts sent', PROCESS_WAIT);
    const firstAnswer = log.findIndex(
      (e) => e.from === 'agent' && e.message.id === sent(log, 'session/prompt')[0]!.message.id && !('method' in e.message),
    );
    assert.equal(firstAnswer, -1, 'the first turn was still running');
    assert.deepEqual(await Promise.all(turns), [{ stopReason: 'end_turn' }, { stopReason: 'end_turn' }]);
    assert.deepEqual(texts(store, one, 'user_message'), ['Fix average() in one']);
    assert.deepEqual(texts(store, two, 'user_message'), ['Fix average() in two']);
    const updatesOf = (sessionId: string) =>
      log.filter((e) => e.message.method === 'session/update' && (e.message.params as { sessionId: string }).sessionId === sessionId)
        .length;
    assert.ok(updatesOf(one) > 0 && updatesOf(two) > 0);
    // Each transcript holds what its own session's updates made, and the two interleaved on the wire.
    assert.deepEqual(toolCallIds(store, one).length, toolCallIds(store, two).length);
    const order = log
      .filter((e) => e.message.method === 'session/update')
      .map((e) => (e.message.params as { sessionId: string }).sessionId);
    const firstOfTwo = order.indexOf(two);
    assert.ok(order.lastIndexOf(one) > firstOfTwo, 'updates of the two sessions interleaved');
  });

  it('sends a prompt-submit to the session it names, which need not be the current one', async () => {
    const { connection, store, target, diagnostics } = await open();
    const background = connection.sessionId!;
    const { sessionId: current } = await connection.newSession();
    assert.equal(connection.sessionId, current);
    const submit = (text: string, sessionId?: string) =>
      target.dispatchEvent(new PromptSubmitEvent({ sessionId, prompt: [{ type: 'text', text }] }));
    assert.equal(submit('/status', background), true);
    assert.equal(submit('/help'), true);
    assert.equal(submit('/help', 'a-session-of-another-connection'), true, 'left to the connection that has it');
    await waitUntil(
      () => texts(store, background, 'agent_message').length === 1 && texts(store, current, 'agent_message').length === 1,
      'both answers',
      PROCESS_WAIT,
    );
    assert.deepEqual(texts(store, background, 'user_message'), ['/status']);
    assert.deepEqual(texts(store, current, 'user_message'), ['/help']);
    assert.equal(connection.sessionId, current, 'routing does not change the current session');
    assert.deepEqual(diagnostics, []);
  });

  it('a first page asked for while the session is still being created goes out once the connection is ready', async () => {
    const diagnostics: string[] = [];
    const { store, log } = recordingStore();
    const target = new EventTarget();
    const connection = connectAcp(t.bridge.url, {
      store,
      cwd: t.workspace,
      sessionControlTarget: target,
      permissionTarget: target,
      elicitation: false,
      onDiagnostic: (message) => diagnostics.push(message),
      WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'],
      reconnect: false,
    });
    connections.push(connection);
    // As <session-list> does when the store's `initialize` answer says the agent can list: before session/new was answered.
    await waitUntil(() => connection.status === 'initializing', 'the socket open', PROCESS_WAIT);
    assert.equal(target.dispatchEvent(new SessionListMoreEvent({ cwd: t.workspace })), true, 'taken, not refused');
    await connection.ready;
    await waitUntil(() => sent(log, 'session/list').length === 1, 'the page asked for', PROCESS_WAIT);
    const newAt = log.findIndex((e) => e.from === 'client' && e.message.method === 'session/new');
    const listAt = log.findIndex((e) => e.from === 'client' && e.message.method === 'session/list');
    assert.ok(listAt > newAt, 'after the session was created');
    assert.deepEqual(diagnostics, []);
  });

  it('sends the session-list events, except those a host listener before the connection prevented', async () => {
    let prevent = true;
    const types = ['session-new', 'session-open', 'session-close', 'session-delete', 'session-list-more'];
    const { connection, log, target, diagnostics } = await open({}, (t) => {
      for (const type of types) t.addEventListener(type, (event) => prevent && event.preventDefault());
    });
    const methods = ['session/new', 'session/load', 'session/resume', 'session/close', 'session/delete', 'session/list'];
    const count = () => methods.map((method) => sent(log, method).length);
    const before = count();
    const own = connection.sessionId!;
    const fire = () => [
      target.dispatchEvent(new SessionNewEvent({})),
      target.dispatchEvent(new SessionOpenEvent({ sessionId: own, how: 'load' })),
      target.dispatchEvent(new SessionListMoreEvent({ cwd: t.workspace })),
    ];
    assert.deepEqual(fire(), [false, false, false]);
    assert.equal(target.dispatchEvent(new SessionCloseEvent({ sessionId: own })), false);
    assert.equal(target.dispatchEvent(new SessionDeleteEvent({ sessionId: own })), false);
    // Anything sent would be in the log once an answer to a later request came back.
    await connection.prompt('/status');
    assert.deepEqual(count(), before, 'nothing was sent');

    prevent = false;
    assert.deepEqual(fire(), [true, true, true]);
    await waitUntil(
      () => sent(log, 'session/new').length === before[0]! + 1 && sent(log, 'session/list').length === 1,
      'the requests',
      PROCESS_WAIT,
    );
    await waitUntil(() => connection.sessions.length === 2, 'the new session open', PROCESS_WAIT);
    // `session-open` of a session open here already only shows it: no load replays it over itself.
    assert.equal(sent(log, 'session/load').length, 0);
    const created = connection.sessions.find((id) => id !== own)!;
    target.dispatchEvent(new SessionOpenEvent({ sessionId: own, how: 'load' }));
    assert.equal(connection.sessionId, own);
    assert.equal(target.dispatchEvent(new SessionCloseEvent({ sessionId: created })), true);
    await waitUntil(() => !connection.sessions.includes(created), 'the close', PROCESS_WAIT);
    assert.equal(target.dispatchEvent(new SessionDeleteEvent({ sessionId: created })), true);
    await waitUntil(() => sent(log, 'session/delete').length === 1, 'the delete', PROCESS_WAIT);
    assert.deepEqual(diagnostics, []);
  });

  it('reports an unknown session id on load, and the other sessions go on', async () => {
    const { connection, target, diagnostics, store } = await open();
    const current = connection.sessionId!;
    await assert.rejects(connection.loadSession('demo-no-such-session'), (error: Error & { code?: number }) => error.code === -32002);
    assert.equal(connection.sessionId, current);
    assert.deepEqual(connection.sessions, [current]);
    target.dispatchEvent(new SessionOpenEvent({ sessionId: 'demo-no-such-session-either', how: 'load' }));
    await waitUntil(() => diagnostics.length === 1, 'the failure reported', PROCESS_WAIT);
    assert.match(diagnostics[0]!, /^session-open failed: Resource not found/);
    assert.deepEqual(await connection.prompt('/status'), { stopReason: 'end_turn' });
    assert.deepEqual(texts(store, current, 'user_message'), ['/status']);
  });

  it('after a reconnect loads every session that was open again, none doubled, the current one first', async () => {
    const { connection, store, log } = await open({ reconnect: { initialDelayMs: 0 } });
    const one = connection.sessionId!;
    await connection.prompt('/status');
    const { sessionId: two } = await connection.newSession();
    await connection.prompt('/help');
    connection.showSession(one);
    const statuses: string[] = [];
    connection.addEventListener('connection-status', (event) => statuses.push(event.detail.status));
    const pid = agentPid(t.logs, t.logs.filter((line) => /agent started/.test(line)).length);
    assert.ok(pid, 'the agent process');
    process.kill(pid, 'SIGKILL');
    await waitUntil(() => statuses.includes('reconnecting') && connection.status === 'ready', 'the reconnect', PROCESS_WAIT);
    assert.deepEqual(
      sent(log, 'session/load').map((e) => (e.message.params as { sessionId: string }).sessionId),
      [one, two],
    );
    assert.equal(connection.sessionId, one);
    assert.deepEqual(connection.sessions, [one, two]);
    assert.deepEqual(texts(store, one, 'user_message'), ['/status']);
    assert.deepEqual(texts(store, two, 'user_message'), ['/help']);
    assert.deepEqual(await connection.prompt('/help', { sessionId: two }), { stopReason: 'end_turn' });
  });
});
