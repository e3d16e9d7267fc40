// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: block;
    min-width: 0;
    font-size: var(--session-status-font-size, 12px);
    line-height: 18px;
  }
  :host([theme='dark']),
  :host([theme='light']) {
    background: var(--_bg);
  }
  .base {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 6px;
    min-width: 0;
    color: var(--_fg);
  }
  .title {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 40ch;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .title.untitled {
    color: var(--_fg-muted);
    font-weight: 400;
  }
  .chooser {
    position: relative;
    display: inline-flex;
    min-width: 0;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    max-width: 32ch;
    min-height: 24px;
    padding: 0 6px 0 8px;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: transparent;
    color: var(--_fg);
    font: inherit;
    cursor: pointer;
  }
  .chip:hover,
  .chip.open {
    background: var(--_bg-hover);
  }
  .chip:focus-visible,
  .option:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -1px;
  }
  .chip[aria-pressed='true'] {
    border-color: var(--_accent);
  }
  .chip-name {
    color: var(--_fg-muted);
    white-space: nowrap;
  }
  .chip-value {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chip svg {
    flex: none;
    width: 12px;
    height: 12px;
    color: var(--_fg-muted);
  }
  .menu {
    position: absolute;
    top: calc(100% + 2px);
    left: 0;
    z-index: 10;
    min-width: 200px;
    max-width: min(360px, 90vw);
    max-height: 280px;
    overflow: auto;
    padding: 4px 0;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.18);
  }
  .group-name {
    padding: 4px 8px 2px;
    color: var(--_fg-muted);
    font-size: 11px;
    font-weight: 600;
  }
  .option {
    display: grid;
    grid-template-columns: 16px 1fr;
    column-gap: 4px;
    min-height: 24px;
    align-items: center;
    padding: 2px 8px 2px 6px;
    cursor: pointer;
  }
  .option:hover,
  .option:focus {
    background: var(--_bg-hover);
  }
  .option[aria-selected='true'] .option-name {
    font-weight: 600;
  }
  .mark svg {
    display: block;
    width: 14px;
    height: 14px;
    color: var(--_accent);
  }
  .option-description {
    grid-column: 2;
    color: var(--_fg-muted);
    font-size: 11px;
    line-height: 15px;
  }
  .usage {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin-left: auto;
    color: var(--_fg-muted);
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .meter {
    display: inline-block;
    width: 60px;
    height: 4px;
    border-radius: 2px;
    background: var(--_border);
    overflow: hidden;
  }
  .fill {
    display: block;
    height: 100%;
    background: var(--session-status-meter-color, var(--_accent));
  }
  .meter[data-level='attention'] .fill {
    background: var(--_attention);
  }
  .meter[data-level='danger'] .fill {
    background: var(--_danger);
  }
  .cost {
    padding-left: 6px;
    border-left: 1px solid var(--_border);
  }
`;
