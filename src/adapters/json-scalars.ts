// SPDX-License-Identifier: Apache-2.0
// JSON's scalar tokens as the partial parser (partial-json.ts) reads them: numbers, the three
// literals, whitespace.

/** A complete JSON number. */
export const NUMBER_PATTERN = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** The literals, by their first character. */
export const LITERALS: Record<string, { text: string; value: unknown }> = {
  t: { text: 'true', value: true },
  f: { text: 'false', value: false },
  n: { text: 'null', value: null },
};

export function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** A character that can appear in a JSON number (the pattern decides whether the whole is one). */
export function isNumberChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e || code === 0x65 || code === 0x45;
}
