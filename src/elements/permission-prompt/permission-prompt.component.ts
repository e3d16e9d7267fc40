// SPDX-License-Identifier: Apache-2.0
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { PermissionRespondEvent } from '../../events/permission-respond.js';
import { toolKindIcons } from '../../icons/tool-kind-icons.js';
import { announce } from '../../internal/announcer.js';
import { clip, own, prettyJson } from '../../internal/format.js';
import { markdownStyles, renderInlineMarkdown } from '../../markdown/index.js';
import type { PermissionOption, PermissionView, ToolCallView } from '../../state/index.js';
import { hostStyles } from '../../styles/host.styles.js';
import { renderContentItem, type ContentContext } from '../tool-call-card/content-items.js';
import {
  answerKey,
  bulkChoices,
  commandOf,
  firstOfKind,
  hasRawInput,
  isRemembered,
  localAnswer,
  onAnswersChanged,
  optionById,
  optionFamily,
  PromptState,
  promptState,
  recordAnswer,
  requestFromToolCall,
  titleOf,
  urlOf,
} from './prompt-model.js';
import { optionIcons, promptIcons } from './prompt-icons.js';
import { revealControls } from './reveal-controls.js';
import toolTitleStyles from '../tool-call-card/tool-title.styles.js';
import contentItemStyles from '../tool-call-card/content-items.styles.js';
import styles from './permission-prompt.styles.js';

/** How the prompt is laid out. */
export type PermissionPromptLayout = 'full' | 'inline' | 'pinned';

/** One request as the prompt draws it. */
interface Item {
  request: PermissionView;
  call: ToolCallView | undefined;
  state: PromptState;
}

let nextId = 0;
/** Characters of a title, option name or description drawn; the rest is never laid out. */
const TITLE_LIMIT = 400;
const NAME_LIMIT = 300;
const TEXT_LIMIT = 4000;
const RAW_LIMIT = 50_000;
/** After taking focus from a text field, shortcuts wait this long (or for a click / Tab) so typing cannot answer. */
const TYPING_GRACE_MS = 700;

/** Requests whose appearance was announced / which took focus once, page-wide (one per request, however many prompts). */
const announced = new Set<string>();
const focusClaims = new Set<string>();
function remember(set: Set<string>, key: string): boolean {
  if (set.has(key)) return false;
  set.add(key);
  if (set.size > 2000) set.delete(set.values().next().value!);
  return true;
}

const toolCallIndex = new WeakMap<readonly ToolCallView[], Map<string, ToolCallView>>();
function indexCalls(calls: readonly ToolCallView[]): Map<string, ToolCallView> {
  let index = toolCallIndex.get(calls);
  if (!index) {
    index = new Map(calls.map((call) => [call.toolCallId, call]));
    toolCallIndex.set(calls, index);
  }
  return index;
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function isEditable(target: EventTarget | null | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/** The option index (0-based) of a digit key, from the character or, on layouts without digits, the key's position. */
function digitIndex(event: KeyboardEvent): number | undefined {
  const fromKey = /^[1-9]$/.test(event.key) ? Number(event.key) : undefined;
  const fromCode = /^(?:Digit|Numpad)([1-9])$/.exec(event.code)?.[1];
  const digit = fromKey ?? (fromCode !== undefined && !/^[0-9a-z]$/i.test(event.key) ? Number(fromCode) : undefined);
  return digit === undefined ? undefined : digit - 1;
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
 * @csspart heading - "Approval needed" / "N waiting for approval".
 * @csspart icon - The tool call's kind icon.
 * @csspart title - The tool call's title.
 * @csspart details - What will happen (scrolls within the prompt's height cap).
 * @csspart command - The command and working directory of an `execute` call.
 * @csspart url - The URL of a `fetch` call.
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
export class PermissionPrompt extends LitElement {
  static override styles = [hostStyles, markdownStyles, toolTitleStyles, contentItemStyles, styles];

  static override properties = {
    request: { attribute: false },
    toolCall: { attribute: false },
    requests: { attribute: false },
    toolCalls: { attribute: false },
    root: {},
    layout: { reflect: true },
    theme: { reflect: true },
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
  /** `light` or `dark` forces a palette; unset follows `prefers-color-scheme`. */
  declare theme: 'light' | 'dark' | undefined;
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

  private readonly locale = new LocaleController(this);
  private readonly headingId = `tce-pp-heading-${++nextId}`;
  private readonly titleId = `tce-pp-title-${nextId}`;
  /** The last single request shown, kept to show "no longer waiting" when it vanishes unanswered. */
  private lastSingle?: Item;
  private gone?: Item;
  private items: Item[] = [];
  /** The request at the front of the queue that the prompt last announced / focused for. */
  private activeKey?: string;
  private returnTarget?: HTMLElement;
  private armedAt = 0;
  private stopListening?: () => void;

  constructor() {
    super();
    this.layout = 'full';
    this.noAutofocus = false;
    this.state = '';
    this.showAll = new Set();
    this.openDetails = new Set();
    this.addEventListener('keydown', this.handleKeyDown);
    this.addEventListener('pointerdown', () => (this.armedAt = 0));
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
    this.items = this.collectItems();
    if (changed.has('request') || changed.has('toolCall') || changed.has('requests')) this.showAll = new Set();
    const pending = this.items.some((item) => item.state === PromptState.PENDING);
    this.state = this.items.length === 0 ? '' : this.items.length > 1 ? (pending ? PromptState.PENDING : this.items[0].state) : this.items[0].state;
  }

  private collectItems(): Item[] {
    if (this.requests) {
      const calls = this.toolCalls ? indexCalls(this.toolCalls) : undefined;
      return this.requests.map((request) => this.item(request, request.toolCallId === undefined ? undefined : calls?.get(request.toolCallId)));
    }
    const request = this.request ?? requestFromToolCall(this.toolCall);
    if (request) {
      const call = this.toolCall && (request.toolCallId === undefined || request.toolCallId === this.toolCall.toolCallId) ? this.toolCall : undefined;
      this.gone = undefined;
      this.lastSingle = this.item(request, call);
      return [this.lastSingle];
    }
    // The request vanished from under the prompt: answered or withdrawn where this prompt cannot see.
    if (this.lastSingle && !this.gone) {
      const state = promptState(this.lastSingle.request, localAnswer(this.lastSingle.request));
      if (state === PromptState.PENDING || state === PromptState.CANCELLING) this.gone = { ...this.lastSingle, state: PromptState.GONE };
      this.lastSingle = undefined;
    }
    return this.gone ? [this.gone] : [];
  }

  private item(request: PermissionView, call: ToolCallView | undefined): Item {
    return { request, call, state: promptState(request, localAnswer(request)) };
  }

  override updated(): void {
    const front = this.items.find((item) => item.state === PromptState.PENDING);
    if (front) {
      const key = answerKey(front.request);
      if (key === this.activeKey) return;
      this.activeKey = key;
      if (remember(announced, key)) {
        const title = titleOf(front.request, front.call) ?? this.locale.t.permission.untitled;
        announce(this.locale.t.permission.announce(clip(title, 200)), 'assertive');
      }
      if (!this.noAutofocus && remember(focusClaims, key)) this.takeFocus();
    } else if (this.activeKey !== undefined) {
      this.activeKey = undefined;
      this.giveFocusBack();
    }
  }

  private get base(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.base');
  }

  /** Moves focus to the prompt, unless the user is busy in another prompt that waits too. */
  private takeFocus(): void {
    const active = deepActiveElement();
    if (!this.matches(':focus-within')) {
      if (this.inOtherPendingPrompt(active)) return;
      if (active instanceof HTMLElement && active !== document.body) {
        this.returnTarget = active;
        // Taken from a text field: the next keystrokes were meant for it, not for the options.
        this.armedAt = isEditable(active) ? performance.now() + TYPING_GRACE_MS : 0;
      }
    }
    this.base?.focus();
  }

  private inOtherPendingPrompt(active: Element | null): boolean {
    // closest() stops at shadow roots: look in each tree from the focused element up to the page.
    let node: Element | null = active;
    while (node) {
      const prompt = node.closest('permission-prompt');
      if (prompt && prompt !== this && prompt.state === PromptState.PENDING) return true;
      const root = node.getRootNode();
      node = root instanceof ShadowRoot ? root.host : null;
    }
    return false;
  }

  /** After the last answer: focus goes back where it was when the prompt took it. */
  private giveFocusBack(): void {
    const active = deepActiveElement();
    const lost = !active || active === document.body;
    if (!lost && !this.matches(':focus-within')) return;
    const target = this.returnTarget;
    this.returnTarget = undefined;
    if (target?.isConnected) target.focus();
    else this.base?.focus();
  }

  private readonly handleKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing) return;
    if (isEditable(event.composedPath()[0])) return;
    if (event.key === 'Escape') {
      // Never an answer: Escape only hands focus back to where the user was.
      if (this.returnTarget?.isConnected) this.returnTarget.focus();
      return;
    }
    if (event.key === 'Tab' || event.key.startsWith('Arrow')) {
      this.armedAt = 0;
      return;
    }
    const front = this.items.find((item) => item.state === PromptState.PENDING);
    if (!front) return;
    const command = (event.ctrlKey || event.metaKey) && event.key === 'Enter';
    const index = event.ctrlKey || event.metaKey || event.altKey ? undefined : digitIndex(event);
    const option = command ? firstOfKind(front.request, 'allow_once') : index !== undefined && index < 9 ? front.request.options[index] : undefined;
    if (!option) return;
    event.preventDefault();
    // A held key repeats: only the first press answers.
    if (event.repeat || performance.now() < this.armedAt) return;
    this.choose(front.request, option);
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

  private renderTitle(item: Item): TemplateResult {
    const title = titleOf(item.request, item.call);
    const execute = item.call?.kind === 'execute' || (!item.call && item.request.command !== undefined);
    const shown = title === undefined ? this.locale.t.permission.untitled : clip(title, TITLE_LIMIT);
    // Commands show as typed; other titles are inline markdown (text-level styling, safe links).
    const content = title === undefined || execute ? html`${shown}` : renderInlineMarkdown(shown);
    return html`<span part="title" class=${classMap({ title: true, code: execute })} title=${clip(title ?? shown, 2000)}>${content}</span>`;
  }

  private renderKindIcon(item: Item): TemplateResult | typeof nothing {
    const kind = item.call?.kind ?? (item.request.command ? 'execute' : undefined);
    if (kind === undefined) return nothing;
    const label = own(this.locale.t.kind, kind) ?? clip(kind, 100);
    return html`<span part="icon" class="kind-icon" role="img" aria-label=${label} title=${label}>${own(toolKindIcons, kind) ?? toolKindIcons.fallback}</span>`;
  }

  private contentContext(kind: string): ContentContext {
    return {
      t: this.locale.t,
      kind,
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

  /** What will happen: description, command and cwd, URL, the call's content, raw input. */
  private renderDetails(item: Item): TemplateResult {
    const t = this.locale.t.permission;
    const { request, call } = item;
    const command = commandOf(request, call);
    const url = urlOf(call);
    const ctx = this.contentContext(call?.kind ?? 'other');
    return html`
      ${request.description ? html`<p class="description">${clip(request.description, TEXT_LIMIT)}</p>` : nothing}
      ${command
        ? html`<div part="command" class="command">
            <pre tabindex="0" aria-label=${t.command}><code><span class="prompt-sign" aria-hidden="true">$ </span>${revealControls(clip(command.command, RAW_LIMIT))}</code></pre>
            ${command.cwd ? html`<span class="muted cwd">${t.cwd(revealControls(clip(command.cwd, 1000)))}</span>` : nothing}
          </div>`
        : nothing}
      ${url ? html`<p part="url" class="url"><span class="muted">${t.url}</span> <code>${revealControls(clip(url, 2000))}</code></p>` : nothing}
      ${call?.content.map((content, index) => renderContentItem(content, index, ctx)) ?? nothing}
      ${call && hasRawInput(call.rawInput)
        ? html`<details part="raw-input" class="raw">
            <summary>${t.rawInput}</summary>
            <pre tabindex="0"><code>${clip(prettyJson(call.rawInput), RAW_LIMIT)}</code></pre>
          </details>`
        : nothing}
    `;
  }

  private renderOptionButtons(item: Item, withShortcuts: boolean): TemplateResult {
    const t = this.locale.t.permission;
    const primary = firstOfKind(item.request, 'allow_once');
    return html`<div part="options" class="options" role="group" aria-labelledby=${this.headingId}>
      ${item.request.options.map((option, index) => {
        const family = optionFamily(option.kind);
        const key = withShortcuts && index < 9 ? String(index + 1) : undefined;
        const name = clip(option.name, NAME_LIMIT);
        return html`<button
          part="option"
          class=${classMap({ option: true, [family]: true, always: isRemembered(option.kind), primary: option === primary })}
          data-option-id=${option.optionId}
          data-option-kind=${option.kind}
          aria-keyshortcuts=${ifDefined(key)}
          title=${key ? `${clip(option.name, 1000)} (${t.shortcut(key)})` : clip(option.name, 1000)}
          @click=${() => this.choose(item.request, option)}
        >
          ${key ? html`<kbd aria-hidden="true">${key}</kbd>` : nothing}
          ${own(optionIcons, option.kind) ?? optionIcons.other}
          <span class="label">${name}</span>
          ${isRemembered(option.kind) ? html`<span class="badge">${t.remembered}</span>` : nothing}
        </button>`;
      })}
    </div>`;
  }

  private renderDecision(item: Item): TemplateResult {
    const t = this.locale.t.permission;
    const { request, state } = item;
    const chosen = (id: string | undefined) => {
      const option = id === undefined ? undefined : optionById(request, id);
      return { name: clip(option?.name ?? id ?? '', NAME_LIMIT), family: option ? optionFamily(option.kind) : 'other' };
    };
    let iconTemplate = promptIcons.failed;
    let text: string = t.failed;
    let tone = 'muted';
    if (state === PromptState.ANSWERED || state === PromptState.ANSWERED_ELSEWHERE) {
      const id = request.outcome?.outcome === 'selected' ? request.outcome.optionId : localAnswer(request)?.option.optionId;
      const { name, family } = chosen(id);
      text = state === PromptState.ANSWERED ? t.chose(name) : t.answeredElsewhere(name);
      iconTemplate = family === 'reject' ? promptIcons.rejected : promptIcons.allowed;
      tone = family;
    } else if (state === PromptState.CANCELLING || state === PromptState.CANCELLED) {
      text = state === PromptState.CANCELLING ? t.cancelling : t.cancelled;
      iconTemplate = promptIcons.cancelled;
    } else if (state === PromptState.GONE) {
      text = t.noLongerWaiting;
      iconTemplate = promptIcons.cancelled;
    } else {
      tone = 'reject';
    }
    return html`<p part="decision" class="decision ${tone}">${iconTemplate}<span>${text}</span></p>`;
  }

  private renderSingle(item: Item): TemplateResult {
    const t = this.locale.t.permission;
    const pending = item.state === PromptState.PENDING;
    const inline = this.layout === 'inline';
    return html`<section
      part="base"
      class=${classMap({ base: true, [`state-${item.state}`]: true })}
      tabindex="-1"
      aria-labelledby=${`${this.headingId} ${this.titleId}`}
    >
      <div part="header" class="header">
        <span class="ask-icon">${pending ? promptIcons.ask : nothing}</span>
        <span part="heading" class="heading" id=${this.headingId}>${t.heading}</span>
        <span class="subject" id=${this.titleId} ?hidden=${inline}>${this.renderKindIcon(item)}${this.renderTitle(item)}</span>
      </div>
      ${inline ? nothing : html`<div part="details" class="details">${this.renderDetails(item)}</div>`}
      <div part="footer" class="footer">
        ${pending
          ? html`${this.renderOptionButtons(item, true)}<p class="hint">${t.keyboardHint}</p>`
          : this.renderDecision(item)}
      </div>
    </section>`;
  }

  /** A batch item's details, drawn only while open: fifty closed diffs cost nothing. */
  private renderItemDetails(item: Item): TemplateResult {
    const key = answerKey(item.request);
    const open = this.openDetails.has(key);
    const toggle = (event: Event) => {
      const isOpen = (event.target as HTMLDetailsElement).open;
      if (isOpen === this.openDetails.has(key)) return;
      const next = new Set(this.openDetails);
      if (isOpen) next.add(key);
      else next.delete(key);
      this.openDetails = next;
    };
    return html`<details class="item-details" ?open=${open} @toggle=${toggle}>
      <summary>${this.locale.t.permission.details}</summary>
      ${open ? html`<div class="item-body">${this.renderDetails(item)}</div>` : nothing}
    </details>`;
  }

  private renderBatch(items: Item[]): TemplateResult {
    const t = this.locale.t.permission;
    const pending = items.filter((item) => item.state === PromptState.PENDING);
    const front = pending[0];
    const requests = pending.map((item) => item.request);
    const allowAll = bulkChoices(requests, 'allow_once');
    const rejectAll = bulkChoices(requests, 'reject_once');
    return html`<section part="base" class="base batch" tabindex="-1" aria-labelledby=${this.headingId}>
      <div part="header" class="header">
        <span class="ask-icon">${pending.length > 0 ? promptIcons.ask : nothing}</span>
        <span part="heading" class="heading" id=${this.headingId}>${t.waiting(pending.length)}</span>
      </div>
      <div part="details" class="details">
        <ul class="items">
          ${items.map(
            (item) => html`<li part="item" class=${classMap({ request: true, [`state-${item.state}`]: true })}>
              <div class="subject">${this.renderKindIcon(item)}${this.renderTitle(item)}</div>
              ${this.layout === 'inline'
                ? nothing
                : this.renderItemDetails(item)}
              ${item.state === PromptState.PENDING ? this.renderOptionButtons(item, item === front) : this.renderDecision(item)}
            </li>`,
          )}
        </ul>
      </div>
      ${allowAll || rejectAll
        ? html`<div part="footer" class="footer">
            ${allowAll
              ? html`<button part="allow-all" class="option allow primary" @click=${() => this.chooseAll(allowAll)}>
                  ${optionIcons.allow_once}<span class="label">${t.allowAllOnce}</span>
                </button>`
              : nothing}
            ${rejectAll
              ? html`<button part="reject-all" class="option reject" @click=${() => this.chooseAll(rejectAll)}>
                  ${optionIcons.reject_once}<span class="label">${t.rejectAll}</span>
                </button>`
              : nothing}
          </div>`
        : nothing}
    </section>`;
  }

  override render() {
    if (this.items.length === 0) return nothing;
    return this.items.length === 1 ? this.renderSingle(this.items[0]) : this.renderBatch(this.items);
  }
}
