// SPDX-License-Identifier: Apache-2.0
/**
 * Punycode (RFC 3492) decoding, and hosts shown in the form a reader can judge: `xn--` labels are
 * what a URL carries, not what a look-alike domain looks like. `new URL()` gives the ASCII form;
 * decoding is written here because browsers expose no decoder. Pure: no DOM.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = Math.floor(delta / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

function digit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/**
 * The Unicode string a Punycode string (without `xn--`) stands for, or undefined when it is not
 * valid Punycode (bad digit, overflow, out of range).
 */
export function decodePunycode(input: string): string | undefined {
  const delimiter = input.lastIndexOf('-');
  const output: number[] = [];
  for (let j = 0; j < Math.max(delimiter, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let at = delimiter > 0 ? delimiter + 1 : 0; at < input.length;) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= input.length) return undefined;
      const d = digit(input.charCodeAt(at++));
      if (d >= BASE || d > Math.floor((Number.MAX_SAFE_INTEGER - i) / w)) return undefined;
      i += d * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (d < t) break;
      w *= BASE - t;
    }
    const points = output.length + 1;
    bias = adapt(i - oldI, points, oldI === 0);
    n += Math.floor(i / points);
    i %= points;
    // Beyond Unicode, or a surrogate: no text encodes as that.
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/** A host with its `xn--` labels decoded (a label that does not decode stays as sent). */
export function unicodeHost(host: string): string {
  return host
    .split('.')
    .map((label) => (/^xn--/i.test(label) ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.');
}

/** A URL's host as sent, in ASCII (what is resolved) and decoded (what it looks like). */
export interface HostForms {
  /** The host as it appears in the text. */
  sent: string;
  /** ASCII (Punycode) form, from `new URL()`. */
  ascii: string;
  /** Unicode form: `ascii` with its `xn--` labels decoded. */
  unicode: string;
}

/** The host of an absolute URL in both forms; undefined for text that is not one, or has no host. */
export function hostForms(url: string): HostForms | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!parsed.hostname) return undefined;
  const sent = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\s]*@)?(\[[^\]]*\]|[^:/?#\s]*)/i.exec(url)?.[1] ?? parsed.hostname;
  return { sent, ascii: parsed.hostname, unicode: unicodeHost(parsed.hostname) };
}

/** The two forms differ: the host has `xn--` labels or non-ASCII letters, and a reader should see both. */
export function hostFormsDiffer(forms: HostForms): boolean {
  return forms.ascii !== forms.unicode;
}
