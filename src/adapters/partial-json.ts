// SPDX-License-Identifier: Apache-2.0
/**
 * An incremental JSON parser for tool-call arguments that arrive in fragments
 * (`input_json_delta`, `function.arguments`, `response.function_call_arguments.delta`).
 *
 * Cost model (the reason this file exists):
 * - `push(chunk)` looks at each character of the chunk once. Inside strings it only looks for
 *   quotes (`indexOf`) and checks the backslashes right before each one, leaving escapes to the
 *   native decoder, so text full of `\n` scans as fast as plain text. Total parse work is linear
 *   in the input length, whatever the chunking.
 * - Decoded string text is appended with `+=`, which V8 and other engines keep as a rope, so a
 *   1 MB string streamed in 16-byte pieces is never copied while it grows.
 * - `value()` returns the best current value: every completed member, the string being read so far,
 *   and a number so far when it is a number. It copies only the open containers on the path from
 *   the root to the cursor (completed members are shared), and returns the same object again while
 *   nothing changed. Snapshots never change after they are returned.
 *
 * It is strict JSON (RFC 8259) except that raw control characters inside strings are accepted,
 * as many model outputs contain them and `JSON.parse` would lose the whole call over one tab.
 * Keys named `__proto__` become own properties, as with `JSON.parse`.
 */
import { backslashRun, decodeString, incompleteEscapeStart, parseWholeString } from './json-string-decoding.js';
import { type Frame, NONE, type ObjectFrame, setMember, snapshotOf } from './partial-json-snapshot.js';
import { isNumberChar, isWhitespace, LITERALS, NUMBER_PATTERN } from './json-scalars.js';

const enum Expect {
  /** A value (root, after `:` or after `,` in an array). */
  Value,
  /** A key or `}` right after `{`. */
  KeyOrEnd,
  /** A key after `,`. */
  Key,
  /** `:` after a key. */
  Colon,
  /** `,` or the closing bracket after a member. */
  CommaOrEnd,
  /** A value or `]` right after `[`. */
  ValueOrEnd,
  /** Only whitespace: the root value is complete. */
  Done,
}

const enum TokenKind {
  None,
  String,
  Key,
  Number,
  Literal,
}

/** A string value this long so far is likely to go on for whole chunks (see `pushChunk`). */
const LONG_STRING = 1024;

/** The outcome of `end()`. */
export type PartialJsonResult = { ok: true; value: unknown } | { ok: false; empty: boolean; error: string; value: unknown };

export class PartialJsonParser {
  /** Characters pushed so far. */
  consumed = 0;
  /** Increases whenever `value()` would return something different. */
  version = 0;
  /** Set at the first syntax error; the parser then ignores further input. */
  error: string | undefined;

  private readonly stack: Frame[] = [];
  private expect = Expect.Value;
  private root: unknown = NONE;
  private token = TokenKind.None;
  /** Raw text of the number or literal being read. */
  private text = '';
  /** Decoded text of the string being read, as far as it arrived. */
  private decoded = '';
  /** An escape sequence cut by the end of the last chunk, decoded with the next one. */
  private rawTail = '';
  /** The last chunk ended with an odd run of backslashes: the next character is escaped. */
  private escapePending = false;
  /** The string's opening quote was the last character looked at (`scanString` starts after it). */
  private openQuote = false;
  private sawInput = false;
  private snapshot: unknown = undefined;
  private snapshotVersion = -1;

  // Per-chunk caches of the next `"` and `\` (see the cost model above).
  private quoteAt = -1;
  private backslashAt = -1;

  push(chunk: string): void {
    const length = chunk.length;
    if (this.error === undefined && length > 0) {
      this.quoteAt = -2;
      this.backslashAt = -2;
      let i = 0;
      while (i < length && this.error === undefined) {
        const token = this.token;
        if (token === TokenKind.String || token === TokenKind.Key) {
          i = this.scanString(chunk, i);
        } else if (token === TokenKind.Number) {
          let j = i;
          while (j < length && isNumberChar(chunk.charCodeAt(j))) j++;
          if (j > i) {
            this.text += chunk.slice(i, j);
            this.version++;
          }
          i = j;
          if (j < length) this.finishNumber(i);
        } else if (token === TokenKind.Literal) {
          i = this.scanLiteral(chunk, i);
        } else {
          const code = chunk.charCodeAt(i);
          if (!isWhitespace(code)) this.structural(code, chunk, i);
          i++;
        }
      }
    }
    this.consumed += length;
  }

  /**
   * Like `push`, and returns the chunk as a flat string (the raw text, for the caller to keep).
   * A chunk that lies wholly inside a long string value (a file's content, streaming) is decoded
   * in one native pass, `JSON.parse` of the chunk in quotes, which also flattens it when it is a
   * rope of small fragments: no scan, no second copy. When the chunk holds the string's end (or
   * anything `JSON.parse` rejects), that pass fails and the chunk is read the usual way; a long
   * string ends once, so that costs one failed pass per string, and short strings never try.
   */
  pushChunk(chunk: string): string {
    if (
      this.token === TokenKind.String &&
      this.decoded.length >= LONG_STRING &&
      this.error === undefined &&
      !this.escapePending &&
      this.rawTail === ''
    ) {
      const quoted = `"${chunk}"`;
      const text = parseWholeString(quoted);
      if (text !== undefined) {
        this.decoded += text;
        this.version++;
        this.consumed += chunk.length;
        // `quoted` is flat now; this slice shares its characters.
        return quoted.slice(1, -1);
      }
    }
    this.push(chunk);
    return chunk;
  }

  /** The key of the root object's member being read, if any (members before it are complete). */
  get rootOpenKey(): string | undefined {
    return this.stack[0]?.key;
  }

  /** The best current value, or `undefined` while nothing usable has arrived. */
  value(): unknown {
    if (this.snapshotVersion === this.version) return this.snapshot;
    this.snapshotVersion = this.version;
    this.snapshot = snapshotOf(this.stack, this.partialToken(), this.root);
    return this.snapshot;
  }

  /** The input is complete: a value if it was one whole JSON text. */
  end(): PartialJsonResult {
    if (this.error === undefined && this.token === TokenKind.Number) this.finishNumber(0);
    if (this.error === undefined && this.expect === Expect.Done) return { ok: true, value: this.root };
    const error = this.error ?? (this.sawInput ? 'unexpected end of input' : 'no input');
    return { ok: false, empty: !this.sawInput, error, value: this.value() };
  }

  private fail(message: string, at: number): void {
    this.error = `${message} at position ${this.consumed + at}`;
  }

  private structural(code: number, chunk: string, i: number): void {
    this.sawInput = true;
    const expect = this.expect;
    const frame = this.stack[this.stack.length - 1];
    if (expect === Expect.Key || expect === Expect.KeyOrEnd) {
      if (code === 0x22) {
        this.token = TokenKind.Key;
        this.openQuote = true;
      } else if (code === 0x7d && expect === Expect.KeyOrEnd) this.close();
      else this.fail(`expected a key, found "${chunk[i]}"`, i);
      return;
    }
    if (expect === Expect.Colon) {
      if (code === 0x3a) this.expect = Expect.Value;
      else this.fail(`expected ":", found "${chunk[i]}"`, i);
      return;
    }
    if (expect === Expect.CommaOrEnd) {
      if (code === 0x2c) this.expect = frame!.array ? Expect.Value : Expect.Key;
      else if ((code === 0x7d && !frame!.array) || (code === 0x5d && frame!.array)) this.close();
      else this.fail(`expected "," or a closing bracket, found "${chunk[i]}"`, i);
      return;
    }
    if (expect === Expect.Done) {
      this.fail(`unexpected "${chunk[i]}" after the value`, i);
      return;
    }
    // Expect.Value or Expect.ValueOrEnd
    if (code === 0x5d && expect === Expect.ValueOrEnd) {
      this.close();
    } else if (code === 0x22) {
      this.token = TokenKind.String;
      this.openQuote = true;
      this.version++;
    } else if (code === 0x7b) {
      this.open({ array: false, value: {}, key: undefined }, Expect.KeyOrEnd);
    } else if (code === 0x5b) {
      this.open({ array: true, value: [], key: undefined }, Expect.ValueOrEnd);
    } else if ((code >= 0x30 && code <= 0x39) || code === 0x2d) {
      this.token = TokenKind.Number;
      this.text = chunk[i]!;
      this.version++;
    } else if (LITERALS[chunk[i]!]) {
      this.token = TokenKind.Literal;
      this.text = chunk[i]!;
      this.version++;
    } else {
      this.fail(`unexpected "${chunk[i]}"`, i);
    }
  }

  /** Attaches a new container to its parent at once; snapshots copy it while it is open. */
  private open(frame: Frame, expect: Expect): void {
    this.attach(frame.value);
    this.stack.push(frame);
    this.expect = expect;
  }

  private close(): void {
    this.stack.pop();
    const parent = this.stack[this.stack.length - 1];
    if (parent && !parent.array) parent.key = undefined;
    this.expect = parent ? Expect.CommaOrEnd : Expect.Done;
    this.version++;
  }

  /** Puts a value where the cursor is. */
  private attach(value: unknown): void {
    const frame = this.stack[this.stack.length - 1];
    if (!frame) this.root = value;
    else if (frame.array) frame.value.push(value);
    else setMember(frame.value, frame.key!, value);
    this.version++;
  }

  /** A scalar value is complete. */
  private addValue(value: unknown): void {
    this.token = TokenKind.None;
    this.attach(value);
    const frame = this.stack[this.stack.length - 1];
    if (frame && !frame.array) frame.key = undefined;
    this.expect = frame ? Expect.CommaOrEnd : Expect.Done;
  }

  /**
   * Inside a string: finds the closing quote. Only quotes are looked for (`indexOf`); a quote is
   * escaped when an odd run of backslashes stands right before it. Escapes are left to the native
   * decoder, so text full of `\n` costs no more to scan than plain text. The text is decoded as
   * each chunk is read (`appendText`).
   */
  private scanString(chunk: string, start: number): number {
    const length = chunk.length;
    // The opening quote is at `start - 1`, in this chunk: the whole string may be here.
    const opensHere = this.openQuote && start > 0;
    this.openQuote = false;
    // Backslash runs are counted from `i` on: what lies before it (the opening quote, an escaped
    // quote, or the character a backslash at the end of the previous chunk escaped) ends any run.
    let i = start;
    if (this.escapePending) {
      this.escapePending = false;
      i++;
    }
    for (;;) {
      if (this.quoteAt !== -1 && this.quoteAt < i) this.quoteAt = chunk.indexOf('"', i);
      const quote = this.quoteAt;
      if (quote === -1) {
        // All the rest is string text; an odd backslash run at its end escapes the next chunk's first character.
        this.escapePending = backslashRun(chunk, length, i) % 2 === 1;
        this.appendText(start === 0 ? chunk : chunk.slice(start), false);
        return length;
      }
      if (backslashRun(chunk, quote, i) % 2 === 1) {
        i = quote + 1;
        continue;
      }
      if (opensHere) {
        // Most keys and short values: one slice, decoded natively only when it has a backslash.
        if (this.backslashAt !== -1 && this.backslashAt < start) this.backslashAt = chunk.indexOf('\\', start);
        const text =
          this.backslashAt === -1 || this.backslashAt > quote ? chunk.slice(start, quote) : decodeString(chunk.slice(start - 1, quote + 1));
        if (text === undefined) this.fail('invalid escape in string', start);
        else this.finishString(text);
        return quote + 1;
      }
      this.appendText(chunk.slice(start, quote), true);
      this.finishString(this.decoded);
      return quote + 1;
    }
  }

  /**
   * Decodes raw string text and appends it to `decoded` (a rope: no copy of what came before).
   * With `complete` false, an escape sequence cut by the end of the chunk waits in `rawTail` for
   * the next one. Each raw character is decoded once, natively, in pieces of a chunk's size, which
   * beats joining the pieces and decoding once (see docs/decisions/0016-adapters-incremental-arguments.md).
   */
  private appendText(raw: string, complete: boolean): void {
    if (this.rawTail !== '') {
      raw = this.rawTail + raw;
      this.rawTail = '';
    }
    if (!complete) {
      const cut = incompleteEscapeStart(raw);
      if (cut >= 0) {
        this.rawTail = raw.slice(cut);
        raw = raw.slice(0, cut);
      }
    }
    if (raw === '') return;
    const text = raw.includes('\\') ? decodeString(`"${raw}"`) : raw;
    if (text === undefined) {
      this.fail('invalid escape in string', 0);
      return;
    }
    this.decoded = this.decoded === '' ? text : this.decoded + text;
    if (this.token === TokenKind.String) this.version++;
  }

  private finishString(text: string): void {
    this.decoded = '';
    if (this.error !== undefined) return;
    if (this.token === TokenKind.Key) {
      this.token = TokenKind.None;
      const frame = this.stack[this.stack.length - 1] as ObjectFrame;
      frame.key = text;
      this.expect = Expect.Colon;
    } else {
      this.addValue(text);
    }
  }

  private finishNumber(at: number): void {
    const raw = this.text;
    this.text = '';
    if (!NUMBER_PATTERN.test(raw)) {
      this.fail(`invalid number "${raw}"`, at);
      return;
    }
    this.addValue(Number(raw));
  }

  private scanLiteral(chunk: string, i: number): number {
    const literal = LITERALS[this.text[0]!]!;
    const length = chunk.length;
    while (i < length && this.text.length < literal.text.length) {
      const char = chunk[i]!;
      if (char !== literal.text[this.text.length]) {
        this.fail(`invalid literal "${this.text}${char}"`, i);
        return length;
      }
      this.text += char;
      i++;
    }
    if (this.text.length === literal.text.length) {
      this.text = '';
      this.addValue(literal.value);
    }
    return i;
  }

  /** The partial scalar under the cursor, or NONE. */
  private partialToken(): unknown {
    switch (this.token) {
      case TokenKind.String:
        return this.decoded;
      case TokenKind.Number: {
        const value = Number(this.text);
        return this.text !== '-' && Number.isFinite(value) ? value : NONE;
      }
      case TokenKind.Literal:
        return LITERALS[this.text[0]!]!.value;
      default:
        return NONE;
    }
  }
}
