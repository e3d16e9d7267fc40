// SPDX-License-Identifier: Apache-2.0
/**
 * Hidden characters drawn as named markers: what a card title and the terminal's command line need
 * (apart from render.ts, whose warnings and segment lists only the prompt draws, so a page that
 * shows no prompt does not load them). Text bindings only: nothing here parses HTML.
 */
import { html, type TemplateResult } from 'lit';
import type { Translation } from '../i18n/translations.js';
import { revealParts, type HiddenChar, type RevealOptions } from '../approval/hidden.js';

function marker(part: HiddenChar, t: Translation, keepText: boolean): TemplateResult {
  // A core string: card titles draw markers before the prompt's strings have loaded.
  const label = t.hiddenChar(part.code, part.name);
  if (keepText) {
    // The character stays in the text (copied as sent) but draws nothing; the marker is the chip's
    // generated content, before it, so an override inside the isolated chip has nothing to turn.
    return html`<span class="hidden-char kept" role="img" aria-label=${label} title=${label} data-marker=${`<${part.code}>`}>${part.char}</span>`;
  }
  return html`<span class="hidden-char" role="img" aria-label=${label} title=${label}>${`<${part.code}>`}</span>`;
}

export interface RenderRevealOptions extends RevealOptions {
  /**
   * Keep each hidden character in the DOM text (a card's title, whose text is the call's title as
   * sent, for copying), drawing the marker with CSS instead of as text.
   */
  keepText?: boolean;
}

/**
 * `text` with each hidden character drawn as a marker naming its code point (`<U+202E>`, read as
 * "hidden character U+202E RIGHT-TO-LEFT OVERRIDE"). Text without any is returned as it is.
 */
export function renderRevealed(text: string, t: Translation, options: RenderRevealOptions = {}): string | TemplateResult {
  const parts = revealParts(text, options);
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0];
  return html`${parts.map((part) => (typeof part === 'string' ? part : marker(part, t, options.keepText === true)))}`;
}
