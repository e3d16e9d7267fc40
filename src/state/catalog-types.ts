// SPDX-License-Identifier: Apache-2.0
/**
 * The view-model types of sessions as a list (catalog.ts) and of signing in (sign-in.ts): what
 * `<session-list>` and `<agent-sign-in>` draw and what `connectAcp` decides by. Apart from types.ts so
 * that both sides can name them without a loop.
 */
import type { AuthMethod } from './agent-types.js';

/**
 * Where a session stands on this page's connection:
 * - `listed`: known from `session/list` only (or remembered by the host), not opened here;
 * - `loading`: `session/load` sent, no answer yet (its history is being replayed);
 * - `resuming`: `session/resume` sent, no answer yet;
 * - `live`: created here, loaded, or seen streaming (an observer's sessions);
 * - `resumed`: live after `session/resume`: earlier messages are not in this view;
 * - `closed`: `session/close` succeeded (the agent freed it; it may still be listed and reopened);
 * - `deleted`: `session/delete` succeeded.
 * A failed load, resume, close or delete leaves the lifecycle where it was and records `error`.
 */
export type SessionLifecycle = 'listed' | 'loading' | 'resuming' | 'live' | 'resumed' | 'closed' | 'deleted';

/** A JSON-RPC error as the agent sent it (its message kept). */
export interface AgentError {
  code: number;
  message: string;
  data?: unknown;
}

/** One session in the catalog: what `session/list` said of it, merged with what the store saw. */
export interface SessionCatalogEntry {
  sessionId: string;
  /** The agent's title (`session/list`, `session_info_update`); absent or null means none. */
  title?: string;
  /** The text of the first user message the store holds, for a row without a title. */
  firstPrompt?: string;
  /** The working directory (`session/list`, or the cwd this page opened it with). */
  cwd?: string;
  additionalDirectories?: readonly string[];
  /** Last activity in ms since the epoch: the agent's `updatedAt` (ISO 8601) or, newer, the last message the store folded for it. */
  updatedAt?: number;
  /** `_meta` of the listing entry, as sent. */
  meta?: Record<string, unknown>;
  lifecycle: SessionLifecycle;
  /** The store has seen traffic of this session (it has a transcript here). */
  seen: boolean;
  /** A prompt turn is running. */
  running: boolean;
  /** Permission requests and elicitations of this session waiting for the user. */
  waitingForUser: number;
  /** Why the last load, resume, close or delete of it failed. */
  error?: AgentError;
}

/** The paging of `session/list`: what the next "load more" sends. */
export interface SessionListing {
  /** A `session/list` request is out. */
  loading: boolean;
  /** The cwd filter of the latest request (undefined: every directory). */
  cwd?: string;
  /** The cursor to ask for next; undefined once the last page arrived (or before any). */
  nextCursor?: string;
  /** At least one page arrived for the current filter. */
  listed: boolean;
  /** The last page came back with a cursor already seen: paging stopped (the agent loops). */
  cursorLoop?: boolean;
  /** The latest `session/list` failed. */
  error?: AgentError;
}

/** `agentCapabilities` about sessions and sign-in, each `true` only when the agent advertised it. */
export interface SessionCapabilitiesView {
  /** `loadSession`: reopen with the history replayed. */
  load: boolean;
  /** `sessionCapabilities.list` */
  list: boolean;
  /** `sessionCapabilities.resume`: reopen without history. */
  resume: boolean;
  /** `sessionCapabilities.close` */
  close: boolean;
  /** `sessionCapabilities.delete` */
  delete: boolean;
  /** `auth.logout` */
  logout: boolean;
}

/** An environment variable an `env_var` method asks for (unstable in the schema; codex-acp sends them). */
export interface AuthEnvVar {
  name: string;
  label?: string;
  /** Mask the value (default true). */
  secret: boolean;
  optional: boolean;
}

/** A sign-in method as `<agent-sign-in>` lists it. Methods of a type this library does not know keep their name and description. */
export interface AuthMethodView {
  id: string;
  name: string;
  description?: string;
  /** `agent` (sent to `authenticate`), `terminal`, `env_var`, or what the agent sent. */
  type: 'agent' | 'terminal' | 'env_var' | (string & {});
  /** `terminal`: the arguments to add to the agent's command. */
  args?: readonly string[];
  /** `terminal`: the environment to set for it. */
  env?: Readonly<Record<string, string>>;
  /** `env_var`: the variables to set. */
  vars?: readonly AuthEnvVar[];
  /** The method as sent. */
  raw: AuthMethod | Record<string, unknown>;
}

/**
 * - `none`: no sign-in asked for (the agent listed methods, or not, but nothing failed with -32000);
 * - `required`: a request failed with -32000 (`message` is the agent's);
 * - `signing-in`: `authenticate` sent, no answer yet (`methodId`);
 * - `signed-in`: `authenticate` succeeded;
 * - `failed`: `authenticate` failed (`error`); the user may try again.
 */
export type SignInStatus = 'none' | 'required' | 'signing-in' | 'signed-in' | 'failed';

export interface SignInState {
  status: SignInStatus;
  /** The `authMethods` of the `initialize` answer, normalised; `[]` before it. */
  methods: readonly AuthMethodView[];
  /** The agent's message of the -32000 error that asked for a sign-in. */
  message?: string;
  /** The method last chosen. */
  methodId?: string;
  /** Why the last `authenticate` failed. */
  error?: AgentError;
  /** The agent advertised `auth.logout`. */
  canLogout: boolean;
}

/** @internal what the state keeps of one session as a list item (catalog-methods.ts). */
export interface CatalogRecord {
  readonly sessionId: string;
  /** The fields of its latest `session/list` item (title and updatedAt also patched by `session_info_update`). */
  readonly cwd?: string;
  readonly title?: string;
  /** The agent's `updatedAt`, in ms. */
  readonly updatedAt?: number;
  readonly additionalDirectories?: readonly string[];
  readonly meta?: Record<string, unknown>;
  /** Set by the lifecycle methods; without it the session is `live` when the store has it, else `listed`. */
  readonly lifecycle?: SessionLifecycle;
  /** The lifecycle before the load or resume in flight: where a failure returns to. */
  readonly before?: SessionLifecycle;
  /** When a session was created, or a prompt sent or answered, here: the store's "last activity". */
  readonly activeAt?: number;
  readonly error?: AgentError;
}

/** @internal the paging of `session/list` and what it needs to stop a loop. */
export interface ListingRecord {
  readonly view: SessionListing;
  /** The cursors this listing asked for or was given. */
  readonly cursors: readonly string[];
  /** The latest `session/list` request (its requestKey): only its answer moves the paging. */
  readonly latest: string;
}

/** @internal the sign-in as folded; `retry` is the method whose -32000 asked for it. */
export interface SignInRecord {
  readonly status: SignInStatus;
  readonly message?: string;
  readonly methodId?: string;
  readonly error?: AgentError;
  readonly retry?: string;
}
