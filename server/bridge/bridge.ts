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
 * `/watch` serves read-only observers: the history of every message first, then live messages,
 * each wrapped as a trace line `{seq, ts, t_ms, dir, msg}` (the format of test/fixtures) plus `feed`,
 * an id of this bridge run.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { listFiles, refusedQuery } from './file-listing.js';

export interface AgentCommand {
  /** A shell command line (`"npx @zed-industries/claude-agent-acp"`), run through the shell… */
  shell?: string;
  /** …or a program and its arguments, run directly. */
  command?: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

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
  /** Serve `/watch`. Default true. */
  watch?: boolean;
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
  /** The bridge is shutting down. */
  shutdown: 1001,
} as const;

const KILL_GRACE_MS = 2000;

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
  let seq = 0;
  let connections = 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bridge.invalid');
    if (url.pathname === '/files' && options.files !== false) return void serveFiles(request, url, response);
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only\n');
  });
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

  /** The listing, under the same token and Origins as the socket; read by the page through CORS. */
  async function serveFiles(request: IncomingMessage, url: URL, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      vary: 'Origin',
    };
    if (origin !== undefined && origins.has(origin)) headers['access-control-allow-origin'] = origin;
    const fail = (status: number, why: string) => {
      log(`bridge: refused a file listing: ${why}`);
      response.writeHead(status, headers).end(JSON.stringify({ error: why }));
    };
    if (request.method !== 'GET') return fail(405, `method ${request.method}`);
    if (!tokenMatches(url.searchParams.get('token'))) return fail(401, 'missing or wrong token');
    if (origin !== undefined && !origins.has(origin)) return fail(403, `Origin ${origin} is not allowed`);
    const query = url.searchParams.get('query') ?? '';
    const refused = refusedQuery(query);
    if (refused) return fail(400, refused);
    try {
      const listing = await listFiles(options.agent.cwd ?? process.cwd(), query);
      response.writeHead(200, headers).end(JSON.stringify(listing));
    } catch (error) {
      fail(500, `the listing failed: ${(error as Error).message}`);
    }
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://bridge.invalid');
    const origin = request.headers.origin;
    if (url.pathname !== '/acp' && !(url.pathname === '/watch' && options.watch !== false)) {
      return refuse(socket, 404, 'Not Found', `unknown path ${url.pathname}`);
    }
    if (!tokenMatches(url.searchParams.get('token'))) return refuse(socket, 401, 'Unauthorized', 'missing or wrong token');
    if (origin !== undefined && !origins.has(origin)) return refuse(socket, 403, 'Forbidden', `Origin ${origin} is not allowed`);
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (url.pathname === '/watch') observe(ws);
      else serve(ws, origin ?? 'no Origin');
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
    if (history.length > historyLimit) history.splice(0, history.length - historyLimit);
    for (const observer of observers) observer.send(line);
  }

  function observe(ws: WebSocket): void {
    log(`bridge: observer joined (${history.length} messages of history)`);
    for (const line of history) ws.send(line);
    observers.add(ws);
    ws.on('message', () => log('bridge: ignored a message from a read-only observer'));
    ws.on('close', () => observers.delete(ws));
    ws.on('error', () => observers.delete(ws));
  }

  function serve(ws: WebSocket, origin: string): void {
    const id = ++connections;
    const { agent } = options;
    const child = (
      agent.shell !== undefined
        ? spawn(agent.shell, { shell: true, cwd: agent.cwd, env: agent.env ?? process.env, detached: true })
        : spawn(agent.command!, agent.args ?? [], { cwd: agent.cwd, env: agent.env ?? process.env, detached: true })
    ) as ChildProcessWithoutNullStreams;
    agents.add(child);
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
        if (child.stdin.writable) child.stdin.write(`${text}\n`);
      }
    });
    ws.on('close', (code) => {
      closing = true;
      log(`bridge: connection ${id}: socket closed (${code})`);
      killAgent();
    });
    ws.on('error', (error) => log(`bridge: connection ${id}: ${error.message}`));

    function killAgent(): void {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), KILL_GRACE_MS);
      timer.unref();
      child.once('exit', () => clearTimeout(timer));
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
    port,
    token,
    async close() {
      for (const client of wss.clients) client.close(CLOSE.shutdown, 'bridge shutting down');
      const exits = [...agents].map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of agents) signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => agents.forEach((child) => signalGroup(child, 'SIGKILL')), KILL_GRACE_MS);
      await Promise.all(exits);
      clearTimeout(timer);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Signals the agent's whole process group (a shell command's children too). */
function signalGroup(child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}
