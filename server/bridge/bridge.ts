// SPDX-License-Identifier: Apache-2.0
/**
 * The local bridge: serves WebSocket clients and runs one ACP agent process per connection over
 * stdio (one JSON-RPC message per text frame, one per line on the agent's stdin/stdout), like
 * `stdio-to-ws`, and safer:
 * - binds 127.0.0.1 unless told otherwise;
 * - accepts a browser only from an allowed Origin (default: the dev server's);
 * - requires a random token in the URL (`?token=`), compared in constant time;
 * - caps frames in both directions (`maxFrameBytes`);
 * - kills the agent (its whole process group) when the socket closes, and closes the socket when
 *   the agent exits, with the exit code or signal in the close reason;
 * - logs to stderr (or `log`), never to the socket.
 * `GET /files?token=…&query=…` lists files under the agent's working directory for mentions,
 * read-only and bounded (file-listing.ts; decision 0037), to the same allowed Origins (CORS).
 * `POST /fs/read`, `/fs/write` and `/fs/delete` serve the sessions' files to the page (the host's
 * `fs` for `connectAcp`; decision 0041), confined to the agent's working directory and the folders
 * of the sessions relayed here (session-roots.ts, file-access.ts).
 * Sign-in (decision 0039): `GET /capabilities` says what the page may ask of the bridge; the
 * WebSocket `/auth/terminal` runs a `terminal` sign-in method of the agent in a pseudo-terminal
 * (auth-terminal.ts, pty.ts); `POST /auth/env` keeps an `env_var` method's values in memory for the
 * agents started afterwards and restarts the running ones (close 4003). What either may run or
 * set comes from the agent's latest `initialize` answer (auth-methods.ts), never from the page.
 * `/watch` serves read-only observers: the history of every message first, then live messages,
 * each wrapped as a trace line `{seq, ts, t_ms, dir, msg}` (the format of test/fixtures) plus `feed`,
 * an id of this bridge run.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { AuthMethods } from './auth-methods.js';
import { FileAccess } from './file-access.js';
import { runSignInTerminal, signInCommandLine } from './auth-terminal.js';
import type { AgentCommand } from './processes.js';

export type { AgentCommand } from './processes.js';
import { httpHandler } from './http-api.js';
import { killGroup, KILL_GRACE_MS, signalGroup } from './processes.js';
import { detectPty, type PtyForm } from './pty.js';
import { SessionRoots } from './session-roots.js';

export interface BridgeOptions {
  agent: AgentCommand;
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string;
  /** Port; 0 (the default) lets the OS choose. */
  port?: number;
  /** Origins a browser may connect from. A request without an Origin (not a browser) is allowed. */
  origins: string[];
  /** The secret clients must pass as `?token=`. Default: 32 random bytes, hex. */
  token?: string;
  /** Largest frame accepted from a client or sent to one. Default 16 MiB. */
  maxFrameBytes?: number;
  /** Serve `GET /files` (the file listing for mentions). Default true. */
  files?: boolean;
  /** Serve `POST /fs/read`, `/fs/write`, `/fs/delete` (the sessions' files, for the page's `fs`). Default true. */
  fs?: boolean;
  /** Serve `/watch`. Default true. */
  watch?: boolean;
  /** Run `terminal` sign-in methods (`/auth/terminal`) when this system has a pseudo-terminal. Default true. */
  authTerminal?: boolean;
  /** Take `env_var` sign-in values (`POST /auth/env`). Default true. */
  authEnv?: boolean;
  /** Messages kept for observers joining late. Default 100 000. */
  historyLimit?: number;
  /** Where log lines go. Default: stderr. */
  log?: (line: string) => void;
}

export interface Bridge {
  /** `ws://host:port/acp?token=…`: the URL to give the page. */
  readonly url: string;
  /** `ws://host:port/watch?token=…`: read-only observers. */
  readonly watchUrl: string;
  /** `http://host:port/files?token=…`: the file listing (add `&query=`). */
  readonly filesUrl: string;
  /** `http://host:port/capabilities?token=…` */
  readonly capabilitiesUrl: string;
  /** `ws://host:port/auth/terminal?token=…` (add `&method=&cols=&rows=`). */
  readonly authTerminalUrl: string;
  /** `http://host:port/auth/env?token=…` */
  readonly authEnvUrl: string;
  readonly port: number;
  readonly token: string;
  /** Closes every socket, kills every agent, stops listening. */
  close(): Promise<void>;
}

/** Close codes the bridge uses (4000-4999 is the application range). */
export const CLOSE = {
  /** The agent exited with code 0. */
  agentExited: 4000,
  /** The agent exited with another code, was killed by a signal, or could not start. */
  agentFailed: 4001,
  /** The agent wrote a line larger than `maxFrameBytes`. */
  agentMessageTooLarge: 4002,
  /** `POST /auth/env` set new values: reconnect, to an agent started with them. */
  agentRestarting: 4003,
  /** The bridge is shutting down. */
  shutdown: 1001,
} as const;

export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const host = options.host ?? '127.0.0.1';
  const token = options.token ?? randomBytes(32).toString('hex');
  const maxFrameBytes = options.maxFrameBytes ?? 16 * 1024 * 1024;
  const historyLimit = options.historyLimit ?? 100_000;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const origins = new Set(options.origins);
  const startedAt = Date.now();
  /** Tells observers this bridge's `seq` numbering from another run's. */
  const feed = randomBytes(8).toString('hex');
  const history: string[] = [];
  const observers = new Set<WebSocket>();
  const agents = new Set<ChildProcessWithoutNullStreams>();
  /** The sockets of `/acp` clients, each with its agent: closed with 4003 when the environment changes. */
  const agentSockets = new Set<WebSocket>();
  const signInPrograms = new Set<ChildProcessWithoutNullStreams>();
  const authMethods = new AuthMethods();
  const roots = new SessionRoots(options.agent.cwd ?? process.cwd());
  /** `env_var` sign-in values, for the agents started from now on. In memory only, never logged. */
  const agentEnv = new Map<string, string>();
  const pty: PtyForm | undefined = options.authTerminal === false ? undefined : await detectPty();
  let seq = 0;
  let connections = 0;
  let signIns = 0;
  const environment = (): NodeJS.ProcessEnv => ({ ...(options.agent.env ?? process.env), ...Object.fromEntries(agentEnv) });

  const server = createServer(
    httpHandler({
      origins,
      tokenMatches,
      log,
      filesRoot: options.files === false ? undefined : (options.agent.cwd ?? process.cwd()),
      ...(options.fs === false ? {} : { fileAccess: new FileAccess(roots) }),
      capabilities: () => ({
        files: options.files !== false,
        fs: options.fs !== false,
        auth: { terminal: pty !== undefined, envVar: options.authEnv !== false },
        agentCommand: signInCommandLine(options.agent, []).replace(/^exec /, ''),
      }),
      ...(options.authEnv === false
        ? {}
        : {
            envVar: {
              method: (id: unknown) => authMethods.envVarMethod(id),
              apply(method, values) {
                for (const [name, value] of Object.entries(values)) agentEnv.set(name, value);
                log(
                  `bridge: sign-in method ${method.id} set ${Object.keys(values).join(', ')} for the agents started from now on; restarting ${agentSockets.size} agent(s)`,
                );
                for (const ws of agentSockets) ws.close(CLOSE.agentRestarting, 'agent restarting with new environment');
              },
            },
          }),
    }),
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });

  function refuse(socket: Duplex, status: number, text: string, why: string): void {
    log(`bridge: refused a connection: ${why}`);
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  function tokenMatches(given: string | null): boolean {
    if (given === null) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://bridge.invalid');
    const origin = request.headers.origin;
    if (url.pathname !== '/acp' && url.pathname !== '/auth/terminal' && !(url.pathname === '/watch' && options.watch !== false)) {
      return refuse(socket, 404, 'Not Found', `unknown path ${url.pathname}`);
    }
    if (!tokenMatches(url.searchParams.get('token'))) return refuse(socket, 401, 'Unauthorized', 'missing or wrong token');
    if (origin !== undefined && !origins.has(origin)) return refuse(socket, 403, 'Forbidden', `Origin ${origin} is not allowed`);
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (url.pathname === '/watch') observe(ws);
      else if (url.pathname === '/auth/terminal') {
        runSignInTerminal({
          ws,
          id: ++signIns,
          url,
          agent: options.agent,
          env: environment(),
          form: pty,
          method: (id) => authMethods.terminalMethod(id),
          running: signInPrograms,
          log,
        });
      } else serve(ws, origin ?? 'no Origin');
    });
  });

  function remember(dir: 'agent->client' | 'client->agent', text: string): void {
    let msg: unknown = text;
    try {
      msg = JSON.parse(text);
    } catch {
      // Kept as the raw text: observers turn it into a feed error, as a direct client would.
    }
    const now = Date.now();
    const line = JSON.stringify({ feed, seq: seq++, ts: new Date(now).toISOString(), t_ms: now - startedAt, dir, msg });
    history.push(line);
    // Trimmed a tenth of the limit at a time: dropping the oldest line on every message moves the
    // whole array each time, which made a 30,000-message replay take seconds once the history was full.
    if (history.length >= historyLimit + Math.max(1, Math.ceil(historyLimit / 10))) history.splice(0, history.length - historyLimit);
    for (const observer of observers) observer.send(line);
  }

  function observe(ws: WebSocket): void {
    const kept = history.length > historyLimit ? history.slice(-historyLimit) : history;
    log(`bridge: observer joined (${kept.length} messages of history)`);
    for (const line of kept) ws.send(line);
    observers.add(ws);
    ws.on('message', () => log('bridge: ignored a message from a read-only observer'));
    ws.on('close', () => observers.delete(ws));
    ws.on('error', () => observers.delete(ws));
  }

  function serve(ws: WebSocket, origin: string): void {
    const id = ++connections;
    const { agent } = options;
    const env = environment();
    const child = (
      agent.shell !== undefined
        ? spawn(agent.shell, { shell: true, cwd: agent.cwd, env, detached: true })
        : spawn(agent.command!, agent.args ?? [], { cwd: agent.cwd, env, detached: true })
    ) as ChildProcessWithoutNullStreams;
    agents.add(child);
    agentSockets.add(ws);
    const initialize = authMethods.watch();
    const sessions = roots.watch();
    log(`bridge: connection ${id} from ${origin}: agent started (pid ${child.pid})`);
    let closing = false;

    const closeSocket = (code: number, reason: string) => {
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason.slice(0, 120));
    };

    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline).replace(/\r$/, '');
        pending = pending.slice(newline + 1);
        forward(line);
      }
      if (Buffer.byteLength(pending) > maxFrameBytes) {
        log(`bridge: connection ${id}: the agent wrote a message over ${maxFrameBytes} bytes; closing`);
        pending = '';
        closeSocket(CLOSE.agentMessageTooLarge, 'agent message too large');
        killAgent();
      }
    });
    function forward(line: string): void {
      if (line.trim() === '') return;
      if (Buffer.byteLength(line) > maxFrameBytes) {
        log(`bridge: connection ${id}: the agent wrote a message over ${maxFrameBytes} bytes; closing`);
        closeSocket(CLOSE.agentMessageTooLarge, 'agent message too large');
        killAgent();
        return;
      }
      remember('agent->client', line);
      initialize.fromAgent(line);
      sessions.fromAgent(line);
      if (ws.readyState === ws.OPEN) ws.send(line);
    }
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line !== '') log(`agent ${id}: ${line}`);
    });
    child.stdin.on('error', () => undefined); // EPIPE after the agent died: reported by 'exit'

    child.on('error', (error) => {
      log(`bridge: connection ${id}: agent could not start: ${error.message}`);
      closeSocket(CLOSE.agentFailed, `agent could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      agents.delete(child);
      if (pending.trim() !== '') forward(pending);
      pending = '';
      const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
      log(`bridge: connection ${id}: agent ${how}`);
      if (!closing) closeSocket(code === 0 ? CLOSE.agentExited : CLOSE.agentFailed, `agent ${how}`);
    });

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        log(`bridge: connection ${id}: ignored a binary frame`);
        return;
      }
      // One message per frame, but tolerate newline-separated messages and trailing newlines.
      for (const line of data.toString().split('\n')) {
        const text = line.replace(/\r$/, '');
        if (text.trim() === '') continue;
        remember('client->agent', text);
        initialize.fromClient(text);
        sessions.fromClient(text);
        if (child.stdin.writable) child.stdin.write(`${text}\n`);
      }
    });
    ws.on('close', (code) => {
      closing = true;
      agentSockets.delete(ws);
      log(`bridge: connection ${id}: socket closed (${code})`);
      killAgent();
    });
    ws.on('error', (error) => log(`bridge: connection ${id}: ${error.message}`));

    function killAgent(): void {
      killGroup(child);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const base = `ws://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: `${base}/acp?token=${token}`,
    watchUrl: `${base}/watch?token=${token}`,
    filesUrl: `${base.replace(/^ws:/, 'http:')}/files?token=${token}`,
    capabilitiesUrl: `${base.replace(/^ws:/, 'http:')}/capabilities?token=${token}`,
    authTerminalUrl: `${base}/auth/terminal?token=${token}`,
    authEnvUrl: `${base.replace(/^ws:/, 'http:')}/auth/env?token=${token}`,
    port,
    token,
    async close() {
      for (const client of wss.clients) client.close(CLOSE.shutdown, 'bridge shutting down');
      const children = [...agents, ...signInPrograms].filter((child) => child.exitCode === null && child.signalCode === null);
      const exits = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of children) signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => children.forEach((child) => signalGroup(child, 'SIGKILL')), KILL_GRACE_MS);
      await Promise.all(exits);
      clearTimeout(timer);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
