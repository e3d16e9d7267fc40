// SPDX-License-Identifier: Apache-2.0
/**
 * An incremental JSON parser for tool-call arguments that arrive in fragments
 * (`input_json_delta`, `function.arguments`, `response.function_call_arguments.delta`).
 *
 * Cost model (the reason this file exists):
 * - `push(chunk)` looks at each character of the chunk once; strings are scanned with `indexOf`
 *   for the next `"` or `\`, with the positions cached per chunk, so a chunk full of escapes is
 *   still one pass. Total parse work is linear in the input length, whatever the chunking.
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

const NONE: unique symbol = Symbol('none');

interface ObjectFrame {
  array: false;
  value: Record<string, unknown>;
  /** The key whose value is being read (set once the key's closing quote was seen). */
  key: string | undefined;
}

interface ArrayFrame {
  array: true;
  value: unknown[];
  key: undefined;
}

type Frame = ObjectFrame | ArrayFrame;

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

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const NUMBER_PATTERN = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const LITERALS: Record<string, { text: string; value: unknown }> = {
  t: { text: 'true', value: true },
  f: { text: 'false', value: false },
  n: { text: 'null', value: null },
};

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function isNumberChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e || code === 0x65 || code === 0x45;
}

/**
 * Where an escape sequence cut by the end of `raw` starts, or -1. With `piece` (`raw` is the end
 * of a longer text), -2 when the answer depends on backslashes before `raw`.
 */
function incompleteEscapeStart(raw: string, piece = false): number {
  const length = raw.length;
  for (let back = 1; back <= 5 && back <= length; back++) {
    const at = length - back;
    if (raw.charCodeAt(at) !== 0x5c) continue;
    // Is this backslash itself escaped? Count the run of backslashes ending here.
    let run = 1;
    while (at - run >= 0 && raw.charCodeAt(at - run) === 0x5c) run++;
    if (piece && at - run < 0) return -2;
    if (run % 2 === 0) return -1;
    const sequence = raw.slice(at);
    return sequence.length === 1 || (sequence[1] === 'u' && sequence.length < 6) ? at : -1;
  }
  return piece && length < 5 ? -2 : -1;
}

/** Decodes a quoted JSON string: natively when it can, else by hand (raw control characters allowed). */
function decodeString(quoted: string): string | undefined {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    const raw = quoted.slice(1, -1);
    let out = '';
    for (let i = 0; i < raw.length; i++) {
      const char = raw[i]!;
      if (char === '"') return undefined;
      if (char !== '\\') {
        out += char;
        continue;
      }
      const next = raw[++i];
      const simple = next === undefined ? undefined : ESCAPES[next];
      if (simple !== undefined) out += simple;
      else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(raw.slice(i + 1, i + 5))) {
        out += String.fromCharCode(parseInt(raw.slice(i + 1, i + 5), 16));
        i += 4;
      } else return undefined;
    }
    return out;
  }
}

function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/** The outcome of `end()`. */
export type PartialJsonResult =
  | { ok: true; value: unknown }
  | { ok: false; empty: boolean; error: string; value: unknown };

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
  /** Raw pieces of the string being read, not decoded yet. */
  private readonly parts: string[] = [];
  /** Decoded text of the string being read, up to the last snapshot. */
  private decoded = '';
  /** An escape sequence cut by the last snapshot, decoded with the next piece. */
  private rawTail = '';
  private hasEscape = false;
  private escapePending = false;
  /** The opening quote is the character before the next `scanString` start (it goes into `parts`). */
  private openQuote = false;
  /** `parts` / `rawTail` still begin with the string's opening quote (nothing decoded yet). */
  private quoted = false;
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

  /** The key of the root object's member being read, if any (members before it are complete). */
  get rootOpenKey(): string | undefined {
    return this.stack[0]?.key;
  }

  /** The best current value, or `undefined` while nothing usable has arrived. */
  value(): unknown {
    if (this.snapshotVersion === this.version) return this.snapshot;
    this.snapshotVersion = this.version;
    this.snapshot = this.buildSnapshot();
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
      }
      else if (code === 0x7d && expect === Expect.KeyOrEnd) this.close();
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
   * Inside a string: finds the closing quote, skipping escaped characters, and keeps the raw text
   * in `parts`. Decoding waits until a snapshot or the closing quote (see `takeString`).
   */
  private scanString(chunk: string, start: number): number {
    const length = chunk.length;
    let i = start;
    // Raw parts keep the quotes, so a string read in one piece is decoded by one JSON.parse of a
    // slice, with no copy in between.
    let from = start;
    if (this.openQuote) {
      this.openQuote = false;
      this.quoted = true;
      // The quote ended the previous chunk when this one starts at 0.
      if (start > 0) from = start - 1;
      else this.parts.push('"');
    }
    if (this.escapePending) {
      // The character after a `\` that ended the previous chunk (`\uXXXX` hex digits are never
      // quotes or backslashes, so skipping one character is enough).
      this.escapePending = false;
      i++;
    }
    for (;;) {
      if (this.quoteAt !== -1 && this.quoteAt < i) this.quoteAt = chunk.indexOf('"', i);
      if (this.backslashAt !== -1 && this.backslashAt < i) this.backslashAt = chunk.indexOf('\\', i);
      const quote = this.quoteAt;
      const backslash = this.backslashAt;
      if (backslash !== -1 && (quote === -1 || backslash < quote)) {
        this.hasEscape = true;
        if (backslash + 1 < length) {
          i = backslash + 2;
          continue;
        }
        this.escapePending = true;
        this.pushPart(chunk, from, length);
        return length;
      }
      if (quote === -1) {
        this.pushPart(chunk, from, length);
        return length;
      }
      if (!this.hasEscape && from === start - 1) {
        // The whole string is in this chunk with no escapes (most keys and short values).
        this.quoted = false;
        this.finishString(chunk.slice(start, quote));
        return quote + 1;
      }
      this.pushPart(chunk, from, quote + 1);
      this.finishString(this.takeString(true));
      return quote + 1;
    }
  }

  private pushPart(chunk: string, from: number, to: number): void {
    if (to <= from) return;
    this.parts.push(from === 0 && to === chunk.length ? chunk : chunk.slice(from, to));
    if (this.token === TokenKind.String) this.version++;
  }

  /**
   * Decodes the raw text gathered since the last call and appends it to `decoded`. With
   * `complete` false, an escape sequence cut by the end of input stays raw for next time. Each raw
   * character is decoded once, natively (`JSON.parse`), however often snapshots are taken.
   */
  private takeString(complete: boolean): string {
    const parts = this.parts;
    if (parts.length === 0 && !(complete && this.rawTail !== '')) return this.decoded;
    if (this.rawTail !== '') parts.unshift(this.rawTail);
    this.rawTail = '';
    const opening = this.quoted;
    this.quoted = false;
    let text: string | undefined;
    if (!this.hasEscape) {
      const raw = parts.length === 1 ? parts[0]! : parts.join('');
      text = raw.slice(opening ? 1 : 0, raw.length - (complete ? 1 : 0));
    } else {
      if (!complete) {
        // Keep an escape sequence cut by the end of input for next time.
        const last = parts[parts.length - 1]!;
        let cut = parts.length > 1 ? incompleteEscapeStart(last, true) : incompleteEscapeStart(last);
        if (cut === -2) {
          // The sequence (or its run of backslashes) starts in an earlier part: decide on the whole.
          const whole = parts.join('');
          parts.length = 0;
          parts.push(whole);
          cut = incompleteEscapeStart(whole);
        }
        if (cut >= 0) {
          const tail = parts[parts.length - 1]!;
          this.rawTail = tail.slice(cut);
          parts[parts.length - 1] = tail.slice(0, cut);
        }
        parts.push('"');
      }
      // One join makes the quoted JSON string: no concatenation copies before JSON.parse.
      if (!opening) parts.unshift('"');
      text = decodeString(parts.length === 1 ? parts[0]! : parts.join(''));
    }
    parts.length = 0;
    if (text === undefined) this.fail('invalid escape in string', 0);
    else this.decoded = this.decoded === '' ? text : this.decoded + text;
    return this.decoded;
  }

  private finishString(text: string): void {
    this.decoded = '';
    this.hasEscape = false;
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
        return this.takeString(false);
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

  private buildSnapshot(): unknown {
    const stack = this.stack;
    let child = this.partialToken();
    if (stack.length === 0) return child !== NONE ? child : this.root === NONE ? undefined : this.root;
    for (let depth = stack.length - 1; depth >= 0; depth--) {
      const frame = stack[depth]!;
      const top = depth === stack.length - 1;
      if (frame.array) {
        const copy = frame.value.slice();
        if (top) {
          if (child !== NONE) copy.push(child);
        } else copy[copy.length - 1] = child;
        child = copy;
      } else {
        const copy = { ...frame.value };
        if (frame.key !== undefined && child !== NONE) setMember(copy, frame.key, child);
        child = copy;
      }
    }
    return child;
  }
}
