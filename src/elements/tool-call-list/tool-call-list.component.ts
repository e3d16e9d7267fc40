// SPDX-License-Identifier: Apache-2.0
import { virtualize } from '@lit-labs/virtualizer/virtualize.js';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { LocaleController } from '../../controllers/locale-controller.js';
import { StoreController } from '../../controllers/store-controller.js';
import { formatDuration, own } from '../../internal/format.js';
import {
  selectSession,
  selectSessions,
  selectTerminal,
  selectToolCalls,
  type TerminalView,
  type ToolCallState,
  type ToolCallStore,
  type ToolCallView,
} from '../../state/index.js';
import { hostStyles } from '../../styles/host.styles.js';
import type { ExpansionPolicy } from '../tool-call-card/expansion.js';
import { summarize } from './list-summary.js';
import styles from './tool-call-list.styles.js';

/** Within this many pixels of the end counts as "at the bottom" (and keeps following). */
const STICK_THRESHOLD_PX = 24;

const allCallsCache = new WeakMap<object, ToolCallView[]>();
const terminalsCache = new WeakMap<
  ToolCallView,
  { views: (TerminalView | undefined)[]; terminals: Record<string, TerminalView | undefined> }
>();

/**
 * Every tool call of a store, one `<tool-call-card>` each, in first-seen order, under a summary
 * ("12 tool calls · 1 failed · 8.4s total"). Only the cards on screen exist in the DOM, so a
 * session of thousands of calls stays smooth. Give it a height (`--tool-call-list-height` or
 * `--tool-call-list-max-height`) to make it its own scroller that follows new calls to the bottom.
 *
 * @summary The tool calls of a session (or of every session), live from a store.
 * @tag tool-call-list
 * @csspart base - The wrapper.
 * @csspart summary - The summary line.
 * @csspart scroller - The scrolling area.
 * @cssproperty [--tool-call-list-gap=6px] - Space between cards.
 * @cssproperty [--tool-call-list-height=auto] - Height of the list.
 * @cssproperty [--tool-call-list-max-height=none] - Maximum height; past it the list scrolls.
 */
export class ToolCallList extends LitElement {
  static override styles = [hostStyles, styles];

  static override properties = {
    store: { attribute: false },
    sessionId: { attribute: 'session-id' },
    root: {},
    expansionPolicy: { attribute: false },
    theme: { reflect: true },
    noSummary: { type: Boolean, attribute: 'no-summary' },
    noAutoscroll: { type: Boolean, attribute: 'no-autoscroll' },
  };

  /** The store to show. */
  declare store: ToolCallStore | undefined;
  /** Show only this session; when unset, every session in first-seen order. */
  declare sessionId: string | undefined;
  /** Paths show relative to this directory; defaults to the session's cwd. */
  declare root: string | undefined;
  /** Passed to every card: per-kind default expansion. */
  declare expansionPolicy: ExpansionPolicy | undefined;
  /** `light` / `dark` forces a palette on the list and its cards. */
  declare theme: 'light' | 'dark' | undefined;
  /** Hides the summary line. */
  declare noSummary: boolean;
  /** Stops following new calls to the bottom. */
  declare noAutoscroll: boolean;

  private readonly locale = new LocaleController(this);
  private readonly feed = new StoreController<ToolCallState>(this, { select: (state) => state });
  private stickToBottom = true;
  /** Where the list last scrolled itself to, to tell the user's scrolling from its own. */
  private autoScrollTop = -1;
  private itemsObserver?: ResizeObserver;
  private observedItems?: HTMLElement;

  constructor() {
    super();
    this.noSummary = false;
    this.noAutoscroll = false;
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // Cards read their language through the DOM; tell them when ours changes.
    if (name === 'lang') this.refreshCards();
  }

  private refreshCards(): void {
    this.requestUpdate();
    // Before the first render (attributes set while upgrading) there are no cards yet.
    for (const card of this.renderRoot?.querySelectorAll('tool-call-card') ?? []) card.requestUpdate();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.feed.setStore(this.store);
    if (changed.has('theme')) void this.updateComplete.then(() => this.refreshCards());
  }

  private calls(state: ToolCallState): ToolCallView[] {
    if (this.sessionId) return selectToolCalls(state, this.sessionId);
    const sessions = selectSessions(state);
    if (sessions.length === 1) return selectToolCalls(state, sessions[0]);
    // Several sessions: one array, rebuilt only when the session table changed.
    let all = allCallsCache.get(state.sessions);
    if (!all) {
      all = sessions.flatMap((id) => selectToolCalls(state, id));
      allCallsCache.set(state.sessions, all);
    }
    return all;
  }

  /**
   * The terminals a call's content shows, as the card wants them. The same object is returned
   * while none of them changed, so cards whose terminals are quiet do not re-render.
   */
  private terminalsFor(state: ToolCallState, call: ToolCallView): Record<string, TerminalView | undefined> | undefined {
    const ids: string[] = [];
    for (const item of call.content) {
      const id = (item as { terminalId?: unknown }).terminalId;
      if (item.type === 'terminal' && typeof id === 'string') ids.push(id);
    }
    if (ids.length === 0) return undefined;
    const views = ids.map((id) => selectTerminal(state, call.sessionId, id));
    const cached = terminalsCache.get(call);
    if (cached && cached.views.length === views.length && cached.views.every((view, i) => view === views[i])) {
      return cached.terminals;
    }
    const terminals = Object.fromEntries(ids.map((id, i) => [id, views[i]]));
    terminalsCache.set(call, { views, terminals });
    return terminals;
  }

  private handleScroll(event: Event): void {
    const scroller = event.currentTarget as HTMLElement;
    const atBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= STICK_THRESHOLD_PX;
    if (atBottom) this.stickToBottom = true;
    // Moved up from where we last put it: the user is reading. (Content growing below our last
    // position also leaves us "not at the bottom", but that is no reason to stop following.)
    else if (scroller.scrollTop < this.autoScrollTop - 2) this.stickToBottom = false;
  }

  override updated(): void {
    // The virtual list sets its height as it measures cards, frames after our update: follow the
    // height, not our renders.
    const items = this.renderRoot.querySelector<HTMLElement>('.items') ?? undefined;
    if (items !== this.observedItems) {
      this.itemsObserver ??= new ResizeObserver(() => this.followBottom());
      if (this.observedItems) this.itemsObserver.unobserve(this.observedItems);
      if (items) this.itemsObserver.observe(items);
      this.observedItems = items;
    }
    this.followBottom();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.itemsObserver?.disconnect();
    this.itemsObserver = undefined;
    this.observedItems = undefined;
  }

  private followBottom(): void {
    if (this.noAutoscroll || !this.stickToBottom) return;
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (scroller && scroller.scrollHeight > scroller.clientHeight) {
      scroller.scrollTop = scroller.scrollHeight;
      this.autoScrollTop = scroller.scrollTop;
    }
  }

  private renderSummary(calls: readonly ToolCallView[]) {
    if (this.noSummary || calls.length === 0) return nothing;
    const t = this.locale.t;
    const summary = summarize(calls);
    const label = (status: string) =>
      status === 'awaiting_approval' ? t.awaitingApproval : status === 'approved' ? t.approved : status === 'rejected' ? t.rejected : (own(t.status, status) ?? status);
    return html`<div part="summary" class="summary">
      <span class="total">${t.summary(summary.total)}</span>
      ${summary.failed > 0 ? html`<span class="failed">${t.failedCount(summary.failed)}</span>` : nothing}
      ${summary.spanMs > 0 ? html`<span>${t.totalTime(formatDuration(summary.spanMs))}</span>` : nothing}
      ${[...summary.byStatus].map(([status, count]) => html`<span class="chip">${label(status)} <b>${count}</b></span>`)}
    </div>`;
  }

  override render() {
    const state = this.feed.value;
    const t = this.locale.t;
    const calls = state ? this.calls(state) : [];
    if (!state || calls.length === 0) return html`<p class="empty" part="base">${t.noToolCalls}</p>`;
    const root = this.root ?? (this.sessionId ? selectSession(state, this.sessionId)?.cwd : undefined);
    const total = calls.length;
    return html`<div part="base" class="base">
      ${this.renderSummary(calls)}
      <div part="scroller" class="scroller" @scroll=${this.handleScroll}>
        <div class="items" role="list" aria-label=${t.toolCalls}>
          ${virtualize({
            items: calls,
            keyFunction: (call: ToolCallView) => `${call.sessionId}\u0000${call.toolCallId}`,
            renderItem: (call: ToolCallView, index: number) =>
              html`<div class="item" role="listitem" aria-setsize=${total} aria-posinset=${index + 1}>
                <tool-call-card
                  .toolCall=${call}
                  .terminals=${this.terminalsFor(state, call)}
                  .expansionPolicy=${this.expansionPolicy}
                  .root=${root ?? selectSession(state, call.sessionId)?.cwd}
                  .theme=${this.theme}
                ></tool-call-card>
              </div>`,
          })}
        </div>
      </div>
    </div>`;
  }
}
