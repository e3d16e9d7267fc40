// SPDX-License-Identifier: Apache-2.0
/**
 * The demo agent as a command: speaks ACP (newline-delimited JSON-RPC) on stdin/stdout, logs to
 * stderr.
 *
 *   node --import tsx server/demo-agent/main.ts [--workspace DIR] [--speed N] [--long-run N]
 *                                               [--state-dir DIR] [--login] [--login-terminal]
 *
 * Without --workspace it creates a sample workspace in a new temporary directory. --state-dir is
 * where sessions and the sign-in are kept (default: a folder in the temp directory named after the
 * workspace). --login makes it require a sign-in; --login-terminal runs its terminal sign-in
 * program instead of the agent (what a `terminal` auth method asks the client to run).
 */
import { ndJsonStream } from '@agentclientprotocol/sdk';
import { rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createDemoAgent } from './agent.js';
import { defaultStateDir } from './state-dir.js';
import { runTerminalLogin } from './terminal-login.js';
import { createSampleWorkspace, ensureSampleWorkspace } from './workspace.js';

const { values } = parseArgs({
  options: {
    workspace: { type: 'string' },
    speed: { type: 'string', default: '1' },
    'long-run': { type: 'string', default: '0' },
    'state-dir': { type: 'string' },
    login: { type: 'boolean', default: false },
    'login-terminal': { type: 'boolean', default: false },
  },
});

const speed = Number(values.speed);
const longRun = Number(values['long-run']);
if (!Number.isFinite(speed) || speed < 0 || !Number.isInteger(longRun) || longRun < 0) {
  process.stderr.write('demo agent: --speed takes a number >= 0, --long-run an integer >= 0\n');
  process.exit(2);
}

if (values['login-terminal']) {
  if (!values.workspace && !values['state-dir']) {
    process.stderr.write('demo agent: --login-terminal needs the --workspace (or --state-dir) of the agent it signs in\n');
    process.exit(2);
  }
  const stateDir = values['state-dir'] ? resolve(values['state-dir']) : defaultStateDir(values.workspace!);
  await mkdir(stateDir, { recursive: true });
  process.exit(await runTerminalLogin(stateDir));
}

const workspace = values.workspace ? await ensureSampleWorkspace(resolve(values.workspace)) : await createSampleWorkspace();
if (!values.workspace) {
  process.stderr.write(`demo agent: sample workspace in ${workspace} (removed on exit)\n`);
  process.on('exit', () => rmSync(workspace, { recursive: true, force: true }));
}
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));

const stream = ndJsonStream(
  Writable.toWeb(process.stdout) as WritableStream<Uint8Array>,
  Readable.toWeb(process.stdin) as ReadableStream<Uint8Array>,
);
const stateDir = values['state-dir'] ? resolve(values['state-dir']) : defaultStateDir(workspace);
const connection = createDemoAgent({ workspace, speed, longRun, stateDir, login: values.login }).connect(stream);
await connection.closed;
process.exit(0);
