// SPDX-License-Identifier: Apache-2.0
/**
 * Character references (`&amp;`, `&#x2192;`, `&rarr;`) in markdown text, decoded to the characters
 * they stand for. marked leaves named references in text and link destinations undecoded (its HTML
 * renderer lets the browser decode them); we render text nodes, so we decode here. The table covers
 * the references people actually type, not all 2,000+ of HTML: others stay literal.
 */

const NAMED_CHARACTERS: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  micro: 'µ',
  middot: '·',
  para: '¶',
  sect: '§',
  bull: '•',
  hellip: '…',
  prime: '′',
  Prime: '″',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  iexcl: '¡',
  iquest: '¿',
  cent: '¢',
  pound: '£',
  yen: '¥',
  euro: '€',
  curren: '¤',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  lArr: '⇐',
  rArr: '⇒',
  hArr: '⇔',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  equiv: '≡',
  infin: '∞',
  minus: '−',
  sum: '∑',
  radic: '√',
  check: '✓',
  cross: '✗',
  star: '☆',
  starf: '★',
  hearts: '♥',
  colon: ':',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  num: '#',
  excl: '!',
  quest: '?',
  ast: '*',
  lowbar: '_',
  grave: '`',
  tilde: '˜',
  Tab: '\t',
  NewLine: '\n',
};

const CHARACTER_REFERENCE = /&(?:#[xX]([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(CHARACTER_REFERENCE, (reference, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED_CHARACTERS, name) ? NAMED_CHARACTERS[name]! : reference;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(decimal!, 10);
    // CommonMark: NUL, surrogates and out-of-range code points become U+FFFD.
    const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
    return invalid ? '\ufffd' : String.fromCodePoint(code);
  });
}
