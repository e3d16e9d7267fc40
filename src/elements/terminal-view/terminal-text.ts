// SPDX-License-Identifier: Apache-2.0
/**
 * Terminal output as plain text, the way a reader sees it on screen: escape sequences removed and
 * carriage returns / backspaces applied (a `\r` progress bar leaves only its last state). It feeds
 * the text mirror (what screen readers and off-screen terminals show) and "copy output".
 *
 * Incremental, because output arrives in chunks that may split an escape sequence, and because
 * re-cleaning megabytes of output on every chunk would cost more than the emulator itself.
 */

/**
 * CSI (7-bit and C1), OSC / DCS / SOS / PM / APC strings (ended by BEL or ST), and the two-byte
 * (or `ESC <intermediates> <final>`) escapes.
 */
const ESCAPE =
  /\u001b\[[0-?]*[ -/]*[@-~]|\u009b[0-?]*[ -/]*[@-~]|\u001b[\]PX^_][\s\S]*?(?:\u0007|\u001b\\|\u009c)|\u001b[ -/]*[0-OQ-WYZ\\`a-~]/g;
/** One complete escape at the start of a string (the same forms as ESCAPE). */
const ESCAPE_AT_START = new RegExp(`^(?:${ESCAPE.source})`);
/** An escape that has begun but may still end in the next chunk. */
const OPEN_ESCAPE = /^(?:\u001b(?:\[[0-?]*[ -/]*|[\]PX^_][^\u0007\u009c\u001b]*\u001b?|[ -/]*)|\u009b[0-?]*[ -/]*)$/;
/** C0 controls a reader never sees (tab, newline, carriage return and backspace are kept). */
const INVISIBLE = /[\u0000-\u0007\u000b\u000c\u000e-\u001f\u007f\u0080-\u009f]/g;
/** Past this, an unterminated escape is garbage, not a split sequence: stop holding it back. */
const MAX_HELD = 4096;

export class PlainText {
  private done = '';
  private line = '';
  private col = 0;
  private held = '';
  private lines = 0;

  /** Adds a chunk of raw output. */
  append(chunk: string): void {
    let data = this.held + chunk;
    this.held = '';
    const start = Math.max(data.lastIndexOf('\u001b'), data.lastIndexOf('\u009b'));
    if (start >= 0 && data.length - start <= MAX_HELD) {
      const rest = data.slice(start);
      if (!ESCAPE_AT_START.test(rest) && OPEN_ESCAPE.test(rest)) {
        this.held = rest;
        data = data.slice(0, start);
      }
    }
    const clean = data.replace(ESCAPE, '').replace(INVISIBLE, '').replace(/\r\n/g, '\n');
    if (clean === '') return;
    if (this.col === this.line.length && !/[\r\b]/.test(clean)) {
      // The common case: text and newlines at the end of the line.
      const newline = clean.lastIndexOf('\n');
      if (newline < 0) {
        this.line += clean;
      } else {
        this.done += this.line + clean.slice(0, newline + 1);
        this.lines += countNewlines(clean);
        this.line = clean.slice(newline + 1);
      }
      this.col = this.line.length;
      return;
    }
    for (const piece of clean.split(/([\n\r\b])/)) {
      if (piece === '\n') {
        this.done += `${this.line}\n`;
        this.lines += 1;
        this.line = '';
        this.col = 0;
      } else if (piece === '\r') {
        this.col = 0;
      } else if (piece === '\b') {
        this.col = Math.max(0, this.col - 1);
      } else if (piece !== '') {
        // Overwrite from the cursor, as the terminal does.
        this.line = this.line.slice(0, this.col) + piece + this.line.slice(this.col + piece.length);
        this.col += piece.length;
      }
    }
  }

  /** Everything so far. */
  get text(): string {
    return this.done + this.line;
  }

  /** Lines so far (a trailing newline does not start a new one). */
  get lineCount(): number {
    return this.lines + (this.line === '' ? 0 : 1);
  }

  /** The last `max` characters, cut at a line start when one is near. */
  tail(max: number): string {
    const text = this.text;
    if (text.length <= max) return text;
    const start = text.length - max;
    const newline = text.indexOf('\n', start);
    return newline >= 0 && newline - start < 200 ? text.slice(newline + 1) : text.slice(start);
  }
}

function countNewlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** `output` as a reader sees it: no escapes, carriage returns and backspaces applied. */
export function plainText(output: string): string {
  const model = new PlainText();
  model.append(output);
  return model.text;
}
