// SPDX-License-Identifier: Apache-2.0
/**
 * `<prompt-input>`'s mentions in the text box: the `@` menu (its query, the host's answers, the
 * highlighted item), and the chips, kept atomic in a plain textarea — in step with every edit, the
 * caret kept out of them, removed whole by one Backspace or Delete at their edge. Edits go through
 * the browser's own editing commands, so undo and IME work as in any textarea.
 */
import type { ContentBlock } from '../../state/index.js';
import {
  isMention,
  mentionQuery,
  promptBlocks,
  snapSelection,
  syncChips,
  tokenOf,
  type Chip,
  type MediaBlock,
  type MentionItem,
  type MentionProvider,
  type PastedText,
} from './mention-model.js';
import { MentionSearch } from './mention-search.js';
import { menuAction, moveActive } from './prompt-menu.js';

export interface MentionsHost {
  readonly mentionProvider: MentionProvider | undefined;
  /** The root paths are shown relative to (the `root` property, or the session's `cwd`). */
  readonly sessionRoot: string | undefined;
  requestUpdate(): void;
}

/**
 * Replaces `start`..`end` of the box with `text` as typing would (an undoable edit that fires
 * `input`); where the editing command is unavailable, sets the text and fires `input` itself.
 */
export function editBox(box: HTMLTextAreaElement, start: number, end: number, text: string): void {
  box.focus();
  box.setSelectionRange(start, end);
  const length = box.value.length - (end - start) + text.length;
  const done = text === '' ? document.execCommand('delete') : document.execCommand('insertText', false, text);
  if (done && box.value.length === length && box.value.slice(start, start + text.length) === text) return;
  box.setRangeText(text, start, end, 'end');
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

export class ComposerMentions {
  chips: Chip[] = [];
  /** The highlighted item of the open menu. */
  active = 0;
  /** Escape closed the menu: it stays closed until the text changes. */
  dismissed = false;
  readonly search: MentionSearch;
  /** The `@` query being typed (its `@`'s offset), while the menu may be open. */
  private typed?: { start: number; query: string };
  /** Where the caret was before the latest move, for the side a snapped caret goes to. */
  private lastCaret = 0;

  constructor(private readonly host: MentionsHost) {
    this.search = new MentionSearch(() => host.requestUpdate());
  }

  /** The menu is showing: items, or a provider that is taking a moment. */
  get open(): boolean {
    return this.typed !== undefined && (this.search.items.length > 0 || this.search.slow || this.search.answered);
  }

  /** Follows the text and caret (from the element's update): asks the provider for a new query, or ends the search. */
  follow(text: string, caret: number): void {
    this.typed = this.dismissed || !this.host.mentionProvider ? undefined : mentionQuery(text, caret, this.chips);
    this.search.ask(this.host.mentionProvider, this.typed?.query);
    if (this.active >= this.search.items.length) this.active = 0;
  }

  /** The text changed from `before` to `after` (typed, pasted, undone): chips move with it. */
  edited(before: string, after: string, caret: number): void {
    if (this.chips.length > 0) this.chips = syncChips(this.chips, before, after, caret);
    this.dismissed = false;
    this.active = 0;
  }

  /** The whole text was replaced (sent, recalled, a draft restored): no chips are left. */
  reset(): void {
    this.chips = [];
    this.dismissed = false;
  }

  /** Keeps the selection out of chips (after a click, a key, a selection by mouse). */
  snap(box: HTMLTextAreaElement): void {
    const { selectionStart: start, selectionEnd: end } = box;
    const [from, to] = snapSelection(this.chips, start, end, this.lastCaret);
    if (from !== start || to !== end) box.setSelectionRange(from, to);
    this.lastCaret = box.selectionStart === box.selectionEnd ? box.selectionStart : this.lastCaret;
  }

  /** The keys mentions own: the open menu's, and Backspace, Delete and ←/→ at a chip's edge; true when the key was theirs. */
  keyDown(event: KeyboardEvent, box: HTMLTextAreaElement): boolean {
    if (this.open && this.menuKey(event, box)) return true;
    if (this.chips.length === 0 || box.selectionStart !== box.selectionEnd || event.altKey || event.ctrlKey || event.metaKey) return false;
    const caret = box.selectionStart;
    const before = this.chips.find((chip) => chip.end === caret);
    const after = this.chips.find((chip) => chip.start === caret);
    if (event.key === 'Backspace' && before) editBox(box, before.start, before.end, '');
    else if (event.key === 'Delete' && after) editBox(box, after.start, after.end, '');
    else if (event.key === 'ArrowLeft' && before && !event.shiftKey) box.setSelectionRange(before.start, before.start);
    else if (event.key === 'ArrowRight' && after && !event.shiftKey) box.setSelectionRange(after.end, after.end);
    else return false;
    this.lastCaret = box.selectionStart;
    event.preventDefault();
    return true;
  }

  private menuKey(event: KeyboardEvent, box: HTMLTextAreaElement): boolean {
    const action = menuAction(event);
    const items = this.search.items;
    if (action === undefined || (action !== 'close' && items.length === 0)) return false;
    if (action === 'pick' && !this.search.answered) {
      // The items shown answer an earlier query: picking one would pick what the user typed past.
      event.preventDefault();
      return true;
    }
    if (action === 'next' || action === 'previous') this.active = moveActive(this.active, action === 'next' ? 1 : -1, items.length);
    else if (action === 'pick') this.pick(items[this.active] ?? items[0], box);
    else {
      // Closes the menu only: the text stays, and a running turn is not stopped by this Escape.
      this.dismissed = true;
      event.stopPropagation();
    }
    event.preventDefault();
    this.host.requestUpdate();
    return true;
  }

  /** Puts the item's `@token` (and a space) in place of the query typed, as a chip. */
  pick(item: MentionItem, box: HTMLTextAreaElement): void {
    const typed = this.typed;
    if (!typed) return;
    const token = tokenOf(item, this.host.sessionRoot);
    editBox(box, typed.start, box.selectionStart, `${token} `);
    this.chips = [...this.chips, { start: typed.start, end: typed.start + token.length, item }].sort((a, b) => a.start - b.start);
    this.lastCaret = box.selectionStart;
    this.search.stop();
    this.host.requestUpdate();
  }

  /** Puts a large paste in place of the selection as one chip: its token in the box, its text kept aside. */
  pasteAsChip(item: PastedText, box: HTMLTextAreaElement): void {
    const start = box.selectionStart;
    editBox(box, start, box.selectionEnd, item.label);
    this.chips = [...this.chips, { start, end: start + item.label.length, item }].sort((a, b) => a.start - b.start);
    this.lastCaret = box.selectionStart;
    this.host.requestUpdate();
  }

  /**
   * The prompt of `text` with its chips and `media` after them: undefined for plain text (sent as
   * one text block); a promise when chips' contents are read first, for an agent that takes
   * embedded resources (a chip whose read fails stays a link).
   */
  prompt(text: string, media: readonly MediaBlock[], embedded: boolean): ContentBlock[] | Promise<ContentBlock[]> | undefined {
    const chips = this.chips;
    const read = (chip: Chip) => (isMention(chip.item) ? chip.item.content : undefined);
    if (embedded && chips.some(read)) {
      const reads = chips.map((chip) => read(chip)?.().catch(() => undefined));
      return Promise.all(reads).then((contents) => promptBlocks(text, chips, media, contents));
    }
    return chips.length === 0 && media.length === 0 ? undefined : promptBlocks(text, chips, media);
  }
}
