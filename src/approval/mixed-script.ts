// SPDX-License-Identifier: Apache-2.0
/**
 * Words that mix Latin letters with Cyrillic or Greek ones: `pаypal` with a Cyrillic `а`, `сurl`
 * with a Cyrillic `с`. Scripts are checked per token (a run of letters, marks, digits and `_`), so
 * a path segment, a host label or a command word is judged alone, and text wholly in one script
 * (a Russian commit message, a Greek file name) is not flagged. Pure: no DOM.
 */

const TOKEN = /[\p{L}\p{M}\p{N}_]+/gu;
const LATIN = /\p{Script=Latin}/u;
const LOOK_ALIKE = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/** Whether one token mixes Latin with Cyrillic or Greek. */
export function isMixedScript(token: string): boolean {
  return LATIN.test(token) && LOOK_ALIKE.test(token);
}

/** The tokens of `text` that mix scripts, each once, in order of first appearance. */
export function mixedScriptTokens(text: string): string[] {
  // Plain ASCII, the common case, has nothing to find.
  if (!/[^\u0000-\u007f]/.test(text)) return [];
  const found = new Set<string>();
  for (const [token] of text.matchAll(TOKEN)) if (isMixedScript(token)) found.add(token);
  return [...found];
}
