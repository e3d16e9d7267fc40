// SPDX-License-Identifier: Apache-2.0
// connectAcp against a scripted fake agent: a real `ws` server in this process, the real SDK and
// the real store. Run by `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { WebSocket, WebSocketServer } from 'ws';
import { connectAcp, type AcpConnection, type ConnectAcpOptions, type ConnectionStatus } from '../../src/connection/index.js';
import { ElicitationRespondEvent } from '../../src/events/elicitation-respond.js';
import { PermissionRespondEvent } from '../../src/events/permission-respond.js';
import { SessionConfigChangeEvent } from '../../src/events/session-config-change.js';
import { SessionModelChangeEvent } from '../../src/events/session-model-change.js';
import { SessionModeChangeEvent } from '../../src/events/session-mode-change.js';
import { useClock } from '../../src/scheduling/clock.js';
import { createManualClock, type ManualClock } from '../../src/scheduling/manual-clock.js';
import {
  createToolCallStore,
  selectErrors,
  selectPendingElicitations,
  selectPendingPermissions,
  selectSession,
  selectToolCall,
  selectToolCalls,
  selectTranscript,
  type ToolCallStore,
} from '../../src/state/index.js';
import { waitUntil } from '../helpers/time.js';
import * as wire from '../helpers/wire.js';
import { PROCESS_WAIT } from '../server/helpers.js';

type Message = Record<string, unknown> & { id?: number | string; method?: string; params?: Record<string, unknown> };

/** One scripted agent: answers initialize / session/new / session/load, records the rest. */
class FakeAgent {
  readonly server: WebSocketServer;
  readonly sockets: WebSocket[] = [];
  /** Messages received, per socket. */
  readonly received: Message[][] = [];
  loadSession = true;
  /** More of the `initialize` answer (`authMethods`, `agentCapabilities` replaced). */
  initialize: Record<string, unknown> = {};
  /** Answer session/new with this JSON-RPC error, on the sockets it returns true for (by number, from 1). */
  newError: { code: number; message: string } | undefined;
  newErrorOn: (socket: number) => boolean = () => true;
  /** Answer session/load with this JSON-RPC error instead of a result. */
  loadError: { code: number; message: string } | undefined;
  onLoad: (socket: WebSocket) => void = () => undefined;

  constructor() {
    this.server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    this.server.on('connection', (socket) => {
      const log: Message[] = [];
      this.sockets.push(socket);
      this.received.push(log);
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as Message;
        log.push(message);
        if (message.method === 'initialize') {
          this.reply(socket, message.id!, { protocolVersion: 1, agentCapabilities: { loadSession: this.loadSession }, ...this.initialize });
        } else if (message.method === 'session/new' && this.newError && this.newErrorOn(this.sockets.indexOf(socket) + 1)) {
          socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: this.newError }));
        } else if (message.method === 'session/new') {
          this.reply(socket, message.id!, { sessionId: `s${this.sockets.length}` });
        } else if (message.method === 'session/load' && this.loadError) {
          socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: this.loadError }));
        } else if (message.method === 'session/load') {
          this.onLoad(socket);
          this.reply(socket, message.id!, {});
        } else if (message.method === 'session/set_mode' || message.method === 'session/set_model') {
          this.reply(socket, message.id!, {});
        } else if (message.method === 'session/set_config_option') {
          const { configId, value } = message.params as { configId: string; value: string };
          this.reply(socket, message.id!, {
            configOptions: [{ id: configId, name: configId, type: 'select', currentValue: value, options: [] }],
          });
        }
      });
    });
  }

  get url(): Promise<string> {
    return new Promise((resolve) => {
      const done = () => resolve(`ws://127.0.0.1:${(this.server.address() as { port: number }).port}/acp`);
      if (this.server.address()) done();
      else this.server.once('listening', done);
    });
  }

  reply(socket: WebSocket, id: number | string, result: unknown): void {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
  }

  /** The last socket (the current connection). */
  get socket(): WebSocket {
    return this.sockets.at(-1)!;
  }

  get log(): Message[] {
    return this.received.at(-1)!;
  }

  all(method: string): Message[] {
    return this.received.flat().filter((m) => m.method === method);
  }

  responsesTo(id: number | string): Message[] {
    return this.received.flat().filter((m) => m.id === id && !('method' in m));
  }

  close(): Promise<void> {
    for (const socket of this.server.clients) socket.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The wire frames the fake agent sends: the shared builders, as WebSocket text. */
const update = (sessionId: string, body: Record<string, unknown>) => JSON.stringify(wire.update(sessionId, body));
const YES_NO = [
  { optionId: 'yes', name: 'Allow', kind: 'allow_once' },
  { optionId: 'no', name: 'Reject', kind: 'reject_once' },
];
const permissionRequest = (id: number, sessionId: string, toolCallId: string) =>
  JSON.stringify(
    wire.permissionRequest(id, sessionId, { toolCallId, title: `Edit ${toolCallId}`, kind: 'edit', status: 'pending' }, YES_NO),
  );

let agent: FakeAgent;
let connection: AcpConnection | undefined;

async function connect(
  overrides: Partial<ConnectAcpOptions> = {},
): Promise<{ store: ToolCallStore; target: EventTarget; statuses: ConnectionStatus[] }> {
  agent = new FakeAgent();
  const store = createToolCallStore();
  const target = new EventTarget();
  const statuses: ConnectionStatus[] = [];
  connection = connectAcp(await agent.url, {
    store,
    permissionTarget: target,
    sessionControlTarget: target,
    WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'],
    reconnect: { initialDelayMs: 0 },
    ...overrides,
  });
  connection.addEventListener('connection-status', (event) => statuses.push(event.detail.status));
  await connection.ready;
  return { store, target, statuses };
}

afterEach(async () => {
  connection?.close();
  connection = undefined;
  await agent?.close();
});

describe('connectAcp (client mode)', () => {
  it('initializes advertising terminal_output and no fs or terminal, then creates a session', async () => {
    const { store, statuses } = await connect({ cwd: '/w' });
    const init = agent.all('initialize')[0]!.params as { clientCapabilities: Record<string, unknown> };
    assert.deepEqual(init.clientCapabilities, {
      fs: { readTextFile: false, writeTextFile: false },
      terminal: false,
      elicitation: { form: {}, url: {} },
      _meta: { terminal_output: true },
    });
    assert.deepEqual(agent.all('session/new')[0]!.params, { cwd: '/w', mcpServers: [] });
    assert.equal(connection!.sessionId, 's1');
    assert.deepEqual(statuses, ['connecting', 'initializing', 'ready']);
    // The store saw both directions: our initialize and session/new and the agent's answers.
    assert.equal(store.getState().seq, 4);
  });

  it('reads frames with trailing newlines, several messages, and garbage without stopping', async () => {
    const { store } = await connect();
    agent.socket.send(`${update('s1', { sessionUpdate: 'tool_call', toolCallId: 'a', title: 'Read a', kind: 'read' })}\n`);
    agent.socket.send(
      `${update('s1', { sessionUpdate: 'tool_call', toolCallId: 'b', title: 'Run b', kind: 'execute' })}\r\n${update('s1', {
        sessionUpdate: 'tool_call_update',
        toolCallId: 'a',
        status: 'completed',
      })}\n\n`,
    );
    agent.socket.send('this is not json');
    agent.socket.send('[1,2]');
    agent.socket.send(update('s1', { sessionUpdate: 'tool_call', toolCallId: 'c', title: 'After garbage', kind: 'fetch' }));
    await waitUntil(() => selectToolCalls(store.getState(), 's1').length === 3, 'three tool calls', PROCESS_WAIT);
    assert.deepEqual(
      selectToolCalls(store.getState(), 's1').map((call) => [call.toolCallId, call.status]),
      [
        ['a', 'completed'],
        ['b', 'pending'],
        ['c', 'pending'],
      ],
    );
    const errors = selectErrors(store.getState());
    assert.equal(errors.length, 2);
    assert.deepEqual(
      errors.map((error) => error.excerpt),
      ['this is not json', '[1,2]'],
    );
    // Garbage never reaches the agent as a JSON-RPC parse error reply, and the connection lives on.
    assert.equal(agent.log.filter((m) => 'error' in m).length, 0);
    assert.equal(connection!.status, 'ready');
  });

  it('gives the store updates the SDK does not know', async () => {
    const { store } = await connect();
    agent.socket.send(update('s1', { sessionUpdate: 'brand_new_kind', payload: 42 }));
    agent.socket.send(update('s1', { sessionUpdate: 'tool_call', toolCallId: 'x', title: 'X', kind: 'quantum_leap', extra: 1 }));
    await waitUntil(() => selectToolCall(store.getState(), 's1', 'x'), 'the call', PROCESS_WAIT);
    assert.equal(selectToolCall(store.getState(), 's1', 'x')!.kind, 'quantum_leap');
    const unknown = selectTranscript(store.getState(), 's1').find((entry) => entry.type === 'unknown');
    assert.ok(unknown && unknown.type === 'unknown' && unknown.sessionUpdate === 'brand_new_kind');
  });

  it('answers a permission request once, whatever the number of answers', async () => {
    const { store, target } = await connect();
    agent.socket.send(permissionRequest(7, 's1', 'edit-1'));
    await waitUntil(() => connection!.pendingPermissions === 1, 'the pending request', PROCESS_WAIT);
    target.dispatchEvent(new PermissionRespondEvent({ sessionId: 's1', requestId: 7, outcome: { outcome: 'selected', optionId: 'yes' } }));
    target.dispatchEvent(new PermissionRespondEvent({ sessionId: 's1', requestId: 7, outcome: { outcome: 'selected', optionId: 'no' } }));
    assert.equal(connection!.respond(7, { outcome: 'cancelled' }), false);
    await waitUntil(() => agent.responsesTo(7).length === 1, 'the answer', PROCESS_WAIT);
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(
      agent.responsesTo(7).map((m) => m['result']),
      [{ outcome: { outcome: 'selected', optionId: 'yes' } }],
    );
    assert.deepEqual(selectToolCall(store.getState(), 's1', 'edit-1')!.permission!.outcome, { outcome: 'selected', optionId: 'yes' });
  });

  it('ignores answers for another session or an unknown request', async () => {
    const { target } = await connect();
    agent.socket.send(permissionRequest(8, 's1', 'edit-2'));
    await waitUntil(() => connection!.pendingPermissions === 1, 'the pending request', PROCESS_WAIT);
    target.dispatchEvent(
      new PermissionRespondEvent({ sessionId: 'other', requestId: 8, outcome: { outcome: 'selected', optionId: 'yes' } }),
    );
    target.dispatchEvent(
      new PermissionRespondEvent({ sessionId: 's1', requestId: '8', outcome: { outcome: 'selected', optionId: 'yes' } }),
    );
    assert.equal(connection!.pendingPermissions, 1);
    assert.equal(agent.responsesTo(8).length, 0);
  });

  it("sends the session's mode, model and config choices unless prevented, and the store shows the agent's answer", async () => {
    const { store, target } = await connect();
    const prevented = new SessionModeChangeEvent({ sessionId: 's1', modeId: 'vetoed' });
    prevented.preventDefault();
    target.dispatchEvent(prevented);
    target.dispatchEvent(new SessionModeChangeEvent({ sessionId: 'other', modeId: 'elsewhere' }));
    target.dispatchEvent(new SessionModeChangeEvent({ sessionId: 's1', modeId: 'plan' }));
    target.dispatchEvent(new SessionConfigChangeEvent({ sessionId: 's1', configId: 'model', value: 'fast' }));
    target.dispatchEvent(new SessionModelChangeEvent({ sessionId: 's1', modelId: 'haiku' }));
    await connection!.setConfigOption('thinking', true);
    await waitUntil(() => selectSession(store.getState(), 's1')?.currentModelId === 'haiku', 'the model', PROCESS_WAIT);
    assert.deepEqual(
      agent.all('session/set_model').map((m) => m.params),
      [{ sessionId: 's1', modelId: 'haiku' }],
    );
    await waitUntil(() => selectSession(store.getState(), 's1')?.currentModeId === 'plan', 'the mode', PROCESS_WAIT);
    await waitUntil(() => agent.all('session/set_config_option').length === 2, 'both config requests', PROCESS_WAIT);
    assert.deepEqual(
      agent.all('session/set_mode').map((m) => m.params),
      [{ sessionId: 's1', modeId: 'plan' }],
    );
    assert.deepEqual(
      agent.all('session/set_config_option').map((m) => m.params),
      [
        { sessionId: 's1', configId: 'model', value: 'fast' },
        { sessionId: 's1', configId: 'thinking', type: 'boolean', value: true },
      ],
    );
    await waitUntil(
      () => (selectSession(store.getState(), 's1')?.configOptions[0] as { id?: string })?.id === 'thinking',
      'the options',
      PROCESS_WAIT,
    );
  });

  it('on cancel sends session/cancel and answers every pending request cancelled, once', async () => {
    const { store, target } = await connect();
    agent.socket.send(permissionRequest(1, 's1', 'p1'));
    agent.socket.send(permissionRequest(2, 's1', 'p2'));
    await waitUntil(() => connection!.pendingPermissions === 2, 'two pending requests', PROCESS_WAIT);
    await connection!.cancel();
    await waitUntil(() => agent.responsesTo(1).length + agent.responsesTo(2).length === 2, 'two answers', PROCESS_WAIT);
    target.dispatchEvent(new PermissionRespondEvent({ sessionId: 's1', requestId: 1, outcome: { outcome: 'selected', optionId: 'yes' } }));
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(
      agent.all('session/cancel').map((m) => m.params),
      [{ sessionId: 's1' }],
    );
    for (const id of [1, 2])
      assert.deepEqual(
        agent.responsesTo(id).map((m) => m['result']),
        [{ outcome: { outcome: 'cancelled' } }],
      );
    assert.deepEqual(selectPendingPermissions(store.getState(), 's1'), []);
  });

  it('never answers on its own', async () => {
    await connect();
    agent.socket.send(permissionRequest(3, 's1', 'p3'));
    await waitUntil(() => connection!.pendingPermissions === 1, 'the pending request', PROCESS_WAIT);
    assert.equal(agent.responsesTo(3).length, 0);
  });

  it('lets a host policy answer', async () => {
    await connect({
      permissionPolicy: (request) => (request.toolCall.kind === 'edit' ? { outcome: 'selected', optionId: 'yes' } : undefined),
    });
    agent.socket.send(permissionRequest(4, 's1', 'p4'));
    await waitUntil(() => agent.responsesTo(4).length === 1, 'the answer', PROCESS_WAIT);
    assert.deepEqual(agent.responsesTo(4)[0]!['result'], { outcome: { outcome: 'selected', optionId: 'yes' } });
  });

  it('answers a request-scoped elicitation (no session) only without a session, and leaves it pending on session/cancel', async () => {
    const diagnostics: string[] = [];
    const { store, target } = await connect({ onDiagnostic: (message) => diagnostics.push(message) });
    const ask = (id: string, scope: Record<string, unknown>) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'elicitation/create',
        params: {
          ...scope,
          mode: 'form',
          message: 'Your token?',
          requestedSchema: { type: 'object', properties: { token: { type: 'string' } } },
        },
      });
    agent.socket.send(ask('scoped', { requestId: 0 }));
    agent.socket.send(ask('in-session', { sessionId: 's1' }));
    await waitUntil(() => connection!.pendingElicitations === 2, 'two pending elicitations', PROCESS_WAIT);
    await connection!.cancel();
    await waitUntil(() => agent.responsesTo('in-session').length === 1, 'the cancel answer', PROCESS_WAIT);
    assert.deepEqual(agent.responsesTo('in-session')[0]!['result'], { action: 'cancel' });
    assert.equal(connection!.pendingElicitations, 1);
    target.dispatchEvent(new ElicitationRespondEvent({ sessionId: 's1', requestId: 'scoped', action: 'accept', content: { token: 'x' } }));
    target.dispatchEvent(new Event('elicitation-respond'));
    assert.equal(connection!.pendingElicitations, 1);
    assert.equal(diagnostics.length, 2);
    target.dispatchEvent(new ElicitationRespondEvent({ requestId: 'scoped', action: 'accept', content: { token: 'abc' } }));
    await waitUntil(() => agent.responsesTo('scoped').length === 1, 'the answer', PROCESS_WAIT);
    assert.deepEqual(agent.responsesTo('scoped')[0]!['result'], { action: 'accept', content: { token: 'abc' } });
    // elicitation/complete (URL mode) is the store's to fold: no reply to the agent; an id no
    // elicitation carries is reported by the store, not by the connection.
    const seq = store.getState().seq;
    agent.socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'elicitation/complete', params: { elicitationId: 'el-1' } }));
    await waitUntil(() => store.getState().seq === seq + 1, 'the notification in the store', PROCESS_WAIT);
    assert.deepEqual(
      selectErrors(store.getState()).map((error) => error.method),
      ['elicitation/complete'],
    );
    assert.equal(agent.log.filter((m) => 'error' in m).length, 0);
  });

  it('gives up an unanswerable elicitation when the agent goes away', async () => {
    const { store } = await connect();
    agent.socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 11,
        method: 'elicitation/create',
        params: { sessionId: 's1', mode: 'url', message: 'Sign in', elicitationId: 'e', url: 'https://example.com/' },
      }),
    );
    await waitUntil(() => connection!.pendingElicitations === 1, 'the pending elicitation', PROCESS_WAIT);
    assert.equal(selectPendingElicitations(store.getState(), 's1').length, 1, 'the store shows the elicitation');
    const seq = store.getState().seq;
    agent.socket.close(4001, 'agent exited with code 1');
    await waitUntil(() => connection!.pendingElicitations === 0, 'the elicitation to be dropped', PROCESS_WAIT);
    await waitUntil(() => store.getState().seq > seq, 'the abandonment recorded', PROCESS_WAIT);
    assert.deepEqual(selectPendingElicitations(store.getState(), 's1'), [], 'no form keeps asking');
  });

  it('gives up an unanswerable permission request when the agent goes away', async () => {
    const { store } = await connect();
    agent.socket.send(permissionRequest(5, 's1', 'p5'));
    await waitUntil(() => connection!.pendingPermissions === 1, 'the pending request', PROCESS_WAIT);
    agent.socket.close(4001, 'agent exited with code 1');
    await waitUntil(() => connection!.pendingPermissions === 0, 'the request to be dropped', PROCESS_WAIT);
    assert.deepEqual(selectPendingPermissions(store.getState(), 's1'), []);
  });

  it('creates a new session on reconnect when the agent cannot load one', async () => {
    agent = undefined as unknown as FakeAgent;
    const { statuses } = await connect();
    agent.loadSession = false;
    agent.socket.close();
    await waitUntil(() => agent.all('session/new').length === 2 && connection!.status === 'ready', 'a new session', PROCESS_WAIT);
    assert.equal(agent.all('session/load').length, 0);
    assert.equal(connection!.sessionId, 's2');
    assert.ok(statuses.includes('reconnecting'));
  });

  it('starts a new session when the agent answers session/load with an error', async () => {
    await connect();
    agent.loadError = { code: -32002, message: 'Resource not found' };
    agent.socket.close();
    await waitUntil(() => agent.all('session/new').length === 2 && connection!.status === 'ready', 'a new session', PROCESS_WAIT);
    assert.equal(agent.all('session/load').length, 1);
    assert.equal(connection!.sessionId, 's2');
  });

  it('fails after maxAttempts and reports the close reason', async () => {
    await connect({ reconnect: { initialDelayMs: 0, maxAttempts: 1 } });
    const reasons: (string | undefined)[] = [];
    connection!.addEventListener('connection-status', (event) => reasons.push(`${event.detail.status}:${event.detail.reason}`));
    await agent.close();
    await waitUntil(() => connection!.status === 'failed', 'failure', PROCESS_WAIT);
    assert.equal(reasons[0], 'reconnecting:The socket closed (code 1006)');
    assert.equal(reasons.at(-1)?.startsWith('failed:'), true);
  });
});

describe('connectAcp sessions and sign-in against a scripted agent', () => {
  const AUTH_REQUIRED = { code: -32000, message: 'Authentication required' };

  /** A connection to a fresh agent set up by `script`, not awaited (it may stop at `sign-in-required`). */
  async function start(script: (agent: FakeAgent) => void, overrides: Partial<ConnectAcpOptions> = {}): Promise<AcpConnection> {
    agent = new FakeAgent();
    script(agent);
    connection = connectAcp(await agent.url, {
      store: createToolCallStore(),
      permissionTarget: new EventTarget(),
      sessionControlTarget: new EventTarget(),
      onDiagnostic: () => undefined,
      WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'],
      reconnect: false,
      ...overrides,
    });
    return connection;
  }

  it('refuses the session requests the agent did not advertise, naming the capability, and sends nothing', async () => {
    const conn = await start(() => undefined);
    await conn.ready;
    await assert.rejects(conn.listSessions(), /does not support session\/list \(it did not advertise sessionCapabilities\.list\)/);
    await assert.rejects(conn.resumeSession('s9'), /sessionCapabilities\.resume/);
    await assert.rejects(conn.closeSession('s1'), /sessionCapabilities\.close/);
    await assert.rejects(conn.deleteSession('s1'), /sessionCapabilities\.delete/);
    await assert.rejects(conn.logout(), /auth\.logout/);
    assert.throws(() => conn.showSession('s9'), /not open on this connection/);
    assert.deepEqual(
      agent.log.map((m) => m.method),
      ['initialize', 'session/new'],
    );
  });

  it('treats -32000 as an ordinary failure when the agent listed no sign-in methods', async () => {
    const conn = await start((a) => (a.newError = AUTH_REQUIRED));
    await assert.rejects(conn.ready, /Authentication required/);
    assert.equal(conn.status, 'failed');
  });

  it('refuses a sign-in method of a type it does not know, and keeps the failed request', async () => {
    const conn = await start((a) => {
      a.newError = AUTH_REQUIRED;
      a.initialize = { authMethods: [{ id: 'sso', name: 'Single sign-on', type: 'oauth_device' }] };
    });
    await waitUntil(() => conn.status === 'sign-in-required', 'sign-in-required', PROCESS_WAIT);
    await assert.rejects(conn.signIn('sso'), /Sign-in method "sso" is of type "oauth_device", which this connection cannot run/);
    assert.equal(conn.status, 'sign-in-required');
    assert.equal(conn.reason, 'Authentication required');
  });

  it('restarts the agent once when it still refuses after a terminal sign-in (it read its credentials at start)', async () => {
    const exited = { exitCode: 0, signal: null };
    const terminal = { onOutput: () => () => undefined, write() {}, resize() {}, kill() {}, exited: Promise.resolve(exited) };
    const conn = await start(
      (a) => {
        a.newError = AUTH_REQUIRED;
        a.newErrorOn = (socket) => socket === 1; // a new agent process reads the new credentials
        a.initialize = { authMethods: [{ id: 'login', name: 'Log in', type: 'terminal', args: ['--login'] }] };
      },
      { auth: { terminal: () => terminal } },
    );
    await waitUntil(() => conn.status === 'sign-in-required', 'sign-in-required', PROCESS_WAIT);
    assert.deepEqual((agent.all('initialize')[0]!.params as { clientCapabilities: { auth?: unknown } }).clientCapabilities.auth, {
      terminal: true,
    });
    await conn.signIn('login');
    await conn.ready;
    assert.equal(agent.sockets.length, 2);
    assert.equal(agent.all('session/new').length, 3, 'refused, retried and refused, then created by the new agent');
    assert.equal(agent.all('authenticate').length, 0);
    assert.equal(conn.sessionId, 's2');
  });
});

describe('connectAcp reconnecting, on the manual clock', () => {
  // The sockets, the agent and the SDK are real; only the connection's timers wait on this clock.
  let clock: ManualClock;
  let restore: () => void;
  beforeEach(() => {
    clock = createManualClock(0);
    restore = useClock(clock);
  });
  afterEach(() => restore());

  /** Each status with the clock's time, and the delay a `reconnecting` announces. */
  function timeline(): string[] {
    const seen: string[] = [];
    connection!.addEventListener('connection-status', ({ detail }) =>
      seen.push(`${detail.status}@${clock.now()}${detail.retryInMs === undefined ? '' : ` in ${detail.retryInMs}`}`),
    );
    return seen;
  }

  it('reconnects 500 ms after a drop and loads the same session: replayed history makes no duplicates', async () => {
    const { store, statuses } = await connect({ reconnect: {} });
    const seen = timeline();
    const call = (status: string) => update('s1', { sessionUpdate: 'tool_call', toolCallId: 'k', title: 'Read k', kind: 'read', status });
    agent.socket.send(call('in_progress'));
    await waitUntil(() => selectToolCalls(store.getState(), 's1').length === 1, 'the call', PROCESS_WAIT);
    agent.onLoad = (socket) => socket.send(call('completed'));
    clock.advance(1_000);
    agent.socket.close(4001, 'agent exited with code 1');
    await waitUntil(() => seen.length === 1, 'the drop', PROCESS_WAIT);
    assert.deepEqual(seen, ['reconnecting@1000 in 500']);
    clock.advance(499);
    assert.equal(seen.length, 1, 'no attempt before its time');
    clock.advance(1);
    assert.deepEqual(seen, ['reconnecting@1000 in 500', 'reconnecting@1500']);
    await waitUntil(() => agent.all('session/load').length === 1 && connection!.status === 'ready', 'the reload', PROCESS_WAIT);
    assert.equal(agent.sockets.length, 2);
    assert.deepEqual(agent.all('session/load')[0]!.params, { sessionId: 's1', cwd: '/', mcpServers: [] });
    assert.equal(agent.all('session/new').length, 1);
    await waitUntil(() => selectToolCall(store.getState(), 's1', 'k')!.status === 'completed', 'the replayed update', PROCESS_WAIT);
    assert.equal(selectToolCalls(store.getState(), 's1').length, 1);
    assert.deepEqual(statuses, ['connecting', 'initializing', 'ready', 'reconnecting', 'reconnecting', 'initializing', 'ready']);
  });

  it('backs off by its factor up to maxDelayMs while the agent stays away, and Retry goes at once', async () => {
    await connect({ reconnect: { initialDelayMs: 500, factor: 2, maxDelayMs: 1_500 } });
    const seen = timeline();
    await agent.close();
    await waitUntil(() => seen.length === 1, 'the drop', PROCESS_WAIT);
    clock.advance(500);
    await waitUntil(() => seen.length === 3, 'the first attempt to fail', PROCESS_WAIT);
    clock.advance(1_000);
    await waitUntil(() => seen.length === 5, 'the second attempt to fail', PROCESS_WAIT);
    clock.advance(1_499);
    assert.deepEqual(seen, [
      'reconnecting@0 in 500',
      'reconnecting@500',
      'reconnecting@500 in 1000',
      'reconnecting@1500',
      'reconnecting@1500 in 1500',
    ]);
    connection!.retry();
    await waitUntil(() => seen.length === 7, 'the retried attempt to fail', PROCESS_WAIT);
    assert.deepEqual(seen.slice(5), ['reconnecting@2999', 'reconnecting@2999 in 1500']);
    clock.advance(1_500);
    assert.equal(seen[7], 'reconnecting@4499', 'the timer of the attempt Retry replaced never fires');
    // Closing a socket still connecting would make `ws` report an error: let this attempt fail first.
    await waitUntil(() => seen.length === 9, 'the last attempt to fail', PROCESS_WAIT);
    assert.equal(seen[8], 'reconnecting@4499 in 1500');
  });
});

describe('connectAcp (observe mode)', () => {
  it('folds trace lines with their direction and skips history already seen after a reconnect', async () => {
    agent = new FakeAgent();
    const lines = [
      {
        feed: 'f',
        seq: 0,
        dir: 'client->agent',
        msg: { jsonrpc: '2.0', id: 0, method: 'session/new', params: { cwd: '/w', mcpServers: [] } },
      },
      { feed: 'f', seq: 1, dir: 'agent->client', msg: { jsonrpc: '2.0', id: 0, result: { sessionId: 'o1' } } },
      {
        feed: 'f',
        seq: 2,
        dir: 'agent->client',
        msg: JSON.parse(update('o1', { sessionUpdate: 'tool_call', toolCallId: 't', title: 'T' })),
      },
    ];
    agent.server.removeAllListeners('connection');
    const received: string[] = [];
    agent.server.on('connection', (socket) => {
      agent.sockets.push(socket);
      socket.on('message', (data) => received.push(data.toString()));
      for (const line of lines) socket.send(JSON.stringify(line));
    });
    const store = createToolCallStore();
    connection = connectAcp(await agent.url, {
      store,
      mode: 'observe',
      WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'],
      reconnect: { initialDelayMs: 0 },
    });
    await waitUntil(() => store.getState().seq === 3, 'the history', PROCESS_WAIT);
    assert.equal(connection.sessionId, 'o1');
    assert.equal(store.getState().sessions && selectToolCalls(store.getState(), 'o1').length, 1);
    lines.push({
      feed: 'f',
      seq: 3,
      dir: 'agent->client',
      msg: JSON.parse(update('o1', { sessionUpdate: 'tool_call_update', toolCallId: 't', status: 'completed' })),
    });
    agent.socket.close();
    await waitUntil(() => store.getState().seq === 4, 'only the new line', PROCESS_WAIT);
    assert.equal(selectToolCall(store.getState(), 'o1', 't')!.status, 'completed');
    assert.deepEqual(selectErrors(store.getState()), []);
    assert.deepEqual(received, []);
    await assert.rejects(connection.prompt('hi'), /observing connection/);
  });

  it('tells who sent a plain message by its method, and a response by its request', async () => {
    agent = new FakeAgent();
    agent.server.removeAllListeners('connection');
    agent.server.on('connection', (socket) => {
      agent.sockets.push(socket);
      socket.send(permissionRequest(9, 'o2', 'e'));
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 9, result: { outcome: { outcome: 'selected', optionId: 'no' } } }));
    });
    const store = createToolCallStore();
    connection = connectAcp(await agent.url, { store, mode: 'observe', WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'] });
    await waitUntil(() => store.getState().seq === 2, 'both messages', PROCESS_WAIT);
    assert.deepEqual(selectToolCall(store.getState(), 'o2', 'e')!.permission!.outcome, { outcome: 'selected', optionId: 'no' });
  });
});
