// SPDX-License-Identifier: Apache-2.0
/**
 * marked's lexer, guarded against hostile markdown: nesting past `MAX_MARKDOWN_DEPTH` is left as
 * source (an overflow token) instead of recursing further, and inline runs are lexed only while an
 * estimate of marked's quadratic work fits a time budget; past it they stay plain text.
 */
import { getDefaults, Lexer, type Token, type TokensList } from 'marked';
import { MAX_MARKDOWN_DEPTH } from './limits.js';

export { MAX_MARKDOWN_DEPTH };

/**
 * marked's inline lexer is quadratic on some inputs (long runs of `_a,`, of `_a` or of `[a](b)` can
 * stall the page). Each inline run is charged an estimate of its lexing time (see `inlineLexCost`)
 * against this budget, in nanoseconds; once it is spent, the remaining runs render as plain text.
 * Ordinary prose, in paragraphs, costs a small fraction of it even at the size cap. See
 * docs/decisions/0013-markdown-without-html.md.
 */
const INLINE_LEX_BUDGET_NS = 150_000_000;

/** What the lexer leaves where nesting went past `MAX_MARKDOWN_DEPTH`: the rest, as source. */
interface OverflowToken {
  type: 'overflow';
  raw: string;
}

// Estimated costs (ns) of marked's quadratic paths, with a margin: the guard's budget is in time, the
// lexer's work is counted in steps (see docs/decisions/0013-markdown-without-html.md).
const NS_PER_DELIMITER_VISIT = 400;
const NS_PER_CHARACTER_SCANNED = 1;
const NS_PER_RESCAN_CHARACTER = 6;
const NS_PER_DESTINATION_CHARACTER = 3;

/**
 * An upper bound on marked's time to lex `source` as inline markdown, in nanoseconds, from the
 * three paths where its work grows with the square of the input:
 *
 * 1. Emphasis: for every delimiter run that can open (CommonMark flanking rules), marked walks the
 *    later runs of the same character looking for a closer, up to the last run not preceded by
 *    whitespace, which in `_a,_a,…` is the end. Charged: every later run and character.
 * 2. GFM autolinks: at every token start, the email and text rules rescan the rest of the run of
 *    email-like characters, so `_a_a_a…` rescans it once per `_`. Charged: run length × breaks.
 * 3. Link destinations: each `](` makes the link rule read the destination greedily to the next
 *    space, then back off to its `)`, so `[a](b)[a](b)…` rereads the rest of the line per link.
 *    Charged: the characters from each `](` to the next space or control character.
 *
 * Being an upper bound, it refuses some honest text too: a long single paragraph dense with
 * emphasis renders plain (see docs/decisions/0013-markdown-without-html.md).
 */
function inlineLexCost(source: string): number {
  return (
    emphasisScanCost(source) + rescanCost(source) * NS_PER_RESCAN_CHARACTER + destinationScanCost(source) * NS_PER_DESTINATION_CHARACTER
  );
}

function emphasisScanCost(source: string): number {
  const runs: Array<{ delimiter: string; end: number; opens: boolean }> = [];
  const remaining: Record<string, number> = { '*': 0, _: 0, '~': 0 };
  for (let i = 0; i < source.length;) {
    const delimiter = source[i]!;
    if (delimiter !== '*' && delimiter !== '_' && delimiter !== '~') {
      i++;
      continue;
    }
    let end = i + 1;
    while (source[end] === delimiter) end++;
    runs.push({ delimiter, end, opens: canOpenEmphasis(delimiter, source[i - 1] ?? ' ', source[end] ?? ' ') });
    remaining[delimiter]!++;
    i = end;
  }
  let cost = 0;
  for (const run of runs) {
    const later = --remaining[run.delimiter]!;
    if (run.opens) cost += later * NS_PER_DELIMITER_VISIT + (source.length - run.end) * NS_PER_CHARACTER_SCANNED;
  }
  return cost;
}

function rescanCost(source: string): number {
  let cost = 0;
  for (const [run] of source.matchAll(EMAIL_LIKE_RUN)) {
    if (run.length >= 64) cost += run.length * (run.match(TOKEN_START)?.length ?? 0);
  }
  return cost;
}

function destinationScanCost(source: string): number {
  if (!source.includes('](')) return 0;
  let cost = 0;
  for (const [run] of source.matchAll(DESTINATION_RUN)) {
    for (let at = run.indexOf(']('); at >= 0; at = run.indexOf('](', at + 2)) cost += run.length - at;
  }
  return cost;
}

const EMAIL_LIKE_RUN = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+/g;
const TOKEN_START = /[!`*~_]/g;
// What marked's link rule reads as an unbracketed destination: no space or control character.
const DESTINATION_RUN = /[^ \x00-\x1f]+/g;
const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;

function canOpenEmphasis(delimiter: string, before: string, after: string): boolean {
  const spaceBefore = WHITESPACE.test(before);
  const spaceAfter = WHITESPACE.test(after);
  const punctuationBefore = PUNCTUATION.test(before);
  const punctuationAfter = PUNCTUATION.test(after);
  const leftFlanking = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore);
  if (!leftFlanking || delimiter !== '_') return leftFlanking;
  // Intraword `_` neither opens nor closes; marked gives up on it at once.
  const rightFlanking = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter);
  return !rightFlanking || punctuationBefore;
}

/** marked's lexer with a nesting cap (block and inline) and an inline lexing time budget. */
export class GuardedLexer extends Lexer {
  #blockDepth = 0;
  #inlineDepth = 0;
  #lexBudget = INLINE_LEX_BUDGET_NS;

  constructor() {
    // Fresh defaults rather than marked's shared ones, which `marked.use()` elsewhere on the page
    // could have extended with renderers or tokenizers we never vetted.
    super({ ...getDefaults(), gfm: true, breaks: false, pedantic: false });
  }

  override blockTokens(src: string, tokens?: Token[], lastParagraphClipped?: boolean): Token[];
  override blockTokens(src: string, tokens?: TokensList, lastParagraphClipped?: boolean): TokensList;
  override blockTokens(src: string, tokens: Token[] = [], lastParagraphClipped?: boolean): Token[] {
    if (this.#blockDepth >= MAX_MARKDOWN_DEPTH) {
      tokens.push(overflow(src));
      return tokens;
    }
    this.#blockDepth++;
    try {
      return super.blockTokens(src, tokens, lastParagraphClipped);
    } finally {
      this.#blockDepth--;
    }
  }

  override inlineTokens(src: string, tokens: Token[] = []): Token[] {
    if (this.#inlineDepth === 0) {
      const cost = inlineLexCost(src);
      if (cost > this.#lexBudget) return pushText(tokens, src);
      this.#lexBudget -= cost;
    } else if (this.#inlineDepth >= MAX_MARKDOWN_DEPTH) {
      return pushText(tokens, src);
    }
    this.#inlineDepth++;
    try {
      return super.inlineTokens(src, tokens);
    } finally {
      this.#inlineDepth--;
    }
  }
}

function overflow(raw: string): Token {
  const token: OverflowToken = { type: 'overflow', raw };
  return token;
}

function pushText(tokens: Token[], text: string): Token[] {
  tokens.push({ type: 'text', raw: text, text, escaped: false });
  return tokens;
}
