// SPDX-License-Identifier: Apache-2.0
/**
 * The sessions a client-mode connection has open with its agent, several at once over one socket,
 * and the current one (what `prompt()` without a `sessionId` acts on: the session the connection
 * opened or last opened). Each ACP session request is sent only when the agent advertised it, and
 * the sessions are opened again on every new socket: loaded when the agent can load (its replay
 * restarts each transcript in the store, so nothing is doubled), else resumed, else dropped; with
 * none left, a new one is created.
 */
import {
  RequestError,
  type AgentCapabilities,
  type ListSessionsResponse,
  type LoadSessionResponse,
  type NewSessionResponse,
  type ResumeSessionResponse,
} from '@agentclientprotocol/sdk/unstable';
import type { ListSessionsOptions, SessionOpenOptions } from './connection-types.js';
import { AUTH_REQUIRED } from './sign-in.js';

interface LiveSession {
  /** The working directory it was opened with (sent again when it is reopened). */
  cwd: string;
}

/** What the sessions need of their connection. */
export interface SessionsHost {
  /** Sends a request on the socket open now (throws when there is none). */
  request<T>(method: string, params: Record<string, unknown>): Promise<T>;
  /** The latest `initialize` answer's capabilities. */
  capabilities(): AgentCapabilities | undefined;
  /** `cwd` when none is given (the connection's). */
  readonly defaultCwd: string;
  /** The current session changed. */
  currentChanged(previous: string | undefined, current: string | undefined): void;
  /** A session is no longer open here (closed, deleted, or lost on a reconnect): its questions to the user end. */
  dropped(sessionId: string): void;
  /** Something worth a diagnostic happened (a session that could not be opened again). */
  diagnose(message: string): void;
}

type Capability = 'load' | 'list' | 'resume' | 'close' | 'delete';

const CAPABILITY_NAMES: Record<Capability, string> = {
  load: 'loadSession',
  list: 'sessionCapabilities.list',
  resume: 'sessionCapabilities.resume',
  close: 'sessionCapabilities.close',
  delete: 'sessionCapabilities.delete',
};

/** Whether the agent advertised a session capability (`{}` or `true` means yes; absent or null, no). */
export function advertises(capabilities: AgentCapabilities | undefined, capability: Capability): boolean {
  if (capability === 'load') return capabilities?.loadSession === true;
  const value = capabilities?.sessionCapabilities?.[capability];
  return value !== undefined && value !== null && (value as unknown) !== false;
}

export class ClientSessions {
  /** Open sessions, in the order they were (last) opened. */
  private readonly live = new Map<string, LiveSession>();
  /** The cwd of each session `session/list` named, for a load or resume that gives none. */
  private readonly listedCwd = new Map<string, string>();
  private currentId: string | undefined;

  /** `initial`: a session to load on the first connect instead of creating one. */
  constructor(
    private readonly host: SessionsHost,
    initial?: string,
  ) {
    if (initial !== undefined) {
      this.live.set(initial, { cwd: host.defaultCwd });
      this.currentId = initial;
    }
  }

  get current(): string | undefined {
    return this.currentId;
  }

  /** The open sessions' ids, oldest first. */
  get ids(): string[] {
    return [...this.live.keys()];
  }

  has(sessionId: string): boolean {
    return this.live.has(sessionId);
  }

  /** Makes an open session the current one. */
  show(sessionId: string): void {
    if (!this.live.has(sessionId)) throw new Error(`Session ${sessionId} is not open on this connection`);
    this.setCurrent(sessionId);
  }

  async list({ cwd, cursor }: ListSessionsOptions = {}): Promise<ListSessionsResponse> {
    this.require('list', 'session/list');
    const params: Record<string, unknown> = {};
    if (cwd !== undefined) params['cwd'] = cwd;
    if (cursor !== undefined) params['cursor'] = cursor;
    const page = await this.host.request<ListSessionsResponse>('session/list', params);
    // The schema says to skip invalid items; the store keeps the valid ones the same way.
    for (const info of Array.isArray(page?.sessions) ? page.sessions : []) {
      const { sessionId, cwd: itsCwd } = (info ?? {}) as { sessionId?: unknown; cwd?: unknown };
      if (typeof sessionId === 'string' && typeof itsCwd === 'string') this.listedCwd.set(sessionId, itsCwd);
    }
    return page;
  }

  async create({ cwd }: SessionOpenOptions = {}): Promise<NewSessionResponse> {
    const dir = cwd ?? this.host.defaultCwd;
    const created = await this.host.request<NewSessionResponse>('session/new', { cwd: dir, mcpServers: [] });
    this.opened(created.sessionId, dir);
    return created;
  }

  load(sessionId: string, options?: SessionOpenOptions): Promise<LoadSessionResponse> {
    return this.reopenWith<LoadSessionResponse>('load', 'session/load', sessionId, options);
  }

  resume(sessionId: string, options?: SessionOpenOptions): Promise<ResumeSessionResponse> {
    return this.reopenWith<ResumeSessionResponse>('resume', 'session/resume', sessionId, options);
  }

  /** A load or a resume the page asked for: the session is open, and current, once the agent answered. */
  private async reopenWith<T>(capability: Capability, method: string, sessionId: string, { cwd }: SessionOpenOptions = {}): Promise<T> {
    this.require(capability, method);
    const dir = this.cwdOf(sessionId, cwd);
    const answer = await this.host.request<T>(method, { sessionId, cwd: dir, mcpServers: [] });
    this.opened(sessionId, dir);
    return answer;
  }

  async close(sessionId: string): Promise<void> {
    this.require('close', 'session/close');
    await this.host.request('session/close', { sessionId });
    this.forget(sessionId);
  }

  async delete(sessionId: string): Promise<void> {
    this.require('delete', 'session/delete');
    await this.host.request('session/delete', { sessionId });
    this.forget(sessionId);
  }

  /**
   * On a new socket: opens again every session that was open, the current one first (what the
   * page shows comes back soonest), or creates one when none was. A session the agent cannot
   * reopen (an error answer, or neither load nor resume advertised) is dropped; if that leaves
   * none, a new one is created. A -32000 (sign-in required) is not such a refusal: it goes up, to
   * be retried after the sign-in.
   */
  async establish(): Promise<void> {
    const current = this.currentId;
    const order = [...this.live.keys()].sort((a, b) => Number(b === current) - Number(a === current));
    for (const sessionId of order) {
      const session = this.live.get(sessionId);
      if (!session) continue;
      try {
        await this.reopen(sessionId, session.cwd);
      } catch (error) {
        if (!(error instanceof RequestError) || error.code === AUTH_REQUIRED) throw error;
        this.host.diagnose(`session ${sessionId} could not be opened again: ${error.message}`);
        this.forget(sessionId);
      }
    }
    if (this.currentId === undefined) await this.create();
  }

  private async reopen(sessionId: string, cwd: string): Promise<void> {
    const params = { sessionId, cwd, mcpServers: [] };
    const capabilities = this.host.capabilities();
    if (advertises(capabilities, 'load')) await this.host.request('session/load', params);
    else if (advertises(capabilities, 'resume')) await this.host.request('session/resume', params);
    else throw new RequestError(-32601, 'the agent can neither load nor resume sessions');
  }

  private require(capability: Capability, method: string): void {
    if (!advertises(this.host.capabilities(), capability)) {
      throw new Error(`The agent does not support ${method} (it did not advertise ${CAPABILITY_NAMES[capability]})`);
    }
  }

  private cwdOf(sessionId: string, cwd: string | undefined): string {
    return cwd ?? this.live.get(sessionId)?.cwd ?? this.listedCwd.get(sessionId) ?? this.host.defaultCwd;
  }

  private opened(sessionId: string, cwd: string): void {
    // Re-inserted: the order of the map is the order of opening.
    this.live.delete(sessionId);
    this.live.set(sessionId, { cwd });
    this.setCurrent(sessionId);
  }

  /** A session is no longer open here; if it was the current one, the last one opened before it takes its place. */
  private forget(sessionId: string): void {
    if (!this.live.delete(sessionId)) return;
    this.host.dropped(sessionId);
    if (this.currentId === sessionId) this.setCurrent([...this.live.keys()].at(-1));
  }

  private setCurrent(sessionId: string | undefined): void {
    const previous = this.currentId;
    if (previous === sessionId) return;
    this.currentId = sessionId;
    this.host.currentChanged(previous, sessionId);
  }
}
