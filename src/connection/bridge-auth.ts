// SPDX-License-Identifier: Apache-2.0
/**
 * `bridgeAuth(capabilitiesUrl)`: the sign-in runners (`ConnectAcpOptions.auth`) for the bridge this
 * package ships (decision 0039). It asks the bridge what it can do (`GET /capabilities`) and gives
 * only the runners it offers:
 * - `terminal`: a WebSocket to `/auth/terminal`, where the bridge runs the agent's own command with
 *   the method's arguments in a pseudo-terminal; JSON frames both ways (output, exit, error from the
 *   bridge; input and resize from the page). Closing the socket ends the program.
 * - `envVar`: `POST /auth/env` with the method's id and the values; the bridge keeps them in memory
 *   and restarts its agents with them (their sockets close with 4003; the connection reconnects).
 * The URLs keep the capabilities URL's token (bridge-url.ts; any of the bridge's URLs will do). Works in browsers and in Node (a WebSocket class
 * given, such as `ws`'s; `fetch` is global in both).
 */
import type { AuthMethodTerminal } from '@agentclientprotocol/sdk/unstable';
import type { SignInTerminal } from '../events/agent-authenticate.js';
import type { EnvVarAuthMethod, SignInRunners } from './connection-types.js';
import { bridgeEndpoint, bridgeRefusal } from './bridge-url.js';
import type { BasicWebSocket, BasicWebSocketConstructor } from './tapped-socket.js';

/** What `GET /capabilities` answers. */
export interface BridgeCapabilities {
  /** `GET /files` (the mention listing) is served. */
  files: boolean;
  /** `POST /fs/read`, `/fs/write` and `/fs/delete` (the sessions' files, `bridgeFs`) are served. */
  fs: boolean;
  auth: {
    /** The bridge can run a program in a pseudo-terminal on this system. */
    terminal: boolean;
    /** `POST /auth/env` is served. */
    envVar: boolean;
  };
  /** The agent's command line as a user would type it in a shell (for "run this yourself"). */
  agentCommand: string;
}

export interface BridgeAuthOptions {
  /** WebSocket constructor (Node: `ws`'s). Default: the global `WebSocket`. */
  WebSocket?: BasicWebSocketConstructor;
  /** The terminal's size when the program starts. Default 80 × 24; `resize()` changes it. */
  cols?: number;
  rows?: number;
}

/** The runners, and what the bridge said it can do. */
export interface BridgeAuth extends SignInRunners {
  capabilities: BridgeCapabilities;
}

/** Most output kept for a late `onOutput` listener; a sign-in program writes a few screens. */
const OUTPUT_LIMIT = 1 << 20;

function readCapabilities(value: unknown): BridgeCapabilities {
  const record = (value ?? {}) as {
    files?: unknown;
    fs?: unknown;
    auth?: { terminal?: unknown; envVar?: unknown };
    agentCommand?: unknown;
  };
  return {
    files: record.files === true,
    fs: record.fs === true,
    auth: { terminal: record.auth?.terminal === true, envVar: record.auth?.envVar === true },
    agentCommand: typeof record.agentCommand === 'string' ? record.agentCommand : '',
  };
}

export async function bridgeAuth(capabilitiesUrl: string, options: BridgeAuthOptions = {}): Promise<BridgeAuth> {
  const response = await fetch(bridgeEndpoint(capabilitiesUrl, 'capabilities'));
  if (!response.ok) throw new Error(`The bridge did not say what it can do (HTTP ${response.status})`);
  const capabilities = readCapabilities(await response.json());
  const auth: BridgeAuth = { capabilities };
  if (capabilities.auth.terminal) {
    auth.terminal = (method: AuthMethodTerminal) => {
      const url = bridgeEndpoint(capabilitiesUrl, 'auth/terminal');
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('method', method.id);
      url.searchParams.set('cols', String(options.cols ?? 80));
      url.searchParams.set('rows', String(options.rows ?? 24));
      const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as BasicWebSocketConstructor);
      return new BridgeTerminal(new Socket(url.href));
    };
  }
  if (capabilities.auth.envVar) {
    auth.envVar = async (method: EnvVarAuthMethod, values: Record<string, string>) => {
      const answer = await fetch(bridgeEndpoint(capabilitiesUrl, 'auth/env'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ methodId: method.id, values }),
      });
      if (answer.ok) return;
      const { message } = await bridgeRefusal(answer);
      throw new Error(message ?? `The bridge refused the values (HTTP ${answer.status})`);
    };
  }
  return auth;
}

/** The WebSocket's `readyState` while it opens, and once open. */
const CONNECTING = 0;
const OPEN = 1;

/** A sign-in program the bridge runs, seen through its `/auth/terminal` socket. */
class BridgeTerminal implements SignInTerminal {
  readonly exited: Promise<{ exitCode: number | null; signal?: string | null }>;
  private readonly output: string[] = [];
  private outputSize = 0;
  private readonly listeners = new Set<(data: string) => void>();
  /** Frames written before the socket opened. */
  private readonly waiting: string[] = [];
  private killed = false;

  constructor(private readonly socket: BasicWebSocket) {
    this.exited = new Promise((resolve, reject) => {
      let error: string | undefined;
      let exit: { exitCode: number | null; signal: string | null } | undefined;
      socket.addEventListener('open', (() => {
        for (const frame of this.waiting.splice(0)) socket.send(frame);
      }) as never);
      socket.addEventListener('message', ((event: { data: unknown }) => {
        const frame = parse(event.data);
        if (frame?.type === 'output' && typeof frame.data === 'string') this.emit(frame.data);
        else if (frame?.type === 'error')
          error = typeof frame.message === 'string' ? frame.message : 'The bridge could not run the sign-in';
        else if (frame?.type === 'exit') {
          exit = {
            exitCode: typeof frame.exitCode === 'number' ? frame.exitCode : null,
            signal: typeof frame.signal === 'string' ? frame.signal : null,
          };
          resolve(exit);
        }
      }) as never);
      socket.addEventListener('close', ((event: { code?: number; reason?: string }) => {
        if (exit) return;
        if (this.killed) resolve({ exitCode: null, signal: null });
        else reject(new Error(error ?? (event.reason || `The sign-in terminal closed (code ${event.code ?? 1006})`)));
      }) as never);
    });
    // The sign-in awaits it; a page that only draws the program must not see an unhandled rejection.
    this.exited.catch(() => undefined);
  }

  onOutput(listener: (data: string) => void): () => void {
    for (const chunk of this.output) listener(chunk);
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  write(data: string): void {
    this.send({ type: 'input', data });
  }

  resize(cols: number, rows: number): void {
    this.send({ type: 'resize', cols, rows });
  }

  kill(): void {
    this.killed = true;
    this.socket.close(1000, 'sign-in cancelled');
  }

  private send(frame: Record<string, unknown>): void {
    const text = JSON.stringify(frame);
    if (this.socket.readyState === OPEN) this.socket.send(text);
    else if (this.socket.readyState === CONNECTING) this.waiting.push(text);
  }

  private emit(data: string): void {
    this.output.push(data);
    this.outputSize += data.length;
    while (this.outputSize > OUTPUT_LIMIT && this.output.length > 1) this.outputSize -= this.output.shift()!.length;
    for (const listener of [...this.listeners]) listener(data);
  }
}

function parse(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
