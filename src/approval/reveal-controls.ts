// SPDX-License-Identifier: Apache-2.0
/**
 * Bidirectional-text controls (U+202A–202E, U+2066–2069, LRM, RLM, ALM) and C0/C1 control
 * characters other than tab and newline, made visible as `<U+XXXX>`. An agent's command, URL or
 * path can hide what it really is with them ("Trojan Source": `txt.exe` drawn as `exe.txt`); where
 * the user decides or navigates, they see the characters instead of their effect.
 */

const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function revealControls(text: string): string {
  return text.replace(CONTROLS, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}>`);
}
