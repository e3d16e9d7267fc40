// SPDX-License-Identifier: Apache-2.0
/**
 * A shell command split into what it will do, one segment per simple command or redirection:
 * at `&&`, `||`, `;`, `&`, `|`, `|&`, line breaks, inside `$(…)`, backticks and `<(…)`/`>(…)`, and
 * at `>`, `>>`, `2>`, `&>`, `<`. Quotes and escapes are honoured (`echo "a && b"` is one command,
 * `r\m` is `rm`), comments and here-document bodies are skipped. This reads text: no shell is run,
 * nothing is expanded. It is a reader's approximation of POSIX/bash syntax, made to find what a
 * reviewer must see, not to execute. Pure: no DOM.
 */

/** What joins a segment to what came before it. */
export type Joiner = '&&' | '||' | ';' | '&' | '|' | '|&' | '\n' | '$(' | '`' | '<(' | '>(';

export interface ShellSegment {
  /** `command`: a simple command; `redirect`: one of its redirections (`words` is its target). */
  kind: 'command' | 'redirect';
  /** The segment's source text, as written (quotes kept). */
  text: string;
  /** Words with quotes and escapes removed; a substitution inside a word shows as `$(…)`. */
  words: string[];
  /** The operator before it; for a redirection, its operator (`>`, `2>>`…). */
  joiner?: Joiner | string;
  /** 0 at the top; 1 inside a `$(…)` at the top, and so on. */
  depth: number;
  /** Segments of one pipeline share a number. */
  pipeline: number;
  /** Index of the command segment this one belongs to: a redirection's command, a substitution's. */
  parent?: number;
}

/** While parsing: the parent as an object (indices settle once the order does). */
type Draft = Omit<ShellSegment, 'parent'> & { owner?: Draft };

interface Word {
  value: string;
  start: number;
  end: number;
}

const SEPARATORS = new Set(['&&', '||', ';', '&', '|', '|&', '\n', ';;', '(', ')']);
const REDIRECT = /^(?:\d*(?:>>|>\||>&|<>|<<<|<<-|<<|>|<&|<)|&>>|&>)/;

class Splitter {
  readonly segments: Draft[] = [];
  private pipeline = 0;
  private heredocs: Array<{ delimiter: string; strip: boolean }> = [];

  constructor(private readonly src: string) {}

  /** Parses commands from `at` until `end` (a closing `)` or backtick) or the end; returns where it stopped. */
  list(at: number, depth: number, end: ')' | '`' | undefined, first: Joiner | undefined): number {
    let joiner: Joiner | string | undefined = first;
    let words: Word[] = [];
    let redirects: Array<{ op: string; target?: Word }> = [];
    // Substitutions met while reading this command land here first; they are listed after it.
    let start = this.segments.length;
    const flush = () => {
      if (words.length === 0 && redirects.length === 0) return;
      const children = this.segments.splice(start);
      if (joiner !== '|' && joiner !== '|&') this.pipeline++;
      const command: Draft = {
        kind: 'command',
        text: words.map((w) => this.src.slice(w.start, w.end)).join(' '),
        words: words.map((w) => w.value),
        ...(joiner !== undefined ? { joiner } : {}),
        depth,
        pipeline: this.pipeline,
      };
      this.segments.push(command);
      for (const r of redirects) {
        const target = r.target ? this.src.slice(r.target.start, r.target.end) : '';
        this.segments.push({
          kind: 'redirect',
          text: `${r.op} ${target}`.trim(),
          words: r.target ? [r.target.value] : [],
          joiner: r.op,
          depth,
          pipeline: this.pipeline,
          owner: command,
        });
      }
      for (const child of children) {
        if (child.depth === depth + 1 && child.kind === 'command') child.owner = command;
        this.segments.push(child);
      }
      words = [];
      redirects = [];
      start = this.segments.length;
    };
    let i = at;
    while (i < this.src.length) {
      const c = this.src[i];
      if (end !== undefined && c === end) {
        flush();
        return i + 1;
      }
      if (c === ' ' || c === '\t' || c === '\r') {
        i++;
        continue;
      }
      if (c === '\\' && this.src[i + 1] === '\n') {
        i += 2;
        continue;
      }
      if (c === '#') {
        while (i < this.src.length && this.src[i] !== '\n') i++;
        continue;
      }
      if ((c === '<' || c === '>') && this.src[i + 1] === '(') {
        const word = this.word(i, depth, end);
        words.push(word);
        i = word.end;
        continue;
      }
      const dup = /^\d*[<>]&(?:\d+|-)/.exec(this.src.slice(i, i + 12));
      if (dup) {
        // `2>&1`, `>&-`: descriptors, not files.
        i += dup[0].length;
        continue;
      }
      const op = ['&&', '||', ';;', '|&', ';', '&', '|', '\n', '(', ')'].find(
        (o) => this.src.startsWith(o, i) && !REDIRECT.test(this.src.slice(i, i + 3)),
      );
      if (op && SEPARATORS.has(op)) {
        flush();
        i += op.length;
        if (op === '\n') i = this.skipHeredocs(i);
        joiner = op === ';;' || op === '(' || op === ')' ? ';' : (op as Joiner);
        continue;
      }
      const redirect = REDIRECT.exec(this.src.slice(i, i + 4));
      if (redirect) {
        i += redirect[0].length;
        while (this.src[i] === ' ' || this.src[i] === '\t') i++;
        const target = this.word(i, depth, end);
        const entry = { op: redirect[0], target: target.end > i ? target : undefined };
        i = target.end;
        if (redirect[0].endsWith('<<') || redirect[0].endsWith('<<-')) {
          this.heredocs.push({ delimiter: target.value, strip: redirect[0].endsWith('-') });
        } else {
          redirects.push(entry);
        }
        continue;
      }
      const word = this.word(i, depth, end);
      if (word.end === i) {
        i++;
        continue;
      }
      words.push(word);
      i = word.end;
    }
    flush();
    return i;
  }

  /** One word from `at`: quotes, escapes, `$'…'`, `${…}` and substitutions, up to an unquoted blank or operator. */
  private word(at: number, depth: number, end: ')' | '`' | undefined): Word {
    let value = '';
    let i = at;
    const src = this.src;
    while (i < src.length) {
      const c = src[i];
      if (c === end) break;
      if (' \t\r\n;&|()<>'.includes(c)) {
        if ((c === '<' || c === '>') && src[i + 1] === '(') {
          i = this.substitution(i + 2, depth, c === '<' ? '<(' : '>(', ')');
          value += `${c}(…)`;
          continue;
        }
        break;
      }
      if (c === '\\') {
        if (src[i + 1] === '\n') i += 2;
        else {
          value += src[i + 1] ?? '';
          i += 2;
        }
      } else if (c === "'") {
        const close = src.indexOf("'", i + 1);
        const stop = close < 0 ? src.length : close;
        value += src.slice(i + 1, stop);
        i = stop + 1;
      } else if (c === '$' && src[i + 1] === "'") {
        const [text, next] = ansiC(src, i + 2);
        value += text;
        i = next;
      } else if (c === '"') {
        i++;
        while (i < src.length && src[i] !== '"') {
          if (src[i] === '\\' && '$`"\\\n'.includes(src[i + 1] ?? '')) {
            if (src[i + 1] !== '\n') value += src[i + 1];
            i += 2;
          } else if (src.startsWith('$(', i)) {
            i = this.substitution(i + 2, depth, '$(', ')');
            value += '$(…)';
          } else if (src[i] === '`') {
            i = this.substitution(i + 1, depth, '`', '`');
            value += '`…`';
          } else value += src[i++];
        }
        i++;
      } else if (src.startsWith('$(', i)) {
        i = this.substitution(i + 2, depth, '$(', ')');
        value += '$(…)';
      } else if (c === '`') {
        i = this.substitution(i + 1, depth, '`', '`');
        value += '`…`';
      } else if (src.startsWith('${', i)) {
        const close = src.indexOf('}', i);
        const stop = close < 0 ? src.length : close + 1;
        value += src.slice(i, stop);
        i = stop;
      } else {
        value += c;
        i++;
      }
    }
    return { value, start: at, end: i };
  }

  private substitution(at: number, depth: number, joiner: Joiner, end: ')' | '`'): number {
    return this.list(at, depth + 1, end, joiner);
  }

  /** After a line break: the bodies of pending here-documents, skipped (they are data, not commands). */
  private skipHeredocs(at: number): number {
    let i = at;
    for (const { delimiter, strip } of this.heredocs) {
      while (i < this.src.length) {
        const eol = this.src.indexOf('\n', i);
        const line = this.src.slice(i, eol < 0 ? this.src.length : eol);
        i = eol < 0 ? this.src.length : eol + 1;
        if ((strip ? line.replace(/^\t+/, '') : line) === delimiter) break;
      }
    }
    this.heredocs = [];
    return i;
  }
}

/** A `$'…'` string's text from `at` (after the quote), its escapes decoded; and where it ends. */
function ansiC(src: string, at: number): [string, number] {
  let text = '';
  let i = at;
  const simple: Record<string, string> = {
    n: '\n',
    t: '\t',
    r: '\r',
    e: '\u001b',
    E: '\u001b',
    a: '\u0007',
    b: '\b',
    "'": "'",
    '"': '"',
    '\\': '\\',
  };
  while (i < src.length && src[i] !== "'") {
    if (src[i] !== '\\') {
      text += src[i++];
      continue;
    }
    const rest = src.slice(i + 1);
    const code = /^(?:x([0-9a-fA-F]{1,2})|u([0-9a-fA-F]{1,4})|U([0-9a-fA-F]{1,8})|([0-7]{1,3}))/.exec(rest);
    if (code) {
      const value = parseInt(code[1] ?? code[2] ?? code[3] ?? code[4], code[4] ? 8 : 16);
      text += value <= 0x10ffff ? String.fromCodePoint(value) : '';
      i += 1 + code[0].length;
    } else {
      text += simple[rest[0]] ?? `\\${rest[0] ?? ''}`;
      i += 2;
    }
  }
  return [text, i + 1];
}

/** The segments of `command`, in source order (a substitution's after the command that holds it). */
export function splitCommand(command: string): ShellSegment[] {
  const splitter = new Splitter(command);
  splitter.list(0, 0, undefined, undefined);
  const drafts = splitter.segments;
  const index = new Map(drafts.map((draft, i) => [draft, i]));
  return drafts.map(({ owner, ...segment }) => (owner ? { ...segment, parent: index.get(owner)! } : segment));
}
