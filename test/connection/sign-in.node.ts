// SPDX-License-Identifier: Apache-2.0
// Signing in on the live path: connectAcp through the real bridge to the real demo agent started
// with --login, which answers every session request with -32000 until signed in. Each test has a
// bridge of its own (the sign-in is kept in the agent's state folder, the env_var values in the
// bridge). The terminal and env_var methods go through bridgeAuth and the bridge's endpoints.
// Run by `npm test`.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { WebSocket } from 'ws';
import {
  bridgeAuth,
  connectAcp,
  type AcpConnection,
  type ConnectAcpOptions,
  type ConnectionStatusDetail,
  type SignInTerminal,
} from '../../src/connection/index.js';
import { AgentAuthenticateEvent } from '../../src/events/agent-authenticate.js';
import { AgentLogoutEvent } from '../../src/events/agent-logout.js';
import { recordingStore, type Recorded } from '../helpers/recording-store.js';
import { waitUntil } from '../helpers/time.js';
import { PROCESS_WAIT, testBridge, type TestBridge } from '../server/helpers.js';

const SOCKET = WebSocket as unknown as ConnectAcpOptions['WebSocket'];

describe('sign-in through the bridge with the demo agent (--login)', () => {
  let t: TestBridge;
  let connection: AcpConnection | undefined;
  let log: Recorded[];
  let target: EventTarget;
  let statuses: ConnectionStatusDetail[];
  let diagnostics: string[];

  beforeEach(async () => {
    t = await testBridge({ agentFlags: ['--login'] });
  });
  afterEach(async () => {
    connection?.close();
    connection = undefined;
    await t.close();
  });

  /** A connection, not awaited: it stops at `sign-in-required`. `host` listens on the target first. */
  function open(overrides: Partial<ConnectAcpOptions> = {}, host?: (target: EventTarget) => void): AcpConnection {
    const recording = recordingStore();
    log = recording.log;
    target = new EventTarget();
    host?.(target);
    statuses = [];
    diagnostics = [];
    connection = connectAcp(t.bridge.url, {
      store: recording.store,
      cwd: t.workspace,
      permissionTarget: target,
      sessionControlTarget: target,
      elicitation: false,
      onDiagnostic: (message) => diagnostics.push(message),
      WebSocket: SOCKET,
      reconnect: false,
      ...overrides,
    });
    connection.addEventListener('connection-status', (event) => statuses.push(event.detail));
    return connection;
  }

  const sent = (method: string) => log.filter((e) => e.from === 'client' && e.message.method === method);
  /** The answer to each request of `method`: the first after it with its id (ids start over on each socket). */
  const answersTo = (method: string) =>
    log.flatMap((request, at) =>
      request.from === 'client' && request.message.method === method
        ? [log.slice(at + 1).find((e) => e.from === 'agent' && e.message.id === request.message.id && !('method' in e.message))?.message]
        : [],
    );
  const signInRequired = (conn: AcpConnection) => waitUntil(() => conn.status === 'sign-in-required', 'sign-in-required', PROCESS_WAIT);

  /** The code the demo agent's login program shows (between colour escapes), once it has. */
  function codeIn(output: string): string | undefined {
    return /Type the code (?:\x1b\[[\d;]*m)*(\d{4})/.exec(output)?.[1];
  }

  it('an agent method: -32000 keeps session/new, authenticate, then the retried session/new and ready', async () => {
    const conn = open();
    await signInRequired(conn);
    const required = statuses.find((s) => s.status === 'sign-in-required')!;
    assert.match(required.reason!, /Authentication required/);
    assert.equal(required.attempt, 0);
    assert.deepEqual(
      conn.authMethods.map((m) => [m.id, (m as { type?: string }).type ?? 'agent']),
      [
        ['demo-login', 'agent'],
        ['demo-env', 'env_var'],
      ],
      'no terminal method: this page gave no terminal runner',
    );
    assert.equal(conn.sessionId, undefined);
    await conn.signIn('demo-login');
    assert.equal(conn.status, 'ready');
    await conn.ready;
    assert.deepEqual(
      sent('authenticate').map((e) => e.message.params),
      [{ methodId: 'demo-login' }],
    );
    const [refused, retried] = answersTo('session/new');
    assert.equal((refused!['error'] as { code: number }).code, -32000);
    assert.equal((retried!['result'] as { sessionId: string }).sessionId, conn.sessionId);
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['connecting', 'initializing', 'sign-in-required', 'initializing', 'ready'],
    );
    assert.deepEqual(await conn.prompt('/status'), { stopReason: 'end_turn' });
  });

  it('agent-authenticate signs in, unless a host listener before the connection prevented it', async () => {
    let prevent = true;
    const conn = open({}, (t) => t.addEventListener('agent-authenticate', (event) => prevent && event.preventDefault()));
    await signInRequired(conn);
    assert.equal(target.dispatchEvent(new AgentAuthenticateEvent({ methodId: 'demo-login' })), false);
    prevent = false;
    assert.equal(target.dispatchEvent(new AgentAuthenticateEvent({ methodId: 'demo-login' })), true);
    await conn.ready;
    assert.equal(sent('authenticate').length, 1, 'only the event let through was sent');
    assert.deepEqual(diagnostics, []);
  });

  it('keeps a request refused after ready (session/list after logout) and answers it once signed in again', async () => {
    const conn = open();
    await signInRequired(conn);
    await conn.signIn('demo-login');
    await conn.logout();
    const listing = conn.listSessions({ cwd: t.workspace });
    await signInRequired(conn);
    assert.equal(sent('session/list').length, 1);
    await conn.signIn('demo-login');
    const page = await listing;
    assert.ok(page.sessions.length > 0, 'the retried session/list answered');
    assert.equal(sent('session/list').length, 2);
    assert.equal(conn.status, 'ready');
  });

  it('refuses a method it cannot run here, with a clear error, and stays where it was', async () => {
    const conn = open();
    await signInRequired(conn);
    await assert.rejects(
      conn.signIn('demo-env', { values: { DEMO_API_KEY: 'k' } }),
      /sets environment variables, and this page cannot set them/,
    );
    await assert.rejects(conn.signIn('no-such-method'), /offered no sign-in method "no-such-method"/);
    assert.equal(conn.status, 'sign-in-required');
    assert.equal(sent('authenticate').length, 0);
  });

  it('a terminal method through bridgeAuth: the program in the event detail, the code typed, then the retry', async () => {
    const auth = await bridgeAuth(t.bridge.capabilitiesUrl, { WebSocket: SOCKET });
    assert.equal(auth.capabilities.auth.terminal, true, 'this system has script(1)');
    const conn = open({ auth });
    await signInRequired(conn);
    assert.deepEqual((sent('initialize')[0]!.message.params as { clientCapabilities: { auth?: unknown } }).clientCapabilities.auth, {
      terminal: true,
    });
    assert.ok(conn.authMethods.some((m) => m.id === 'demo-terminal'));
    const event = new AgentAuthenticateEvent({ methodId: 'demo-terminal' });
    target.dispatchEvent(event);
    const terminal = event.detail.terminal;
    assert.ok(terminal, 'set while the event was dispatched');
    let output = '';
    terminal.onOutput((data) => (output += data));
    const code = await waitUntil(() => codeIn(output), 'the code', PROCESS_WAIT);
    terminal.write(`${code}\r`);
    assert.deepEqual(await terminal.exited, { exitCode: 0, signal: null });
    await conn.ready;
    assert.equal(conn.status, 'ready');
    assert.equal(sent('authenticate').length, 0, 'a terminal method is never sent to authenticate');
    assert.deepEqual(
      answersTo('session/new').map((answer) => ('error' in answer! ? 'refused' : 'created')),
      ['refused', 'created'],
    );
  });

  it('a wrong code in the terminal fails cleanly, and the sign-in can be tried again', async () => {
    const auth = await bridgeAuth(t.bridge.capabilitiesUrl, { WebSocket: SOCKET });
    const conn = open({ auth });
    await signInRequired(conn);
    const attempt = async (answer: (code: string) => string) => {
      let terminal: SignInTerminal | undefined;
      const signedIn = conn.signIn('demo-terminal', { terminal: (program) => (terminal = program) });
      assert.ok(terminal, 'handed over before signIn returned');
      let output = '';
      terminal.onOutput((data) => (output += data));
      const code = await waitUntil(() => codeIn(output), 'the code', PROCESS_WAIT);
      terminal.write(`${answer(code)}\r`);
      return signedIn;
    };
    await assert.rejects(
      attempt(() => '0000'),
      /The sign-in program exited with code 1/,
    );
    assert.equal(conn.status, 'sign-in-required');
    assert.equal(answersTo('session/new').length, 1, 'nothing retried');
    await attempt((code) => code);
    await conn.ready;
    assert.equal(conn.status, 'ready');
  });

  it('an env_var method through bridgeAuth: the bridge restarts the agent (4003), the connection reconnects at once and connects', async () => {
    const auth = await bridgeAuth(t.bridge.capabilitiesUrl, { WebSocket: SOCKET });
    assert.equal(auth.capabilities.auth.envVar, true);
    const conn = open({ auth });
    await signInRequired(conn);
    await conn.signIn('demo-env', { values: { DEMO_API_KEY: 'any value' } });
    await conn.ready;
    assert.equal(conn.status, 'ready');
    const restart = statuses.find((s) => s.status === 'reconnecting')!;
    assert.equal(restart.retryInMs, 0, 'at once');
    assert.equal(restart.attempt, 0, 'not counted as a failure');
    assert.equal(sent('initialize').length, 2, 'a second agent process');
    assert.deepEqual(
      answersTo('session/new').map((answer) => ('error' in answer! ? 'refused' : 'created')),
      ['refused', 'created'],
    );
    assert.ok(!t.logs.some((line) => line.includes('any value')), 'the value is never logged');
    assert.deepEqual(await conn.prompt('/status'), { stopReason: 'end_turn' });
  });

  it('a terminal sign-in the user stops fails cleanly', async () => {
    const auth = await bridgeAuth(t.bridge.capabilitiesUrl, { WebSocket: SOCKET });
    const conn = open({ auth });
    await signInRequired(conn);
    let terminal: SignInTerminal | undefined;
    const signedIn = conn.signIn('demo-terminal', { terminal: (program) => (terminal = program) });
    let output = '';
    terminal!.onOutput((data) => (output += data));
    await waitUntil(() => codeIn(output), 'the program to ask', PROCESS_WAIT);
    terminal!.kill();
    await assert.rejects(signedIn, /The sign-in program was stopped/);
    assert.equal(conn.status, 'sign-in-required');
    // `script` may end by the signal, or exit with the status of the program the signal ended.
    await waitUntil(
      () => t.logs.some((line) => /sign-in terminal \d+: (killed by|exited with code)/.test(line)),
      'the program ended',
      PROCESS_WAIT,
    );
  });

  it('values the bridge refuses fail the env_var sign-in with its reason, and nothing restarts', async () => {
    const auth = await bridgeAuth(t.bridge.capabilitiesUrl, { WebSocket: SOCKET });
    const conn = open({ auth });
    await signInRequired(conn);
    await assert.rejects(conn.signIn('demo-env', { values: { NOT_NAMED: 'x' } }), /does not name the variable "NOT_NAMED"/);
    assert.equal(conn.status, 'sign-in-required');
    assert.equal(sent('initialize').length, 1);
    await assert.rejects(bridgeAuth(t.bridge.capabilitiesUrl.replace(/token=\w+/, 'token=wrong')), /HTTP 401/);
  });

  it('agent-logout sends logout; the next request asks for a sign-in again', async () => {
    const conn = open();
    await signInRequired(conn);
    await conn.signIn('demo-login');
    assert.equal(target.dispatchEvent(new AgentLogoutEvent({})), true);
    await waitUntil(() => answersTo('logout')[0], 'the logout answer', PROCESS_WAIT);
    const turn = conn.prompt('/status');
    await signInRequired(conn);
    await conn.signIn('demo-login');
    assert.deepEqual(await turn, { stopReason: 'end_turn' });
    assert.deepEqual(diagnostics, []);
  });
});
