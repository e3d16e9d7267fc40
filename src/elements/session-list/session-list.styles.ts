// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: flex;
    flex-direction: column;
    min-width: 0;
    min-height: 0;
    font-size: var(--session-list-font-size, 13px);
    line-height: 18px;
  }
  /* A forced palette brings its surface, as the page around may be in the other one. */
  :host([theme='dark']),
  :host([theme='light']) {
    background: var(--_bg);
  }
  .base {
    flex: 1 1 auto;
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-height: 0;
    color: var(--_fg);
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  .filter-box {
    flex: 1 1 160px;
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    padding: 0 8px;
    color: var(--_input-fg, var(--_fg));
    background: var(--_input-bg, var(--_bg));
    border: 1px solid var(--_input-border, var(--_border));
    border-radius: var(--_radius);
  }
  .filter-box:focus-within {
    border-color: var(--_focus);
    outline: 1px solid var(--_focus);
    outline-offset: -1px;
  }
  .filter-box svg {
    flex: none;
    width: 14px;
    height: 14px;
    color: var(--_fg-muted);
  }
  input[type='search'] {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 28px;
    padding: 0;
    font: inherit;
    color: inherit;
    background: transparent;
    border: 0;
    outline: none;
  }
  input[type='search']::placeholder {
    color: var(--_fg-muted);
    opacity: 1;
  }
  .text-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    min-height: 28px;
    padding: 2px 10px;
    font: inherit;
    color: var(--_fg);
    background: transparent;
    border: 1px solid var(--_border);
    border-radius: 4px;
    cursor: pointer;
    white-space: nowrap;
  }
  .text-button:hover {
    background: var(--_bg-hover);
  }
  .text-button svg {
    width: 16px;
    height: 16px;
  }
  .new {
    color: var(--_button-fg, var(--_bg));
    background: var(--_button-bg, var(--_accent));
    border-color: var(--_button-border, transparent);
  }
  .new:hover {
    background: var(--_button-hover-bg, color-mix(in oklab, var(--_accent) 88%, black));
  }
  /* On the page's own colour: white on the light palette's, near black on the dark one's. */
  .danger {
    color: var(--_bg);
    background: var(--_danger);
    border-color: transparent;
  }
  .danger:hover {
    background: color-mix(in oklab, var(--_danger) 88%, var(--_fg));
  }
  button:focus-visible,
  input[type='checkbox']:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .folder-toggle {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    align-self: flex-start;
    min-height: 24px;
    color: var(--_fg-muted);
    cursor: pointer;
  }
  .folder-toggle input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: var(--_accent);
  }
  .notice,
  .empty {
    margin: 0;
    padding: 6px 8px;
    color: var(--_fg-muted);
  }
  .notice {
    background: var(--_bg-subtle);
    border-radius: var(--_radius);
  }
  .scroller {
    position: relative;
    flex: 1 1 auto;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .listbox {
    outline: none;
  }
  .group-name {
    padding: 6px 8px 2px;
    color: var(--_fg-muted);
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.02em;
  }
  .option {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    column-gap: 8px;
    row-gap: 2px;
    min-height: var(--session-list-row-height, 52px);
    padding: 6px 8px 6px 10px;
    border-radius: 4px;
    cursor: pointer;
    content-visibility: auto;
    contain-intrinsic-size: auto var(--session-list-row-height, 52px);
  }
  .option.active {
    background: var(--_bg-hover);
  }
  .listbox:focus-visible .option.active {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .option.current {
    color: var(--_list-active-fg, var(--_fg));
    background: var(--_list-active-bg, color-mix(in oklab, var(--_accent) 14%, transparent));
    box-shadow: inset 3px 0 0 var(--_accent);
  }
  .option.disabled {
    cursor: default;
  }
  .option.disabled .title {
    color: var(--_fg-muted);
  }
  .title {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  .title.untitled {
    font-weight: 400;
    font-style: italic;
    color: var(--_fg-muted);
  }
  .time {
    grid-row: 1;
    grid-column: 2;
    color: var(--_fg-muted);
    font-size: 12px;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .meta {
    grid-row: 2;
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px 8px;
    min-width: 0;
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .meta svg {
    flex: none;
    width: 12px;
    height: 12px;
  }
  .cwd {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    max-width: 100%;
    font-family: var(--_font-mono);
    font-size: 11px;
  }
  .cwd span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .badge {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 0 6px;
    border: 1px solid currentColor;
    border-radius: 999px;
    /* On the page's colour, not the active row's tint, which would take their text under 4.5:1. */
    background: var(--_bg);
    overflow: hidden;
    font-size: 11px;
    line-height: 16px;
    white-space: nowrap;
  }
  .badge.running {
    color: var(--_accent);
  }
  .badge.waiting {
    color: var(--_attention);
    font-weight: 600;
  }
  .row-error {
    color: var(--_danger);
    overflow-wrap: anywhere;
  }
  .sentinel {
    position: relative;
    top: -120px;
    height: 120px;
    margin-bottom: -120px;
    pointer-events: none;
  }
  .end {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 6px;
    padding: 6px 8px;
    color: var(--_fg-muted);
  }
  .progress,
  .list-error {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .list-error {
    flex-wrap: wrap;
    color: var(--_danger);
  }
  .progress svg,
  .list-error svg {
    width: 14px;
    height: 14px;
  }
  @media (forced-colors: active) {
    .option.current,
    .listbox:focus-visible .option.active {
      outline: 2px solid Highlight;
      outline-offset: -2px;
    }
  }
`;
