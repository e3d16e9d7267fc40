// SPDX-License-Identifier: Apache-2.0
import { virtualize } from '@lit-labs/virtualizer/virtualize.js';
import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { CardListController } from '../../controllers/card-list-controller.js';
import { StoreController } from '../../controllers/store-controller.js';
import { CardListElement } from '../../base/card-list-element.js';
import { elicitationOpen, renderElicitation } from '../../content/elicitation.js';
import { own } from '../../text/format.js';
import { elapsed } from '../../scheduling/elapsed.js';
import { headLength, LiveTail } from '../../controllers/live-tail.js';
import { BEAT_MS, now } from '../../scheduling/ticker.js';
import {
  selectAllTopLevelToolCalls,
  selectAllToolCalls,
  selectElicitations,
  selectOldestPendingPermission,
  selectPendingPermissions,
  selectSession,
  selectToolCall,
  selectToolCallTerminals,
  selectToolCalls,
  selectTopLevelToolCalls,
  type TerminalView,
  type PermissionView,
  type ToolCallState,
  type ToolCallStore,
  type ToolCallView,
} from '../../state/index.js';
import type { ExpansionPolicy } from '../../content/expansion.js';
import { summarize, type ListSummary } from './list-summary.js';
import { StreamPacer } from './stream-pacer.js';
import styles from './tool-call-list.styles.js';
import { requestElement } from '../../base/lazy-elements.js';

/** A streaming card of the live tail repaints at most this often (status changes at once). */
const STREAM_REPAINT_MS = 300;

/** Stands for the duration in the translated "… total" phrase. */
const TIME_SLOT = '\u0000';

/** How many calls the virtualized head holds (see src/controllers/live-tail.ts). */
export { headLength };

const callKey = (call: ToolCallView) => `${call.sessionId}\u0000${call.toolCallId}`;

/**
 * Every top-level tool call of a store, one `<tool-call-card>` each (calls a subagent made are drawn
 * inside their parent's card), in first-seen order, under a summary
 * ("12 tool calls · 8.4s total · Completed 11 · Failed 1"). Only the cards on screen exist in the DOM, so a
 * session of thousands of calls stays smooth. Give it a height (`--tool-call-list-height` or
 * `--tool-call-list-max-height`) to make it its own scroller that follows new calls to the bottom.
 *
 * @summary The tool calls of a session (or of every session), live from a store.
 * @tag tool-call-list
 * @csspart base - The wrapper.
 * @csspart summary - The summary line.
 * @csspart scroller - The scrolling area.
 * @csspart permission - The pinned `<permission-prompt>` (with `pin-permissions`).
 * @csspart elicitation - The pinned `<elicitation-form>` (with `pin-permissions`): the oldest question still open.
 * @cssproperty [--tool-call-list-gap=6px] - Space between cards.
 * @cssproperty [--tool-call-list-height=auto] - Height of the list.
 * @cssproperty [--tool-call-list-max-height=none] - Maximum height; past it the list scrolls.
 */
export class ToolCallList extends CardListElement {
  static override styles = [...super.styles, styles];

  static override properties = {
    store: { attribute: false },
    sessionId: { attribute: 'session-id' },
    root: {},
    expansionPolicy: { attribute: false },
    noSummary: { type: Boolean, attribute: 'no-summary' },
    noAutoscroll: { type: Boolean, attribute: 'no-autoscroll' },
    pinPermissions: { type: Boolean, attribute: 'pin-permissions' },
    noPermissionPrompts: { type: Boolean, attribute: 'no-permission-prompts' },
    allowAppViews: { type: Boolean, attribute: 'allow-app-views' },
  };

  /** The store to show. */
  declare store: ToolCallStore | undefined;
  /** Show only this session; when unset, every session in first-seen order. */
  declare sessionId: string | undefined;
  /** Paths show relative to this directory; defaults to the session's cwd. */
  declare root: string | undefined;
  /** Passed to every card: per-kind default expansion. */
  declare expansionPolicy: ExpansionPolicy | undefined;
  /** Hides the summary line. */
  declare noSummary: boolean;
  /** Stops following new calls to the bottom. */
  declare noAutoscroll: boolean;
  /**
   * Pins the oldest pending permission request under the list (height-capped, its options always
   * visible) instead of inside its card, so it cannot scroll out of reach; and the oldest open
   * elicitation (`<elicitation-form>`), with or without a tool call.
   */
  declare pinPermissions: boolean;
  /** Cards show no inline permission prompt: for a host that shows pending requests itself. */
  declare noPermissionPrompts: boolean;
  /** Passed to every card: MCP Apps HTML in tool results runs in a sandboxed frame (see `<tool-call-card allow-app-views>`). */
  declare allowAppViews: boolean;

  /**
   * The store is read at most once a beat of the ticker while changes stream in (status changes and new
   * calls included): a stream's changes land together, in a few frames a second, instead of
   * spreading over most frames and paying a frame's fixed cost in each. See docs/decisions/.
   * A beat (100 ms) is still below what reads as a delay in output the reader is not steering.
   */
  private readonly feed = new StoreController<ToolCallState>(this, { select: (state) => state, throttleMs: BEAT_MS });
  // A held card's turn comes on the ticker: the list re-renders on a beat, with the store's reads,
  // rather than in a frame of its own.
  private readonly pacer = new StreamPacer(STREAM_REPAINT_MS, () => this.requestUpdate());
  /** The newest calls are plain DOM, the older ones go through the virtualizer: see src/controllers/live-tail.ts. */
  private readonly tail = new LiveTail<ToolCallView>(callKey);
  /** Follows new calls to the bottom; re-renders the cards in the list's new language or theme. */
  protected readonly cards = new CardListController(this, { content: '.items', follow: () => !this.noAutoscroll });

  constructor() {
    super();
    this.noSummary = false;
    this.noAutoscroll = false;
    this.pinPermissions = false;
    this.noPermissionPrompts = false;
    this.allowAppViews = false;
  }

  override willUpdate(): void {
    this.feed.setStore(this.store);
  }

  /** Every call, for the summary. */
  private allCalls(state: ToolCallState): ToolCallView[] {
    return this.sessionId ? selectToolCalls(state, this.sessionId) : selectAllToolCalls(state);
  }

  /** The calls drawn as cards: those without a known parent (the others are drawn inside their parent's card). */
  private calls(state: ToolCallState): ToolCallView[] {
    return this.sessionId ? selectTopLevelToolCalls(state, this.sessionId) : selectAllTopLevelToolCalls(state);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.pacer.dispose();
  }

  /** `calls`: every call, nested ones included; `shown`: how many are drawn as the list's own cards. */
  private renderSummary(calls: readonly ToolCallView[], shown: number) {
    if (this.noSummary || calls.length === 0) return nothing;
    const t = this.locale.t;
    const summary = summarize(calls);
    // The count matches the rows on screen; the status chips count every call, nested ones too.
    const nested = calls.length - shown;
    const label = (status: string) =>
      status === 'awaiting_approval'
        ? t.awaitingApproval
        : status === 'approved'
          ? t.approved
          : status === 'rejected'
            ? t.rejected
            : (own(t.status, status) ?? status);
    return html`<div part="summary" class="summary">
      <span class="total">${nested > 0 ? t.summaryNested(shown, nested) : t.summary(shown)}</span>
      ${this.renderTotalTime(summary)}
      ${[...summary.byStatus].map(
        // Failures are said once, by their chip, drawn in the error colour.
        ([status, count]) => html`<span class=${status === 'failed' ? 'chip failed' : 'chip'}>${label(status)} <b>${count}</b></span>`,
      )}
    </div>`;
  }

  /**
   * "8.4s total", running on (once a second) while a call has not ended: a total frozen at the ended
   * calls would read "0.0s total" beside a call that has been running for minutes.
   */
  private renderTotalTime({ startedAt, endedAt }: ListSummary) {
    if (endedAt !== undefined && endedAt - startedAt <= 0) return nothing;
    // The phrase is split around the time so that only the time's text node changes as it runs.
    const [before, after = ''] = this.locale.t.totalTime(TIME_SLOT).split(TIME_SLOT);
    return html`<span class="time">${before}${elapsed(startedAt, endedAt)}${after}</span>`;
  }

  private renderCard(
    state: ToolCallState,
    call: ToolCallView,
    terminals: Readonly<Record<string, TerminalView | undefined>> | undefined,
    index: number,
    total: number,
    root: string | undefined,
  ) {
    return html`<div class="item" role="listitem" aria-setsize=${total} aria-posinset=${index + 1}>
      <tool-call-card
        .toolCall=${call}
        .store=${this.store}
        .terminals=${terminals}
        .expansionPolicy=${this.expansionPolicy}
        .root=${root ?? selectSession(state, call.sessionId)?.cwd}
        .theme=${this.theme}
        ?no-permission-prompt=${this.pinPermissions || this.noPermissionPrompts}
        ?allow-app-views=${this.allowAppViews}
      ></tool-call-card>
    </div>`;
  }

  private renderPinned(state: ToolCallState) {
    if (!this.pinPermissions) return nothing;
    const request = selectOldestPendingPermission(state, this.sessionId || undefined);
    // The oldest question still open (with or without a tool call), under the permission, as reachable.
    const question = selectElicitations(state, this.sessionId || undefined).find(elicitationOpen);
    return html`${request ? this.renderPinnedPermission(state, request) : nothing}${
      question ? renderElicitation(question, 'pinned', this.theme) : nothing
    }`;
  }

  private renderPinnedPermission(state: ToolCallState, request: PermissionView) {
    requestElement('permission-prompt');
    const root = this.root ?? selectSession(state, request.sessionId)?.cwd;
    // Several waiting in the session: pinned as a batch, so every call shows (the cards show none).
    const pending = selectPendingPermissions(state, request.sessionId);
    if (pending.length > 1) {
      return html`<permission-prompt part="permission" class="pinned" layout="pinned" .requests=${pending}
        .toolCalls=${selectToolCalls(state, request.sessionId)} root=${ifDefined(root)} theme=${ifDefined(this.theme)}></permission-prompt>`;
    }
    const call = request.toolCallId ? selectToolCall(state, request.sessionId, request.toolCallId) : undefined;
    return html`<permission-prompt part="permission" class="pinned" layout="pinned" .request=${request} .toolCall=${call}
      root=${ifDefined(root)} theme=${ifDefined(this.theme)}></permission-prompt>`;
  }

  override render() {
    const state = this.feed.value;
    const t = this.locale.t;
    const calls = state ? this.calls(state) : [];
    const head = this.tail.split(calls);
    if (!state || calls.length === 0) return html`<p class="empty" part="base">${t.noToolCalls}</p>`;
    const root = this.root ?? (this.sessionId ? selectSession(state, this.sessionId)?.cwd : undefined);
    const total = calls.length;
    const time = now();
    const tail = calls.slice(head).map((call) => {
      const key = callKey(call);
      return { key, ...this.pacer.pace(key, call, selectToolCallTerminals(state, call), time) };
    });
    this.pacer.keepOnly(new Set(tail.map((card) => card.key)));
    return html`<div part="base" class="base">
      ${this.renderSummary(this.allCalls(state), total)}
      <div part="scroller" class="scroller">
        <div class="items" role="list" aria-label=${t.toolCalls}>
          <div class="head" role="none">
            ${guard(
              [
                this.tail.headVersion(head, (call) => selectToolCallTerminals(state, call)),
                total,
                root,
                this.theme,
                this.expansionPolicy,
                this.pinPermissions,
                this.noPermissionPrompts,
                this.allowAppViews,
              ],
              () =>
                virtualize({
                  items: this.tail.items,
                  keyFunction: callKey,
                  renderItem: (_: ToolCallView, index: number) => {
                    const call = this.tail.current[index];
                    return this.renderCard(state, call, selectToolCallTerminals(state, call), index, total, root);
                  },
                }),
            )}
          </div>
          ${repeat(
            tail,
            (card) => card.key,
            (card, i) => this.renderCard(state, card.call, card.terminals, head + i, total, root),
          )}
        </div>
      </div>
      ${this.renderPinned(state)}
    </div>`;
  }
}
