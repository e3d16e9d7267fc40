// SPDX-License-Identifier: Apache-2.0
/** How a tool call's title is shown (the wire title stays as sent for copying and the tooltip). */
import type { TemplateResult } from 'lit';
import type { Translation } from '../i18n/translations.js';
import { renderRevealed } from './reveal-hidden.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A command title without the one pair of backticks claude-code-acp wraps it in: an `execute` title
 * is drawn as typed, so the backticks would show literally.
 */
export function unwrapCommand(title: string): string {
  const match = /^`([^`]+)`$/.exec(title.trim());
  return match ? match[1] : title;
}

/**
 * `title` with every absolute path under `root` written relative to it (`root` itself as `.`), as
 * the card's locations are. A path counts only at a word boundary: after a space, quote, backtick,
 * bracket or `=`, and followed by `/`, the end, or one of those, so `/home/dev2` is not `/home/dev`'s.
 */
export function relativeTitle(title: string, root: string | undefined): string {
  const base = root?.replace(/\/+$/, '');
  if (!base || !title.includes(base)) return title;
  const pattern = new RegExp(`(^|[\\s\`'"(\\[=:])${escapeRegExp(base)}(/|(?=$|[\\s\`'")\\],:]))`, 'g');
  return title.replace(pattern, (all: string, before: string, slash: string, offset: number) => {
    if (slash !== '/') return `${before}.`;
    // `root/` with nothing after it is the root itself.
    const next = title.charAt(offset + all.length);
    return next === '' || /[\s`'")\],:]/.test(next) ? `${before}./` : before;
  });
}

/** What the header shows for a call's title. */
export function displayTitle(title: string, kind: string, root: string | undefined): string {
  return relativeTitle(kind === 'execute' ? unwrapCommand(title) : title, root);
}

/**
 * A title drawn as typed (a command's, or one with no markdown), its hidden characters as named
 * markers (`<U+202E>`): one line cannot show a right-to-left override's effect honestly. The characters
 * stay in the text (copied and read as sent); the markers are drawn by the styles.
 */
export function renderTitleText(title: string, t: Translation): string | TemplateResult {
  return renderRevealed(title, t, { layout: true, keepText: true });
}
