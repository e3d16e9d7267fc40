// SPDX-License-Identifier: Apache-2.0
import { virtualize } from '@lit-labs/virtualizer/virtualize.js';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import type { ChangeTracker } from '../../changes/index.js';
import { CardListController } from '../../controllers/card-list-controller.js';
import { ChangeSetController } from '../../controllers/change-set-controller.js';
import { StoreController } from '../../controllers/store-controller.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { toolKindIcons } from '../../icons/tool-kind-icons.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { announce } from '../../dom/announcer.js';
import { CardListElement } from '../../base/card-list-element.js';
import { elicitationOpen, renderElicitation } from '../../content/elicitation.js';
import { own } from '../../text/format.js';
import { LiveTail } from '../../controllers/live-tail.js';
import { BEAT_MS } from '../../scheduling/ticker.js';
import { IncrementalMarkdown } from '../../markdown/incremental-markdown.js';
import { loadMarkdown, markdownLoaded, renderMarkdown } from '../../markdown/index.js';
import {
  selectChildToolCalls,
  selectElicitations,
  selectErrors,
  selectSession,
  selectSessionLifecycle,
  selectSessions,
  selectToolCall,
  selectToolCallParent,
  selectToolCallTerminals,
  selectTranscript,
  type ElicitationView,
  type FeedError,
  type ToolCallState,
  type ToolCallStore,
  type ToolCallView,
  type TranscriptEntry,
} from '../../state/index.js';
import {
  compaction,
  feedError,
  genericUpdate,
  groupSummary,
  lifecycleNote,
  modeChange,
  thought,
  turnEnd,
  userMessage,
} from './entry-templates.js';
import { CheckpointPrompts } from './checkpoint.js';
import styles from './session-thread.styles.js';
import { groupNeedsAttention, ThreadRows, type ThreadRow } from './thread-rows.js';
import { threadStrings } from '../../i18n/session-thread.strings.js';
import { provideStrings } from '../../i18n/translations.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('thread', threadStrings);

const rowKey = (row: ThreadRow) => row.key;

/**
 * A whole ACP session as a transcript: the user's prompts, the agent's messages (markdown,
 * rendered block by block as they stream), thoughts (collapsed), plans (`<plan-view>`, drawn where
 * the plan first appeared and updated there), tool calls as `<tool-call-card>`s at their first-seen
 * place (runs of read-only calls under one collapsible row), mode changes, ends of turns and errors.
 * Subagents' calls are drawn inside their parent's card. Only the entries on screen exist in the
 * DOM; give it a height (`--session-thread-height` or `--session-thread-max-height`) to make it its
 * own scroller that follows the conversation to the bottom.
 *
 * @summary The transcript of one session, live from a store.
 * @tag session-thread
 * @csspart base - The wrapper.
 * @csspart scroller - The scrolling area.
 * @csspart lifecycle - A note above the entries while the history loads, after a resume without history, or once the session was closed (`data-lifecycle`).
 * @csspart entry - Each entry (`data-kind`: user, agent, thought, plan, tool-call, tool-group, elicitation, mode, turn-end, compaction, error, or an update's kind).
 * @cssproperty [--session-thread-gap=8px] - Space between entries.
 * @cssproperty [--session-thread-height=auto] - Height of the thread.
 * @cssproperty [--session-thread-max-height=none] - Maximum height; past it the thread scrolls.
 */
export class SessionThread extends CardListElement {
  static override styles = [...super.styles, styles];

  static override properties = {
    store: { attribute: false },
    changes: { attribute: false },
    sessionId: { attribute: 'session-id' },
    root: {},
    noAutoscroll: { type: Boolean, attribute: 'no-autoscroll' },
    noPermissionPrompts: { type: Boolean, attribute: 'no-permission-prompts' },
    allowAppViews: { type: Boolean, attribute: 'allow-app-views' },
  };

  /** The store to show. */
  declare store: ToolCallStore | undefined;
  /**
   * The change set (`trackChanges(store)`): each prompt offers "Restore to here" when every file
   * changed from it on can be put back exactly (`checkpoint-restore`, confirmed first).
   */
  declare changes: ChangeTracker | undefined;
  /** The session to show; when unset, the store's newest session. */
  declare sessionId: string | undefined;
  /** Paths show relative to this directory; defaults to the session's cwd. */
  declare root: string | undefined;
  /** Stops following the conversation to the bottom. */
  declare noAutoscroll: boolean;
  /** Cards do not ask for permission inline: for hosts that ask elsewhere (a pinned `<permission-prompt>`). */
  declare noPermissionPrompts: boolean;
  /** Passed to every card: MCP Apps HTML in tool results runs in a sandboxed frame (see `<tool-call-card allow-app-views>`). */
  declare allowAppViews: boolean;

  /** Read at most once a beat while a stream runs, as `<tool-call-list>` does. */
  private readonly feed = new StoreController<ToolCallState>(this, { select: (state) => state, throttleMs: BEAT_MS });
  private readonly changeSet = new ChangeSetController(this);
  private readonly checkpoints = new CheckpointPrompts(this, () => {
    this.toggles++;
    this.requestUpdate();
  });
  private readonly tail = new LiveTail<ThreadRow>(rowKey);
  private readonly rows = new ThreadRows();
  private built?: {
    entries: readonly TranscriptEntry[];
    errors: readonly FeedError[];
    asks: readonly ElicitationView[];
    rows: ThreadRow[];
  };
  /** One incremental renderer per message: a streaming message re-renders only its open tail. */
  private readonly markdown = new Map<string, IncrementalMarkdown<TemplateResult>>();
  private awaitingMarkdown = false;
  /** Rows the user opened or closed (groups and thoughts), by row key. */
  private readonly toggled = new Map<string, boolean>();
  /** Bumped when the user toggles a row: the virtual head re-renders for it. */
  private toggles = 0;
  /** The last turn end announced (or present at the first render): later ones are announced. */
  private announcedSeq?: number;
  private shownSession?: string;
  protected readonly cards = new CardListController(this, {
    content: '.entries',
    follow: () => !this.noAutoscroll,
    // The virtual head re-renders its rows too.
    onRefresh: () => this.toggles++,
  });

  constructor() {
    super();
    this.noAutoscroll = false;
    this.noPermissionPrompts = false;
    this.allowAppViews = false;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.feed.setStore(this.store);
    this.changeSet.setTracker(this.changes);
    if (changed.has('store') || changed.has('sessionId')) {
      this.markdown.clear();
      this.announcedSeq = undefined;
    }
  }

  private session(state: ToolCallState): string | undefined {
    return this.sessionId || selectSessions(state).at(-1);
  }

  private build(state: ToolCallState, sessionId: string): ThreadRow[] {
    const entries = selectTranscript(state, sessionId);
    const errors = selectErrors(state);
    const asks = selectElicitations(state, sessionId);
    const built = this.built;
    // Whether a call is top level depends on the session's calls, which the transcript follows.
    if (built && built.entries === entries && built.errors === errors && built.asks === asks) return built.rows;
    const own = errors.filter((error) => error.sessionId === sessionId);
    // A question about a call is asked in its card; the others get a row of their own.
    const questions = asks.filter((ask) => elicitationOpen(ask) && !(ask.toolCallId && selectToolCall(state, sessionId, ask.toolCallId)));
    const rows = this.rows.build(
      entries,
      own,
      (call) =>
        selectToolCallParent(state, call) ? 'nested' : selectChildToolCalls(state, sessionId, call.toolCallId).length ? 'alone' : 'row',
      questions,
    );
    this.built = { entries, errors, asks, rows };
    return rows;
  }

  /** Announces turns that ended since the last render (politely); the first render only takes note. */
  private announceTurnEnds(rows: readonly ThreadRow[]): void {
    const ended = rows.findLast((row) => (row.kind === 'turn-end' || row.kind === 'error') && row.entry);
    const entry = ended && (ended.kind === 'turn-end' || ended.kind === 'error') ? ended.entry : undefined;
    const last = entry?.seq ?? -1;
    if (entry && this.announcedSeq !== undefined && last > this.announcedSeq) {
      const t = this.locale.t.thread;
      announce(t.turnEndedAnnouncement(entry.error ? t.turnFailed : t.stopReason(entry.stopReason ?? '')));
    }
    this.announcedSeq = Math.max(last, this.announcedSeq ?? -1);
  }

  private markdownOf(key: string, text: string): unknown {
    if (!markdownLoaded() && !this.awaitingMarkdown) {
      // Blocks rendered before marked arrived are plain text; they are kept, so start over once it is here.
      this.awaitingMarkdown = true;
      void loadMarkdown().then(
        () => {
          this.markdown.clear();
          this.requestUpdate();
        },
        () => undefined,
      );
    }
    let md = this.markdown.get(key);
    if (!md) this.markdown.set(key, (md = new IncrementalMarkdown(renderMarkdown)));
    return html`<div class="markdown">${md.update(text)}</div>`;
  }

  private toggle(key: string, open: boolean): void {
    this.toggled.set(key, !open);
    this.toggles++;
    this.requestUpdate();
  }

  private openPath = (path: string) => this.dispatchEvent(new LocationOpenEvent({ path }));

  private checkpoint(turn: number, root: string | undefined) {
    const changes = this.changeSet.value;
    const sessionId = this.shownSession;
    if (!changes || !sessionId) return nothing;
    return this.checkpoints.render(changes, sessionId, turn, root, this.locale.t.thread);
  }

  private card(state: ToolCallState, call: ToolCallView, root: string | undefined): TemplateResult {
    // The store lets the card draw the calls its call started (a subagent's) inside itself.
    return html`<tool-call-card
      .toolCall=${call}
      .store=${this.store}
      .terminals=${selectToolCallTerminals(state, call)}
      .root=${root}
      .theme=${this.theme}
      ?no-permission-prompt=${this.noPermissionPrompts}
      ?allow-app-views=${this.allowAppViews}
    ></tool-call-card>`;
  }

  private body(state: ToolCallState, row: ThreadRow, streaming: boolean, root: string | undefined): { label: string; body: unknown } {
    const t = this.locale.t;
    switch (row.kind) {
      case 'user':
        return { label: t.thread.user, body: [userMessage(row.entry, t, this.openPath), this.checkpoint(row.entry.seq, root)] };
      case 'agent':
        return { label: t.thread.agent, body: this.markdownOf(row.key, row.entry.text) };
      case 'thought': {
        const open = this.toggled.get(row.key) ?? false;
        const body = () => this.markdownOf(row.key, row.entry.text);
        return { label: t.thread.thought, body: thought(row.entry, open, streaming, t, body, () => this.toggle(row.key, open)) };
      }
      case 'plan':
        return {
          label: row.entry.removed ? t.thread.planRemoved : t.thread.plan,
          body: row.entry.removed
            ? html`<div class="quiet-row">${t.thread.planRemoved}</div>`
            : // Until <plan-view> is defined, its light DOM shows the entries as a plain list.
              html`<plan-view .plan=${row.entry.entries} theme=${this.theme ?? nothing}>
                <ul class="plan-fallback">
                  ${row.entry.entries.map((item) => html`<li>${item.content} <span class="muted">· ${own(t.status, item.status) ?? item.status}</span></li>`)}
                </ul>
              </plan-view>`,
        };
      case 'tool-call':
        return {
          label: t.thread.toolCall(row.call.title || t.kind[row.call.kind] || row.call.kind),
          body: this.card(state, row.call, root),
        };
      case 'tool-group': {
        const open = this.toggled.get(row.key) ?? groupNeedsAttention(row.calls);
        const summary = groupSummary(row.calls, t);
        const id = `group-${row.key}`;
        return {
          label: summary,
          body: html`<button class="disclosure" aria-expanded=${open ? 'true' : 'false'} aria-controls=${id}
              @click=${() => this.toggle(row.key, open)}>
              <span class="chevron">${uiIcons.chevron}</span>
              <span class="kind-icon">${toolKindIcons[row.calls[0].kind] ?? nothing}</span>
              <span class="label">${summary}</span>
            </button>
            ${open ? html`<div class="group-body" id=${id}>${row.calls.map((call) => this.card(state, call, root))}</div>` : nothing}`,
        };
      }
      case 'mode':
        return { label: t.thread.mode(''), body: modeChange(row.entry.update, t) };
      case 'turn-end':
        return { label: t.thread.turnEnd, body: turnEnd(row.entry, t) };
      case 'compaction':
        return { label: t.thread.compaction(row.entry.status), body: compaction(row.entry, t) };
      case 'error':
        return {
          label: row.entry ? t.thread.turnFailed : t.thread.feedError,
          body: row.entry ? turnEnd(row.entry, t) : feedError(row.error!, t),
        };
      case 'update':
        return { label: t.thread.update(row.name), body: genericUpdate(row.name, row.update, t) };
      case 'elicitation':
        return { label: t.thread.elicitation, body: renderElicitation(row.view, 'full', this.theme) };
    }
  }

  private renderRow(state: ToolCallState, row: ThreadRow, index: number, total: number, running: boolean, root: string | undefined) {
    const streaming = running && index === total - 1;
    const { label, body } = this.body(state, row, streaming, root);
    const kind = row.kind === 'update' ? row.name : row.kind;
    return html`<article part="entry" class="entry" data-kind=${kind} tabindex="-1" aria-posinset=${index + 1}
      aria-setsize=${total} aria-label=${label}>${body}</article>`;
  }

  override render() {
    const state = this.feed.value;
    const t = this.locale.t;
    const sessionId = state && this.session(state);
    if (sessionId !== this.shownSession) {
      this.shownSession = sessionId;
      this.markdown.clear();
      this.announcedSeq = undefined;
    }
    const rows = state && sessionId ? this.build(state, sessionId) : [];
    const head = this.tail.split(rows);
    const stage = state && sessionId ? selectSessionLifecycle(state, sessionId) : undefined;
    const lifecycle = lifecycleNote(stage, t.thread);
    if (!state || !sessionId || rows.length === 0) return lifecycle ?? html`<p class="empty" part="base">${t.thread.empty}</p>`;
    this.announceTurnEnds(rows);
    const summary = selectSession(state, sessionId);
    const running = summary?.running ?? false;
    const root = this.root ?? summary?.cwd;
    const total = rows.length;
    const tailRows = rows.slice(head);
    return html`<div part="base" class="base">
      ${lifecycle ?? nothing}
      <div part="scroller" class="scroller">
        <div class="entries" role="feed" aria-busy=${running || stage === 'loading' ? 'true' : 'false'} aria-label=${t.thread.label}>
          <div class="head" role="none">
            ${guard(
              [
                this.tail.headVersion(head, (row) => (row.kind === 'tool-call' ? selectToolCallTerminals(state, row.call) : undefined)),
                total,
                root,
                this.theme,
                this.noPermissionPrompts,
                this.toggles,
                this.allowAppViews,
                this.changeSet.value,
              ],
              () =>
                virtualize({
                  items: this.tail.items,
                  keyFunction: rowKey,
                  renderItem: (_: ThreadRow, index: number) => this.renderRow(state, this.tail.current[index], index, total, running, root),
                }),
            )}
          </div>
          ${repeat(tailRows, rowKey, (row, i) => this.renderRow(state, row, head + i, total, running, root))}
        </div>
      </div>
    </div>`;
  }
}
