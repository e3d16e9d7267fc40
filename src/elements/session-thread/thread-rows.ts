// SPDX-License-Identifier: Apache-2.0
/**
 * What `<session-thread>` draws, one row per entry: the transcript turned into rows, with the calls
 * subagents made left to their parent's card, runs of read-only calls grouped, the session's feed
 * errors put in at their place, and the updates other elements show (`<session-status>`: commands,
 * config options, title, usage) left out. Rows are reused while what they show did not change, so
 * the virtualized head can tell by pointer whether anything in it changed.
 */
import type {
  CompactionEntry,
  ElicitationView,
  FeedError,
  MessageEntry,
  PlanTranscriptEntry,
  SessionStateEntry,
  ToolCallView,
  TranscriptEntry,
  TurnEndEntry,
} from '../../state/index.js';

export type ThreadRow =
  | { kind: 'user' | 'agent' | 'thought'; key: string; entry: MessageEntry }
  | { kind: 'plan'; key: string; entry: PlanTranscriptEntry }
  | { kind: 'tool-call'; key: string; call: ToolCallView }
  | { kind: 'tool-group'; key: string; calls: ToolCallView[] }
  | { kind: 'mode'; key: string; entry: SessionStateEntry }
  | { kind: 'turn-end'; key: string; entry: TurnEndEntry }
  | { kind: 'compaction'; key: string; entry: CompactionEntry }
  | { kind: 'error'; key: string; entry?: TurnEndEntry; error?: FeedError }
  /** An agent's question tied to no tool call (one tied to a call is in its card). */
  | { kind: 'elicitation'; key: string; view: ElicitationView }
  /** Anything else (`notice`, an update kind this library does not know): a small generic row. */
  | { kind: 'update'; key: string; name: string; update: Record<string, unknown> };

export type CallPlace = 'nested' | 'alone' | 'row';

/** Tool kinds that only look: a run of them is one collapsible row. */
export const READ_ONLY_KINDS: readonly string[] = ['read', 'search', 'fetch', 'think'];
/** Session state shown by `<session-status>`, not in the transcript. */
const HIDDEN_STATE: readonly string[] = ['available_commands', 'config_options', 'session_info', 'usage'];

const MESSAGE_KINDS = { user_message: 'user', agent_message: 'agent', agent_thought: 'thought' } as const;

/** Whether a group starts open: something in it needs the user (an unanswered permission, a failure). */
export function groupNeedsAttention(calls: readonly ToolCallView[]): boolean {
  return calls.some((call) => call.status === 'failed' || (call.permission !== undefined && call.permission.outcome === undefined));
}

function entryRow(entry: TranscriptEntry): ThreadRow | undefined {
  const key = `${entry.type}:${entry.seq}`;
  switch (entry.type) {
    case 'user_message':
    case 'agent_message':
    case 'agent_thought':
      return { kind: MESSAGE_KINDS[entry.type], key, entry };
    case 'plan':
      return { kind: 'plan', key, entry };
    case 'turn_end':
      return entry.error ? { kind: 'error', key, entry } : { kind: 'turn-end', key, entry };
    case 'current_mode':
      return { kind: 'mode', key, entry };
    case 'compaction':
      return { kind: 'compaction', key, entry };
    case 'unknown':
      return { kind: 'update', key, name: entry.sessionUpdate, update: entry.update };
    case 'tool_call':
      return undefined;
    default:
      return HIDDEN_STATE.includes(entry.type) ? undefined : { kind: 'update', key, name: entry.type, update: entry.update };
  }
}

function questionRow(view: ElicitationView): ThreadRow {
  return { kind: 'elicitation', key: `q:${typeof view.requestId}:${view.requestId}`, view };
}

/** What a row is drawn from: two rows with the same key and the same sources draw the same. */
function sources(row: ThreadRow): readonly unknown[] {
  switch (row.kind) {
    case 'tool-call':
      return [row.call];
    case 'tool-group':
      return row.calls;
    case 'error':
      return [row.entry, row.error];
    case 'update':
      return [row.update];
    case 'elicitation':
      return [row.view];
    default:
      return [row.entry];
  }
}

/** Builds rows, handing back the previous row object for every row whose sources are unchanged. */
export class ThreadRows {
  private previous = new Map<string, ThreadRow>();

  /**
   * `place` says where a call goes: `nested` (inside its parent's card: no row), `alone` (its own
   * row always, e.g. a subagent's parent call), or `row` (its own row, or a group's when read-only).
   * `questions` (elicitations with no card to show them, in arrival order) go where they arrived.
   */
  build(
    entries: readonly TranscriptEntry[],
    errors: readonly FeedError[],
    place: (call: ToolCallView) => CallPlace,
    questions: readonly ElicitationView[] = [],
  ): ThreadRow[] {
    const rows: ThreadRow[] = [];
    let run: ToolCallView[] = [];
    const flush = () => {
      if (run.length === 1) rows.push({ kind: 'tool-call', key: `c:${run[0].toolCallId}`, call: run[0] });
      else if (run.length > 1) rows.push({ kind: 'tool-group', key: `g:${run[0].toolCallId}`, calls: run });
      run = [];
    };
    // A plan without an id is the session's one plan, each `plan` update replacing it: it is drawn
    // once, where it first appeared, as it is now (plans with ids already update in place).
    let latestPlan: PlanTranscriptEntry | undefined;
    for (let i = entries.length - 1; i >= 0 && !latestPlan; i--) {
      const entry = entries[i];
      if (entry.type === 'plan' && entry.planId === undefined) latestPlan = entry;
    }
    let planDrawn = false;
    let e = 0;
    let q = 0;
    const askBefore = (at: number) => {
      for (; q < questions.length && (questions[q].requestedAt ?? Infinity) < at; q++) {
        flush();
        rows.push(questionRow(questions[q]));
      }
    };
    for (const entry of entries) {
      askBefore(entry.receivedAt);
      for (; e < errors.length && errors[e].seq < entry.seq; e++) {
        flush();
        rows.push({ kind: 'error', key: `x:${errors[e].seq}`, error: errors[e] });
      }
      if (entry.type === 'tool_call') {
        const call = entry.toolCall;
        const where = call && place(call);
        if (!call || where === 'nested') continue;
        if (where === 'row' && READ_ONLY_KINDS.includes(call.kind)) run.push(call);
        else {
          flush();
          rows.push({ kind: 'tool-call', key: `c:${call.toolCallId}`, call });
        }
        continue;
      }
      if (entry.type === 'plan' && entry.planId === undefined) {
        if (planDrawn) continue;
        planDrawn = true;
        flush();
        rows.push({ kind: 'plan', key: `plan:${entry.seq}`, entry: latestPlan! });
        continue;
      }
      const row = entryRow(entry);
      if (!row) continue;
      flush();
      rows.push(row);
    }
    askBefore(Infinity);
    flush();
    for (; q < questions.length; q++) rows.push(questionRow(questions[q]));
    for (; e < errors.length; e++) rows.push({ kind: 'error', key: `x:${errors[e].seq}`, error: errors[e] });
    return this.reuse(rows);
  }

  private reuse(rows: ThreadRow[]): ThreadRow[] {
    const next = new Map<string, ThreadRow>();
    const out = rows.map((row) => {
      const before = this.previous.get(row.key);
      const kept = before && before.kind === row.kind && sameSources(sources(before), sources(row)) ? before : row;
      next.set(row.key, kept);
      return kept;
    });
    this.previous = next;
    return out;
  }
}

function sameSources(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
