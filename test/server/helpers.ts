// SPDX-License-Identifier: Apache-2.0
// Shared by the Node tests of the bridge and the connection: a bridge on an OS-chosen port with
// the demo agent in a temporary sample workspace, a plain JSON-RPC client over `ws`, and cleanup.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { waitUntil } from '../helpers/time.js';
import { startBridge, type AgentCommand, type Bridge, type BridgeOptions } from '../../server/bridge/bridge.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ORIGIN = 'http://127.0.0.1:5173';

/**
 * The demo agent's command; `extra` adds flags (`--login`, `--state-dir DIR`). tsx by absolute URL,
 * so `cwd` (the agent's working directory, a root of the bridge's file access) may be any folder.
 */
export function demoAgent(workspace: string, speed = 0, extra: readonly string[] = [], cwd = ROOT): AgentCommand {
  return {
    command: process.execPath,
    args: [
      '--import',
      import.meta.resolve('tsx'),
      join(ROOT, 'server/demo-agent/main.ts'),
      '--workspace',
      workspace,
      '--speed',
      String(speed),
      ...extra,
    ],
    cwd,
  };
}

export interface TestBridge {
  bridge: Bridge;
  workspace: string;
  /** The demo agent's state folder (its sessions and sign-in), removed with the workspace. */
  stateDir: string;
  logs: string[];
  close(): Promise<void>;
}

export interface TestBridgeOptions extends Partial<BridgeOptions> {
  /** More flags for the demo agent, e.g. `['--login']`. */
  agentFlags?: readonly string[];
  /** The demo agent runs in its workspace (as `npm start` runs it), not in the repository. */
  agentInWorkspace?: boolean;
}

/** A bridge (demo agent unless `agent` is given) whose log lines are collected, not printed. */
export async function testBridge(overrides: TestBridgeOptions = {}): Promise<TestBridge> {
  const { agentFlags = [], agentInWorkspace = false, ...bridgeOptions } = overrides;
  const workspace = await mkdtemp(join(tmpdir(), 'tce-test-workspace-'));
  const stateDir = await mkdtemp(join(tmpdir(), 'tce-test-state-'));
  const logs: string[] = [];
  const bridge = await startBridge({
    agent: demoAgent(workspace, 0, ['--state-dir', stateDir, ...agentFlags], agentInWorkspace ? workspace : ROOT),
    origins: [ORIGIN],
    log: (line) => logs.push(line),
    ...bridgeOptions,
  });
  return {
    bridge,
    workspace,
    stateDir,
    logs,
    async close() {
      await bridge.close();
      await rm(workspace, { recursive: true, force: true });
      await rm(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * How long the Node tests wait for what a child process does (start, exit, log, answer): longer
 * than the browser's default, as node:test sets no per-test limit and a process takes its time on
 * a busy machine.
 */
export const PROCESS_WAIT = { timeout: 8_000 };

/** The pid the bridge logged for its `n`-th agent. */
export function agentPid(logs: string[], n = 1): number | undefined {
  const match = logs.map((line) => /connection (\d+) .*agent started \(pid (\d+)\)/.exec(line)).find((m) => m && Number(m[1]) === n);
  return match ? Number(match[2]) : undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A minimal JSON-RPC peer over a real socket: requests, notifications, and everything received. */
export class RpcSocket {
  readonly received: Record<string, unknown>[] = [];
  readonly frames: string[] = [];
  closeEvent: { code: number; reason: string } | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, (message: Record<string, unknown>) => void>();
  onRequest: (message: Record<string, unknown>) => unknown = () => undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return;
      }
      this.received.push(message);
      if ('method' in message && 'id' in message) {
        const result = this.onRequest(message);
        if (result !== undefined) ws.send(JSON.stringify({ jsonrpc: '2.0', id: message['id'], result }));
      } else if ('id' in message && typeof message['id'] === 'number') {
        this.waiting.get(message['id'])?.(message);
      }
    });
    ws.on('close', (code, reason) => {
      this.closeEvent = { code, reason: reason.toString() };
    });
  }

  static open(url: string, origin: string | undefined = ORIGIN): Promise<RpcSocket> {
    const ws = new WebSocket(url, origin === undefined ? {} : { origin });
    return new Promise((resolveOpen, reject) => {
      ws.once('open', () => resolveOpen(new RpcSocket(ws)));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  request(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return new Promise((resolveReply) => {
      this.waiting.set(id, resolveReply);
      this.ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    });
  }

  closed(): Promise<{ code: number; reason: string }> {
    return waitUntil(() => this.closeEvent, 'the socket to close', PROCESS_WAIT);
  }

  /** `session/update` payloads received so far. */
  updates(): Record<string, unknown>[] {
    return this.received
      .filter((m) => m['method'] === 'session/update')
      .map((m) => (m['params'] as { update: Record<string, unknown> }).update);
  }
}

export async function initializeAndCreate(rpc: RpcSocket, meta = true): Promise<string> {
  const init = await rpc.request('initialize', {
    protocolVersion: 1,
    clientCapabilities: meta ? { _meta: { terminal_output: true } } : {},
  });
  if (!('result' in init)) throw new Error(`initialize failed: ${JSON.stringify(init)}`);
  const created = await rpc.request('session/new', { cwd: '/', mcpServers: [] });
  return (created['result'] as { sessionId: string }).sessionId;
}
