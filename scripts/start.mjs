// SPDX-License-Identifier: Apache-2.0
// `npm start`: the live demo. Starts the Vite dev server (127.0.0.1, port PORT or 5173) and the
// bridge (OS-chosen port, 127.0.0.1, accepting only the dev server's Origin, random token) with
// the built-in demo agent in a fresh sample workspace, then prints ONE address to open.
//
//   npm start                                   demo agent, no network, no API key
//   npm start -- --agent "<command>"            any ACP agent over stdio, e.g. "npx @zed-industries/claude-agent-acp"
//   npm start -- --cwd DIR                      the session's working directory for --agent (default: here)
//   npm start -- --speed 4 --long-run 300       demo agent: pace, and hundreds of extra tool calls per prompt
//   npm start -- --workspace DIR                demo agent: work in DIR (kept) instead of a temporary copy
//   npm start -- --login                        demo agent: require a sign-in (try each sign-in method)
//
// Logs (bridge, agent) go to stderr; stdout carries only the address.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    agent: { type: 'string' },
    cwd: { type: 'string' },
    workspace: { type: 'string' },
    speed: { type: 'string' },
    'long-run': { type: 'string' },
    'max-frame-bytes': { type: 'string' },
    login: { type: 'boolean', default: false },
  },
});

const vite = await createServer({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    open: false,
    // TCE_NO_WATCH=1 (the end-to-end test): no file watching or hot reload, so edits elsewhere in
    // the tree cannot reload the page mid-test.
    ...(process.env.TCE_NO_WATCH === '1' ? { hmr: false, watch: null } : {}),
  },
  logLevel: process.env.TCE_VITE_LOG ?? 'warn',
  clearScreen: false,
});
await vite.listen();
const { port } = vite.httpServer.address();
const origin = `http://127.0.0.1:${port}`;

let temporaryWorkspace;
let cwd;
const bridgeArgs = ['--import', 'tsx', join(ROOT, 'server/bridge/main.ts'), '--origin', origin, '--origin', `http://localhost:${port}`];
if (values.agent) {
  cwd = resolve(values.cwd ?? process.cwd());
  bridgeArgs.push('--agent', values.agent, '--cwd', cwd);
} else {
  cwd = values.workspace ? resolve(values.workspace) : (temporaryWorkspace = await mkdtemp(join(tmpdir(), 'tce-demo-workspace-')));
  bridgeArgs.push('--workspace', cwd);
  if (values.speed) bridgeArgs.push('--speed', values.speed);
  if (values['long-run']) bridgeArgs.push('--long-run', values['long-run']);
  if (values.login) bridgeArgs.push('--login');
}
if (values['max-frame-bytes']) bridgeArgs.push('--max-frame-bytes', values['max-frame-bytes']);

const bridge = spawn(process.execPath, bridgeArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (bridge.exitCode === null && bridge.signalCode === null) {
    const exited = new Promise((done) => bridge.once('exit', done));
    bridge.kill('SIGTERM');
    await exited;
  }
  await vite.close();
  if (temporaryWorkspace) await rm(temporaryWorkspace, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// Vite exits the process on SIGTERM itself; whoever exits first, leave nothing behind.
process.on('exit', () => {
  if (bridge.exitCode === null && bridge.signalCode === null) bridge.kill('SIGTERM');
  if (temporaryWorkspace) rmSync(temporaryWorkspace, { recursive: true, force: true });
});
bridge.on('exit', (code) => {
  if (stopping) return;
  console.error(`The bridge stopped (exit code ${code}).`);
  void stop(1);
});

const lines = createInterface({ input: bridge.stdout });
const bridgeUrl = await new Promise((done) => lines.once('line', done));
const page = `${origin}/?bridge=${encodeURIComponent(bridgeUrl)}&cwd=${encodeURIComponent(cwd)}`;
process.stdout.write(`\n  tool-call-elements live demo: ${page}\n\n`);
