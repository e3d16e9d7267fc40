// SPDX-License-Identifier: Apache-2.0
/** The options and the public face of `connectAcp` (connect-acp.ts), apart from its implementation. */
import type {
  AgentCapabilities,
  ContentBlock,
  Implementation,
  PromptResponse,
  ReadTextFileRequest,
  ReadTextFileResponse,
  RequestPermissionRequest,
  WriteTextFileRequest,
} from '@agentclientprotocol/sdk/unstable';
import type { ConnectionStatusEvent, ConnectionStatus } from '../events/connection-status.js';
import type { ElicitationAction, ElicitationContent } from '../events/elicitation-respond.js';
import type { PermissionOutcome, RequestId, ToolCallStore } from '../state/index.js';
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

export interface ConnectAcpOptions {
  /** Receives every message, both directions. */
  store: ToolCallStore;
  /** `client` (default) drives a session; `observe` only watches. */
  mode?: ConnectionMode;
  /** Client mode: the `cwd` of `session/new` / `session/load`. Default `/`. */
  cwd?: string;
  /** Client mode: load this session instead of creating one (needs the agent's `loadSession`). */
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
   * `-config-change`) and `<prompt-input>` (`prompt-submit`, `prompt-cancel`) for this session are
   * heard and sent on, unless a listener before the connection's prevented them. Default: `document`.
   */
  sessionControlTarget?: EventTarget;
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
  /** The session driven or last seen. */
  readonly sessionId: string | undefined;
  readonly agentInfo: Implementation | undefined;
  readonly agentCapabilities: AgentCapabilities | undefined;
  /** Why the last socket closed or attempt failed. */
  readonly reason: string | undefined;
  /** Settles the first time the connection is ready (client mode: session created or loaded). */
  readonly ready: Promise<void>;
  /**
   * Sends `session/prompt` once the session's earlier prompts have their answers (never two turns
   * at once, in the order asked); resolves with the turn's result. `cancel()` ends the running turn
   * only: prompts waiting here go out after it.
   */
  prompt(prompt: string | ContentBlock[]): Promise<PromptResponse>;
  /** Sends `session/cancel`; answers every pending permission request `cancelled` and elicitation `cancel`. */
  cancel(): Promise<void>;
  /** Sends `session/set_mode`. */
  setMode(modeId: string): Promise<void>;
  /** Sends `session/set_model` (for an agent that offers the unstable `models`). */
  setModel(modelId: string): Promise<void>;
  /** Sends `session/set_config_option` (a select option's value, or a boolean option's state). */
  setConfigOption(configId: string, value: string | boolean): Promise<void>;
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
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean): void;
  removeEventListener(
    type: 'connection-status',
    listener: (event: ConnectionStatusEvent) => void,
    options?: EventListenerOptions | boolean,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean): void;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'connection-status': ConnectionStatusEvent;
  }
}
