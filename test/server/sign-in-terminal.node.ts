// SPDX-License-Identifier: Apache-2.0
// What the bridge runs for a terminal sign-in, with untrusted input from the agent's initialize
// answer: arguments reach the program exactly as sent, and nothing in them is run by a shell;
// malformed methods are not kept; only the answer to the client's own initialize request counts.
// Run by `npm test`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { AuthMethods } from '../../server/bridge/auth-methods.js';
import { signInCommandLine } from '../../server/bridge/auth-terminal.js';
import { detectPty, shellQuote } from '../../server/bridge/pty.js';
import { waitUntil } from '../helpers/time.js';
import { ORIGIN, PROCESS_WAIT, RpcSocket, testBridge } from './helpers.js';

const pty = await detectPty();

const HOSTILE = [
  'plain',
  '',
  "it's",
  '$(touch pwned)',
  '`touch pwned`',
  '; touch pwned',
  '"; touch pwned; "',
  '$HOME',
  '*',
  '~',
  'a\nb',
  '-n',
  '\\',
  'é €',
];

/**
 * A tiny agent: to `initialize` it answers one terminal method whose args are HOSTILE; run with
 * arguments, it prints them and some of its environment as JSON (marked, to find them in the
 * terminal's output) and exits 0.
 */
const AGENT = `
const args = process.argv.slice(1);
const env = { mark: process.env.DEMO_MARK, term: process.env.TERM, columns: process.env.COLUMNS, tty: process.stdin.isTTY === true, size: process.stdout.columns };
if (args.length > 0) { console.log('ARGS' + JSON.stringify({ args, env }) + 'END'); process.exit(0); }
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method !== 'initialize') return;
  const authMethods = [
    { type: 'terminal', id: 'hostile', name: 'Hostile', args: ${JSON.stringify(HOSTILE)}, env: { DEMO_MARK: "it's" } },
    { type: 'terminal', id: 'bad-args', name: 'Bad', args: ['ok', 7] },
    { type: 'env_var', id: 'bad-vars', name: 'Bad', vars: [{ name: 'A B' }] },
  ];
  console.log(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: 1, authMethods } }));
});`;

describe('terminal sign-in: what the bridge runs', () => {
  it('quotes arguments so that /bin/sh gives them back unchanged and runs none of them', () => {
    const line = `printf '%s\\0' ${HOSTILE.map(shellQuote).join(' ')}`;
    const cwd = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
    const printed = execFileSync('/bin/sh', ['-c', line], { cwd, encoding: 'utf8' });
    assert.deepEqual(printed.split('\0').slice(0, -1), HOSTILE);
    assert.ok(!existsSync(join(cwd, 'pwned')));
    rmSync(cwd, { recursive: true, force: true });
    assert.equal(signInCommandLine({ command: '/usr/bin/agent', args: ['--x'] }, ['--login']), 'exec /usr/bin/agent --x --login');
    assert.equal(signInCommandLine({ shell: 'npx some-agent' }, ["it's"]), `npx some-agent 'it'\\''s'`);
  });

  it('keeps well-formed methods of the answer to the client’s own initialize request only', () => {
    const methods = new AuthMethods();
    const watch = methods.watch();
    const answer = (id: unknown, authMethods: unknown) => JSON.stringify({ jsonrpc: '2.0', id, result: { authMethods } });
    const terminal = { type: 'terminal', id: 't', name: 'T', args: ['--login'], env: { A: '1' } };
    // No request yet: an answer is not looked at.
    watch.fromAgent(answer(1, [terminal]));
    assert.equal(methods.terminalMethod('t'), undefined);
    watch.fromClient(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }));
    watch.fromAgent(answer('1', [terminal])); // another id
    watch.fromAgent(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x', params: { authMethods: [terminal] } })); // a request
    assert.equal(methods.terminalMethod('t'), undefined);
    watch.fromAgent(
      answer(1, [
        terminal,
        { type: 'terminal', id: 'bad-env', name: 'B', env: { 'A=B': 'x' } },
        { type: 'terminal', id: 'nul', name: 'N', args: ['a\0b'] },
        { type: 'env_var', id: 'e', name: 'E', vars: [{ name: 'KEY', optional: true }, { name: 'OTHER' }] },
        { type: 'env_var', id: 'no-vars', name: 'E', vars: [] },
        'junk',
      ]),
    );
    assert.deepEqual(methods.terminalMethod('t'), { id: 't', args: ['--login'], env: { A: '1' } });
    assert.equal(methods.terminalMethod('bad-env'), undefined);
    assert.equal(methods.terminalMethod('nul'), undefined);
    assert.deepEqual(methods.envVarMethod('e'), {
      id: 'e',
      vars: [
        { name: 'KEY', optional: true },
        { name: 'OTHER', optional: false },
      ],
    });
    assert.equal(methods.envVarMethod('no-vars'), undefined);
    // Answered once: a second answer with the same id is not taken.
    watch.fromAgent(answer(1, []));
    assert.ok(methods.terminalMethod('t'));
  });

  it(
    'runs the agent with hostile arguments exactly as sent, through the real bridge',
    { skip: pty ? false : 'no pseudo-terminal' },
    async () => {
      const cwd = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
      const t = await testBridge({ agent: { command: process.execPath, args: ['-e', AGENT], cwd } });
      try {
        const rpc = await RpcSocket.open(t.bridge.url);
        await rpc.request('initialize', { protocolVersion: 1, clientCapabilities: { auth: { terminal: true } } });
        const ws = new WebSocket(`${t.bridge.authTerminalUrl}&method=hostile&cols=90&rows=20`, { origin: ORIGIN });
        const frames: Record<string, unknown>[] = [];
        ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
        const exit = await waitUntil(() => frames.find((f) => f['type'] === 'exit'), 'the program to exit', PROCESS_WAIT);
        assert.equal(exit['exitCode'], 0);
        const output = frames
          .filter((f) => f['type'] === 'output')
          .map((f) => f['data'])
          .join('');
        const printed = /ARGS(.*)END/s.exec(output.replace(/\r\n/g, '\n'))?.[1];
        assert.deepEqual(JSON.parse(printed!), {
          args: HOSTILE,
          env: { mark: "it's", term: 'xterm-256color', columns: '90', tty: true, size: 90 },
        });
        assert.ok(!existsSync(join(cwd, 'pwned')));
        // A method with a malformed field is not run.
        const bad = new WebSocket(`${t.bridge.authTerminalUrl}&method=bad-args`, { origin: ORIGIN });
        const code = await new Promise((resolve) => bad.on('close', resolve));
        assert.equal(code, 1008);
        rpc.ws.close();
      } finally {
        await t.close();
        await rm(cwd, { recursive: true, force: true });
      }
    },
  );
});
