// SPDX-License-Identifier: Apache-2.0
/**
 * The view-model types of the state contract (see the README, "State API"). Wire types come from
 * the ACP SDK as types only; what we store is wider than the SDK's types on purpose, because we
 * keep what newer agents send (unknown kinds, statuses and content types) instead of dropping it.
 */
import type {
  AvailableCommand,
  ContentBlock,
  PermissionOption,
  PlanEntry,
  SessionConfigOption,
  SessionMode,
  ToolCallContent,
  ToolCallLocation,
} from '@agentclientprotocol/sdk';
import type { AgentView } from './agent-types.js';
import type { CatalogRecord, ListingRecord, SignInRecord } from './catalog-types.js';
import type { KeyedTable } from './keyed-table.js';
import type { PendingSet } from './pending-set.js';
import type { PersistentVector } from './persistent-vector.js';

export type {
  AvailableCommand,
  ContentBlock,
  PermissionOption,
  PlanEntry,
  SessionConfigOption,
  SessionMode,
  ToolCallContent,
  ToolCallLocation,
};

/** Who sent a message: the agent, or the client (the IDE / page that drives the agent). */
export type Sender = 'agent' | 'client';

/** A JSON-RPC request id: numbers and strings are different ids (`1` is not `"1"`). */
export type RequestId = string | number;

/** The ten ACP tool kinds. Agents may send others; those are kept as sent. */
export const TOOL_KINDS = ['read', 'edit', 'delete', 'move', 'search', 'execute', 'think', 'fetch', 'switch_mode', 'other'] as const;
export type KnownToolKind = (typeof TOOL_KINDS)[number];
export type ToolKind = KnownToolKind | (string & {});

/** v1 statuses, v2's `paused`/`cancelled`; unknown strings are kept as sent. */
export const TOOL_CALL_STATUSES = ['pending', 'in_progress', 'completed', 'failed', 'paused', 'cancelled'] as const;
export type KnownToolCallStatus = (typeof TOOL_CALL_STATUSES)[number];
export type ToolCallStatus = KnownToolCallStatus | (string & {});

/** Statuses after which a call has ended (`endedAt` is set). */
export const FINAL_STATUSES: readonly string[] = ['completed', 'failed', 'cancelled'];

/** A content item of a tool call: an ACP `ToolCallContent`, or an item of a type we do not know yet. */
export type ToolCallContentItem = ToolCallContent | { type: string; [key: string]: unknown };

/** The client's answer to a permission request. */
export type PermissionOutcome = { outcome: 'selected'; optionId: string } | { outcome: 'cancelled' };

/** The permission state carried on a tool call: its latest permission request. */
export interface ToolCallPermission {
  requestId: RequestId;
  options: PermissionOption[];
  /** The client's answer, once it was sent. */
  outcome?: PermissionOutcome;
}

export interface ToolCallView {
  sessionId: string;
  toolCallId: string;
  /** The last non-empty title on the wire, `''` if none yet. Display fallbacks belong to elements. */
  title: string;
  /** The tool's programmatic name (`name` on the wire), when the agent sent one. */
  name?: string;
  kind: ToolKind;
  /** The wire status, except `cancelled` for calls unfinished when the client sent `session/cancel`. */
  status: ToolCallStatus;
  content: ToolCallContentItem[];
  locations: ToolCallLocation[];
  rawInput?: unknown;
  rawOutput?: unknown;
  /** `_meta`, merged by top-level key across updates. */
  meta: Record<string, unknown>;
  permission?: ToolCallPermission;
  /** The latest elicitation tied to this call (answered or not): what its card shows. */
  elicitation?: ElicitationView;
  /** `receivedAt` of the first message that mentioned this call. */
  firstSeenAt: number;
  /** `receivedAt` of the last message that updated it (repeats included). */
  updatedAt: number;
  /** `receivedAt` of the message that moved it to completed, failed or cancelled. */
  endedAt?: number;
  /**
   * The call that started this one (a subagent's call lives inside its `Agent`/`Task` call), read by
   * `readParentToolCallId` from the first update that names one; later updates never unset or move
   * it. The parent may not be known (yet): `selectToolCallParent` tells whether to nest the call.
   * A link that would close a cycle (or names the call itself) is not recorded.
   */
  parentToolCallId?: string;
}

export interface TerminalExitStatus {
  exitCode?: number | null;
  signal?: string | null;
}

export interface TerminalView {
  sessionId: string;
  terminalId: string;
  /** Everything known of the output, as text (may contain ANSI escapes). */
  output: string;
  /** The output was cut (the client's `outputByteLimit`), as reported by `terminal/output`. */
  truncated: boolean;
  exitStatus?: TerminalExitStatus;
  command?: string;
  cwd?: string;
  /** The terminal was released or killed (client-run terminals). */
  released?: boolean;
  /** A terminal's size when the agent reported it (v2 `terminal_update`). */
  size?: { cols: number; rows: number };
  /** Increases whenever `output` is replaced rather than appended to, so a view knows to redraw. */
  resets: number;
  /**
   * The command's output as the agent reported it on the tool call showing this terminal
   * (`rawOutput.aggregated_output`, `formatted_output` or `stdout`; codex-acp streams no
   * `terminal_output` for many commands). Show it when `output` is empty.
   */
  fallbackOutput?: string;
  updatedAt: number;
}

export interface PermissionView {
  sessionId: string;
  /** The JSON-RPC id of the agent's `session/request_permission` request. */
  requestId: RequestId;
  /** The tool call it is about; absent for a v2 request that names no tool call. */
  toolCallId?: string;
  options: PermissionOption[];
  /** v2 requests carry their own title and description. */
  title?: string;
  description?: string;
  /** v2 `subject` of kind `command`: what will run. */
  command?: { command: string; cwd?: string; terminalId?: string };
  outcome?: PermissionOutcome;
  /** The client answered with a JSON-RPC error instead of an outcome. */
  error?: unknown;
  /**
   * The client cancelled the turn (or the agent cancelled this request) and the request still
   * waits for its `cancelled` answer: show it as cancelling, not as a question.
   */
  cancelRequested: boolean;
  requestedAt: number;
  answeredAt?: number;
}

/** The client's answer to an elicitation: `accept` (with the form's `content`), `decline`, `cancel`, or what it sent. */
export interface ElicitationOutcome {
  action: 'accept' | 'decline' | 'cancel' | (string & {});
  content?: Record<string, unknown>;
}

/** An agent's `elicitation/create`: a form (`requestedSchema`) or a URL to visit, answered or not. */
export interface ElicitationView {
  /** Absent for a request-scoped elicitation (before any session, e.g. while authenticating). */
  sessionId?: string;
  /** The JSON-RPC id of the `elicitation/create` request: the answer goes to it. */
  requestId: RequestId;
  toolCallId?: string;
  /** URL mode: the id `elicitation/complete` names. */
  elicitationId?: string;
  /** `form`, `url`, or a mode this library does not know (kept, shown as unsupported). */
  mode: 'form' | 'url' | (string & {});
  message: string;
  /** Form mode: the JSON Schema (a flat object of properties) of the fields to ask for. */
  requestedSchema?: Record<string, unknown>;
  url?: string;
  outcome?: ElicitationOutcome;
  /** URL mode: the agent said (`elicitation/complete`) that the interaction at the URL finished. */
  completed?: boolean;
  /** The client answered with a JSON-RPC error instead of an outcome. */
  error?: unknown;
  /** The turn (or this request) was cancelled: the request waits for its `cancel` answer. */
  cancelRequested?: boolean;
  requestedAt?: number;
  answeredAt?: number;
}

interface EntryBase {
  /** Arrival order of the message that created the entry. */
  seq: number;
  receivedAt: number;
}

export interface MessageEntry extends EntryBase {
  type: 'user_message' | 'agent_message' | 'agent_thought';
  messageId?: string;
  /** The chunks' content blocks, with consecutive text blocks joined. */
  content: ContentBlock[];
  /** All text of the message joined. */
  text: string;
  /** `user_message` entries made from the client's `session/prompt` rather than from chunks. */
  fromPrompt?: boolean;
  updatedAt: number;
}

export interface ToolCallEntry extends EntryBase {
  type: 'tool_call';
  toolCallId: string;
  /** Filled in by `selectTranscript` with the call's current view. */
  toolCall?: ToolCallView;
}

export interface PlanTranscriptEntry extends EntryBase {
  type: 'plan';
  entries: PlanEntry[];
  /** Set by draft `plan_update` (plans with ids) and `plan_removed`. */
  planId?: string;
  removed?: boolean;
  updatedAt: number;
}

export interface SessionStateEntry extends EntryBase {
  type: 'available_commands' | 'current_mode' | 'config_options' | 'session_info' | 'usage' | 'notice';
  /** The update as sent. */
  update: Record<string, unknown>;
}

/**
 * The answer to a `session/prompt`: the turn ended (`receivedAt` is when). Draw "end of turn:
 * <stopReason> · <receivedAt - startedAt>", or, with `error`, the turn's failure.
 */
export interface TurnEndEntry extends EntryBase {
  type: 'turn_end';
  /** The response's `result` as sent, or its `error` when the prompt failed. */
  update: Record<string, unknown>;
  /** `end_turn`, `cancelled`, `refusal`, `max_tokens`, `max_turn_requests`, or what the agent sent. */
  stopReason?: string;
  /** The JSON-RPC error (`{code, message, data?}`) when the prompt failed instead of ending. */
  error?: Record<string, unknown>;
  /** `receivedAt` of the `session/prompt` request; its duration is `receivedAt - startedAt`. */
  startedAt?: number;
}

/**
 * A context compaction (`compaction_update`, `compaction_summary_chunk`), in the transcript where it
 * was first mentioned: later updates with its `compactionId` patch it in place.
 */
export interface CompactionEntry extends EntryBase {
  type: 'compaction';
  compactionId: string;
  /** `in_progress`, `completed`, `failed`, `cancelled`, or what the agent sent. */
  status: string;
  /** The retained summary, text chunks joined like a message's. */
  summary: ContentBlock[];
  error?: string;
  meta?: Record<string, unknown>;
  updatedAt: number;
}

/** A `sessionUpdate` kind this library does not know, kept raw. */
export interface UnknownUpdateEntry extends EntryBase {
  type: 'unknown';
  sessionUpdate: string;
  update: Record<string, unknown>;
}

export type TranscriptEntry =
  MessageEntry | ToolCallEntry | PlanTranscriptEntry | SessionStateEntry | TurnEndEntry | CompactionEntry | UnknownUpdateEntry;

/** A message (or part of one) that could not be applied. Everything else still applies. */
export interface FeedError {
  /** Arrival order of the offending message. */
  seq: number;
  receivedAt: number;
  from: Sender;
  /** What was wrong, in one sentence. */
  reason: string;
  /** The start of the message, at most 240 characters. */
  excerpt: string;
  method?: string;
  sessionId?: string;
}

/** A session's own state beyond its tool calls: what the latest updates said. */
export interface SessionSummary {
  sessionId: string;
  cwd?: string;
  title?: string;
  currentModeId?: string;
  /** The modes the agent offered (`modes.availableModes` of the `session/new` or `session/load` result). */
  availableModes?: SessionMode[];
  /** The model in use, from an agent that offers `models` (an unstable field the stable schema replaced by config options). */
  currentModelId?: string;
  /** The models such an agent offered (`models.availableModels` of the `session/new`, load or resume result). */
  availableModels?: SessionModel[];
  availableCommands: AvailableCommand[];
  configOptions: SessionConfigOption[];
  usage?: { used: number; size: number; cost?: { amount: number; currency: string } | null };
  plan: PlanEntry[];
  /** The last `session/prompt`'s stop reason, once it finished. */
  stopReason?: string;
  /** A prompt turn is running (sent `session/prompt`, no answer yet). */
  running: boolean;
  firstSeenAt: number;
}

/** A model an agent offers under the unstable `models` field (claude-code-acp, for one). */
export interface SessionModel {
  modelId: string;
  name: string;
  description?: string | null;
}

/** What a call's header sums up of the calls under it (its children, theirs, …). */
export interface ToolCallRollup {
  /** Calls under it, at any depth. */
  total: number;
  failed: number;
  /** Calls under it not ended yet. */
  running: number;
  /** Calls under it whose permission request has no answer yet: the subagent waits for the user. */
  awaitingApproval: number;
  /** The earliest `firstSeenAt` of the call and all under it: elapsed is `(endedAt ?? now) - startedAt`. */
  startedAt: number;
  /** The latest `endedAt`, once the call and all under it ended. */
  endedAt?: number;
}

/** @internal one terminal plus the bytes of a UTF-8 character split across v2 chunks. */
export interface TerminalRecord {
  view: TerminalView;
  utf8Tail?: Uint8Array;
}

/** @internal */
export interface SessionState {
  summary: SessionSummary;
  toolCalls: KeyedTable<ToolCallView>;
  terminals: KeyedTable<TerminalRecord>;
  permissions: KeyedTable<PermissionView>;
  /** Keys: `m:<type>:<messageId>` for messages with ids, `plan:<id>` for plans with ids. */
  transcript: KeyedTable<TranscriptEntry>;
  /**
   * What a `session/cancel` settles, and only that: unfinished calls (`c:<toolCallId>`), unanswered
   * permission requests (`requestKey`) and elicitations (`e:<requestKey>`) not yet marked cancelling.
   */
  pending: PendingSet;
  /** Child call ids by `parentToolCallId`, first-seen order (a parent may be unknown yet). */
  children: KeyedTable<PersistentVector<string>>;
}

/** @internal a request seen on the wire, kept until its response arrives. */
export interface PendingRequest {
  from: Sender;
  id: RequestId;
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
  receivedAt: number;
}

/** The whole state. Treat it as opaque and read it with the selectors. */
export interface ToolCallState {
  readonly sessions: KeyedTable<SessionState>;
  readonly requests: KeyedTable<PendingRequest | undefined>;
  /** Every elicitation, by `requestKey('agent', id)`, in arrival order. */
  readonly elicitations: KeyedTable<ElicitationView>;
  /** @internal the position in `elicitations` of the newest elicitation with each `elicitationId`. */
  readonly elicitationIds: KeyedTable<number>;
  readonly errors: PersistentVector<FeedError>;
  /** Number of messages dispatched so far. */
  readonly seq: number;
  /** Negotiated ACP protocol version (from `initialize`); v2 gives `null` a meaning in updates. */
  readonly protocolVersion: number;
  /** The agent as `initialize` described it (selectAgent); undefined before its answer. */
  readonly agent?: AgentView;
  /** @internal sessions as a list, by sessionId: listed, opened, closed, deleted (selectSessionCatalog). */
  readonly catalog: KeyedTable<CatalogRecord>;
  /** @internal the paging of `session/list` (selectSessionListing); undefined before a request. */
  readonly listing?: ListingRecord;
  /** @internal the sign-in (selectSignIn); undefined until a -32000, `authenticate` or `logout`. */
  readonly signIn?: SignInRecord;
}

export interface DispatchOptions {
  from: Sender;
  /** When the message arrived, in ms since the epoch. The store uses `Date.now()` when omitted. */
  receivedAt?: number;
}
