// SPDX-License-Identifier: Apache-2.0
// Signing in to the demo agent (`--login`) through the real bridge: -32000 until signed in; the
// `agent` method (authenticate); the `terminal` method run by the bridge in a pseudo-terminal
// (`/auth/terminal`: the code typed, exit 0, a new agent process signed in; a wrong code exits 1
// and can be tried again; only methods the agent offered); the `env_var` method (`POST /auth/env`:
// only the names offered, the agent restarted with 4003, the value never logged); `/capabilities`.
// Run by `npm test`.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { CLOSE } from '../../server/bridge/bridge.js';
import { detectPty } from '../../server/bridge/pty.js';
import { waitUntil } from '../helpers/time.js';
import { ORIGIN, PROCESS_WAIT, RpcSocket, testBridge, type TestBridge, type TestBridgeOptions } from './helpers.js';

const pty = await detectPty();
const needsPty = pty ? {} : { skip: 'no pseudo-terminal (script) on this system' };

type Reply = Record<string, unknown>;

/** A sign-in program's socket: its frames as they come. */
class TerminalSocket {
  readonly frames: Record<string, unknown>[] = [];
  closeEvent: { code: number; reason: string } | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
    ws.on('close', (code, reason) => (this.closeEvent = { code, reason: reason.toString() }));
  }

  static open(url: string): Promise<TerminalSocket> {
    const ws = new WebSocket(url, { origin: ORIGIN });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TerminalSocket(ws)));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** Everything printed so far, without colours and carriage returns. */
  output(): string {
    return this.frames
      .filter((f) => f['type'] === 'output')
      .map((f) => f['data'] as string)
      .join('')
      .replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
      .replace(/\r/g, '');
  }

  type(data: string): void {
    this.ws.send(JSON.stringify({ type: 'input', data }));
  }

  async code(): Promise<string> {
    return waitUntil(() => /Type the code (\d+)/.exec(this.output())?.[1], 'the code on screen', PROCESS_WAIT);
  }

  exit(): Promise<Record<string, unknown>> {
    return waitUntil(() => this.frames.find((f) => f['type'] === 'exit'), 'the program to exit', PROCESS_WAIT);
  }

  closed(): Promise<{ code: number; reason: string }> {
    return waitUntil(() => this.closeEvent, 'the socket to close', PROCESS_WAIT);
  }
}

describe('demo agent sign-in (--login) through the bridge', () => {
  let t: TestBridge;
  const sockets: { ws: WebSocket }[] = [];

  async function start(options: TestBridgeOptions = {}): Promise<TestBridge> {
    t = await testBridge({ agentFlags: ['--login'], ...options });
    return t;
  }

  /** A new connection (a new agent process), initialized; with `terminal`, advertising `auth.terminal`. */
  async function connect(terminal = true): Promise<{ rpc: RpcSocket; init: Reply }> {
    const rpc = await RpcSocket.open(t.bridge.url);
    sockets.push(rpc);
    const init = await rpc.request('initialize', { protocolVersion: 1, clientCapabilities: terminal ? { auth: { terminal: true } } : {} });
    return { rpc, init: init['result'] as Reply };
  }

  async function terminal(method: string, size = '&cols=100&rows=30'): Promise<TerminalSocket> {
    const socket = await TerminalSocket.open(`${t.bridge.authTerminalUrl}&method=${encodeURIComponent(method)}${size}`);
    sockets.push(socket);
    return socket;
  }

  const newSession = (rpc: RpcSocket) => rpc.request('session/new', { cwd: t.workspace, mcpServers: [] });

  function postEnv(body: unknown, { token = t.bridge.token, origin = ORIGIN } = {}): Promise<Response> {
    const url = new URL(t.bridge.authEnvUrl);
    url.searchParams.set('token', token);
    return fetch(url, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.ws.close();
    await t.close();
  });

  it('offers the three methods (the terminal one only to a client that can run it) and logout', async () => {
    await start();
    const { init } = await connect();
    const ids = (init['authMethods'] as { id: string; type?: string }[]).map((m) => `${m.type ?? 'agent'}:${m.id}`);
    assert.deepEqual(ids, ['agent:demo-login', 'terminal:demo-terminal', 'env_var:demo-env']);
    assert.deepEqual((init['agentCapabilities'] as Reply)['auth'], { logout: {} });
    const methods = init['authMethods'] as Record<string, unknown>[];
    assert.deepEqual(methods[1]!['args'], ['--login-terminal']);
    assert.deepEqual(methods[2]!['vars'], [{ name: 'DEMO_API_KEY', label: 'Demo API key (any value)', secret: true }]);
    const plain = await connect(false);
    assert.deepEqual(
      (plain.init['authMethods'] as { id: string }[]).map((m) => m.id),
      ['demo-login', 'demo-env'],
    );
  });

  it('answers -32000 "Authentication required" until signed in; authenticate, then sessions work, across processes; logout', async () => {
    await start();
    const { rpc } = await connect();
    for (const [method, params] of [
      ['session/new', { cwd: t.workspace, mcpServers: [] }],
      ['session/list', {}],
      ['session/load', { sessionId: 'demo-earlier-tests', cwd: t.workspace, mcpServers: [] }],
      ['session/resume', { sessionId: 'demo-earlier-tests', cwd: t.workspace, mcpServers: [] }],
    ] as const) {
      assert.deepEqual((await rpc.request(method, params))['error'], { code: -32000, message: 'Authentication required' }, method);
    }
    // A terminal method is not for authenticate; an unknown one is refused.
    assert.equal(((await rpc.request('authenticate', { methodId: 'demo-terminal' }))['error'] as Reply)['code'], -32602);
    assert.equal(((await rpc.request('authenticate', { methodId: 'nope' }))['error'] as Reply)['code'], -32602);
    assert.deepEqual((await rpc.request('authenticate', { methodId: 'demo-login' }))['result'], {});
    assert.ok('result' in (await newSession(rpc)));
    // A new agent process (a page reload) is still signed in; after logout, no one is.
    const next = await connect();
    assert.ok('result' in (await next.rpc.request('session/list', {})));
    assert.deepEqual((await next.rpc.request('logout', {}))['result'], {});
    assert.equal(((await newSession(next.rpc))['error'] as Reply)['code'], -32000);
    const third = await connect();
    assert.equal(((await third.rpc.request('session/list', {}))['error'] as Reply)['code'], -32000);
  });

  it('needs no sign-in without --login', async () => {
    t = await testBridge();
    const { rpc, init } = await connect();
    assert.deepEqual(init['authMethods'], []);
    assert.ok('result' in (await newSession(rpc)));
  });

  it('runs the terminal method in a pseudo-terminal: the right code signs in the next agent process', needsPty, async () => {
    await start();
    const { rpc } = await connect();
    assert.equal(((await newSession(rpc))['error'] as Reply)['code'], -32000);
    const program = await terminal('demo-terminal');
    const code = await program.code();
    program.type(`${code}\r`);
    assert.deepEqual(await program.exit(), { type: 'exit', exitCode: 0, signal: null });
    assert.equal((await program.closed()).code, 1000);
    assert.match(program.output(), /Signed in\./);
    // The typed code came back: a terminal echoes.
    assert.match(program.output(), new RegExp(`Code: ${code}`));
    const next = await connect();
    assert.ok('result' in (await newSession(next.rpc)));
    assert.ok(t.logs.some((line) => /sign-in terminal 1: running method demo-terminal \(pid \d+, 100x30\)/.test(line)));
  });

  it('exits 1 on a wrong code, and the method can be tried again', needsPty, async () => {
    await start();
    await connect();
    const wrong = await terminal('demo-terminal');
    await wrong.code();
    wrong.type('0000\r');
    assert.deepEqual(await wrong.exit(), { type: 'exit', exitCode: 1, signal: null });
    assert.match(wrong.output(), /Wrong code/);
    assert.equal(((await newSession((await connect()).rpc))['error'] as Reply)['code'], -32000);
    const again = await terminal('demo-terminal');
    again.type(`${await again.code()}\r`);
    assert.equal((await again.exit())['exitCode'], 0);
    assert.ok('result' in (await newSession((await connect()).rpc)));
  });

  it('runs only a terminal method of the latest initialize answer', needsPty, async () => {
    await start();
    const refused = async (method: string) => {
      const socket = await terminal(method);
      const closed = await socket.closed();
      assert.equal(closed.code, 1008, method);
      const error = socket.frames.find((f) => f['type'] === 'error');
      assert.match(String(error?.['message']), /offered no terminal sign-in method/, method);
      assert.ok(!socket.frames.some((f) => f['type'] === 'output'));
    };
    await refused('demo-terminal'); // no initialize relayed yet
    await connect(false); // the agent did not offer it to this client
    await refused('demo-terminal');
    await connect();
    await refused('demo-login'); // an agent method, not a terminal one
    await refused('--login-terminal');
    await refused('');
  });

  it('kills the program when its socket closes', needsPty, async () => {
    await start();
    await connect();
    const program = await terminal('demo-terminal');
    await program.code();
    const running = () =>
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .filter((pid) => {
          try {
            const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
            return argv.includes('--login-terminal') && argv.includes(t.stateDir);
          } catch {
            return false;
          }
        });
    assert.ok(running().length > 0, 'the program runs');
    program.ws.close();
    await waitUntil(() => running().length === 0, 'the program to be gone', PROCESS_WAIT);
  });

  it('takes an env_var method’s values: only the names it lists, restarts the agent with 4003, never logs the value', async () => {
    await start();
    const { rpc } = await connect();
    const secret = `secret-${randomBytes(8).toString('hex')}`;
    const refusals = [
      [{ methodId: 'demo-env', values: { OTHER: secret } }, /does not name the variable "OTHER"/],
      [{ methodId: 'demo-login', values: { DEMO_API_KEY: secret } }, /offered no env_var sign-in method/],
      [{ methodId: 'demo-env', values: {} }, /missing DEMO_API_KEY/],
      [{ methodId: 'demo-env', values: { DEMO_API_KEY: 42 } }, /must be a string/],
      [{ methodId: 'demo-env', values: { DEMO_API_KEY: secret, PATH: '/tmp' } }, /does not name the variable "PATH"/],
      ['[]', /must be a JSON object/],
      [[], /offered no env_var/],
    ] as const;
    for (const [body, why] of refusals) {
      const answer = await postEnv(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.match(((await answer.json()) as { error: string }).error, why);
    }
    assert.equal((await postEnv({ methodId: 'demo-env', values: { DEMO_API_KEY: secret } }, { token: 'x' })).status, 401);
    assert.equal(
      (await postEnv({ methodId: 'demo-env', values: { DEMO_API_KEY: secret } }, { origin: 'http://evil.example' })).status,
      403,
    );
    assert.equal(rpc.closeEvent, undefined);
    assert.equal(((await newSession(rpc))['error'] as Reply)['code'], -32000);

    const accepted = await postEnv({ methodId: 'demo-env', values: { DEMO_API_KEY: secret } });
    assert.equal(accepted.status, 204);
    assert.equal(accepted.headers.get('access-control-allow-origin'), ORIGIN);
    assert.deepEqual(await rpc.closed(), { code: CLOSE.agentRestarting, reason: 'agent restarting with new environment' });
    const next = await connect();
    assert.ok('result' in (await newSession(next.rpc)), 'the new agent has DEMO_API_KEY');
    assert.ok(t.logs.some((line) => /sign-in method demo-env set DEMO_API_KEY/.test(line)));
    assert.ok(!t.logs.some((line) => line.includes(secret)), 'the value is in no log line');
  });

  it('answers the CORS preflight of the env POST to allowed Origins', async () => {
    await start();
    const preflight = await fetch(t.bridge.authEnvUrl, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), ORIGIN);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'POST');
    assert.equal((await fetch(t.bridge.authEnvUrl, { headers: { origin: ORIGIN } })).status, 405);
  });

  it('says what it can do at /capabilities, under the token and allowed Origins only', async () => {
    await start();
    const get = (url: string, origin = ORIGIN) => fetch(url, { headers: { origin } });
    const answer = await get(t.bridge.capabilitiesUrl);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), ORIGIN);
    const body = (await answer.json()) as { files: boolean; auth: { terminal: boolean; envVar: boolean }; agentCommand: string };
    assert.deepEqual(body.auth, { terminal: pty !== undefined, envVar: true });
    assert.equal(body.files, true);
    assert.match(body.agentCommand, /demo-agent\/main\.ts --workspace \S+ --speed 0 --state-dir \S+ --login$/);
    assert.equal((await get(t.bridge.capabilitiesUrl.replace(/token=\w+/, 'token=x'))).status, 401);
    assert.equal((await get(t.bridge.capabilitiesUrl.replace(/\?token=\w+/, ''))).status, 401);
    assert.equal((await get(t.bridge.capabilitiesUrl, 'http://evil.example')).status, 403);
  });

  it('turns the sign-in endpoints off when told', async () => {
    await start({ authTerminal: false, authEnv: false, files: false });
    const body = (await (await fetch(t.bridge.capabilitiesUrl)).json()) as Reply;
    assert.deepEqual(body['auth'], { terminal: false, envVar: false });
    assert.equal(body['files'], false);
    assert.equal((await postEnv({ methodId: 'demo-env', values: { DEMO_API_KEY: 'x' } })).status, 426);
    await connect();
    const socket = await terminal('demo-terminal');
    assert.equal((await socket.closed()).code, 1008);
    assert.match(String(socket.frames[0]?.['message']), /cannot give a program a terminal/);
  });
});
