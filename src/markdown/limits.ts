// SPDX-License-Identifier: Apache-2.0
/** The markdown limits, apart from marked so that naming them loads nothing. */

/**
 * Containers (quotes, list items) and inline spans (emphasis, links) nested deeper than this
 * render the rest of their source as text. marked's lexer recurses once per level, so without a
 * cap a long run of `>` overflows the stack.
 */
export const MAX_MARKDOWN_DEPTH = 20;

/** Sources longer than this many UTF-16 code units skip markdown and render as preformatted text. */
export const MAX_MARKDOWN_LENGTH = 200_000;
