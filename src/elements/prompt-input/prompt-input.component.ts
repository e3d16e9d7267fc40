// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues } from 'lit';
import { live } from 'lit/directives/live.js';
import { BaseElement } from '../../base/base-element.js';
import { StoreController } from '../../controllers/store-controller.js';
import { announce } from '../../dom/announcer.js';
import { PromptCancelEvent } from '../../events/prompt-cancel.js';
import { PromptSubmitEvent } from '../../events/prompt-submit.js';
import { promptInputStrings } from '../../i18n/prompt-input.strings.js';
import { provideStrings } from '../../i18n/translations.js';
import { onFrame } from '../../scheduling/ticker.js';
import {
  selectSession,
  selectTranscript,
  type AvailableCommand,
  type SessionSummary,
  type ToolCallState,
  type ToolCallStore,
} from '../../state/index.js';
import {
  argumentHint,
  commandQuery,
  isSendKey,
  matchCommands,
  RecallCursor,
  newestFirst,
  promptHistory,
  type SubmitOn,
} from './prompt-input-model.js';
import { DraftReport, draftOf, keepDraft } from './drafts.js';
import { PromptQueue } from './prompt-queue.js';
import { renderButtons, renderHint, renderMenu, renderQueue } from './prompt-input-parts.js';
import styles from './prompt-input.styles.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('prompt', promptInputStrings);

const NO_COMMANDS: readonly AvailableCommand[] = Object.freeze([]);
/** Browsers that size a textarea to its content in CSS; the others get their height set from script. */
const FIELD_SIZING = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * The composer the user types prompts into, below a session's thread. Follows a session of a
 * store (`.store` + `session-id`: whether a turn runs, the agent's slash commands, the earlier
 * prompts) or stands alone on its properties (`running`, `commands`, `history`).
 *
 * Enter sends (Shift+Enter breaks the line; `submit-on="mod-enter"` sends on Ctrl/Cmd+Enter
 * instead); an Enter that ends an IME composition never sends. Sending fires a cancelable
 * `prompt-submit` and clears the box; while a turn runs, the button stops it (`prompt-cancel`, also
 * Escape) and what the user sends waits in a queue above the box, going out one message per turn
 * end. After a stopped turn (the user's Stop, or a turn that ended `cancelled`) the queue pauses:
 * nothing goes out until the user resumes it or sends a queued message now; a prompt typed then
 * goes out at once and the queue stays paused. `/` at the start opens the agent's commands
 * (a combobox and listbox); ↑ at the start of the box recalls earlier prompts, ↓ goes back to the
 * draft. Each session keeps its own draft.
 *
 * @summary The prompt box: send, stop, queue, slash commands, history and drafts.
 * @tag prompt-input
 * @event {PromptSubmitEvent} prompt-submit - The user sent a prompt (cancelable: the text stays): `{sessionId, prompt}`.
 * @event {PromptCancelEvent} prompt-cancel - The user stopped the running turn (cancelable): `{sessionId}`.
 * @event {PromptDraftChangeEvent} prompt-draft-change - The unsent text changed, after typing pauses: `{sessionId, text}`.
 * @csspart base - The wrapper.
 * @csspart queue - The queued messages (a list), above the box.
 * @csspart queued - One queued message (`data-id`).
 * @csspart paused - The note that the queue is paused, with its resume button.
 * @csspart box - The bordered box around the text and its buttons.
 * @csspart input - The text box (`textarea`, a combobox while the command menu is open).
 * @csspart hint - The argument hint of a picked command, drawn after it.
 * @csspart menu - The slash-command listbox.
 * @csspart command - One command in the menu.
 * @csspart send - The send button (also "add to queue" while a turn runs).
 * @csspart stop - The stop button, while a turn runs.
 * @cssproperty [--prompt-input-max-height=12lh] - How tall the box grows with its text before it scrolls.
 * @cssproperty [--prompt-input-font-size=13px] - The text's size.
 */
export class PromptInput extends BaseElement {
  static override styles = [...super.styles, styles];

  static override properties = {
    store: { attribute: false },
    sessionId: { attribute: 'session-id' },
    running: { type: Boolean },
    stopReason: { attribute: 'stop-reason' },
    commands: { attribute: false },
    history: { attribute: false },
    draft: { attribute: false },
    submitOn: { attribute: 'submit-on' },
    placeholder: {},
    text: { state: true },
    caret: { state: true },
    active: { state: true },
    dismissed: { state: true },
  };

  /** The store to follow the session in; without one, `running`, `commands` and `history` say it. */
  declare store: ToolCallStore | undefined;
  /** The session prompts go to (in each event's detail); each session keeps its own draft and queue. */
  declare sessionId: string | undefined;
  /** Without a store: a turn is running (the button stops it, and sent text is queued). */
  declare running: boolean;
  /** Without a store: how the last turn ended; `cancelled` pauses the queue. */
  declare stopReason: string | undefined;
  /** Without a store: the agent's slash commands (`available_commands_update`). */
  declare commands: readonly AvailableCommand[] | undefined;
  /** Without a store: the session's earlier prompts, oldest first, for ↑ (prompts sent here are added). */
  declare history: readonly string[] | undefined;
  /** Sets the box's text, for a host that restores a draft it kept from `prompt-draft-change`. */
  declare draft: string | undefined;
  /** `enter` (the default): Enter sends, Shift+Enter breaks the line. `mod-enter`: Ctrl/Cmd+Enter sends. */
  declare submitOn: SubmitOn;
  /** Replaces the empty box's placeholder. */
  declare placeholder: string | undefined;
  declare private text: string;
  declare private caret: number;
  /** The highlighted command of the open menu. */
  declare private active: number;
  /** Escape closed the menu: it stays closed until the text changes. */
  declare private dismissed: boolean;

  private readonly feed = new StoreController<SessionSummary | undefined>(this, {
    select: (state: ToolCallState) => (this.sessionId === undefined ? undefined : selectSession(state, this.sessionId)),
  });
  private readonly queues = new PromptQueue(this);
  private wasRunning = false;
  /** Prompts sent here without a store, for ↑. */
  private sentHere: string[] = [];
  private readonly recall = new RecallCursor();
  private composedJustNow = false;
  private readonly drafts = new DraftReport(this);
  private announcedCount = -1;

  constructor() {
    super();
    this.running = false;
    this.submitOn = 'enter';
    this.text = '';
    this.caret = 0;
    this.active = 0;
    this.dismissed = false;
  }

  /** A turn runs in the session (the store's word, or `running` without a store). */
  get busy(): boolean {
    return this.store ? (this.feed.value?.running ?? false) : this.running;
  }

  /** The commands the menu offers. */
  get availableCommands(): readonly AvailableCommand[] {
    return (this.store ? this.feed.value?.availableCommands : this.commands) ?? NO_COMMANDS;
  }

  /** The messages waiting for the running turn to end, next first. */
  get queued(): readonly string[] {
    return this.queues.current.items.map((item) => item.text);
  }

  /** Focuses the text box. */
  override focus(options?: FocusOptions): void {
    this.textarea?.focus(options);
  }

  override disconnectedCallback(): void {
    this.drafts.flush();
    super.disconnectedCallback();
  }

  private get textarea(): HTMLTextAreaElement | null {
    return this.renderRoot.querySelector('textarea');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.feed.setStore(this.store);
    if (!this.hasUpdated || changed.has('sessionId')) {
      this.drafts.flush();
      this.feed.refresh();
      this.recall.reset();
      this.setText(draftOf(this.sessionId));
      this.wasRunning = this.busy;
    }
    if (changed.has('draft') && this.draft !== undefined) {
      this.recall.reset();
      this.setText(this.draft);
      keepDraft(this.sessionId, this.draft);
    }
    const running = this.busy;
    if (this.wasRunning && !running) {
      const stopReason = this.store ? this.feed.value?.stopReason : this.stopReason;
      this.queues.turnEnded(stopReason === 'cancelled');
    }
    // Read again: a prompt the queue just sent may have started the next turn already.
    this.wasRunning = this.busy;
  }

  protected override updated(): void {
    const textarea = this.textarea;
    if (textarea && !FIELD_SIZING) {
      textarea.style.height = 'auto';
      textarea.style.height = `${textarea.scrollHeight + textarea.offsetHeight - textarea.clientHeight}px`;
    }
    const count = this.menuCommands().length;
    if (count > 0 && count !== this.announcedCount) announce(this.locale.t.prompt.commandCount(count));
    this.announcedCount = count;
  }

  /** The commands the menu shows now (none when it is closed). */
  private menuCommands(): AvailableCommand[] {
    const query = this.dismissed ? undefined : commandQuery(this.text, this.caret);
    return query === undefined ? [] : matchCommands(this.availableCommands, query);
  }

  private setText(text: string, caret = text.length): void {
    this.text = text;
    this.caret = caret;
    this.active = 0;
    const textarea = this.textarea;
    if (!textarea) return;
    textarea.value = text;
    textarea.setSelectionRange(caret, caret);
  }

  private readonly onInput = (event: Event): void => {
    const textarea = event.target as HTMLTextAreaElement;
    this.text = textarea.value;
    this.caret = textarea.selectionStart;
    this.active = 0;
    this.dismissed = false;
    this.recall.reset();
    keepDraft(this.sessionId, this.text);
    this.drafts.later(this.sessionId);
  };

  private readonly onCaret = (): void => {
    const textarea = this.textarea;
    if (textarea && textarea.selectionStart !== this.caret) this.caret = textarea.selectionStart;
  };

  private readonly onCompositionEnd = (): void => {
    // Safari (and Chromium for some IMEs) sends the Enter that confirms a candidate after
    // compositionend, with isComposing already false: that Enter must not send.
    this.composedJustNow = true;
    onFrame(() => (this.composedJustNow = false));
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing || event.keyCode === 229) return;
    if (this.composedJustNow && event.key === 'Enter') {
      this.composedJustNow = false;
      event.preventDefault();
      return;
    }
    this.composedJustNow = false;
    const matches = this.menuCommands();
    if (matches.length > 0 && this.onMenuKey(event, matches)) return;
    if (isSendKey(event, this.submitOn)) {
      event.preventDefault();
      // A held Enter repeats its keydown: one press, one prompt.
      if (!event.repeat) this.submit();
      return;
    }
    const textarea = event.target as HTMLTextAreaElement;
    const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
    if (plain && event.key === 'ArrowUp' && this.recall.canGoBack(textarea)) {
      const text = this.recall.back(this.historyNewestFirst(), textarea.value);
      if (text === undefined) return;
      event.preventDefault();
      // At the start, so that the next ↑ goes on even when the recalled prompt has several lines.
      this.setText(text, 0);
    } else if (plain && event.key === 'ArrowDown' && this.recall.canGoForward(textarea)) {
      event.preventDefault();
      this.setText(this.recall.forward(this.historyNewestFirst()));
    }
  };

  /** The menu's keys; true when the key was the menu's. */
  private onMenuKey(event: KeyboardEvent, matches: AvailableCommand[]): boolean {
    const mods = event.ctrlKey || event.metaKey || event.altKey;
    const move = (by: number) => (this.active = (this.active + by + matches.length) % matches.length);
    if (event.key === 'ArrowDown' && !mods) move(1);
    else if (event.key === 'ArrowUp' && !mods) move(-1);
    else if ((event.key === 'Enter' || event.key === 'Tab') && !mods && !event.shiftKey) this.pick(matches[this.active] ?? matches[0]);
    else if (event.key === 'Escape') {
      // Closes the menu only: the text stays, and a running turn is not stopped by this Escape.
      this.dismissed = true;
      event.stopPropagation();
    } else return false;
    event.preventDefault();
    return true;
  }

  private readonly onPick = (command: AvailableCommand): void => {
    this.pick(command);
    this.textarea?.focus();
  };

  private pick(command: AvailableCommand): void {
    const wordEnd = this.text.search(/\s/);
    const rest = wordEnd < 0 ? '' : this.text.slice(wordEnd).replace(/^\s+/, '');
    const head = `/${command.name} `;
    this.setText(head + rest, head.length);
    keepDraft(this.sessionId, this.text);
    this.drafts.later(this.sessionId);
  }

  private historyNewestFirst(): string[] {
    if (this.store) return this.sessionId === undefined ? [] : promptHistory(selectTranscript(this.store.getState(), this.sessionId));
    return newestFirst([...(this.history ?? []), ...this.sentHere]);
  }

  /** Sends the box (or queues it while a turn runs). */
  private submit(): void {
    const text = this.textarea?.value ?? this.text;
    if (text.trim() === '') return;
    if (this.busy) {
      const count = this.queues.add(text);
      announce(this.locale.t.prompt.queued(count));
    } else if (!this.dispatchSubmit(text)) return;
    this.recall.reset();
    this.setText('');
    keepDraft(this.sessionId, '');
    this.drafts.now(this.sessionId);
  }

  /** Fires `prompt-submit`; false when the host prevented it. */
  private dispatchSubmit(text: string): boolean {
    const event = new PromptSubmitEvent({ sessionId: this.sessionId, prompt: [{ type: 'text', text }] });
    if (!this.dispatchEvent(event)) return false;
    if (!this.store) this.sentHere.push(text);
    return true;
  }

  /** Asks to stop the running turn (fires `prompt-cancel`, as Stop does); false when none runs or the host refused. */
  stop(): boolean {
    if (!this.busy || !this.dispatchEvent(new PromptCancelEvent({ sessionId: this.sessionId }))) return false;
    this.queues.current.stopped = true;
    return true;
  }

  private readonly onStop = (): void => void this.stop();

  private readonly onBaseKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented || !this.busy) return;
    event.preventDefault();
    this.onStop();
  };

  private readonly onSend = (event: MouseEvent): void => {
    // The second click of a double click: the first one sent already.
    if (event.detail > 1) return;
    this.submit();
    this.textarea?.focus();
  };

  /** @internal The queue puts a message back into the box (the box's text takes its place in the queue). */
  editQueued(text: string): string {
    const previous = this.textarea?.value ?? this.text;
    this.recall.reset();
    this.setText(text);
    keepDraft(this.sessionId, text);
    this.drafts.later(this.sessionId);
    this.textarea?.focus();
    return previous;
  }

  /** @internal The queue's way to send one of its messages. */
  sendQueued(text: string): boolean {
    return this.dispatchSubmit(text);
  }

  protected override render() {
    const t = this.locale.t.prompt;
    const matches = this.menuCommands();
    const open = matches.length > 0;
    const active = Math.min(this.active, matches.length - 1);
    const hint = argumentHint(this.text, this.availableCommands);
    const running = this.busy;
    const empty = this.text.trim() === '';
    return html`<div part="base" class="base" @keydown=${this.onBaseKey}>
      ${renderQueue(this.queues, t)}
      <div part="box" class="box">
        <div class="field">
          <textarea part="input" class="input" rows="1" .value=${live(this.text)} aria-label=${t.label}
            placeholder=${this.placeholder ?? t.placeholder} role="combobox" aria-autocomplete="list" aria-haspopup="listbox"
            aria-expanded=${open ? 'true' : 'false'} aria-controls="commands" aria-activedescendant=${open ? `command-${active}` : nothing}
            aria-describedby=${hint ? 'hint' : nothing} @input=${this.onInput} @keydown=${this.onKeyDown} @keyup=${this.onCaret}
            @click=${this.onCaret} @compositionend=${this.onCompositionEnd}></textarea>
          ${renderHint(this.text, hint)}
        </div>
        ${renderButtons({ running, empty, t, send: this.onSend, stop: this.onStop })}
        ${renderMenu(matches, active, t, this.onPick)}
      </div>
    </div>`;
  }
}
