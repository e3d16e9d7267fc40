// SPDX-License-Identifier: Apache-2.0
/**
 * JSON string text for the incremental parser: decoding quoted text (natively when it can) and
 * finding where a chunk cuts an escape sequence or a run of backslashes, so text is decoded
 * chunk by chunk without rescanning what came before.
 */

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Where an escape sequence cut by the end of `raw` starts, or -1. `raw` starts outside any escape
 * sequence (a string's first text character, or the first one after a complete sequence).
 */
export function incompleteEscapeStart(raw: string): number {
  const length = raw.length;
  for (let back = 1; back <= 5 && back <= length; back++) {
    const at = length - back;
    if (raw.charCodeAt(at) !== 0x5c) continue;
    // Is this backslash itself escaped? Count the run of backslashes ending here.
    let run = 1;
    while (at - run >= 0 && raw.charCodeAt(at - run) === 0x5c) run++;
    if (run % 2 === 0) return -1;
    const sequence = raw.slice(at);
    return sequence.length === 1 || (sequence[1] === 'u' && sequence.length < 6) ? at : -1;
  }
  return -1;
}

/** How many backslashes stand right before `end` in `text`, not looking before `floor`. */
export function backslashRun(text: string, end: number, floor: number): number {
  let at = end;
  while (at > floor && text.charCodeAt(at - 1) === 0x5c) at--;
  return end - at;
}

/** `JSON.parse` of text expected to be one quoted JSON string; undefined when it is not. */
export function parseWholeString(quoted: string): string | undefined {
  try {
    const value: unknown = JSON.parse(quoted);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Decodes a quoted JSON string: natively when it can, else by hand (raw control characters allowed). */
export function decodeString(quoted: string): string | undefined {
  const native = parseWholeString(quoted);
  if (native !== undefined) return native;
  // Raw control characters (which JSON.parse rejects) or a bad escape.
  const raw = quoted.slice(1, -1);
  if (!raw.includes('\\')) return raw.includes('"') ? undefined : raw;
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
