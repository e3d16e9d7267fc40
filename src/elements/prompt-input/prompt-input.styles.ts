// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: block;
    min-width: 0;
    font-size: var(--prompt-input-font-size, 13px);
    line-height: 20px;
  }
  /* A forced palette brings its surface, as the page around may be in the other one. */
  :host([theme='dark']),
  :host([theme='light']) {
    background: var(--_bg);
  }
  .base {
    display: flex;
    flex-direction: column;
    gap: 6px;
    color: var(--_fg);
  }
  .box {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 6px 6px 6px 10px;
    color: var(--_input-fg, var(--_fg));
    background: var(--_input-bg, var(--_bg));
    border: 1px solid var(--_input-border, var(--_border));
    border-radius: var(--_radius);
  }
  .box:focus-within {
    border-color: var(--_focus);
    outline: 1px solid var(--_focus);
    outline-offset: -1px;
  }
  .row {
    display: flex;
    align-items: flex-end;
    gap: 4px;
  }
  .field {
    flex: 1 1 auto;
    min-width: 0;
    display: grid;
  }
  .input,
  .ghost,
  .chip-layer {
    grid-area: 1 / 1;
    margin: 0;
    padding: 2px 0;
    font: inherit;
    line-height: inherit;
    letter-spacing: normal;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .input {
    display: block;
    width: 100%;
    min-height: calc(1lh + 4px);
    max-height: var(--prompt-input-max-height, 12lh);
    field-sizing: content;
    resize: none;
    overflow-y: auto;
    color: inherit;
    background: transparent;
    border: 0;
    outline: none;
  }
  .input::placeholder {
    color: var(--_fg-muted);
    opacity: 1;
  }
  .ghost,
  .chip-layer {
    pointer-events: none;
    color: transparent;
    overflow: hidden;
  }
  /* Behind the text box (drawn before it), scrolled with it by the element. */
  .chip-layer {
    max-height: var(--prompt-input-max-height, 12lh);
  }
  .chip {
    color: transparent;
    background: color-mix(in oklab, var(--_accent) 22%, transparent);
    border-radius: 3px;
    box-shadow: 0 0 0 1px color-mix(in oklab, var(--_accent) 45%, transparent);
  }
  [part='hint'] {
    color: var(--_fg-muted);
  }
  .toolbar {
    display: flex;
    gap: 4px;
    flex: none;
  }
  .button,
  .icon-button,
  .text-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid transparent;
    border-radius: 4px;
    cursor: pointer;
  }
  .button {
    width: 28px;
    height: 28px;
    padding: 0;
  }
  .button:hover,
  .icon-button:hover,
  .text-button:hover {
    background: var(--_bg-hover);
  }
  .button.primary {
    color: var(--_button-fg, #ffffff);
    background: var(--_button-bg, var(--_accent));
    border-color: var(--_button-border, transparent);
  }
  .button.primary:hover {
    background: var(--_button-hover-bg, color-mix(in oklab, var(--_accent) 88%, black));
  }
  .button.primary[aria-disabled='true'] {
    color: var(--_fg-muted);
    background: transparent;
    border-color: var(--_border);
    cursor: default;
  }
  .button svg,
  .icon-button svg,
  .text-button svg {
    width: 16px;
    height: 16px;
  }
  [part~='stop'] svg {
    fill: currentColor;
    width: 12px;
    height: 12px;
  }
  .icon-button {
    width: 24px;
    height: 24px;
    padding: 0;
    flex: none;
    color: var(--_fg-muted);
  }
  .icon-button:hover {
    color: var(--_fg);
  }
  .text-button {
    padding: 2px 8px;
    min-height: 24px;
    color: var(--_accent);
  }
  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .queue-area {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .paused {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 2px 4px 2px 10px;
    color: var(--_fg-muted);
  }
  .queue {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .queued {
    display: flex;
    align-items: center;
    gap: 2px;
    min-width: 0;
    padding: 2px 4px 2px 10px;
    background: var(--_bg-subtle);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .queued-text {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .popup {
    position: absolute;
    z-index: 1;
    left: -1px;
    right: -1px;
    bottom: calc(100% + 4px);
    max-height: 240px;
    overflow-y: auto;
    padding: 4px;
    color: var(--_fg);
    background: var(--_input-bg, var(--_bg));
    border: 1px solid var(--_input-border, var(--_border));
    border-radius: var(--_radius);
    /* Upwards, as the menu opens above the box: a shadow over the text would blur it. */
    box-shadow: 0 -2px 8px var(--_widget-shadow, rgba(0, 0, 0, 0.16));
  }
  .popup[hidden],
  .menu[hidden] {
    display: none;
  }
  .menu-status {
    padding: 3px 8px;
    color: var(--_fg-muted);
  }
  .option {
    display: flex;
    align-items: baseline;
    gap: 8px;
    min-width: 0;
    padding: 3px 8px;
    border-radius: 4px;
    cursor: pointer;
  }
  .option:hover {
    background: var(--_bg-hover);
  }
  .option[aria-selected='true'] {
    color: var(--_list-active-fg, var(--_fg));
    background: var(--_list-active-bg, var(--_bg-hover));
    outline: 1px solid var(--_focus);
    outline-offset: -1px;
  }
  .command-name {
    flex: none;
    font-family: var(--_font-mono);
    font-weight: 600;
  }
  .command-description,
  .option-detail {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: var(--_fg-muted);
  }
  .option[aria-selected='true'] .command-description,
  .option[aria-selected='true'] .option-detail {
    color: inherit;
  }
  .kind {
    flex: none;
    align-self: center;
    display: inline-flex;
    color: var(--_fg-muted);
  }
  .kind svg,
  .attachment-name svg {
    width: 14px;
    height: 14px;
  }
  .mention-label {
    flex: none;
    max-width: 50%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .attachments {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .attachment {
    position: relative;
    display: flex;
    align-items: center;
    gap: 2px;
    max-width: 200px;
    padding: 2px;
    background: var(--_bg-subtle);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .thumbnail {
    display: block;
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: 3px;
  }
  .attachment-name {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    padding: 0 4px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .refusals {
    display: flex;
    align-items: flex-start;
    gap: 4px;
    padding: 4px 4px 4px 10px;
    color: var(--_fg);
    background: var(--_bg-subtle);
    border: 1px solid var(--_danger);
    border-radius: var(--_radius);
  }
  .refusals[hidden] {
    display: none;
  }
  .refusal-list {
    flex: 1 1 auto;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* The focus ring eases in; colours never do (a theme switch would pass through unreadable ones). */
  @media (prefers-reduced-motion: no-preference) {
    .box {
      transition: outline-color 0.1s;
    }
  }
  @media (forced-colors: active) {
    .box:focus-within,
    .option[aria-selected='true'] {
      outline-color: Highlight;
    }
  }
`;
