// SPDX-License-Identifier: Apache-2.0
/**
 * An agent's descriptions of its sign-in methods quote names with backticks ("Requires setting the
 * `CODEX_API_KEY` environment variable."). Those spans are drawn as inline code and nothing else of
 * markdown: the text is bound as text, bidirectional and control characters made visible, so a
 * description cannot format itself into something it is not.
 */
import { html, type TemplateResult } from 'lit';
import { revealControls } from '../../approval/reveal-controls.js';
import { clip } from '../../text/format.js';

/** Longest description or message drawn. */
const MAX_TEXT = 2_000;

/** `text` as parts for a template: plain runs, and `<code>` for each closed backtick span. */
export function withInlineCode(text: string): Array<string | TemplateResult> {
  const parts = revealControls(clip(text, MAX_TEXT)).split('`');
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    // An odd backtick count leaves the last one unclosed: shown as typed.
    if (i === parts.length - 1 || part === '') return `\`${part}${i === parts.length - 1 ? '' : '`'}`;
    return html`<code>${part}</code>`;
  });
}

/** Agent text on one line of a heading or a name: controls visible, clipped. */
export function agentText(text: string, max = 200): string {
  return revealControls(clip(text, max));
}
