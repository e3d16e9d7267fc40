// SPDX-License-Identifier: Apache-2.0
/**
 * What a terminal has been given to show, with no DOM and no emulator: the raw output (escapes
 * included), its end for the hidden mirror, its plain text (cleaned only when needed), whether a
 * new value appends to it or replaces it, and the status and row counts derived from it.
 */
import type { TerminalView } from '../../state/index.js';
import { PlainText, plainText } from './terminal-text.js';

/** How the terminal ended, as the header shows it. */
export type TerminalStatus = 'running' | 'success' | 'failure' | 'signal' | 'exited' | 'released' | 'static' | 'unavailable';

/** A re-created emulator replays at most this much of the output (its scrollback holds less anyway). */
export const REPLAY_LIMIT = 1_000_000;
/** Outputs up to this length are compared whole to tell an append from a replacement. */
const FULL_COMPARE_LIMIT = 65_536;
/** RIS (full reset) after CAN, which aborts any escape sequence the old output left open. */
export const IN_BAND_RESET = '\u0018\u001bc';

/** `after` continues `before` (an append) rather than replacing it. */
export function extendsOutput(before: string, after: string): boolean {
  if (after.length < before.length) return false;
  if (before.length <= FULL_COMPARE_LIMIT) return after.startsWith(before);
  // Comparing megabytes on every chunk would make streaming quadratic. The store's `resets`
  // counter already flags replacements; this guards the seam and the start.
  const edge = 4096;
  return after.startsWith(before.slice(0, edge)) && after.startsWith(before.slice(-edge), before.length - edge);
}

/** The output a new emulator replays: all of it, or its end from a line start, colours reset. */
export function replayOf(output: string): string {
  return output.length <= REPLAY_LIMIT ? output : `\u001b[0m${rawTail(output, REPLAY_LIMIT)}`;
}

/** The last `max` characters of `output` or a little less, from a line start. */
export function rawTail(output: string, max: number): string {
  if (output.length <= max) return output;
  const from = output.indexOf('\n', output.length - max);
  return from < 0 ? output.slice(output.length - max) : output.slice(from + 1);
}

/** What a new value did to the output: nothing, added `data` at the end, or replaced all of it with `output`. */
export type OutputChange = { kind: 'append'; data: string } | { kind: 'replace'; output: string; newTerminal: boolean } | undefined;

/**
 * The end of a growing output, kept in the pieces it arrived in, for the hidden mirror of a live
 * terminal (refreshed while output streams). The whole output is one rope of every piece; reading
 * its end (`indexOf`, `slice`) copies all of it first, megabytes each time, a cost that grows with
 * the output. `text()` joins only the pieces that hold the last `keep` characters.
 */
export class RecentOutput {
  private pieces: string[] = [];
  /** Index of the first piece still kept. */
  private head = 0;
  /** Characters in the kept pieces. */
  private kept = 0;

  constructor(private readonly keep: number) {}

  append(text: string): void {
    if (text === '') return;
    this.pieces.push(text);
    this.kept += text.length;
    // Drop the oldest pieces while the rest still hold `keep` characters.
    while (this.kept - this.pieces[this.head]!.length >= this.keep) this.kept -= this.pieces[this.head++]!.length;
    // Forget dropped pieces now and then (not on every drop, which would copy the array each time).
    if (this.head >= 1024 && this.head * 2 >= this.pieces.length) {
      this.pieces = this.pieces.slice(this.head);
      this.head = 0;
    }
  }

  /** Starts over with `text` as the whole output. */
  reset(text = ''): void {
    this.pieces = [];
    this.head = 0;
    this.kept = 0;
    this.append(text);
  }

  /** The end of the output: at least the last `keep` characters, or all of it when shorter. */
  text(): string {
    const { pieces, head } = this;
    return head === pieces.length - 1 ? pieces[head]! : pieces.slice(head).join('');
  }
}

export class OutputModel {
  /** Everything written so far (raw, with escapes). */
  private raw = '';
  /** The end of `raw`, for the hidden mirror (see `RecentOutput`). */
  private readonly recent: RecentOutput;
  /**
   * The plain text of `raw[0, plainFed)`. Cleaning text costs a good share of what the emulator
   * spends on it, so it is done only when the text is needed: copy, and the mirror while it is the
   * view. A live emulator's hidden mirror is cleaned from the end of the output only.
   */
  private plain = new PlainText();
  private plainFed = 0;
  private lastTerminalId: string | undefined;
  private lastResets = 0;
  /** Data came in through `write()`. */
  wrote = false;

  /** `mirrorLimit`: characters of the output's end the hidden mirror shows. */
  constructor(private readonly mirrorLimit: number) {
    this.recent = new RecentOutput(mirrorLimit);
  }

  /** Everything written so far (raw, with escapes). */
  get text(): string {
    return this.raw;
  }

  /** Adds `data` at the end; false when there was nothing to add. */
  append(data: string): boolean {
    if (data === '') return false;
    this.raw += data;
    this.recent.append(data);
    return true;
  }

  /** Starts over with `output` as the whole output. */
  replace(output: string): void {
    this.raw = output;
    this.recent.reset(output);
    this.plain = new PlainText();
    this.plainFed = 0;
  }

  /** Takes the store's view of a terminal: an append while it is the same terminal, not reset, and its output grew. */
  takeTerminal(terminal: Pick<TerminalView, 'terminalId' | 'resets' | 'output'>): OutputChange {
    const output = terminal.output;
    const same = terminal.terminalId === this.lastTerminalId && terminal.resets === this.lastResets;
    this.lastTerminalId = terminal.terminalId;
    this.lastResets = terminal.resets;
    if (same && extendsOutput(this.raw, output)) {
      return output.length > this.raw.length ? this.takeAppend(output.slice(this.raw.length)) : undefined;
    }
    this.replace(output);
    return { kind: 'replace', output, newTerminal: !same };
  }

  /** Takes static text: an append when it continues what is there. */
  takeText(text: string): OutputChange {
    if (extendsOutput(this.raw, text)) return this.takeAppend(text.slice(this.raw.length));
    this.replace(text);
    return { kind: 'replace', output: text, newTerminal: false };
  }

  private takeAppend(data: string): OutputChange {
    return this.append(data) ? { kind: 'append', data } : undefined;
  }

  /** The plain-text model, brought up to date with the output. */
  plainText(): PlainText {
    if (this.plainFed < this.raw.length) {
      this.plain.append(this.raw.slice(this.plainFed));
      this.plainFed = this.raw.length;
    }
    return this.plain;
  }

  /** Lines of the plain text so far. */
  get lineCount(): number {
    return this.plainText().lineCount;
  }

  /** What the mirror shows: the end of the output as plain text, cut from a line start. */
  mirrorText(live: boolean): string {
    return live ? plainText(rawTail(this.recent.text(), this.mirrorLimit)) : this.plainText().tail(this.mirrorLimit);
  }

  /** What a new emulator replays. */
  replay(): string {
    return replayOf(this.raw);
  }
}

/** What the header shows for `terminal` (or static text, or no data at all). */
export function terminalStatus(terminal: TerminalView | undefined, hasText: boolean, terminalId: string | undefined): TerminalStatus {
  if (!terminal) return hasText || terminalId === undefined ? 'static' : 'unavailable';
  const exit = terminal.exitStatus;
  if (exit) {
    if (typeof exit.signal === 'string' && exit.signal !== '') return 'signal';
    if (exit.exitCode === 0) return 'success';
    if (typeof exit.exitCode === 'number') return 'failure';
    return 'exited';
  }
  return terminal.released ? 'released' : 'running';
}

/** Rows the view shows at most: `rows`, or `expandedRows` (never fewer than `rows`) when expanded. */
export function rowLimit(rows: number, expandedRows: number, expanded: boolean): number {
  return Math.max(1, expanded ? Math.max(expandedRows, rows) : rows);
}

/** Rows shown for `contentRows` lines of output, at least one and at most `limit`. */
export function shownRows(contentRows: number, limit: number): number {
  return Math.min(Math.max(1, contentRows), limit);
}
