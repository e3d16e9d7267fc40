// SPDX-License-Identifier: Apache-2.0
/**
 * `tce-bridge`: the bridge as a command. Prints the client URL (with its token) on stdout, once,
 * and logs everything else to stderr.
 *
 *   tce-bridge [--agent "<command>"] [--port 0] [--host 127.0.0.1] [--origin URL]... [--token T]
 *              [--max-frame-bytes N] [--no-watch] [--no-files] [--no-fs] [--no-auth-terminal] [--no-auth-env] [--cwd DIR]
 *              demo agent only: [--workspace DIR] [--speed N] [--long-run N] [--state-dir DIR] [--login]
 *
 * Without --agent it runs the built-in demo agent in a sample workspace (a new temporary directory
 * unless --workspace is given, removed on exit). The demo agent runs from its sources through tsx, so
 * only in the repository: the published, compiled bridge (dist/bridge/) needs --agent.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBridge, type AgentCommand } from './bridge.js';

const DEFAULT_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];

const USAGE = `Usage: tce-bridge [--agent "<command>"] [--cwd DIR] [--port 0] [--host 127.0.0.1]
                  [--origin URL]... [--token T] [--max-frame-bytes N] [--no-watch] [--no-files]
                  [--no-fs] [--no-auth-terminal] [--no-auth-env]
                  demo agent only: [--workspace DIR] [--speed N] [--long-run N] [--state-dir DIR] [--login]

Runs an ACP agent (--agent, a shell command line, in --cwd) for each WebSocket client and prints the
client URL (ws://host:port/acp?token=...) on stdout. Logs go to stderr.

  --agent CMD            the agent, e.g. "npx @zed-industries/claude-agent-acp"
                         (without it: the built-in demo agent, in the repository only)
  --cwd DIR              the agent's working directory (default: here)
  --host H, --port N     where to listen (default 127.0.0.1, a port the OS chooses)
  --origin URL           a page origin allowed to connect; repeatable
                         (default ${DEFAULT_ORIGINS.join(' and ')})
  --token T              the token clients must pass (default: random; or TCE_BRIDGE_TOKEN)
  --max-frame-bytes N    largest frame either way (default 16 MiB)
  --no-watch             no read-only /watch endpoint
  --no-files             no GET /files (the file listing for mentions)
  --no-fs                no POST /fs/read, /fs/write, /fs/delete (the sessions' files, for the page)
  --no-auth-terminal     never run the agent's terminal sign-in in a pseudo-terminal (/auth/terminal)
  --no-auth-env          never take sign-in environment variables from the page (POST /auth/env)
  --login                demo agent: require a sign-in (an agent, a terminal and an env_var method)
  --state-dir DIR        demo agent: where it keeps sessions and the sign-in (default: in the temp folder)
  -h, --help             this text
`;

function usageError(message: string): never {
  process.stderr.write(`tce-bridge: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      agent: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '0' },
      origin: { type: 'string', multiple: true },
      token: { type: 'string' },
      'max-frame-bytes': { type: 'string' },
      'no-watch': { type: 'boolean', default: false },
      'no-files': { type: 'boolean', default: false },
      'no-fs': { type: 'boolean', default: false },
      'no-auth-terminal': { type: 'boolean', default: false },
      'no-auth-env': { type: 'boolean', default: false },
      login: { type: 'boolean', default: false },
      'state-dir': { type: 'string' },
      cwd: { type: 'string' },
      workspace: { type: 'string' },
      speed: { type: 'string', default: '1' },
      'long-run': { type: 'string', default: '0' },
    },
  });
} catch (error) {
  usageError((error as Error).message);
}
const { values } = parsed;
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

let removeWorkspace: string | undefined;
let agent: AgentCommand;
if (values.agent) {
  agent = { shell: values.agent, cwd: values.cwd ? resolve(values.cwd) : process.cwd() };
} else {
  const main = join(dirname(fileURLToPath(import.meta.url)), '../demo-agent/main.ts');
  if (!existsSync(main)) usageError('--agent "<command>" is required: the demo agent is not part of the package');
  let workspace = values.workspace ? resolve(values.workspace) : undefined;
  if (!workspace) workspace = removeWorkspace = await mkdtemp(join(tmpdir(), 'tce-demo-workspace-'));
  agent = {
    command: process.execPath,
    // tsx by absolute URL: the agent runs in the workspace, where no node_modules resolves it.
    args: [
      '--import',
      import.meta.resolve('tsx'),
      main,
      '--workspace',
      workspace,
      '--speed',
      values.speed,
      '--long-run',
      values['long-run'],
      ...(values['state-dir'] ? ['--state-dir', resolve(values['state-dir'])] : []),
      ...(values.login ? ['--login'] : []),
    ],
    cwd: workspace,
  };
  process.stderr.write(`bridge: demo agent workspace ${workspace}\n`);
}

const maxFrameBytes = values['max-frame-bytes'] ? Number(values['max-frame-bytes']) : undefined;
const bridge = await startBridge({
  agent,
  host: values.host,
  port: Number(values.port),
  origins: values.origin ?? DEFAULT_ORIGINS,
  token: values.token ?? process.env['TCE_BRIDGE_TOKEN'],
  ...(maxFrameBytes ? { maxFrameBytes } : {}),
  watch: !values['no-watch'],
  files: !values['no-files'],
  fs: !values['no-fs'],
  authTerminal: !values['no-auth-terminal'],
  authEnv: !values['no-auth-env'],
});
process.stdout.write(`${bridge.url}\n`);
process.stderr.write(`bridge: listening; observers: ${bridge.watchUrl}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await bridge.close();
  if (removeWorkspace) await rm(removeWorkspace, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
