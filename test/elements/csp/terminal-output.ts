// SPDX-License-Identifier: Apache-2.0
// What the strict-CSP page's terminals print, shared by the page and the test that checks their colours.

/**
 * Output in 16-colour foreground and background, bold, dim and 24-bit colour: each reaches xterm's
 * DOM renderer by another path (its generated class rules, or colours it sets on a cell).
 */
export const colouredOutput = (truecolour: string) =>
  'plain \u001b[31mred\u001b[0m \u001b[41mon-red\u001b[0m \u001b[1;32mbold\u001b[0m \u001b[2mdim\u001b[0m ' +
  `\u001b[38;2;${truecolour}mtruecolour\u001b[0m \u001b[48;2;200;30;40mon-truecolour\u001b[0m\n$ done\n`;

/**
 * The 24-bit text colour each theme's terminal gets: readable on its background, so that xterm's
 * minimum contrast (see emulator-controller.ts) leaves it as sent.
 */
export const TRUECOLOUR = { light: '10;90;160', dark: '120;190;250' } as const;
