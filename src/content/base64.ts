// SPDX-License-Identifier: Apache-2.0
/**
 * The check agent-sent base64 passes before it becomes a `data:` URL or is decoded. Chromium logs
 * `net::ERR_INVALID_URL` to the host page's console for a `data:` URL whose base64 it cannot decode
 * ("A", "AA=", padding inside the data), and `atob` throws on it: neither may happen for data an
 * agent sent. See docs/decisions/0031-quiet-in-the-host.md.
 */

/** Longest base64 (in characters) drawn as an image or offered as a download; more is not shown. */
export const MAX_BASE64_LENGTH = 32 * 1024 * 1024;

/** The alphabet, then at most two `=` at the very end. */
const SHAPE = /^[A-Za-z0-9+/]+={0,2}$/;
/** The ASCII whitespace a browser's (forgiving) base64 decoder skips: line-wrapped base64 is still base64. */
const WHITESPACE = /[\t\n\f\r ]/;

/** Canonical base64, or why the data was refused. */
export type Base64Check = { base64: string; problem?: undefined } | { base64?: undefined; problem: 'invalid' | 'too-large' };

const INVALID: Base64Check = { problem: 'invalid' };

/**
 * `data` as canonical base64 (whitespace removed, padded to a multiple of four), or why not:
 * empty, characters outside the alphabet, `=` anywhere but the end, a length no encoder makes
 * (one character over a multiple of four), or padding on a length that is not a multiple of four.
 */
export function checkBase64(data: string): Base64Check {
  // Checked before any copy: the cap bounds the work as well as what reaches the URL.
  if (data.length > MAX_BASE64_LENGTH) return { problem: 'too-large' };
  const text = WHITESPACE.test(data) ? data.replace(/[\t\n\f\r ]/g, '') : data;
  if (!SHAPE.test(text)) return INVALID;
  const remainder = text.length % 4;
  if (text.endsWith('=')) return remainder === 0 ? { base64: text } : INVALID;
  // Unpadded base64 (RFC 4648 lets a format leave the padding out) is padded here: the URL is canonical.
  if (remainder === 1) return INVALID;
  return { base64: remainder === 0 ? text : text + '='.repeat(4 - remainder) };
}

/**
 * `make()` for `key`, made once: agent data never changes once the store has folded it, so a card's
 * re-render does not check or decode megabytes again.
 */
export function once<K extends object, V>(cache: WeakMap<K, V>, key: K, make: () => V): V {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as V;
}
