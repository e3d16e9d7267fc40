// SPDX-License-Identifier: Apache-2.0
/**
 * The demo agent as a command: speaks ACP (newline-delimited JSON-RPC) on stdin/stdout, logs to
 * stderr.
 *
 *   node --import tsx server/demo-agent/main.ts [--workspace DIR] [--speed N] [--long-run N]
 *
 * Without --workspace it creates a sample workspace in a new temporary directory.
 */
import { ndJsonStream } from '@agentclientprotocol/sdk';
import { rmSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createDemoAgent } from './agent.js';
import { createSampleWorkspace, ensureSampleWorkspace } from './workspace.js';

const { values } = parseArgs({
  options: {
    workspace: { type: 'string' },
    speed: { type: 'string', default: '1' },
    'long-run': { type: 'string', default: '0' },
  },
});

const speed = Number(values.speed);
const longRun = Number(values['long-run']);
if (!Number.isFinite(speed) || speed < 0 || !Number.isInteger(longRun) || longRun < 0) {
  process.stderr.write('demo agent: --speed takes a number >= 0, --long-run an integer >= 0\n');
  process.exit(2);
}
const workspace = values.workspace ? await ensureSampleWorkspace(values.workspace) : await createSampleWorkspace();
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
const connection = createDemoAgent({ workspace, speed, longRun }).connect(stream);
await connection.closed;
process.exit(0);
