// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { PermissionRespondEvent } from '../../events/permission-respond.js';
import { announce } from '../../dom/announcer.js';
import { BaseElement } from '../../base/base-element.js';
import { clip } from '../../text/format.js';
import { markdownStyles } from '../../markdown/index.js';
import type { PermissionOption, PermissionView, ToolCallView } from '../../state/index.js';
import type { ContentContext } from '../../content/content-items.js';
import { answerKey } from '../../base/answer-registry.js';
import { claimAnnouncement, localAnswer, onAnswersChanged, recordAnswer } from './permission-answers.js';
import { PromptFocusController, isEditable } from './prompt-focus.js';
import { promptIcons } from './prompt-icons.js';
import { keyAction } from './prompt-keys.js';
import { PromptState, promptState, titleOf } from './prompt-model.js';
import { PromptItems } from './prompt-items.js';
import { renderBatch } from './prompt-batch.js';
import {
  findingsOf,
  renderDecision,
  renderDetails,
  renderFindings,
  renderKindIcon,
  renderOptionButtons,
  renderTitle,
  type Item,
} from './prompt-parts.js';
import { hasFindings } from './render-approval.js';
import approvalStyles from './approval.styles.js';
import toolTitleStyles from '../../content/tool-title.styles.js';
import contentItemStyles from '../../content/content-items.styles.js';
import { promptPanelStyles } from '../../styles/prompt-panel.styles.js';
import styles from './permission-prompt.styles.js';
import { permissionStrings, type PermissionPromptStrings } from '../../i18n/permission-prompt.strings.js';
import { provideStrings } from '../../i18n/translations.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('permission', permissionStrings);

/** How the prompt is laid out. */
export type PermissionPromptLayout = 'full' | 'inline' | 'pinned';

let nextId = 0;

/** A prompt's heading says where it stands: waiting, decided, or closed without an answer. */
function headingOf(state: PromptState, t: PermissionPromptStrings): string {
  if (state === PromptState.PENDING) return t.heading;
  return state === PromptState.ANSWERED || state === PromptState.ANSWERED_ELSEWHERE ? t.decided : t.closed;
}

/**
 * Asks the user to allow or reject what an agent is about to do (`session/request_permission`),
 * showing what will happen: the call's kind and title, its diff, the command and working
 * directory, the URL, and its raw input on demand. One button per option, in the agent's order,
 * labelled with the agent's names (as text), styled by kind; "always" options are marked as
 * remembered. Keys 1–9 pick an option, Ctrl/Cmd+Enter the first "allow once"; Escape only gives
 * focus back. It fires one `permission-respond` per request, whatever the clicks or key repeats,
 * and however many prompts show the request; once answered, cancelled or answered elsewhere it
 * shows that and sends nothing.
 *
 * Give it one request (`.request`, or `.toolCall` alone: its `permission`), or a session's
 * pending requests (`.requests` with `.toolCalls`): several show as a batch, "N waiting", with
 * per-request answers and "Allow all once" / "Reject all" where every request offers that kind.
 *
 * @summary A permission request: what will happen, and the agent's options.
 * @tag permission-prompt
 * @event {PermissionRespondEvent} permission-respond - The user answered: `{sessionId, requestId, toolCallId?, outcome}`; `event.option` is the chosen option (with its kind), `event.remember` whether it is an "always" answer.
 * @event {LocationOpenEvent} location-open - The user clicked a file in the request's content.
 * @csspart base - The prompt's wrapper (focused when the prompt appears).
 * @csspart header - The heading row.
 * @csspart heading - "Approval needed" ("Approval decided" once answered) / "N waiting for approval".
 * @csspart icon - The tool call's kind icon.
 * @csspart title - The tool call's title.
 * @csspart details - What will happen (scrolls within the prompt's height cap).
 * @csspart command - The command and working directory of an `execute` call.
 * @csspart url - The URL of a `fetch` call.
 * @csspart warnings - Hidden characters, look-alike letters or hosts, risks of the command: one line each (only when found).
 * @csspart segments - A flagged chained command, segment by segment; risky ones marked with an icon and their reason.
 * @csspart files - The files of a multi-file edit, before their diffs.
 * @csspart raw-input - The "Raw input" disclosure.
 * @csspart item - One request of the batch form.
 * @csspart footer - The row holding the options (never scrolls away).
 * @csspart options - The group of option buttons.
 * @csspart option - One option button; `data-option-id` and `data-option-kind` carry the agent's values.
 * @csspart allow-all - "Allow all once" (batch form).
 * @csspart reject-all - "Reject all" (batch form).
 * @csspart decision - What was decided (answered, answered elsewhere, cancelled, failed).
 * @cssproperty [--permission-prompt-border-color=var(--tce-color-attention)] - Border colour while waiting.
 * @cssproperty [--permission-prompt-background=var(--tce-color-bg)] - Background.
 * @cssproperty [--permission-prompt-font-size=13px] - Base font size.
 * @cssproperty [--permission-prompt-max-height=none] - Cap on the whole prompt's height (`40vh` when `layout="pinned"`); the details scroll, the options stay.
 * @cssproperty [--permission-prompt-allow-color=var(--tce-color-success)] - Allow options.
 * @cssproperty [--permission-prompt-reject-color=var(--tce-color-danger)] - Reject options.
 */
export class PermissionPrompt extends BaseElement {
  static override styles = [...super.styles, markdownStyles, toolTitleStyles, contentItemStyles, approvalStyles, promptPanelStyles, styles];

  static override properties = {
    request: { attribute: false },
    toolCall: { attribute: false },
    requests: { attribute: false },
    toolCalls: { attribute: false },
    root: {},
    layout: { reflect: true },
    noAutofocus: { type: Boolean, attribute: 'no-autofocus' },
    state: { reflect: true },
    showAll: { state: true },
    openDetails: { state: true },
  };

  /** The request to show (a `PermissionView` from the state). */
  declare request: PermissionView | undefined;
  /**
   * The tool call the request is about, for its title, kind and content. Alone (no `request`), the
   * prompt shows the call's own `permission`, which is all a `<tool-call-card>` has.
   */
  declare toolCall: ToolCallView | undefined;
  /**
   * Batch form: a session's requests, e.g. `selectPendingPermissions(state, sessionId)`. When set,
   * `request` is ignored; one request shows as a single prompt, several as a batch, none as nothing.
   */
  declare requests: readonly PermissionView[] | undefined;
  /** The calls of `requests`, looked up by `toolCallId` (e.g. `selectToolCalls(state, sessionId)`). */
  declare toolCalls: readonly ToolCallView[] | undefined;
  /** Paths show relative to this directory (the session's cwd). */
  declare root: string | undefined;
  /**
   * `full` (default): heading, what will happen, options. `inline`: heading and options only, for
   * a card that already shows the call. `pinned`: full, height-capped (`--permission-prompt-max-height`,
   * default 40vh) with the details scrolling above an always-visible option row.
   */
  declare layout: PermissionPromptLayout;
  /** Do not move focus to the prompt when a request appears. */
  declare noAutofocus: boolean;
  /**
   * Reflects where the shown request stands: `pending`, `answered`, `answered-elsewhere`,
   * `cancelling`, `cancelled`, `failed`, `gone`; in the batch form `pending` while any waits.
   * Empty when there is nothing to show.
   */
  declare state: PromptState | '';

  declare private showAll: ReadonlySet<number>;
  /** Batch items whose details the user opened, by request. */
  declare private openDetails: ReadonlySet<string>;

  private readonly headingId = `tce-pp-heading-${++nextId}`;
  private readonly titleId = `tce-pp-title-${nextId}`;
  private readonly warningsId = `tce-pp-warnings-${nextId}`;
  private readonly collector = new PromptItems();
  private items: Item[] = [];
  /** The request at the front of the queue that the prompt last announced / focused for. */
  private activeKey?: string;
  private readonly focusing = new PromptFocusController(this, () => this.renderRoot.querySelector<HTMLElement>('.base'));
  private stopListening?: () => void;

  constructor() {
    super();
    this.layout = 'full';
    this.noAutofocus = false;
    this.state = '';
    this.showAll = new Set();
    this.openDetails = new Set();
    this.addEventListener('keydown', this.handleKeyDown);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopListening = onAnswersChanged(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopListening?.();
    this.stopListening = undefined;
  }

  /** The option this page chose for the shown request (single form), for a host policy. */
  get chosenOption(): PermissionOption | undefined {
    const item = this.items.length === 1 ? this.items[0] : undefined;
    return item ? localAnswer(item.request)?.option : undefined;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.items = this.collector.collect(this);
    if (changed.has('request') || changed.has('toolCall') || changed.has('requests')) this.showAll = new Set();
    const pending = this.items.some((item) => item.state === PromptState.PENDING);
    this.state =
      this.items.length === 0 ? '' : this.items.length > 1 ? (pending ? PromptState.PENDING : this.items[0].state) : this.items[0].state;
  }

  override updated(): void {
    const front = this.items.find((item) => item.state === PromptState.PENDING);
    if (front) {
      const key = answerKey(front.request);
      if (key === this.activeKey) return;
      this.activeKey = key;
      if (claimAnnouncement(key)) {
        const title = titleOf(front.request, front.call) ?? this.locale.t.permission.untitled;
        announce(this.locale.t.permission.announce(clip(title, 200)), 'assertive');
      }
      this.focusing.claim(key);
    } else if (this.activeKey !== undefined) {
      this.activeKey = undefined;
      this.focusing.release();
    }
  }

  private readonly handleKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing) return;
    if (isEditable(event.composedPath()[0])) return;
    const front = this.items.find((item) => item.state === PromptState.PENDING);
    const action = keyAction(event, front?.request.options);
    if (action?.type === 'return-focus') this.focusing.returnFocus();
    else if (action?.type === 'disarm') this.focusing.disarm();
    else if (action?.type === 'choose' && front) {
      event.preventDefault();
      // A held key repeats: only the first press answers.
      if (event.repeat || !this.focusing.armed) return;
      this.choose(front.request, action.option);
    }
  };

  /** Answers once: later calls for the same request (from any prompt) do nothing. */
  private choose(request: PermissionView, option: PermissionOption): void {
    if (promptState(request, localAnswer(request)) !== PromptState.PENDING) return;
    if (!recordAnswer(request, option)) return;
    const detail = {
      sessionId: request.sessionId,
      requestId: request.requestId,
      ...(request.toolCallId !== undefined ? { toolCallId: request.toolCallId } : {}),
      outcome: { outcome: 'selected' as const, optionId: option.optionId },
    };
    this.dispatchEvent(new PermissionRespondEvent(detail, option));
    announce(this.locale.t.permission.announceAnswer(clip(option.name, 200)));
  }

  private chooseAll(choices: Array<[PermissionView, PermissionOption]>): void {
    for (const [request, option] of choices) this.choose(request, option);
  }

  private renderOptionRow(item: Item, withShortcuts: boolean): TemplateResult {
    return renderOptionButtons(item, this.locale.t, {
      headingId: this.headingId,
      withShortcuts,
      onChoose: (request, option) => this.choose(request, option),
    });
  }

  private contentContext(call: ToolCallView | undefined): ContentContext {
    return {
      t: this.locale.t,
      kind: call?.kind ?? 'other',
      call,
      root: this.root,
      theme: this.theme,
      showAll: this.showAll,
      onShowAll: (index, show) => {
        const next = new Set(this.showAll);
        if (show) next.add(index);
        else next.delete(index);
        this.showAll = next;
      },
      onOpenPath: (path, line) => this.dispatchEvent(new LocationOpenEvent(line === undefined ? { path } : { path, line })),
    };
  }

  private renderSingle(item: Item): TemplateResult {
    const t = this.locale.t.permission;
    const pending = item.state === PromptState.PENDING;
    const inline = this.layout === 'inline';
    // The warnings are read with the prompt when it takes focus.
    const warned = hasFindings(findingsOf(item));
    return html`<section
      part="base"
      class=${classMap({ base: true, [`state-${item.state}`]: true })}
      tabindex="-1"
      aria-labelledby=${`${this.headingId} ${this.titleId}`}
      aria-describedby=${warned ? this.warningsId : nothing}
    >
      <div part="header" class="header">
        <span class="ask-icon">${pending ? promptIcons.ask : nothing}</span>
        <span part="heading" class="heading" id=${this.headingId}>${headingOf(item.state, t)}</span>
        <span class="subject" id=${this.titleId} ?hidden=${inline}>${renderKindIcon(item, this.locale.t)}${renderTitle(item, this.locale.t, this.root)}</span>
      </div>
      ${
        inline
          ? warned
            ? html`<div part="details" class="details">${renderFindings(item, this.locale.t, this.warningsId)}</div>`
            : nothing
          : html`<div part="details" class="details">${renderDetails(item, this.contentContext(item.call), this.warningsId)}</div>`
      }
      <div part="footer" class="footer">
        ${pending ? html`${this.renderOptionRow(item, true)}<p class="hint">${t.keyboardHint}</p>` : renderDecision(item, this.locale.t)}
      </div>
    </section>`;
  }

  override render() {
    if (this.items.length === 0) return nothing;
    if (this.items.length === 1) return this.renderSingle(this.items[0]);
    return renderBatch(this.items, {
      t: this.locale.t,
      headingId: this.headingId,
      root: this.root,
      inline: this.layout === 'inline',
      openDetails: this.openDetails,
      onDetailsToggle: (key, open) => {
        const next = new Set(this.openDetails);
        if (open) next.add(key);
        else next.delete(key);
        this.openDetails = next;
      },
      contentContext: (call) => this.contentContext(call),
      optionRow: (item, withShortcuts) => this.renderOptionRow(item, withShortcuts),
      onChooseAll: (choices) => this.chooseAll(choices),
    });
  }
}
