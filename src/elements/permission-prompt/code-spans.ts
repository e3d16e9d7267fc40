// SPDX-License-Identifier: Apache-2.0
/**
 * Text whose code spans (`like this`) are drawn as inline code, as a card draws its title, with
 * hidden characters as markers everywhere. For places where full inline markdown does not fit: an
 * option's label sits inside its button, and a title with hidden characters must show them.
 */
import { html, type TemplateResult } from 'lit';
import type { Translation } from '../../i18n/translations.js';
import { renderRevealed } from '../../content/reveal-hidden.js';

/** A run of backticks, then text, then a run of the same length (CommonMark's code span). */
const CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

/** CommonMark drops one space on each side when both are there (so a span can start with a backtick). */
function spanText(inner: string): string {
  return inner.length > 2 && inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '' ? inner.slice(1, -1) : inner;
}

export function renderCodeSpans(text: string, t: Translation): string | TemplateResult {
  if (!text.includes('`')) return renderRevealed(text, t, { layout: true });
  const parts: Array<string | TemplateResult> = [];
  let at = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    if (match.index > at) parts.push(renderRevealed(text.slice(at, match.index), t, { layout: true }));
    parts.push(html`<code>${renderRevealed(spanText(match[2]), t, { layout: true })}</code>`);
    at = match.index + match[0].length;
  }
  if (parts.length === 0) return renderRevealed(text, t, { layout: true });
  if (at < text.length) parts.push(renderRevealed(text.slice(at), t, { layout: true }));
  // The class gives the spans the markdown's inline-code look.
  return html`<bdi class="markdown-inline">${parts}</bdi>`;
}
