// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: block;
    min-width: 0;
    font-size: var(--change-review-font-size, 13px);
    line-height: 18px;
  }
  /* A forced palette brings its surface, as the page around may be in the other one. */
  :host([theme='dark']),
  :host([theme='light']) {
    background: var(--_bg);
  }
  .base {
    display: flex;
    flex-direction: column;
    min-width: 0;
    color: var(--_fg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg-subtle);
  }
  .summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    min-height: 32px;
    padding: 2px 6px 2px 2px;
  }
  .toggle {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 28px;
    padding: 2px 8px 2px 4px;
    font: inherit;
    color: var(--_fg);
    background: transparent;
    border: 0;
    border-radius: 4px;
    cursor: pointer;
  }
  .toggle:hover {
    background: var(--_bg-hover);
  }
  .toggle > svg,
  .disclosure svg {
    width: 16px;
    height: 16px;
    color: var(--_fg-muted);
  }
  .toggle[aria-expanded='true'] > svg,
  .disclosure[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  .title {
    font-weight: 600;
  }
  .review-label {
    color: var(--_accent);
  }
  .live {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    color: var(--_fg-muted);
    overflow-wrap: anywhere;
  }
  .live svg,
  .editing-mark svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
  .row-actions,
  .file-actions,
  .hunk-actions {
    display: inline-flex;
    gap: 4px;
    margin-left: auto;
  }
  .counts {
    font-family: var(--_font-mono);
    font-size: 12px;
    white-space: nowrap;
  }
  .added {
    color: var(--_success);
  }
  .removed {
    color: var(--_danger);
  }
  .text-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 24px;
    padding: 1px 10px;
    font: inherit;
    color: var(--_button-secondary-fg, var(--_fg));
    background: var(--_button-secondary-bg, var(--_bg));
    border: 1px solid var(--_button-border, var(--_border));
    border-radius: 4px;
    cursor: pointer;
    white-space: nowrap;
  }
  .text-button:hover {
    background: var(--_button-secondary-hover-bg, var(--_bg-hover));
  }
  .text-button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .panel {
    display: flex;
    flex-direction: column;
    gap: 6px;
    max-height: var(--change-review-max-height, 60vh);
    overflow: auto;
    padding: 6px;
    border-top: 1px solid var(--_border);
    background: var(--_bg);
    border-radius: 0 0 var(--_radius) var(--_radius);
  }
  /* The panel scrolls: its rows keep their height instead of shrinking to fit. */
  .panel > * {
    flex: none;
  }
  .scope {
    display: inline-flex;
    align-self: flex-start;
    border: 1px solid var(--_border);
    border-radius: 4px;
    overflow: hidden;
  }
  .scope-option {
    min-height: 24px;
    padding: 1px 10px;
    font: inherit;
    color: var(--_fg);
    background: transparent;
    border: 0;
    cursor: pointer;
  }
  .scope-option + .scope-option {
    border-left: 1px solid var(--_border);
  }
  .scope-option[aria-pressed='true'] {
    color: var(--_list-active-fg, var(--_bg));
    background: var(--_list-active-bg, var(--_accent));
  }
  .scope-option:focus-visible {
    outline-offset: -2px;
  }
  .files,
  .hunks {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .file + .file {
    border-top: 1px solid var(--_border);
  }
  .file-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    min-height: 32px;
    padding: 2px 0;
  }
  .status {
    display: inline-flex;
  }
  .status svg {
    width: 16px;
    height: 16px;
  }
  .status.added {
    color: var(--_success);
  }
  .status.deleted {
    color: var(--_danger);
  }
  .status.modified,
  .status.moved {
    color: var(--_attention);
  }
  .name {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 6px;
    min-width: 0;
    flex: 0 1 auto;
  }
  .link {
    padding: 0;
    font: inherit;
    color: var(--_accent);
    background: none;
    border: 0;
    text-align: start;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .link:hover {
    text-decoration: underline;
  }
  .path {
    font-family: var(--_font-mono);
    font-size: 12px;
  }
  .file.undone .path {
    text-decoration: line-through;
  }
  .moved-from,
  .hint,
  .note,
  .empty {
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .note,
  .empty {
    margin: 0;
  }
  .badge {
    padding: 0 6px;
    font-size: 11px;
    border: 1px solid var(--_border);
    border-radius: 9px;
    color: var(--_fg-muted);
  }
  .badge[data-review='kept'] {
    color: var(--_success);
  }
  .badge[data-review='undone'] {
    color: var(--_danger);
  }
  .problem {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    margin: 0 0 6px 28px;
    padding: 4px 8px;
    color: var(--_fg);
    border-left: 3px solid var(--_danger);
    background: var(--_removed-bg);
    overflow-wrap: anywhere;
  }
  .problem svg {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 2px;
    color: var(--_danger);
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 0 0 8px 28px;
    min-width: 0;
  }
  .hunk {
    border: 1px solid var(--_border);
    border-radius: 4px;
    overflow: hidden;
  }
  .hunk + .hunk {
    margin-top: 4px;
  }
  .hunk-bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    padding: 2px 4px 2px 8px;
    background: var(--_bg-subtle);
  }
  .hunk-header {
    font-family: var(--_font-mono);
    font-size: 12px;
  }
  .snippet {
    margin: 0;
    padding: 4px 0;
    font-family: var(--_font-mono);
    font-size: 12px;
    line-height: 18px;
    overflow-x: auto;
    white-space: pre;
  }
  .snippet .line {
    display: block;
    padding: 0 8px;
  }
  .snippet .add {
    background: var(--_added-bg);
  }
  .snippet .del {
    background: var(--_removed-bg);
  }
  diff-view {
    display: block;
    min-width: 0;
  }
  .fallback {
    margin: 0;
    max-height: 12em;
    overflow: auto;
    font-family: var(--_font-mono);
    font-size: 12px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: no-preference) {
    .toggle > svg,
    .disclosure svg {
      transition: transform 0.12s;
    }
  }
  @media (forced-colors: active) {
    .scope-option[aria-pressed='true'] {
      forced-color-adjust: none;
      color: HighlightText;
      background: Highlight;
    }
  }
`;
