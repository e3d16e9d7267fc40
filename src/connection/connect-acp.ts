// SPDX-License-Identifier: Apache-2.0
/**
 * `connectAcp(url, {store, mode})`: a live ACP feed over WebSocket into a store.
 *
 * - `mode: 'client'` (default): the page is the ACP client. It sends `initialize`
 *   (client-socket.ts), opens a session (client-sessions.ts: several may be open at once, one of
 *   them current), then sends what the page asks: `prompt()` / `cancel()` and the session requests,
 *   also as the elements' events (prompt-queue.ts, session-controls.ts, session-requests.ts), one
 *   prompt turn of a session at a time. Permission requests wait in permission-broker.ts,
 *   elicitations in elicitation-broker.ts, each for one answer from the page. A request the agent
 *   refuses until the user signs in waits in sign-in.ts. Request/response plumbing is the SDK's.
 * - `mode: 'observe'`: read-only; folds what the socket carries (plain messages, or the bridge's
 *   `/watch` trace lines; observed-feed.ts) and never sends anything.
 *
 * In both modes every raw message, in both directions, reaches `store.dispatch` before the SDK
 * parses it. A dropped connection is tried again (reconnector.ts); in client mode it then opens its
 * sessions again (replayed updates are upserts: no duplicate cards).
 */
import type { ContentBlock, PromptResponse } from '@agentclientprotocol/sdk/unstable';
import type { ElicitationAction, ElicitationContent } from '../events/elicitation-respond.js';
import type { PermissionOutcome, RequestId } from '../state/index.js';
import { ConnectionLifecycle } from './connection-lifecycle.js';
import type {
  AcpConnection,
  ConnectAcpOptions,
  ListSessionsOptions,
  SessionOpenOptions,
  SessionOptions,
  SignInOptions,
} from './connection-types.js';
import { listenToPage } from './page-listeners.js';
import { PromptQueue } from './prompt-queue.js';

export function connectAcp(url: string, options: ConnectAcpOptions): AcpConnection {
  return new Connection(url, options);
}

class Connection extends ConnectionLifecycle implements AcpConnection {
  // EventTarget's own methods, typed for `connection-status` and `session-change`.
  declare addEventListener: AcpConnection['addEventListener'];
  declare removeEventListener: AcpConnection['removeEventListener'];

  private readonly prompts = new PromptQueue();
  private readonly stopListening: () => void;

  constructor(url: string, options: ConnectAcpOptions) {
    super(url, options);
    this.stopListening = listenToPage({
      options,
      permissions: this.permissions,
      elicitations: this.elicitations,
      ...(this.mode === 'client' ? { controls: this } : {}),
      diagnose: this.diagnose,
    });
  }

  get sessions(): readonly string[] {
    return this.mode === 'client' ? this.sessionsOpen.ids : [];
  }

  get pendingPermissions(): number {
    return this.permissions.size;
  }

  get pendingElicitations(): number {
    return this.elicitations.size;
  }

  owns(sessionId: string): boolean {
    return this.mode === 'client' && this.sessionsOpen.has(sessionId);
  }

  async prompt(prompt: string | ContentBlock[], options: SessionOptions = {}): Promise<PromptResponse> {
    const sessionId = this.requireSession(options.sessionId);
    const blocks: ContentBlock[] = typeof prompt === 'string' ? [{ type: 'text', text: prompt }] : prompt;
    // After the session's earlier prompts have their answers (prompt-queue.ts); the connection may have dropped meanwhile.
    return this.prompts.run(sessionId, () => {
      this.requireSession(sessionId);
      return this.send(() => this.liveConn().agent.request('session/prompt', { sessionId, prompt: blocks }));
    });
  }

  async cancel(options: SessionOptions = {}): Promise<void> {
    const sessionId = this.requireSession(options.sessionId);
    await this.liveConn().agent.notify('session/cancel', { sessionId });
    this.permissions.cancelSession(sessionId);
    this.elicitations.cancelSession(sessionId);
  }

  async setMode(modeId: string, options: SessionOptions = {}): Promise<void> {
    const sessionId = this.requireSession(options.sessionId);
    await this.send(() => this.liveConn().agent.request('session/set_mode', { sessionId, modeId }));
  }

  async setModel(modelId: string, options: SessionOptions = {}): Promise<void> {
    const sessionId = this.requireSession(options.sessionId);
    // Unstable in ACP (the stable way is a config option of category `model`): not in the SDK's
    // typed methods, so it goes out as a plain request.
    await this.send(() => this.liveConn().agent.request('session/set_model', { sessionId, modelId }));
  }

  async setConfigOption(configId: string, value: string | boolean, options: SessionOptions = {}): Promise<void> {
    const sessionId = this.requireSession(options.sessionId);
    const params = typeof value === 'boolean' ? { type: 'boolean' as const, value } : { value };
    await this.send(() => this.liveConn().agent.request('session/set_config_option', { sessionId, configId, ...params }));
  }

  async listSessions(options?: ListSessionsOptions) {
    this.requireReady();
    return this.send(() => this.sessionsOpen.list(options));
  }

  async newSession(options?: SessionOpenOptions) {
    this.requireReady();
    return this.send(() => this.sessionsOpen.create(options));
  }

  async loadSession(sessionId: string, options?: SessionOpenOptions) {
    this.requireReady();
    return this.send(() => this.sessionsOpen.load(sessionId, options));
  }

  async resumeSession(sessionId: string, options?: SessionOpenOptions) {
    this.requireReady();
    return this.send(() => this.sessionsOpen.resume(sessionId, options));
  }

  async closeSession(sessionId: string): Promise<void> {
    this.requireReady();
    await this.send(() => this.sessionsOpen.close(sessionId));
  }

  async deleteSession(sessionId: string): Promise<void> {
    this.requireReady();
    await this.send(() => this.sessionsOpen.delete(sessionId));
  }

  showSession(sessionId: string): void {
    if (this.mode !== 'client') throw new Error('An observing connection has no sessions to show');
    this.sessionsOpen.show(sessionId);
  }

  signIn(methodId: string, options?: SignInOptions): Promise<void> {
    if (this.mode !== 'client') return Promise.reject(new Error('An observing connection cannot sign in'));
    return this.gate.signIn(methodId, options);
  }

  async logout(): Promise<void> {
    this.requireReady();
    if (!this.agentCapabilities?.auth?.logout) throw new Error('The agent does not support logout (it did not advertise auth.logout)');
    await this.liveConn().agent.request('logout', {});
  }

  respond(requestId: RequestId, outcome: PermissionOutcome): boolean {
    return this.permissions.answer(requestId, outcome);
  }

  respondElicitation(requestId: RequestId, action: ElicitationAction, content?: ElicitationContent): boolean {
    return this.elicitations.answer(requestId, action, content);
  }

  override close(): void {
    if (this.closedByUser) return;
    this.stopListening();
    super.close();
  }

  /** The session a request is for: the one named (open here), else the current one. */
  private requireSession(named: string | undefined): string {
    this.requireReady();
    const sessionId = named ?? this.sessionsOpen.current;
    if (sessionId === undefined) throw new Error('No session is open on this connection');
    if (!this.sessionsOpen.has(sessionId)) throw new Error(`Session ${sessionId} is not open on this connection`);
    return sessionId;
  }

  /** A request the agent may refuse until the user signs in: then it waits and goes again (sign-in.ts). */
  private send<T>(request: () => Promise<T>): Promise<T> {
    return this.gate.guard(request);
  }
}
