// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { iconButtonStyles } from '../styles/button.styles.js';
import { syntaxStyles } from '../styles/syntax.styles.js';

/**
 * Compact, IDE-like typography for `renderMarkdown` (`.markdown-body`) and
 * `renderInlineMarkdown` (`.markdown-inline`) output. Reads the private `--_*` tokens that
 * `hostStyles` defines, so place it after them.
 */
export const markdownStyles = css`
  ${iconButtonStyles}
  ${syntaxStyles}
  /* Agent text may be one unbroken megabyte: let it wrap anywhere rather than widen the card. */
  .markdown,
  .markdown-body,
  .markdown-inline {
    overflow-wrap: anywhere;
    min-width: 0;
  }
  /* Bidi controls in agent text (U+202E…) stay inside the agent's text and cannot reorder the
     surrounding UI. Blocks already end any embedding; inline output and links are isolated too. */
  .markdown-body,
  .markdown-inline,
  .markdown-body a,
  .markdown-body code,
  .markdown-inline code {
    unicode-bidi: isolate;
  }
  .markdown-body {
    line-height: 1.45;
  }
  .markdown-body > :first-child {
    margin-top: 0;
  }
  .markdown-body > :last-child {
    margin-bottom: 0;
  }
  .markdown-body :is(p, ul, ol, blockquote, pre, table, hr, .raw-html, .overflow, .code-block) {
    margin: 0 0 0.5em;
  }
  .markdown-body :is(h1, h2, h3, h4, h5, h6) {
    margin: 0.75em 0 0.35em;
    font-weight: 600;
    line-height: 1.25;
  }
  .markdown-body h1 {
    font-size: 1.25em;
  }
  .markdown-body h2 {
    font-size: 1.15em;
  }
  .markdown-body h3 {
    font-size: 1.05em;
  }
  .markdown-body :is(h4, h5, h6) {
    font-size: 1em;
  }
  .markdown-body h6 {
    color: var(--_fg-muted);
  }
  .markdown-body :is(ul, ol) {
    padding-inline-start: 1.5em;
  }
  .markdown-body li > :is(p, ul, ol, blockquote, pre, table, .code-block) {
    margin: 0.25em 0;
  }
  .markdown-body li.task {
    list-style: none;
  }
  .markdown-body li.task input {
    margin: 0 0.4em 0 -1.3em;
    vertical-align: -0.1em;
  }
  .markdown-body blockquote {
    margin-inline: 0;
    padding-inline-start: 0.75em;
    border-inline-start: 3px solid var(--_border);
    color: var(--_fg-muted);
  }
  :is(.markdown-body, .markdown-inline) code {
    font-family: var(--_font-mono);
    font-size: 0.9em;
    background: var(--_bg-subtle);
    border-radius: calc(var(--_radius) / 2);
    padding: 0.1em 0.3em;
  }
  .markdown-body pre {
    font-family: var(--_font-mono);
    font-size: 0.9em;
    line-height: 1.4;
    background: var(--_bg-subtle);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.5em 0.75em;
    max-width: 100%;
    overflow: auto;
    white-space: pre;
    tab-size: 4;
  }
  .markdown-body pre:focus-visible {
    outline: 2px solid var(--_focus, var(--_accent));
    outline-offset: 1px;
  }
  /* A fenced block: a header with the language and the copy button, the code under it. */
  .markdown-body .code-block {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg-subtle);
    min-width: 0;
    max-width: 100%;
  }
  .markdown-body .code-header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-height: 24px;
    padding: 2px 2px 0 0.75em;
    font-size: 0.85em;
    color: var(--_fg-muted);
  }
  .markdown-body .code-language {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-family: var(--_font-mono);
  }
  .markdown-body .code-block.bare {
    position: relative;
  }
  .markdown-body .code-block.bare > .code-copy {
    position: absolute;
    top: 2px;
    inset-inline-end: 2px;
    background: var(--_bg-subtle);
  }
  .markdown-body .code-block.bare pre {
    padding-top: 0.5em;
    padding-inline-end: 32px;
    border-radius: var(--_radius);
  }
  .markdown-body .code-copy:focus-visible {
    outline: 2px solid var(--_focus, var(--_accent));
    outline-offset: -2px;
  }
  .markdown-body .code-block pre {
    margin: 0;
    border: 0;
    border-radius: 0 0 var(--_radius) var(--_radius);
    padding-top: 0.25em;
  }
  .markdown-body pre code {
    font-size: inherit;
    background: none;
    border-radius: 0;
    padding: 0;
  }
  /* The oversized-input fallback wraps: scrolling a megabyte sideways helps nobody. */
  .markdown-body pre.plain-text,
  .markdown-body .raw-html,
  .markdown-body .overflow {
    white-space: pre-wrap;
  }
  .markdown-body table {
    display: block;
    width: max-content;
    max-width: 100%;
    overflow: auto;
    border-collapse: collapse;
  }
  .markdown-body :is(th, td) {
    border: 1px solid var(--_border);
    padding: 0.2em 0.5em;
    text-align: start;
  }
  .markdown-body th {
    font-weight: 600;
    background: var(--_bg-subtle);
  }
  .markdown-body [data-align='left'] {
    text-align: left;
  }
  .markdown-body [data-align='center'] {
    text-align: center;
  }
  .markdown-body [data-align='right'] {
    text-align: right;
  }
  .markdown-body hr {
    height: 0;
    border: 0;
    border-top: 1px solid var(--_border);
  }
  .markdown-body a {
    color: var(--_accent);
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  .markdown-body del,
  .markdown-inline del {
    color: var(--_fg-muted);
  }
`;
