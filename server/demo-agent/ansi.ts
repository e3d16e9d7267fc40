// SPDX-License-Identifier: Apache-2.0
/** The few ANSI styles the demo's command output uses, and their removal for plain-text transcripts. */

const ESC = '\u001b[';

/** SGR styles, each closed with its own reset so they nest. */
export const c = {
  bold: (s: string) => `${ESC}1m${s}${ESC}22m`,
  dim: (s: string) => `${ESC}2m${s}${ESC}22m`,
  green: (s: string) => `${ESC}32m${s}${ESC}39m`,
  red: (s: string) => `${ESC}31m${s}${ESC}39m`,
  yellow: (s: string) => `${ESC}33m${s}${ESC}39m`,
  cyan: (s: string) => `${ESC}36m${s}${ESC}39m`,
  gray: (s: string) => `${ESC}90m${s}${ESC}39m`,
  inverse: (s: string) => `${ESC}7m${s}${ESC}27m`,
};

/** The text without colour codes, with CRLF line ends made LF (for text content and `rawOutput`). */
export function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, '').replace(/\r\n/g, '\n');
}
