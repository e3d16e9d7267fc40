// SPDX-License-Identifier: Apache-2.0
/** What `<prompt-input>` decides without the DOM: the slash menu's matches, history, keys, and its queue's shape. */
import { onFrame } from '../../scheduling/ticker.js';
import { selectTranscript, type AvailableCommand, type ContentBlock, type ToolCallStore, type TranscriptEntry } from '../../state/index.js';
import type { Attachment } from './attachments.js';
import type { Chip } from './mention-model.js';

/** How the box sends: Enter (Shift+Enter breaks the line), or Ctrl/Cmd+Enter (Enter breaks the line). */
export type SubmitOn = 'enter' | 'mod-enter';

/**
 * The command name being typed: the text after a leading `/`, while the caret is still inside that
 * first word (a space ends the name and closes the menu); undefined when the box holds no command.
 */
export function commandQuery(text: string, caret: number): string | undefined {
  if (!text.startsWith('/')) return undefined;
  const end = text.search(/\s/);
  const wordEnd = end < 0 ? text.length : end;
  return caret >= 1 && caret <= wordEnd ? text.slice(1, caret) : undefined;
}

/** The agent's commands that match `query`: names that start with it first, then names that contain it. */
export function matchCommands(commands: readonly AvailableCommand[], query: string): AvailableCommand[] {
  const q = query.toLowerCase();
  const named = commands.filter((c) => typeof c?.name === 'string' && c.name !== '');
  const starts = named.filter((c) => c.name.toLowerCase().startsWith(q));
  const contains = named.filter((c) => !c.name.toLowerCase().startsWith(q) && c.name.toLowerCase().includes(q));
  return [...starts, ...contains];
}

/** The argument hint of the command the box holds as `/name ` with nothing typed after it yet. */
export function argumentHint(text: string, commands: readonly AvailableCommand[]): string | undefined {
  const match = /^\/(\S+) $/.exec(text);
  if (!match) return undefined;
  const input = commands.find((c) => c?.name === match[1])?.input as { hint?: unknown } | null | undefined;
  return typeof input?.hint === 'string' && input.hint !== '' ? input.hint : undefined;
}

/**
 * The session's earlier prompts, newest first: the text of its user messages (sent by this client
 * or replayed by `session/load`), a prompt repeated back to back recalled once.
 */
export function promptHistory(transcript: readonly TranscriptEntry[]): string[] {
  return newestFirst(transcript.flatMap((entry) => (entry.type === 'user_message' ? [entry.text] : [])));
}

/** What ↑ recalls: the store's transcript of the session, or (without a store) `local`, oldest first. */
export function historyOf(store: ToolCallStore | undefined, sessionId: string | undefined, local: readonly string[]): string[] {
  if (store) return sessionId === undefined ? [] : promptHistory(selectTranscript(store.getState(), sessionId));
  return newestFirst(local);
}

/** Prompts (oldest first) as ↑ recalls them: newest first, blank ones left out, one of each run of repeats. */
export function newestFirst(texts: readonly string[]): string[] {
  const kept: string[] = [];
  for (const text of texts) if (text.trim() !== '' && kept.at(-1) !== text) kept.push(text);
  return kept.reverse();
}

/** Whether a keydown sends the box (the caller already left out IME composition and key repeat). */
export function isSendKey(event: KeyboardEvent, mode: SubmitOn): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey) return false;
  return mode === 'enter' || event.ctrlKey || event.metaKey;
}

/** A queued message: `id` tells two equal texts apart across renders. */
export interface QueuedPrompt {
  id: number;
  text: string;
  /** The blocks to send when the message held more than its text (chips, attachments). */
  prompt?: ContentBlock[];
  /** Its chips and attachments as the box held them, so that editing it puts them back too. */
  parts?: ComposerParts;
}

/** What the box holds besides its text. */
export interface ComposerParts {
  chips: readonly Chip[];
  attachments: readonly Attachment[];
}

/** The queue and its pause, for one session. */
export interface SessionQueue {
  items: QueuedPrompt[];
  /** The queue waits for the user after a stopped turn (see the element's doc). */
  paused: boolean;
  /** The item "send now" stopped the turn for: it goes out when the turn ends. */
  sendNext?: number;
  /** The user stopped the running turn: its end pauses the queue even if the agent says otherwise. */
  stopped?: boolean;
}

/** ↑ and ↓ through the session's earlier prompts, as a shell does, coming back to the draft. */
export class RecallCursor {
  /** The recalled prompt's place in the history (newest first); -1 while the box holds the draft. */
  private index = -1;
  private draft = '';

  /** ↑ recalls: in an empty box or with the caret at its start; once recalling, from anywhere on the first line. */
  canGoBack(box: HTMLTextAreaElement): boolean {
    if (box.selectionStart !== box.selectionEnd) return false;
    if (this.index >= 0) return !box.value.slice(0, box.selectionStart).includes('\n');
    return box.value === '' || box.selectionStart === 0;
  }

  /** ↓ goes forward while recalling, from the last line. */
  canGoForward(box: HTMLTextAreaElement): boolean {
    return this.index >= 0 && box.selectionStart === box.selectionEnd && !box.value.slice(box.selectionEnd).includes('\n');
  }

  /** The next older prompt (undefined at the oldest); `current` is kept as the draft when recalling starts. */
  back(history: readonly string[], current: string): string | undefined {
    const text = history[this.index + 1];
    if (text === undefined) return undefined;
    if (this.index < 0) this.draft = current;
    this.index += 1;
    return text;
  }

  /** The next newer prompt, or the draft after the newest. */
  forward(history: readonly string[]): string {
    this.index -= 1;
    return this.index < 0 ? this.draft : (history[this.index] ?? this.draft);
  }

  /** ↑ and ↓ in the box: the text to put in it (with the caret), or undefined when the key is not recall's. */
  keyDown(event: KeyboardEvent, box: HTMLTextAreaElement, history: () => readonly string[]): { text: string; caret: number } | undefined {
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return undefined;
    if (event.key === 'ArrowUp' && this.canGoBack(box)) {
      const text = this.back(history(), box.value);
      // At the start, so that the next ↑ goes on even when the recalled prompt has several lines.
      return text === undefined ? undefined : { text, caret: 0 };
    }
    if (event.key !== 'ArrowDown' || !this.canGoForward(box)) return undefined;
    const text = this.forward(history());
    return { text, caret: text.length };
  }

  /** The box's text is the user's again (typed, sent, replaced). */
  reset(): void {
    this.index = -1;
  }
}

/** Keeps an IME's keys from sending: keys during a composition, and the Enter that confirms a candidate. */
export class ImeGuard {
  private composedJustNow = false;

  /** Safari (and Chromium for some IMEs) sends the confirming Enter after compositionend, with isComposing already false. */
  readonly onCompositionEnd = (): void => {
    this.composedJustNow = true;
    onFrame(() => (this.composedJustNow = false));
  };

  /** True when the key belongs to the IME (the caller leaves it alone); the confirming Enter is also prevented. */
  owns(event: KeyboardEvent): boolean {
    if (event.isComposing || event.keyCode === 229) return true;
    const confirming = this.composedJustNow && event.key === 'Enter';
    this.composedJustNow = false;
    if (confirming) event.preventDefault();
    return confirming;
  }
}
