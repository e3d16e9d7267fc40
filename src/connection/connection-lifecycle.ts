// SPDX-License-Identifier: Apache-2.0
/**
 * A connection's life: its sockets one after another (client-socket.ts in client mode, the
 * observed feed in observe mode), its status and `ready`, trying again after a drop
 * (reconnector.ts), opening its sessions on each new socket (client-sessions.ts), and waiting for
 * a sign-in when the agent asks for one (sign-in.ts). What the page asks of a connection is
 * connect-acp.ts, on top of this.
 */
import type { AgentCapabilities, ClientApp, ClientConnection, Implementation } from '@agentclientprotocol/sdk/unstable';
import { ConnectionStatusEvent, type ConnectionStatus, type ConnectionStatusDetail } from '../events/connection-status.js';
import type { ToolCallStore } from '../state/index.js';
import { buildClientApp } from './client-app.js';
import { ClientSessions } from './client-sessions.js';
import { initializeRequest, openClientSocket } from './client-socket.js';
import type { ConnectAcpOptions, ConnectionMode, SignInMethod } from './connection-types.js';
import { ElicitationBroker } from './elicitation-broker.js';
import { ObservedFeed } from './observed-feed.js';
import { PermissionBroker } from './permission-broker.js';
import { AGENT_RESTARTING, Reconnector } from './reconnector.js';
import { SessionChangeEvent } from './session-change.js';
import { SignInGate } from './sign-in.js';
import type { BasicWebSocket, BasicWebSocketConstructor, SocketTap } from './tapped-socket.js';

export abstract class ConnectionLifecycle extends EventTarget {
  readonly mode: ConnectionMode;
  status: ConnectionStatus = 'connecting';
  agentInfo: Implementation | undefined;
  agentCapabilities: AgentCapabilities | undefined;
  authMethods: readonly SignInMethod[] = [];
  reason: string | undefined;
  readonly ready: Promise<void>;

  protected readonly store: ToolCallStore;
  protected readonly permissions = new PermissionBroker();
  protected readonly elicitations: ElicitationBroker;
  protected readonly diagnose: (message: string) => void;
  protected readonly sessionsOpen: ClientSessions;
  protected readonly gate: SignInGate;
  private readonly reconnector: Reconnector;
  private readonly app: ClientApp;
  /** Observe mode: the feed read from every socket in turn, and the first session it named. */
  private readonly feed: ObservedFeed;
  private observedSessionId: string | undefined;
  protected closedByUser = false;
  /** The next drop is the agent restarting on purpose: reconnect at once, not counted as a failure. */
  private restarting = false;
  /** This socket's sessions are open (it was ready at least once). */
  private established = false;
  private conn: ClientConnection | undefined;
  private socket: BasicWebSocket | undefined;
  private resolveReady!: () => void;
  private rejectReady!: (error: Error) => void;

  constructor(
    private readonly url: string,
    protected readonly options: ConnectAcpOptions,
  ) {
    super();
    this.mode = options.mode ?? 'client';
    this.store = options.store;
    this.reconnector = new Reconnector(options.reconnect);
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => undefined);
    this.diagnose = options.onDiagnostic ?? ((message) => console.warn(`connectAcp: ${message}`));
    this.elicitations = new ElicitationBroker(this.diagnose);
    this.app = buildClientApp({
      options,
      permissions: this.permissions,
      elicitations: this.elicitations,
      connectionSignal: () => this.conn?.signal,
    });
    this.sessionsOpen = new ClientSessions(
      {
        request: (method, params) => this.liveConn().agent.request(method, params),
        capabilities: () => this.agentCapabilities,
        defaultCwd: options.cwd ?? '/',
        currentChanged: (previous, sessionId) => this.dispatchEvent(new SessionChangeEvent({ sessionId, previous })),
        dropped: (sessionId) => {
          this.permissions.cancelSession(sessionId);
          this.elicitations.cancelSession(sessionId);
        },
        diagnose: this.diagnose,
      },
      options.sessionId,
    );
    this.gate = new SignInGate({
      methods: () => this.authMethods,
      runners: options.auth,
      required: (message) => {
        this.reason = message;
        this.reconnector.succeeded(); // the agent answers: no network failure to back off from
        this.setStatus('sign-in-required', { reason: message });
      },
      signedIn: () => {
        if (this.status !== 'sign-in-required') return;
        this.reason = undefined;
        this.setStatus(this.established ? 'ready' : 'initializing');
      },
      authenticate: (methodId) => this.liveConn().agent.request('authenticate', { methodId }),
      restartAgent: () => this.restartAgent(),
      nextReady: () => this.nextReady(),
    });
    this.feed = new ObservedFeed(this.store, (message) => this.noteSession(message));
    // Start after the caller had a chance to add listeners, so it sees `connecting` too.
    queueMicrotask(() => void this.open());
  }

  get sessionId(): string | undefined {
    return this.mode === 'client' ? this.sessionsOpen.current : this.observedSessionId;
  }

  retry(): void {
    if (this.closedByUser || (this.status !== 'reconnecting' && this.status !== 'failed') || this.conn || this.socket) return;
    this.reconnector.cancel();
    void this.open();
  }

  close(): void {
    if (this.closedByUser) return;
    this.closedByUser = true;
    this.reconnector.cancel();
    this.conn?.close();
    this.socket?.close(1000, 'closed by the page');
    this.abandonRequests('The page closed the connection before answering');
    const closed = new Error('The connection was closed');
    this.gate.abandon(closed);
    this.rejectReady(closed);
    this.setStatus('closed');
  }

  protected requireReady(): void {
    if (this.mode !== 'client') throw new Error('An observing connection cannot send anything');
    if (this.status !== 'ready' || !this.conn) throw new Error(`Not connected to an agent (${this.status})`);
  }

  protected liveConn(): ClientConnection {
    if (!this.conn) throw new Error(`Not connected to an agent (${this.status})`);
    return this.conn;
  }

  protected setStatus(status: ConnectionStatus, extra: Partial<ConnectionStatusDetail> = {}): void {
    this.status = status;
    const detail: ConnectionStatusDetail = { status, attempt: this.reconnector.attempt, ...extra };
    if (this.reason !== undefined && status !== 'ready' && detail.reason === undefined) detail.reason = this.reason;
    if (this.sessionId !== undefined) detail.sessionId = this.sessionId;
    this.dispatchEvent(new ConnectionStatusEvent(detail));
  }

  /** Settles at the next `ready` (resolves) or the next status that is not on the way there (rejects with its reason). */
  private nextReady(): Promise<void> {
    return new Promise((resolve, reject) => {
      const listener = (event: Event) => {
        const { status, reason } = (event as ConnectionStatusEvent).detail;
        if (status !== 'ready' && status !== 'sign-in-required' && status !== 'failed' && status !== 'closed') return;
        this.removeEventListener('connection-status', listener);
        if (status === 'ready') resolve();
        else reject(new Error(status === 'sign-in-required' ? `The agent still asks to sign in: ${reason}` : (reason ?? status)));
      };
      this.addEventListener('connection-status', listener);
    });
  }

  /** Closes the socket so that the bridge ends this agent process and starts a new one for the reconnect, at once. */
  private restartAgent(): void {
    if (!this.conn) return;
    this.restarting = true;
    this.conn.close();
  }

  private async open(): Promise<void> {
    if (this.closedByUser) return;
    this.setStatus(this.reconnector.attempt === 0 ? 'connecting' : 'reconnecting', { reason: this.reason });
    try {
      if (this.mode === 'client') await this.openClient();
      else await this.openObserver();
    } catch (error) {
      if (error instanceof Error) this.reason ??= error.message;
    }
    this.conn = undefined;
    this.socket = undefined;
    this.established = false;
    this.abandonRequests('The connection closed before an answer was sent');
    if (this.closedByUser) return;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const immediate = this.restarting;
    this.restarting = false;
    const retryInMs = this.reconnector.schedule(() => void this.open(), immediate);
    if (retryInMs === undefined) {
      const failed = new Error(this.reason ?? 'The connection closed');
      this.gate.abandon(failed);
      this.rejectReady(failed);
      this.setStatus('failed');
      return;
    }
    this.setStatus('reconnecting', { retryInMs });
  }

  private tap(): SocketTap {
    return {
      received: (message: unknown) => this.store.dispatch(message, { from: 'agent' }),
      sent: (message: unknown) => this.store.dispatch(message, { from: 'client' }),
      opened: (socket: BasicWebSocket) => {
        this.socket = socket;
        this.setStatus('initializing');
      },
      closed: (code: number, reason: string) => {
        // An empty close reason says less than the error that made this page close the socket.
        this.reason = reason || this.reason || `The socket closed (code ${code})`;
        if (code === AGENT_RESTARTING) this.restarting = true;
      },
    };
  }

  private async openClient(): Promise<void> {
    const socket = openClientSocket(this.url, this.app, this.tap(), this.options.WebSocket);
    const conn = socket.conn;
    this.conn = conn;
    try {
      this.reason = undefined;
      const init = await conn.agent.request('initialize', initializeRequest(this.options));
      this.agentInfo = init.agentInfo ?? undefined;
      this.agentCapabilities = init.agentCapabilities;
      this.authMethods = Array.isArray(init.authMethods) ? init.authMethods : [];
      // Belongs to this socket: a sign-in that ends with a restart connects anew instead.
      await this.gate.guard(() => this.sessionsOpen.establish(), conn.signal);
      this.established = true;
      this.reconnector.succeeded();
      this.reason = undefined;
      this.setStatus('ready');
      this.resolveReady();
      // Requests that asked for a sign-in before a reconnect go again now.
      if (this.gate.waiting > 0) void this.gate.retry();
    } catch (error) {
      // A socket that failed reports an `Event`, not an Error: the close code says more (tap().closed).
      if (error instanceof Error) this.reason ??= error.message;
      conn.close();
    }
    await socket.finished();
  }

  private async openObserver(): Promise<void> {
    const Socket = this.options.WebSocket ?? (globalThis.WebSocket as unknown as BasicWebSocketConstructor);
    const socket = new Socket(this.url);
    this.socket = socket;
    const opened = () => {
      this.reconnector.succeeded();
      this.reason = undefined;
      this.setStatus('ready');
      this.resolveReady();
    };
    await this.feed.watch(socket, opened, this.tap().closed);
  }

  private noteSession(message: unknown): void {
    if (this.observedSessionId !== undefined || typeof message !== 'object' || message === null) return;
    const params = (message as { params?: { sessionId?: unknown } }).params;
    if (typeof params?.sessionId === 'string') this.observedSessionId = params.sessionId;
  }

  /**
   * The agent that asked is gone: its permission requests and elicitations can never be answered. Record that in the store (a
   * JSON-RPC error from the client side), so no prompt keeps asking a question nobody will read.
   */
  private abandonRequests(message: string): void {
    for (const request of [...this.permissions.abandonAll(), ...this.elicitations.abandonAll()]) {
      this.store.dispatch({ jsonrpc: '2.0', id: request.requestId, error: { code: -32603, message } }, { from: 'client' });
    }
  }
}
