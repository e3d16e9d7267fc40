// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { visuallyHidden } from '../../styles/visually-hidden.styles.js';

export default css`
  :host {
    display: block;
    min-width: 0;
    font-size: var(--location-follower-font-size, 13px);
    line-height: 1.45;
    --_active: var(--location-follower-active-color, var(--_accent));
  }
  :host([layout='compact']) {
    display: inline-block;
    max-width: 100%;
    vertical-align: middle;
    font-size: var(--location-follower-font-size, 12px);
  }
  .base {
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid var(--location-follower-border-color, var(--_border));
    border-radius: var(--_radius);
    background: var(--location-follower-background, var(--_bg));
  }
  .base.compact {
    flex-direction: row;
    align-items: center;
    gap: 2px;
    padding: 0 2px;
    border: 0;
    border-radius: 4px;
  }
  .top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .heading,
  .trail-heading {
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .heading {
    font-weight: 600;
  }
  button {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 0;
    border-radius: 4px;
    cursor: pointer;
    text-align: start;
  }
  button:hover {
    background: var(--_bg-hover);
  }
  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .follow {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 8px;
    border: 1px solid var(--_border);
    color: var(--_fg-muted);
  }
  .follow[aria-pressed='true'] {
    color: var(--_active);
    border-color: var(--_active);
    background: var(--_bg-subtle);
  }
  .compact .follow {
    padding: 2px 4px;
    border-color: transparent;
  }
  .compact .follow-label {
    ${visuallyHidden}
  }
  .current {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    padding: 2px 4px;
  }
  .base:not(.compact) .current {
    flex-wrap: wrap;
  }
  .kind-icon {
    flex: none;
    display: inline-flex;
    color: var(--_fg-muted);
  }
  .compact .kind-icon .icon {
    width: 14px;
    height: 14px;
  }
  .path {
    display: inline-flex;
    min-width: 0;
    max-width: 100%;
    white-space: nowrap;
    unicode-bidi: isolate;
    font-family: var(--_font-mono);
    font-size: 0.95em;
    /* The width comes from the layout, never from an agent's (unbounded) path. */
    contain: inline-size;
    flex: 1 1 auto;
    overflow: hidden;
  }
  .compact .path {
    contain: none;
    max-width: 40ch;
  }
  .dir {
    color: var(--_fg-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    direction: ltr;
    flex: 0 1 auto;
    min-width: 0;
  }
  .name {
    flex: none;
    font-weight: 600;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .line {
    flex: none;
    color: var(--_fg-muted);
  }
  .title {
    flex: 1 0 100%;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: var(--_fg-muted);
    font-size: 12px;
    padding-inline-start: 22px;
  }
  .empty {
    color: var(--_fg-muted);
    font-size: 12px;
    padding: 2px 4px;
  }
  .trail {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
  }
  .entry {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    min-width: 0;
    /* WCAG 2.5.8's 24px target: stacked entries leave no room for its spacing exception. */
    min-block-size: 24px;
    padding: 2px 4px;
  }
  .entry.now .name {
    color: var(--_accent);
  }
  .visits {
    flex: none;
    margin-inline-start: auto;
    color: var(--_fg-muted);
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }
`;
