// SPDX-License-Identifier: Apache-2.0
/**
 * Characters that change what text looks like without looking like anything themselves: control
 * characters, bidirectional overrides and isolates ("Trojan Source"), zero-width and other format
 * characters, fillers that draw as blanks, variation selectors, tag characters (which can smuggle
 * ASCII past a reader), and spaces other than U+0020 (a shell does not split on them). An approval
 * shows each as a visible marker naming its code point. Pure: no DOM.
 */

/** Every hidden character, tab and line feed included (`layout` decides about those two). */
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u115f\u1160\u2800\u3164\uffa0]|\p{Variation_Selector}|\u034f|\u17b4|\u17b5/u;
const HIDDEN_GLOBAL = new RegExp(HIDDEN.source, 'gu');

/** Unicode names of the characters an attacker reaches for first; others are named by code point only. */
const NAMES: Readonly<Record<number, string>> = {
  0x00: 'NULL',
  0x07: 'BELL',
  0x08: 'BACKSPACE',
  0x09: 'CHARACTER TABULATION',
  0x0a: 'LINE FEED',
  0x0b: 'LINE TABULATION',
  0x0c: 'FORM FEED',
  0x0d: 'CARRIAGE RETURN',
  0x1b: 'ESCAPE',
  0x7f: 'DELETE',
  0x85: 'NEXT LINE',
  0xa0: 'NO-BREAK SPACE',
  0xad: 'SOFT HYPHEN',
  0x34f: 'COMBINING GRAPHEME JOINER',
  0x61c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x202f: 'NARROW NO-BREAK SPACE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x2800: 'BRAILLE PATTERN BLANK',
  0x3000: 'IDEOGRAPHIC SPACE',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0xe0001: 'LANGUAGE TAG',
  0xe007f: 'CANCEL TAG',
};

/** A hidden character as a marker draws it. */
export interface HiddenChar {
  /** The character itself (one code point). */
  char: string;
  /** `U+202E`: four hex digits at least, upper case. */
  code: string;
  /** Its Unicode name where known (`RIGHT-TO-LEFT OVERRIDE`). */
  name?: string;
}

/** Text as drawn: runs of ordinary text and hidden characters, in order. */
export type RevealedPart = string | HiddenChar;

export interface RevealOptions {
  /**
   * Tab and line feed are layout, not hidden (a `<pre>` shows them). Off (default) for one-line text
   * such as a title, where a line feed would read as a space and could push the rest out of view.
   */
  layout?: boolean;
}

/** `U+XXXX` of a code point. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The Unicode name of a hidden character, where this module knows it. */
export function hiddenName(codePoint: number): string | undefined {
  if (codePoint >= 0xfe00 && codePoint <= 0xfe0f) return `VARIATION SELECTOR-${codePoint - 0xfe00 + 1}`;
  if (codePoint >= 0xe0100 && codePoint <= 0xe01ef) return `VARIATION SELECTOR-${codePoint - 0xe0100 + 17}`;
  return NAMES[codePoint];
}

const isLayout = (char: string) => char === '\n' || char === '\t';

/** The character is hidden (counting tab and line feed unless `layout`). */
export function isHidden(char: string, options: RevealOptions = {}): boolean {
  return HIDDEN.test(char) && !(options.layout && isLayout(char));
}

/** Whether `text` holds any hidden character. */
export function hasHidden(text: string, options: RevealOptions = {}): boolean {
  if (!HIDDEN.test(text)) return false;
  if (!options.layout) return true;
  for (const match of text.matchAll(HIDDEN_GLOBAL)) if (!isLayout(match[0])) return true;
  return false;
}

function hiddenChar(char: string): HiddenChar {
  const codePoint = char.codePointAt(0)!;
  const name = hiddenName(codePoint);
  return name ? { char, code: codePointLabel(codePoint), name } : { char, code: codePointLabel(codePoint) };
}

/** `text` split into ordinary runs and hidden characters; text without any comes back as one run. */
export function revealParts(text: string, options: RevealOptions = {}): RevealedPart[] {
  if (!hasHidden(text, options)) return text === '' ? [] : [text];
  const parts: RevealedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(HIDDEN_GLOBAL)) {
    if (options.layout && isLayout(match[0])) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(hiddenChar(match[0]));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Plain-text form: each hidden character as `<U+XXXX>`, for places that take a string (a tooltip, a sentence). */
export function revealText(text: string, options: RevealOptions = {}): string {
  return revealParts(text, options)
    .map((part) => (typeof part === 'string' ? part : `<${part.code}>`))
    .join('');
}
