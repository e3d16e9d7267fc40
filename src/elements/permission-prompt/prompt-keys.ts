// SPDX-License-Identifier: Apache-2.0
/**
 * The prompt's keyboard map, as a pure function from a key press to what it means (no DOM): keys
 * 1–9 pick an option, Ctrl/Cmd+Enter the first "allow once", Escape hands focus back, Tab and the
 * arrows are the user moving on their own (which ends the typing grace).
 */

/** The parts of a `KeyboardEvent` the map reads. */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** What a key press asks the prompt to do; `undefined`: nothing (the key is left alone). */
export type KeyAction<T> = { type: 'return-focus' } | { type: 'disarm' } | { type: 'choose'; option: T } | undefined;

/** Options past the ninth have no digit. */
const DIGIT_OPTIONS = 9;

/** The option index (0-based) of a digit key, from the character or, on layouts without digits, the key's position. */
export function digitIndex(press: Pick<KeyPress, 'key' | 'code'>): number | undefined {
  const fromKey = /^[1-9]$/.test(press.key) ? Number(press.key) : undefined;
  const fromCode = /^(?:Digit|Numpad)([1-9])$/.exec(press.code)?.[1];
  const digit = fromKey ?? (fromCode !== undefined && !/^[0-9a-z]$/i.test(press.key) ? Number(fromCode) : undefined);
  return digit === undefined ? undefined : digit - 1;
}

/**
 * What `press` means for a prompt whose front request offers `options` (none: nothing is pending).
 * Escape is never an answer; a digit with Ctrl, Cmd or Alt is left to the page.
 */
export function keyAction<T extends { kind: string }>(press: KeyPress, options: readonly T[] | undefined): KeyAction<T> {
  if (press.key === 'Escape') return { type: 'return-focus' };
  if (press.key === 'Tab' || press.key.startsWith('Arrow')) return { type: 'disarm' };
  if (!options) return undefined;
  const modified = press.ctrlKey || press.metaKey;
  let option: T | undefined;
  if (modified && press.key === 'Enter') option = options.find((candidate) => candidate.kind === 'allow_once');
  else if (!modified && !press.altKey) {
    const index = digitIndex(press);
    option = index !== undefined && index < DIGIT_OPTIONS ? options[index] : undefined;
  }
  return option ? { type: 'choose', option } : undefined;
}
