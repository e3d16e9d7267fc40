// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { markdownStyles } from '../../markdown/index.js';
import contentItemStyles from '../../content/content-items.styles.js';

const thread = css`
  :host {
    display: block;
    font-size: 13px;
    line-height: 1.45;
    color: var(--_fg);
  }
  /* A forced palette brings its own background: light text on a light page would vanish. */
  :host([theme='dark']),
  :host([theme='light']) {
    background: var(--_bg);
  }
  .base {
    display: flex;
    flex-direction: column;
    height: var(--session-thread-height, auto);
    max-height: var(--session-thread-max-height, none);
    min-height: 0;
  }
  .scroller {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
    will-change: scroll-position;
    position: relative;
  }
  .entries {
    display: block;
    min-height: 1px;
    contain: inline-size;
  }
  .head {
    display: block;
  }
  .entry {
    display: block;
    width: 100%;
    box-sizing: border-box;
    padding: 0 2px var(--session-thread-gap, 8px);
    min-width: 0;
  }
  .entry:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .user-message {
    padding: 6px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg-subtle);
  }
  .prompt-text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .prompt-text + .prompt-text {
    margin-top: 0.5em;
  }
  .markdown > .markdown-body + .markdown-body {
    margin-top: 0.5em;
  }
  .markdown {
    padding: 0 2px;
  }
  /*
   * The message's last paragraph keeps no bottom margin (the shared rule for paragraphs outranks the
   * shared last-child rule): the gap to the next row is the row gap alone, the same above and below a card.
   */
  .markdown > .markdown-body:last-child > :last-child {
    margin-bottom: 0;
  }
  .checkpoint {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    margin-top: 4px;
    font-size: 12px;
  }
  .checkpoint.confirming {
    display: block;
    padding: 6px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .checkpoint p {
    margin: 0 0 4px;
  }
  .checkpoint-files {
    margin: 0 0 6px;
    padding-inline-start: 18px;
  }
  .checkpoint-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .checkpoint button {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 24px;
    padding: 2px 8px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_fg);
    font: inherit;
    cursor: pointer;
  }
  .checkpoint button.restore {
    border-color: transparent;
    background: none;
    color: var(--_fg-muted);
  }
  .checkpoint button:hover {
    background: var(--_bg-subtle);
    color: var(--_fg);
  }
  .checkpoint button.confirm {
    border-color: var(--_button-border, var(--_button-bg, var(--_accent)));
    background: var(--_button-bg, var(--_accent));
    color: var(--_button-fg, var(--_bg));
  }
  .checkpoint button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .disclosure {
    display: flex;
    align-items: center;
    gap: 6px;
    width: 100%;
    min-height: 24px;
    padding: 2px 4px;
    border: 0;
    border-radius: var(--_radius);
    background: none;
    color: var(--_fg-muted);
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .disclosure:hover {
    background: var(--_bg-subtle);
  }
  .disclosure:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .chevron,
  .kind-icon {
    flex: none;
    display: inline-flex;
  }
  .disclosure[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  /* A short word ("思考") that must never be squeezed to one character a line by the preview beside it. */
  .thought-label {
    flex: none;
    white-space: nowrap;
  }
  .preview {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .thought-body {
    margin: 2px 0 0 22px;
    padding-left: 8px;
    border-left: 2px solid var(--_border);
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .group-body {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 4px 0 0 22px;
  }
  .divider {
    display: flex;
    align-items: center;
    gap: 8px;
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .divider::before,
  .divider::after {
    content: '';
    flex: 1 1 auto;
    border-top: 1px solid var(--_border);
  }
  .quiet-row {
    color: var(--_fg-muted);
    font-size: 12px;
    padding: 0 4px;
  }
  /* The same chevron as the thread's other disclosures, turning when open; no native triangle. */
  .generic summary {
    display: flex;
    align-items: center;
    gap: 4px;
    width: fit-content;
    list-style: none;
    cursor: pointer;
  }
  .generic summary::-webkit-details-marker {
    display: none;
  }
  .generic[open] > summary .chevron {
    transform: rotate(90deg);
  }
  .generic pre {
    margin: 4px 0 0;
    max-height: 200px;
    overflow: auto;
    font-family: var(--_font-mono);
    font-size: 12px;
  }
  .error-row {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    padding: 4px 8px;
    border: 1px solid var(--_danger);
    border-radius: var(--_radius);
    color: var(--_danger);
    overflow-wrap: anywhere;
  }
  .error-row .duration {
    white-space: nowrap;
  }
  .error-row svg {
    flex: none;
    margin-top: 2px;
  }
  .plan-fallback {
    margin: 0;
    padding: 4px 8px 4px 26px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .muted {
    color: var(--_fg-muted);
  }
  .empty {
    color: var(--_fg-muted);
    margin: 0;
  }
  .lifecycle {
    margin: 0 0 6px;
    padding: 4px 8px;
    border-left: 3px solid var(--_border);
    color: var(--_fg-muted);
    font-size: 0.92em;
  }
`;

export default [markdownStyles, contentItemStyles, thread];
