// SPDX-License-Identifier: Apache-2.0
/**
 * `connectAcp(url, {store, mode})`: a live ACP feed over WebSocket into a store.
 *
 * - `mode: 'client'` (default): the page is the ACP client. It sends `initialize` (advertising
 *   `_meta.terminal_output` so agents stream terminal output; `fs`/`terminal` only when the host
 *   gives handlers, and `elicitation` unless told not to), `session/new` (or `session/load` of
 *   `sessionId`), then `prompt()` / `cancel()` (also on `<prompt-input>`'s `prompt-submit` /
 *   `prompt-cancel`), one prompt turn of a session at a time (prompt-queue.ts). Request/response plumbing is the SDK's (`client()`
 *   builder, `unstable` entry). Permission requests wait in permission-broker.ts, elicitations in
 *   elicitation-broker.ts, each for one answer from the page.
 * - `mode: 'observe'`: read-only; folds what the socket carries (plain messages, or the bridge's
 *   `/watch` trace lines) and never sends anything.
 *
 * In both modes every raw message, in both directions, reaches `store.dispatch` before the SDK
 * parses it. The connection reconnects with exponential backoff; in client mode it then loads the
 * same session when the agent supports `session/load` (replayed updates are upserts: no
 * duplicate cards).
 */
import {
  PROTOCOL_VERSION,
  RequestError,
  client,
  type AgentCapabilities,
  type ClientApp,
  type ClientConnection,
  type ContentBlock,
  type Implementation,
  type PromptResponse,
} from '@agentclientprotocol/sdk/unstable';
import { createWebSocketStream } from '@agentclientprotocol/sdk/experimental/ws-client';
import type { ElicitationAction, ElicitationContent } from '../events/elicitation-respond.js';
import type { PermissionRespondDetail } from '../events/permission-respond.js';
import { after } from '../scheduling/clock.js';
import type { PermissionOutcome, RequestId, ToolCallStore } from '../state/index.js';
import type { AcpConnection, ConnectAcpOptions, ConnectionMode, ReconnectOptions } from './connection-types.js';
import { ElicitationBroker, handleElicitations, listenForElicitationAnswers } from './elicitation-broker.js';
import { ObservedFeed } from './observed-feed.js';
import { PermissionBroker } from './permission-broker.js';
import { listenForPrompts, PromptQueue } from './prompt-queue.js';
import { listenForSessionControls } from './session-controls.js';
import { ConnectionStatusEvent, type ConnectionStatus, type ConnectionStatusDetail } from '../events/connection-status.js';
import { tappedWebSocket, type BasicWebSocket, type BasicWebSocketConstructor } from './tapped-socket.js';

const DEFAULT_RECONNECT: Required<ReconnectOptions> = {
  initialDelayMs: 500,
  maxDelayMs: 15_000,
  factor: 2,
  maxAttempts: Number.POSITIVE_INFINITY,
};

/**
 * After the SDK gave up on a closed stream, how long to wait for the socket's close frame (its code
 * and reason say why it closed): a socket that never opened may not report one everywhere.
 */
export const CLOSE_REASON_WAIT_MS = 1_000;

/**
 * What the SDK still needs to see once the store has a message: everything but `session/update`
 * notifications, which the store folds and nothing here answers. Skipping them spares the SDK's
 * schema validation of every update (most of the traffic; the SDK would also drop kinds it does
 * not know).
 */
function forwardToSdk(message: Record<string, unknown>): boolean {
  return !(message['method'] === 'session/update' && !('id' in message));
}

export function connectAcp(url: string, options: ConnectAcpOptions): AcpConnection {
  return new Connection(url, options);
}

class Connection extends EventTarget implements AcpConnection {
  readonly mode: ConnectionMode;
  status: ConnectionStatus = 'connecting';
  sessionId: string | undefined;
  agentInfo: Implementation | undefined;
  agentCapabilities: AgentCapabilities | undefined;
  reason: string | undefined;
  readonly ready: Promise<void>;
  // EventTarget's own methods, typed for `connection-status`.
  declare addEventListener: AcpConnection['addEventListener'];
  declare removeEventListener: AcpConnection['removeEventListener'];

  private readonly store: ToolCallStore;
  private readonly broker = new PermissionBroker();
  private readonly prompts = new PromptQueue();
  private readonly elicitations: ElicitationBroker;
  private readonly diagnose: (message: string) => void;
  private readonly reconnect: Required<ReconnectOptions> | false;
  private readonly app: ClientApp;
  private readonly permissionTarget: EventTarget | undefined;
  private stopControls: (() => void) | undefined;
  private stopElicitations: (() => void) | undefined;
  private attempt = 0;
  private closedByUser = false;
  private cancelRetry: (() => void) | undefined;
  private conn: ClientConnection | undefined;
  private socket: BasicWebSocket | undefined;
  private resolveReady!: () => void;
  private rejectReady!: (error: Error) => void;
  /** Observe mode: the feed read from every socket in turn. */
  private readonly feed: ObservedFeed;

  constructor(
    private readonly url: string,
    private readonly options: ConnectAcpOptions,
  ) {
    super();
    this.mode = options.mode ?? 'client';
    this.store = options.store;
    this.sessionId = options.sessionId;
    this.reconnect = options.reconnect === false ? false : { ...DEFAULT_RECONNECT, ...options.reconnect };
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => undefined);
    this.diagnose = options.onDiagnostic ?? ((message) => console.warn(`connectAcp: ${message}`));
    this.elicitations = new ElicitationBroker(this.diagnose);
    this.app = this.buildApp();
    this.feed = new ObservedFeed(this.store, (message) => this.noteSession(message));
    this.permissionTarget = options.permissionTarget ?? (typeof document !== 'undefined' ? document : undefined);
    this.permissionTarget?.addEventListener('permission-respond', this.onPermissionRespond);
    const elicitationTarget = options.elicitationTarget ?? this.permissionTarget;
    if (elicitationTarget) this.stopElicitations = listenForElicitationAnswers(elicitationTarget, this.elicitations, this.diagnose);
    const controlTarget = options.sessionControlTarget ?? (typeof document !== 'undefined' ? document : undefined);
    if (this.mode === 'client' && controlTarget) {
      const stops = [listenForSessionControls(controlTarget, this), listenForPrompts(controlTarget, this, this.diagnose)];
      this.stopControls = () => stops.forEach((stop) => stop());
    }
    // Start after the caller had a chance to add listeners, so it sees `connecting` too.
    queueMicrotask(() => void this.open());
  }

  get pendingPermissions(): number {
    return this.broker.size;
  }

  get pendingElicitations(): number {
    return this.elicitations.size;
  }

  async prompt(prompt: string | ContentBlock[]): Promise<PromptResponse> {
    this.requireSession();
    const sessionId = this.sessionId!;
    const blocks: ContentBlock[] = typeof prompt === 'string' ? [{ type: 'text', text: prompt }] : prompt;
    // After the session's earlier prompts have their answers (prompt-queue.ts); the connection may have dropped meanwhile.
    return this.prompts.run(sessionId, () => this.requireSession().agent.request('session/prompt', { sessionId, prompt: blocks }));
  }

  async cancel(): Promise<void> {
    const conn = this.requireSession();
    const sessionId = this.sessionId!;
    await conn.agent.notify('session/cancel', { sessionId });
    this.broker.cancelSession(sessionId);
    this.elicitations.cancelSession(sessionId);
  }

  async setMode(modeId: string): Promise<void> {
    const conn = this.requireSession();
    await conn.agent.request('session/set_mode', { sessionId: this.sessionId!, modeId });
  }

  async setModel(modelId: string): Promise<void> {
    const conn = this.requireSession();
    // Unstable in ACP (the stable way is a config option of category `model`): not in the SDK's
    // typed methods, so it goes out as a plain request.
    await conn.agent.request('session/set_model', { sessionId: this.sessionId!, modelId });
  }

  async setConfigOption(configId: string, value: string | boolean): Promise<void> {
    const conn = this.requireSession();
    const params = typeof value === 'boolean' ? { type: 'boolean' as const, value } : { value };
    await conn.agent.request('session/set_config_option', { sessionId: this.sessionId!, configId, ...params });
  }

  respond(requestId: RequestId, outcome: PermissionOutcome): boolean {
    return this.broker.answer(requestId, outcome);
  }

  respondElicitation(requestId: RequestId, action: ElicitationAction, content?: ElicitationContent): boolean {
    return this.elicitations.answer(requestId, action, content);
  }

  retry(): void {
    if (this.closedByUser || (this.status !== 'reconnecting' && this.status !== 'failed') || this.conn || this.socket) return;
    this.cancelRetry?.();
    void this.open();
  }

  close(): void {
    if (this.closedByUser) return;
    this.closedByUser = true;
    this.cancelRetry?.();
    this.permissionTarget?.removeEventListener('permission-respond', this.onPermissionRespond);
    this.stopControls?.();
    this.stopElicitations?.();
    this.conn?.close();
    this.socket?.close(1000, 'closed by the page');
    this.abandonRequests('The page closed the connection before answering');
    this.rejectReady(new Error('The connection was closed'));
    this.setStatus('closed');
  }

  private requireSession(): ClientConnection {
    if (this.mode !== 'client') throw new Error('An observing connection cannot send anything');
    if (this.status !== 'ready' || !this.conn || this.sessionId === undefined) {
      throw new Error(`Not connected to an agent (${this.status})`);
    }
    return this.conn;
  }

  private setStatus(status: ConnectionStatus, extra: Partial<ConnectionStatusDetail> = {}): void {
    this.status = status;
    const detail: ConnectionStatusDetail = { status, attempt: this.attempt, ...extra };
    if (this.reason !== undefined && status !== 'ready' && detail.reason === undefined) detail.reason = this.reason;
    if (this.sessionId !== undefined) detail.sessionId = this.sessionId;
    this.dispatchEvent(new ConnectionStatusEvent(detail));
  }

  private readonly onPermissionRespond = (event: Event): void => {
    const detail = (event as Event & { detail?: Partial<PermissionRespondDetail> }).detail;
    if (!detail || detail.requestId === undefined || !detail.outcome) return;
    this.broker.answer(detail.requestId, detail.outcome, detail.sessionId);
  };

  private buildApp(): ClientApp {
    const app = client({ name: 'tool-call-elements' })
      .onRequest('session/request_permission', async ({ params, requestId: rawId, signal }) => {
        const requestId = rawId as RequestId; // a request always has a non-null id
        const decided = await this.options.permissionPolicy?.(params);
        if (decided) return { outcome: decided };
        const request = { sessionId: params.sessionId, requestId, toolCallId: params.toolCall?.toolCallId };
        const answer = this.broker.wait(request);
        const connectionSignal = this.conn?.signal;
        // The agent withdrew the request ($/cancel_request): answer `cancelled`. When the whole
        // connection closed instead, nothing can be sent: open() records it as abandoned.
        const onAbort = () => {
          if (!connectionSignal?.aborted) this.broker.answer(requestId, { outcome: 'cancelled' });
        };
        signal.addEventListener('abort', onAbort, { once: true });
        return { outcome: await answer };
      })
      // Updates do not reach the SDK (see forwardToSdk); the store folds them from the raw frame.
      .onNotification('session/update', () => undefined)
      .onNotification('*', () => undefined);
    handleElicitations(app, this.elicitations, () => this.conn?.signal);
    const fs = this.options.fs;
    if (fs?.readTextFile) app.onRequest('fs/read_text_file', ({ params }) => fs.readTextFile!(params));
    if (fs?.writeTextFile) app.onRequest('fs/write_text_file', async ({ params }) => void (await fs.writeTextFile!(params)));
    return app;
  }

  private async open(): Promise<void> {
    if (this.closedByUser) return;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting', { reason: this.reason });
    try {
      if (this.mode === 'client') await this.openClient();
      else await this.openObserver();
    } catch (error) {
      if (error instanceof Error) this.reason ??= error.message;
    }
    this.conn = undefined;
    this.socket = undefined;
    this.abandonRequests('The connection closed before an answer was sent');
    if (this.closedByUser) return;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const policy = this.reconnect;
    this.attempt += 1;
    if (!policy || this.attempt > policy.maxAttempts) {
      this.rejectReady(new Error(this.reason ?? 'The connection closed'));
      this.setStatus('failed');
      return;
    }
    const retryInMs = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (this.attempt - 1));
    this.setStatus('reconnecting', { retryInMs });
    this.cancelRetry = after(retryInMs, () => void this.open());
  }

  private tapCallbacks(onClosed: () => void = () => undefined) {
    return {
      received: (message: unknown) => this.store.dispatch(message, { from: 'agent' }),
      sent: (message: unknown) => this.store.dispatch(message, { from: 'client' }),
      opened: (socket: BasicWebSocket) => {
        this.socket = socket;
        this.setStatus('initializing');
      },
      closed: (code: number, reason: string) => {
        this.reason = reason || `The socket closed (code ${code})`;
        onClosed();
      },
    };
  }

  private async openClient(): Promise<void> {
    let socketClosed!: () => void;
    const closed = new Promise<void>((resolve) => (socketClosed = resolve));
    const stream = createWebSocketStream(this.url, {
      WebSocket: tappedWebSocket(this.tapCallbacks(socketClosed), this.options.WebSocket, forwardToSdk),
    });
    const conn = this.app.connect(stream);
    this.conn = conn;
    try {
      this.reason = undefined;
      const fs = this.options.fs;
      const init = await conn.agent.request('initialize', {
        protocolVersion: PROTOCOL_VERSION,
        clientCapabilities: {
          fs: { readTextFile: Boolean(fs?.readTextFile), writeTextFile: Boolean(fs?.writeTextFile) },
          terminal: false,
          ...(this.options.elicitation === false ? {} : { elicitation: { form: {}, url: {} } }),
          _meta: { terminal_output: true },
        },
        clientInfo: this.options.clientInfo ?? { name: 'tool-call-elements', version: '0.1.0' },
      });
      this.agentInfo = init.agentInfo ?? undefined;
      this.agentCapabilities = init.agentCapabilities;
      const cwd = this.options.cwd ?? '/';
      let loaded = false;
      if (this.sessionId !== undefined && init.agentCapabilities?.loadSession) {
        try {
          await conn.agent.request('session/load', { sessionId: this.sessionId, cwd, mcpServers: [] });
          loaded = true;
        } catch (error) {
          // The agent answered but cannot load it (e.g. a new process that never saw it): start a
          // new session rather than retrying forever. A transport failure still reconnects.
          if (!(error instanceof RequestError)) throw error;
        }
      }
      if (!loaded) {
        const created = await conn.agent.request('session/new', { cwd, mcpServers: [] });
        this.sessionId = created.sessionId;
      }
      this.attempt = 0;
      this.setStatus('ready');
      this.resolveReady();
    } catch (error) {
      // A socket that failed reports an `Event`, not an Error: the close code says more (below).
      if (error instanceof Error) this.reason ??= error.message;
      conn.close();
    }
    await conn.closed;
    // The close frame's code and reason arrive after the SDK gave up on the stream: wait for them, briefly.
    let cancelWait: (() => void) | undefined;
    await Promise.race([closed, new Promise<void>((resolve) => (cancelWait = after(CLOSE_REASON_WAIT_MS, resolve)))]);
    cancelWait?.();
  }

  private async openObserver(): Promise<void> {
    const Socket = this.options.WebSocket ?? (globalThis.WebSocket as unknown as BasicWebSocketConstructor);
    const socket = new Socket(this.url);
    this.socket = socket;
    const tap = this.tapCallbacks();
    await new Promise<void>((resolve) => {
      socket.addEventListener('open', (() => {
        this.attempt = 0;
        this.reason = undefined;
        this.setStatus('ready');
        this.resolveReady();
      }) as never);
      socket.addEventListener('message', ((event: { data: unknown }) => this.feed.read(event.data)) as never);
      socket.addEventListener('close', ((event: { code?: number; reason?: string }) => {
        tap.closed(event.code ?? 1006, event.reason ?? '');
        resolve();
      }) as never);
    });
  }

  private noteSession(message: unknown): void {
    if (this.sessionId !== undefined || typeof message !== 'object' || message === null) return;
    const params = (message as { params?: { sessionId?: unknown } }).params;
    if (typeof params?.sessionId === 'string') this.sessionId = params.sessionId;
  }

  /**
   * The agent that asked is gone: its permission requests and elicitations can never be answered. Record that in the store (a
   * JSON-RPC error from the client side), so no prompt keeps asking a question nobody will read.
   */
  private abandonRequests(message: string): void {
    for (const request of [...this.broker.abandonAll(), ...this.elicitations.abandonAll()]) {
      this.store.dispatch({ jsonrpc: '2.0', id: request.requestId, error: { code: -32603, message } }, { from: 'client' });
    }
  }
}
