// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { visuallyHidden } from '../../styles/visually-hidden.styles.js';

export default css`
  :host {
    display: block;
    min-width: 0;
    font-size: var(--plan-view-font-size, 13px);
    line-height: 1.45;
  }
  .base {
    border: 1px solid var(--plan-view-border-color, var(--_border));
    border-radius: var(--_radius);
    background: var(--plan-view-background, var(--_bg));
    overflow: hidden;
  }
  .header {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 28px;
    padding: 2px 8px;
    background: var(--_bg-subtle);
    border-bottom: 1px solid var(--plan-view-border-color, var(--_border));
  }
  .label {
    font-weight: 600;
  }
  .count {
    color: var(--_fg-muted);
    font-size: 12px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .progress {
    flex: 1 1 auto;
    max-width: 160px;
    height: 4px;
    margin-left: auto;
    border-radius: 2px;
    background: var(--_border);
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: var(--plan-view-progress-color, var(--_success));
    transition: width 200ms ease;
  }
  .empty {
    padding: 6px 8px;
    color: var(--_fg-muted);
  }
  .entries {
    list-style: none;
    margin: 0;
    padding: 2px 0;
  }
  .entry {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    padding: 2px 8px;
    border-left: 2px solid transparent;
    transition: background-color 150ms ease;
  }
  .entry[aria-current] {
    background: var(--plan-view-current-background, var(--_bg-subtle));
    border-left-color: var(--_accent);
    font-weight: 600;
  }
  .status {
    flex: none;
    display: inline-flex;
    height: 1.45em;
    align-items: center;
    color: var(--_fg-muted);
  }
  .status svg {
    width: 14px;
    height: 14px;
  }
  .entry[data-status='in_progress'] .status {
    color: var(--_accent);
  }
  .entry[data-status='completed'] .status {
    color: var(--_success);
  }
  .entry[data-status='completed'] .content,
  .entry[data-status='cancelled'] .content {
    color: var(--_fg-muted);
    text-decoration: line-through;
    text-decoration-color: color-mix(in srgb, currentColor 50%, transparent);
  }
  .content {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* Room around a single CJK character ("高"), and the same width for each one-word tag. */
  .priority {
    flex: none;
    align-self: center;
    box-sizing: border-box;
    min-width: 2.6em;
    padding: 1px 8px;
    text-align: center;
    border: 1px solid var(--_border);
    border-radius: 999px;
    color: var(--_fg-muted);
    font-size: 11px;
    font-weight: 400;
    line-height: 16px;
    white-space: nowrap;
  }
  .entry[data-priority='high'] .priority {
    border-color: var(--_attention);
    color: var(--_attention);
  }
  .document {
    padding: 4px 8px;
    border-top: 1px solid var(--plan-view-border-color, var(--_border));
  }
  .header + .document {
    border-top: 0;
  }
  .file-button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    max-width: 100%;
    min-height: 24px;
    padding: 0 4px;
    border: 0;
    border-radius: 4px;
    background: none;
    color: var(--_accent);
    font: inherit;
    cursor: pointer;
  }
  .file-button svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
  .file-label {
    color: var(--_fg);
  }
  .path {
    font-family: var(--_font-mono);
    font-size: 12px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .file-button:hover .path {
    text-decoration: underline;
  }
  .file-button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .sr {
    ${visuallyHidden}
  }
  @media (prefers-reduced-motion: reduce) {
    .fill,
    .entry {
      transition: none;
    }
  }
`;
