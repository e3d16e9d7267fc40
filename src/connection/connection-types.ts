// SPDX-License-Identifier: Apache-2.0
/** The options and the public face of `connectAcp` (connect-acp.ts), apart from its implementation. */
import type {
  AgentCapabilities,
  AuthMethod,
  AuthMethodTerminal,
  ContentBlock,
  Implementation,
  ListSessionsResponse,
  LoadSessionResponse,
  NewSessionResponse,
  PromptResponse,
  ReadTextFileRequest,
  ReadTextFileResponse,
  RequestPermissionRequest,
  ResumeSessionResponse,
  WriteTextFileRequest,
} from '@agentclientprotocol/sdk/unstable';
import type { SignInTerminal } from '../events/agent-authenticate.js';
import type { ConnectionStatusEvent, ConnectionStatus } from '../events/connection-status.js';
import type { ElicitationAction, ElicitationContent } from '../events/elicitation-respond.js';
import type { PermissionOutcome, RequestId, ToolCallStore } from '../state/index.js';
import type { SessionChangeEvent } from './session-change.js';
import type { BasicWebSocketConstructor } from './tapped-socket.js';

export type ConnectionMode = 'client' | 'observe';

export interface ReconnectOptions {
  /** Delay before the first retry. Default 500 ms. */
  initialDelayMs?: number;
  /** Longest delay between retries. Default 15 s. */
  maxDelayMs?: number;
  /** Growth of the delay per failed attempt. Default 2. */
  factor?: number;
  /** Give up (status `failed`) after this many failed attempts in a row. Default: never. */
  maxAttempts?: number;
}

/** Decides a permission request without asking the user; `undefined` leaves it to the user. */
export type PermissionPolicy = (
  request: RequestPermissionRequest,
) => PermissionOutcome | undefined | Promise<PermissionOutcome | undefined>;

export interface FileSystemHandlers {
  readTextFile?(request: ReadTextFileRequest): Promise<ReadTextFileResponse>;
  writeTextFile?(request: WriteTextFileRequest): Promise<void>;
}

/**
 * An `env_var` sign-in method (codex-acp sends them; not in ACP's stable schema yet): the
 * environment variables the agent reads its credentials from.
 */
export interface EnvVarAuthMethod {
  type: 'env_var';
  id: string;
  name: string;
  description?: string | null;
  vars: { name: string; label?: string | null; secret?: boolean; optional?: boolean }[];
  _meta?: Record<string, unknown> | null;
}

/** A sign-in method as `initialize` listed it (a method of a type not named here keeps its fields). */
export type SignInMethod = AuthMethod | EnvVarAuthMethod;

/**
 * How this page signs in with the methods the agent cannot run itself. `bridgeAuth()` builds both
 * for the bridge this package ships.
 */
export interface SignInRunners {
  /**
   * Runs the agent's own command with a `terminal` method's `args` and `env` in a pseudo-terminal
   * (the user signs in there; exit code 0 means signed in). Given: `initialize` advertises
   * `clientCapabilities.auth.terminal`, so agents list such methods.
   */
  terminal?: (method: AuthMethodTerminal) => SignInTerminal;
  /** Hands an `env_var` method's values to whatever starts the agent, which restarts it with them. */
  envVar?: (method: EnvVarAuthMethod, values: Record<string, string>) => Promise<void>;
}

/** Which session a request is for. */
export interface SessionOptions {
  /** One of the sessions open on this connection. Default: the current one (`sessionId`). */
  sessionId?: string;
}

/** `newSession`, `loadSession`, `resumeSession`. */
export interface SessionOpenOptions {
  /**
   * The session's working directory. Default for a load or resume: the cwd `session/list` gave
   * for it, else the connection's `cwd`; for a new session, the connection's `cwd`.
   */
  cwd?: string;
}

/** `listSessions`: a page of the agent's sessions. */
export interface ListSessionsOptions {
  /** Only sessions in this directory (absolute). Default: all. */
  cwd?: string;
  /** The `nextCursor` of the previous page. Default: the first page. */
  cursor?: string;
}

export interface SignInOptions {
  /** `env_var` methods: the values, by variable name. Secret: they go to the `envVar` runner only. */
  values?: Record<string, string>;
  /** `terminal` methods: receives the program as soon as it starts (before `signIn` returns), to show it. */
  terminal?: (terminal: SignInTerminal) => void;
}

export interface ConnectAcpOptions {
  /** Receives every message, both directions. */
  store: ToolCallStore;
  /** `client` (default) drives a session; `observe` only watches. */
  mode?: ConnectionMode;
  /** Client mode: the `cwd` of `session/new` / `session/load`. Default `/`. */
  cwd?: string;
  /** Client mode: load this session instead of creating one (needs the agent's `loadSession`, else `resume`). */
  sessionId?: string;
  /** Where `permission-respond` events are heard. Default: `document` (every prompt in the page). */
  permissionTarget?: EventTarget;
  /** Where `elicitation-respond` events are heard. Default: `permissionTarget`, else `document`. */
  elicitationTarget?: EventTarget;
  /**
   * Client mode: advertise `clientCapabilities.elicitation` (form and URL modes), so the agent may
   * ask the user with `elicitation/create`. Default true; `false` for a page that shows no
   * `<elicitation-form>` (a request that arrives anyway still waits for `respondElicitation`).
   */
  elicitation?: boolean;
  /** Hears what the connection ignored (an answer to an elicitation that is not pending). Default: `console.warn`. */
  onDiagnostic?: (message: string) => void;
  /**
   * Client mode: where the requests of `<session-status>` (`session-mode-change`, `-model-change`,
   * `-config-change`), `<prompt-input>` (`prompt-submit`, `prompt-cancel`), `<session-list>`
   * (`session-open`, `-new`, `-close`, `-delete`, `-list-more`) and `<agent-sign-in>`
   * (`agent-authenticate`, `agent-logout`) are heard and sent on, unless a listener before the
   * connection's prevented them. Default: `document`.
   */
  sessionControlTarget?: EventTarget;
  /**
   * Client mode: runners for the sign-in methods the agent cannot run itself (`terminal`,
   * `env_var`). Default: none (only `agent` methods can sign in).
   */
  auth?: SignInRunners;
  /** Host policy answering permission requests itself. Default: none, every request asks the user. */
  permissionPolicy?: PermissionPolicy;
  /** `fs/*` handlers; the capability is advertised only for the handlers given. */
  fs?: FileSystemHandlers;
  /** Reconnect policy, or `false` for none. */
  reconnect?: ReconnectOptions | false;
  /** `clientInfo` sent in `initialize`. */
  clientInfo?: Implementation;
  /** WebSocket constructor (Node: `ws`'s). Default: the global `WebSocket`. */
  WebSocket?: BasicWebSocketConstructor;
}

export interface AcpConnection extends EventTarget {
  readonly mode: ConnectionMode;
  readonly status: ConnectionStatus;
  /**
   * Client mode: the current session (the one opened or last opened, or chosen with
   * `showSession`), which requests without a `sessionId` act on; a `session-change` event says when
   * it changes. Observe mode: the first session seen.
   */
  readonly sessionId: string | undefined;
  /** Client mode: the sessions open on this connection, in the order they were opened. */
  readonly sessions: readonly string[];
  readonly agentInfo: Implementation | undefined;
  readonly agentCapabilities: AgentCapabilities | undefined;
  /** The sign-in methods of the latest `initialize` answer (`[]` before it). */
  readonly authMethods: readonly SignInMethod[];
  /** Why the last socket closed or attempt failed. */
  readonly reason: string | undefined;
  /**
   * Settles the first time the connection is ready (client mode: session created or loaded, after
   * a sign-in when the agent asked for one).
   */
  readonly ready: Promise<void>;
  /**
   * Sends `session/prompt` once the session's earlier prompts have their answers (never two turns
   * of a session at once, in the order asked); resolves with the turn's result. `cancel()` ends the
   * running turn only: prompts waiting here go out after it.
   */
  prompt(prompt: string | ContentBlock[], options?: SessionOptions): Promise<PromptResponse>;
  /** Sends `session/cancel`; answers every pending permission request of the session `cancelled` and elicitation `cancel`. */
  cancel(options?: SessionOptions): Promise<void>;
  /** Sends `session/set_mode`. */
  setMode(modeId: string, options?: SessionOptions): Promise<void>;
  /** Sends `session/set_model` (for an agent that offers the unstable `models`). */
  setModel(modelId: string, options?: SessionOptions): Promise<void>;
  /** Sends `session/set_config_option` (a select option's value, or a boolean option's state). */
  setConfigOption(configId: string, value: string | boolean, options?: SessionOptions): Promise<void>;
  /** `session/list` (agent capability `sessionCapabilities.list`): one page of the agent's sessions. */
  listSessions(options?: ListSessionsOptions): Promise<ListSessionsResponse>;
  /** `session/new`: opens a session beside the others and makes it the current one. */
  newSession(options?: SessionOpenOptions): Promise<NewSessionResponse>;
  /**
   * `session/load` (capability `loadSession`): the agent replays the session's history into the
   * store (a transcript already there starts over, so nothing is doubled); then it is open and current.
   */
  loadSession(sessionId: string, options?: SessionOpenOptions): Promise<LoadSessionResponse>;
  /** `session/resume` (capability `sessionCapabilities.resume`): open and current, without its history. */
  resumeSession(sessionId: string, options?: SessionOpenOptions): Promise<ResumeSessionResponse>;
  /** `session/close` (capability `sessionCapabilities.close`): the agent frees it; the last one opened before it becomes current. */
  closeSession(sessionId: string): Promise<void>;
  /** `session/delete` (capability `sessionCapabilities.delete`). */
  deleteSession(sessionId: string): Promise<void>;
  /** Makes a session open on this connection the current one (no request: only what `sessionId` names changes). */
  showSession(sessionId: string): void;
  /**
   * Signs in with one of `authMethods` and sends again the requests that asked for it; resolves once
   * they went through (the connection is `ready`). See docs/connection.md, "Sign-in".
   */
  signIn(methodId: string, options?: SignInOptions): Promise<void>;
  /** `logout` (capability `auth.logout`). */
  logout(): Promise<void>;
  /** Answers a pending permission request (as a `permission-respond` event would); false if not pending. */
  respond(requestId: RequestId, outcome: PermissionOutcome): boolean;
  /** Requests awaiting an answer. */
  readonly pendingPermissions: number;
  /**
   * Answers a pending `elicitation/create` (as an `elicitation-respond` event would): `{action,
   * content}` goes to the agent, content only with `accept`. False, with a diagnostic, if not pending.
   */
  respondElicitation(requestId: RequestId, action: ElicitationAction, content?: ElicitationContent): boolean;
  /** Elicitations awaiting an answer. */
  readonly pendingElicitations: number;
  /** While `reconnecting` or `failed`: tries again now instead of waiting. */
  retry(): void;
  /** Closes for good (no reconnect). */
  close(): void;
  addEventListener(
    type: 'connection-status',
    listener: (event: ConnectionStatusEvent) => void,
    options?: AddEventListenerOptions | boolean,
  ): void;
  addEventListener(
    type: 'session-change',
    listener: (event: SessionChangeEvent) => void,
    options?: AddEventListenerOptions | boolean,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean): void;
  removeEventListener(
    type: 'connection-status',
    listener: (event: ConnectionStatusEvent) => void,
    options?: EventListenerOptions | boolean,
  ): void;
  removeEventListener(
    type: 'session-change',
    listener: (event: SessionChangeEvent) => void,
    options?: EventListenerOptions | boolean,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean): void;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'connection-status': ConnectionStatusEvent;
  }
}
