// SPDX-License-Identifier: Apache-2.0
/**
 * Signing in to an agent that asks for it. A request the agent answers with -32000 ("auth
 * required"), when `initialize` listed `authMethods`, is kept rather than failed: the connection's
 * status becomes `sign-in-required` (with the agent's message), and once a sign-in succeeds the
 * kept requests are sent again, their callers getting the answers of the retries.
 *
 * By method type (ACP `AuthMethod`, plus codex-acp's `env_var`):
 * - `agent` (or no type): `authenticate {methodId}`, then the retries;
 * - `terminal`: the host's runner starts the agent's own command with the method's args and env in
 *   a terminal (never sent to `authenticate`, as ACP says); exit code 0 means signed in, then the
 *   retries. An agent that reads its credentials only when it starts still refuses them: the
 *   connection then restarts the agent once (a new socket, so the bridge starts a new process);
 * - `env_var`: the host's runner hands the values to the bridge, which restarts the agent with them
 *   (close code 4003); the connection reconnects at once and the sign-in ends with that connect.
 */
import { RequestError } from '@agentclientprotocol/sdk/unstable';
import type { SignInTerminal } from '../events/agent-authenticate.js';
import type { SignInMethod, SignInOptions, SignInRunners, EnvVarAuthMethod } from './connection-types.js';
import type { AuthMethodTerminal } from '@agentclientprotocol/sdk/unstable';

/** JSON-RPC error code of ACP's "authentication required". */
export const AUTH_REQUIRED = -32000;

/** What the sign-in needs of its connection. */
export interface SignInHost {
  /** The `authMethods` of the latest `initialize` answer. */
  methods(): readonly SignInMethod[];
  readonly runners: SignInRunners | undefined;
  /** A request asked for a sign-in: the status becomes `sign-in-required` with the agent's message. */
  required(message: string): void;
  /** Signed in: the status leaves `sign-in-required`, so the kept requests may go again. */
  signedIn(): void;
  /** Sends `authenticate` on the socket open now. */
  authenticate(methodId: string): Promise<unknown>;
  /** Closes the socket so that the bridge starts a new agent, and reconnects at once. */
  restartAgent(): void;
  /** Settles at the next `ready` (resolves) or `sign-in-required`, `failed`, `closed` (rejects). */
  nextReady(): Promise<void>;
}

interface KeptRequest {
  send(): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** Set for a request that belongs to one socket (the connect): it fails when that socket closes. */
  signal?: AbortSignal;
}

export class SignInGate {
  private kept: KeptRequest[] = [];
  private running = false;

  constructor(private readonly host: SignInHost) {}

  /** Requests waiting for a sign-in. */
  get waiting(): number {
    return this.kept.length;
  }

  /**
   * Sends a request; when the agent asks for a sign-in, keeps it and resolves with the answer to
   * its retry after the sign-in. `signal`: the request belongs to one socket, and fails when it closes.
   */
  async guard<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (!this.asksForSignIn(error)) throw error;
      return new Promise<T>((resolve, reject) => {
        this.keep({ send, resolve: resolve as (value: unknown) => void, reject, ...(signal ? { signal } : {}) }, error);
      });
    }
  }

  /** Sends every kept request again (after a reconnect, or a sign-in). Resolves false when one still asks for a sign-in. */
  async retry(): Promise<boolean> {
    const items = this.kept.splice(0);
    await Promise.all(
      items.map((item) =>
        item.send().then(item.resolve, (error: unknown) => (this.asksForSignIn(error) ? this.keep(item, error) : item.reject(error))),
      ),
    );
    return this.kept.length === 0;
  }

  /** Fails every kept request (the connection closed for good). */
  abandon(error: Error): void {
    for (const item of this.kept.splice(0)) item.reject(error);
  }

  /**
   * Signs in with one of the agent's methods. A `terminal` method's program is handed to
   * `options.terminal` before this returns (synchronously, so that an event listener can put it
   * in the event's detail). Resolves once signed in and the kept requests were sent again; rejects
   * when the method cannot run here, the sign-in failed, or the agent still asks for one.
   */
  signIn(methodId: string, options: SignInOptions = {}): Promise<void> {
    if (this.running) return Promise.reject(new Error('A sign-in is already running'));
    const method = this.host.methods().find((m) => m.id === methodId);
    if (!method) return Promise.reject(new Error(`The agent offered no sign-in method "${methodId}"`));
    const type = (method as { type?: unknown }).type ?? 'agent';
    let attempt: Promise<void>;
    if (type === 'agent') attempt = this.withAgent(methodId);
    else if (type === 'terminal') {
      const run = this.host.runners?.terminal;
      if (!run) return Promise.reject(new Error(`Sign-in method "${methodId}" runs in a terminal, and this page gave no terminal runner`));
      let terminal: SignInTerminal;
      try {
        terminal = run(method as AuthMethodTerminal);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      options.terminal?.(terminal);
      attempt = this.withTerminal(terminal);
    } else if (type === 'env_var') {
      const run = this.host.runners?.envVar;
      if (!run) return Promise.reject(new Error(`Sign-in method "${methodId}" sets environment variables, and this page cannot set them`));
      attempt = this.withEnvironment(() => run(method as EnvVarAuthMethod, options.values ?? {}));
    } else {
      return Promise.reject(new Error(`Sign-in method "${methodId}" is of type "${String(type)}", which this connection cannot run`));
    }
    this.running = true;
    return attempt.finally(() => (this.running = false));
  }

  private async withAgent(methodId: string): Promise<void> {
    await this.host.authenticate(methodId);
    await this.afterSignIn();
  }

  private async withTerminal(terminal: SignInTerminal): Promise<void> {
    const { exitCode, signal } = await terminal.exited;
    if (exitCode !== 0) {
      throw new Error(
        exitCode === null
          ? `The sign-in program was stopped${signal ? ` (${signal})` : ''}`
          : `The sign-in program exited with code ${exitCode}`,
      );
    }
    if (await this.retryAfterSignIn()) return;
    // The credentials are on disk but this agent process read them only when it started.
    const ready = this.host.nextReady();
    this.host.restartAgent();
    await ready;
  }

  private async withEnvironment(hand: () => Promise<void>): Promise<void> {
    // Listening before the bridge restarts the agent, so that its `ready` is not missed.
    const ready = this.host.nextReady();
    ready.catch(() => undefined);
    await hand();
    await ready;
  }

  private async afterSignIn(): Promise<void> {
    if (!(await this.retryAfterSignIn())) throw new Error('The agent still asks to sign in');
  }

  private retryAfterSignIn(): Promise<boolean> {
    this.host.signedIn();
    return this.retry();
  }

  private keep(item: KeptRequest, error: unknown): void {
    const { signal } = item;
    if (signal?.aborted) return item.reject(new Error('The connection closed before the sign-in'));
    this.kept.push(item);
    signal?.addEventListener(
      'abort',
      () => {
        const at = this.kept.indexOf(item);
        if (at < 0) return;
        this.kept.splice(at, 1);
        item.reject(new Error('The connection closed before the sign-in'));
      },
      { once: true },
    );
    this.host.required((error as Error).message);
  }

  private asksForSignIn(error: unknown): error is RequestError {
    return error instanceof RequestError && error.code === AUTH_REQUIRED && this.host.methods().length > 0;
  }
}
