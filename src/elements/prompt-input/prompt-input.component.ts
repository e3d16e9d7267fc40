// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues } from 'lit';
import { live } from 'lit/directives/live.js';
import { BaseElement } from '../../base/base-element.js';
import { StoreController } from '../../controllers/store-controller.js';
import { announce } from '../../dom/announcer.js';
import { PromptCancelEvent } from '../../events/prompt-cancel.js';
import { promptInputStrings } from '../../i18n/prompt-input.strings.js';
import { provideStrings } from '../../i18n/translations.js';
import {
  selectPromptCapabilities,
  selectSession,
  TEXT_ONLY,
  type AvailableCommand,
  type PromptCapabilities,
  type SessionSummary,
  type ToolCallStore,
} from '../../state/index.js';
import { argumentHint, historyOf, ImeGuard, isSendKey, RecallCursor, type QueuedPrompt, type SubmitOn } from './prompt-input-model.js';
import { DEFAULT_MAX_ATTACHMENT_SIZE, DEFAULT_MAX_ATTACHMENTS } from './attachments.js';
import { ComposerAttachments } from './composer-attachments.js';
import { fitHeight, menuAnnouncement, renderChipLayer } from './composer-parts.js';
import { ComposerCommands } from './composer-commands.js';
import { ComposerMentions } from './composer-mentions.js';
import { PromptSender } from './composer-submit.js';
import { DraftReport, draftOf, keepDraft } from './drafts.js';
import { DEFAULT_LARGE_PASTE, type MentionItem, type MentionProvider } from './mention-model.js';
import { PromptQueue } from './prompt-queue.js';
import { optionId } from './prompt-menu.js';
import { renderButtons, renderHint, renderMenus, renderQueue } from './prompt-input-parts.js';
import styles from './prompt-input.styles.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('prompt', promptInputStrings);

const NO_COMMANDS: readonly AvailableCommand[] = Object.freeze([]);

/**
 * The composer the user types prompts into, below a session's thread. Follows a session of a
 * store (`.store` + `session-id`) or stands alone on its properties. Enter sends (IME-safe); while
 * a turn runs the button stops it and what is sent waits in a queue; `/` opens the agent's
 * commands, `@` the host's `mentionProvider` (picked items are atomic `@path` chips); images and
 * audio are attached when the agent accepts them. See docs/elements/intro/prompt-input.md.
 *
 * @summary The prompt box: send, stop, queue, slash commands, mentions, attachments, history and drafts.
 * @tag prompt-input
 * @event {PromptSubmitEvent} prompt-submit - The user sent a prompt (cancelable: the text stays): `{sessionId, prompt}`.
 * @event {PromptCancelEvent} prompt-cancel - The user stopped the running turn (cancelable): `{sessionId}`.
 * @event {PromptDraftChangeEvent} prompt-draft-change - The unsent text changed, after typing pauses: `{sessionId, text}`.
 * @csspart base - The wrapper.
 * @csspart queue - The queued messages (a list), above the box.
 * @csspart queued - One queued message (`data-id`).
 * @csspart paused - The note that the queue is paused, with its resume button.
 * @csspart refusals - The alert saying which files were not attached and why.
 * @csspart box - The bordered box around the text, its attachments and its buttons.
 * @csspart attachments - The attachments (a list), above the text.
 * @csspart attachment - One attachment (`data-kind`: `image` with a thumbnail, or `audio`).
 * @csspart input - The text box (`textarea`, a combobox while a menu is open).
 * @csspart chip - A mention's look, drawn behind its `@path` in the text.
 * @csspart hint - The argument hint of a picked command, drawn after it.
 * @csspart menu - The slash-command listbox.
 * @csspart command - One command in the menu.
 * @csspart mentions - The mention listbox.
 * @csspart mention - One item in the mention menu.
 * @csspart attach - The attach button (when the agent takes images or audio).
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
    promptCapabilities: { attribute: false },
    mentionProvider: { attribute: false },
    root: {},
    maxAttachments: { type: Number, attribute: 'max-attachments' },
    maxAttachmentSize: { type: Number, attribute: 'max-attachment-size' },
    largePaste: { type: Number, attribute: 'large-paste' },
    text: { state: true },
    caret: { state: true },
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
  /** Without a store: what the agent's prompts take besides text (`{image, audio, embeddedContext}`); text only by default. */
  declare promptCapabilities: PromptCapabilities | undefined;
  /** The host's search for `@` mentions (files, folders, symbols, URLs); without one, `@` is plain text. */
  declare mentionProvider: MentionProvider | undefined;
  /** The root mention paths are shown relative to; with a store, the session's `cwd` when this is unset. */
  declare root: string | undefined;
  /** Attachments one prompt takes at most (default 10). */
  declare maxAttachments: number;
  /** Bytes one attachment may have at most (default 5 MB: 5242880). */
  declare maxAttachmentSize: number;
  /** A paste of this many characters or more becomes one chip whose text goes out in its place (default 50,000; 0: never). */
  declare largePaste: number;
  declare private text: string;
  declare private caret: number;

  private readonly feed = new StoreController<SessionSummary | undefined>(this, {
    select: (state) => (this.sessionId === undefined ? undefined : selectSession(state, this.sessionId)),
  });
  private readonly agent = new StoreController<PromptCapabilities>(this, { select: selectPromptCapabilities });
  private readonly queues = new PromptQueue(this);
  private readonly commandMenu = new ComposerCommands(this);
  private readonly mentions = new ComposerMentions(this);
  private readonly attachments = new ComposerAttachments(this, () => this.locale.t.prompt);
  private wasRunning = false;
  /** Prompts sent here without a store, for ↑. */
  private sentHere: string[] = [];
  private readonly recall = new RecallCursor();
  private readonly ime = new ImeGuard();
  private readonly sender = new PromptSender(this, this.mentions, this.attachments, this.queues, () => this.locale.t.prompt);
  private readonly drafts = new DraftReport(this);
  private announced = '';

  constructor() {
    super();
    this.running = false;
    this.submitOn = 'enter';
    this.maxAttachments = DEFAULT_MAX_ATTACHMENTS;
    this.maxAttachmentSize = DEFAULT_MAX_ATTACHMENT_SIZE;
    this.largePaste = DEFAULT_LARGE_PASTE;
    this.text = '';
    this.caret = 0;
  }

  /** A turn runs in the session (the store's word, or `running` without a store). */
  get busy(): boolean {
    return this.store ? (this.feed.value?.running ?? false) : this.running;
  }

  /** The commands the menu offers. */
  get availableCommands(): readonly AvailableCommand[] {
    return (this.store ? this.feed.value?.availableCommands : this.commands) ?? NO_COMMANDS;
  }

  /** What prompts may carry: the agent's `promptCapabilities` (the store's, or the property's), text only until known. */
  get capabilities(): PromptCapabilities {
    return (this.store ? this.agent.value : this.promptCapabilities) ?? TEXT_ONLY;
  }

  /** The root mention paths are relative to. */
  get sessionRoot(): string | undefined {
    return this.root ?? this.feed.value?.cwd;
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
    this.mentions.search.stop();
    super.disconnectedCallback();
  }

  private get textarea(): HTMLTextAreaElement | null {
    return this.renderRoot.querySelector('textarea');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.feed.setStore(this.store);
    this.agent.setStore(this.store);
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
    this.mentions.follow(this.text, this.caret);
  }

  protected override updated(): void {
    if (this.textarea) fitHeight(this.textarea);
    if (this.mentions.chips.length > 0) this.onScroll();
    const say = menuAnnouncement(this.locale.t.prompt, this.commandMenu.matches(this.text, this.caret).length, this.mentions);
    if (say !== '' && say !== this.announced) announce(say);
    this.announced = say;
  }

  private setText(text: string, caret = text.length): void {
    this.text = text;
    this.caret = caret;
    this.commandMenu.reset();
    this.mentions.reset();
    const textarea = this.textarea;
    if (!textarea) return;
    textarea.value = text;
    textarea.setSelectionRange(caret, caret);
  }

  private readonly onInput = (event: Event): void => {
    const textarea = event.target as HTMLTextAreaElement;
    this.mentions.edited(this.text, textarea.value, textarea.selectionEnd);
    this.text = textarea.value;
    this.caret = textarea.selectionStart;
    this.commandMenu.reset();
    this.recall.reset();
    keepDraft(this.sessionId, this.text);
    this.drafts.later(this.sessionId);
  };

  private readonly onCaret = (): void => {
    const textarea = this.textarea;
    if (!textarea) return;
    this.mentions.snap(textarea);
    if (textarea.selectionStart !== this.caret) this.caret = textarea.selectionStart;
  };

  /** The chips' layer scrolls with the text. */
  private readonly onScroll = (): void => {
    const layer = this.renderRoot.querySelector<HTMLElement>('.chip-layer');
    if (layer) layer.scrollTop = this.textarea?.scrollTop ?? 0;
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (this.ime.owns(event)) return;
    const textarea = event.target as HTMLTextAreaElement;
    const matches = this.commandMenu.matches(this.text, this.caret);
    if (matches.length > 0 && this.commandMenu.keyDown(event, this.text, matches)) return;
    if (this.mentions.keyDown(event, textarea)) return this.onCaret();
    if (isSendKey(event, this.submitOn)) {
      event.preventDefault();
      // A held Enter repeats its keydown: one press, one prompt.
      if (!event.repeat) this.sender.submit();
      return;
    }
    const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
    const recalled = this.recall.keyDown(event, textarea, () =>
      historyOf(this.store, this.sessionId, [...(this.history ?? []), ...this.sentHere]),
    );
    if (recalled) this.setText(recalled.text, recalled.caret);
    if (recalled || (plain && event.key === 'Backspace' && textarea.value === '' && this.attachments.removeLast())) event.preventDefault();
  };

  private readonly onPick = (command: AvailableCommand): void => this.commandMenu.pick(command, this.text);

  private readonly onPickMention = (item: MentionItem): void => {
    const textarea = this.textarea;
    if (textarea) this.mentions.pick(item, textarea);
  };

  /** @internal The box's text now. */
  get value(): string {
    return this.textarea?.value ?? this.text;
  }

  /** @internal A prompt went out (or joined the queue: it joins the history when it goes out): the box empties. */
  sent(text: string, queued: boolean): void {
    if (!queued && !this.store) this.sentHere.push(text);
    this.recall.reset();
    this.setText('');
    this.attachments.clear();
    keepDraft(this.sessionId, '');
    this.drafts.now(this.sessionId);
  }

  /** Asks to stop the running turn (fires `prompt-cancel`, as Stop does); false when none runs or the host refused. */
  stop(): boolean {
    if (!this.busy || !this.dispatchEvent(new PromptCancelEvent({ sessionId: this.sessionId }))) return false;
    this.queues.current.stopped = true;
    return true;
  }

  /**
   * Attaches files as the user's paste, drop or file choice does: images and audio the agent
   * accepts, within the limits; the others are refused with a message saying which and why.
   */
  attach(files: Iterable<File>): void {
    this.attachments.attach(files);
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
    this.sender.submit();
    this.textarea?.focus();
  };

  /** @internal A large paste: one chip, named by its count of lines. */
  pasteLarge(text: string): void {
    const lines = text.split('\n').length;
    const label = this.locale.t.prompt.pastedText(lines, new Intl.NumberFormat(this.locale.lang).format(lines));
    if (this.textarea) this.mentions.pasteAsChip({ kind: 'paste', label, text }, this.textarea);
  }

  /** @internal Puts `text` in the box as the user's edit (a picked command, a queued message to edit). */
  putText(text: string, caret = text.length): void {
    this.recall.reset();
    this.setText(text, caret);
    keepDraft(this.sessionId, text);
    this.drafts.later(this.sessionId);
    this.textarea?.focus();
  }

  /** @internal The queue puts a message back into the box (what the box held takes its place in the queue). */
  editQueued(item: QueuedPrompt): Omit<QueuedPrompt, 'id'> {
    return this.sender.swap(item);
  }

  /** @internal The queue's way to send one of its messages. */
  sendQueued(item: QueuedPrompt): boolean {
    const sent = this.sender.dispatch(item.text, item.prompt);
    if (sent && !this.store) this.sentHere.push(item.text);
    return sent;
  }

  protected override render() {
    const t = this.locale.t.prompt;
    const commands = this.commandMenu.matches(this.text, this.caret);
    const { mentions, attachments } = this;
    const mentionOpen = commands.length === 0 && mentions.open;
    const open = commands.length > 0 || mentionOpen;
    const listbox = mentionOpen ? 'mentions' : 'commands';
    const active = mentionOpen
      ? Math.min(mentions.active, mentions.search.items.length - 1)
      : Math.min(this.commandMenu.active, commands.length - 1);
    const hint = argumentHint(this.text, this.availableCommands);
    const running = this.busy;
    const empty = this.text.trim() === '' && attachments.tray.items.length === 0;
    return html`<div part="base" class="base" @keydown=${this.onBaseKey}>
      ${renderQueue(this.queues, t)} ${attachments.renderRefusals()}
      <div part="box" class="box" @dragover=${attachments.onDragOver} @drop=${attachments.onDrop}>
        ${attachments.renderTray()}
        <div class="row">
          <div class="field">
            ${renderChipLayer(this.text, mentions.chips)}
            <textarea part="input" class="input" rows="1" .value=${live(this.text)} aria-label=${t.label}
              placeholder=${this.placeholder ?? t.placeholder} role="combobox" aria-autocomplete="list" aria-haspopup="listbox"
              aria-expanded=${open ? 'true' : 'false'} aria-controls=${listbox}
              aria-activedescendant=${open && active >= 0 ? optionId(listbox, active) : nothing}
              aria-describedby=${hint ? 'hint' : nothing} @input=${this.onInput} @keydown=${this.onKeyDown} @keyup=${this.onCaret}
              @click=${this.onCaret} @select=${this.onCaret} @scroll=${this.onScroll} @paste=${attachments.onPaste}
              @compositionend=${this.ime.onCompositionEnd}></textarea>
            ${renderHint(this.text, hint)}
          </div>
          ${attachments.renderButton()} ${renderButtons({ running, empty, t, send: this.onSend, stop: this.onStop })}
        </div>
        ${renderMenus({ t, commands, mentionOpen, active, search: mentions.search, root: this.sessionRoot, pickCommand: this.onPick, pickMention: this.onPickMention })}
      </div>
    </div>`;
  }
}
