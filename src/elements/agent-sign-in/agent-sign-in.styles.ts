// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  /* The panel's frame, heading row, details and buttons: promptPanelStyles (src/styles). */
  :host {
    font-size: var(--agent-sign-in-font-size, 13px);
    --_primary: var(--_button-bg, var(--_accent));
    --_panel-border-color: var(--agent-sign-in-border-color, var(--_accent));
    --_panel-background: var(--agent-sign-in-background, var(--_bg));
    --_panel-max-height: none;
    --_panel-pinned-max-height: none;
  }
  :host(:not([visible])) {
    display: none;
  }
  .base.status-signed-in,
  .base.status-none {
    border-color: var(--_border);
  }
  .header {
    gap: 8px;
  }
  .ask-icon {
    color: var(--_accent);
  }
  .heading {
    overflow-wrap: anywhere;
  }
  .heading:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
    border-radius: 2px;
  }
  p {
    margin: 0;
  }
  .message,
  .description,
  .method-name,
  .method-status,
  .note,
  .hint,
  label {
    overflow-wrap: anywhere;
    unicode-bidi: plaintext;
  }
  .message {
    white-space: pre-wrap;
  }
  code {
    font-family: var(--_font-mono);
    font-size: 0.92em;
    padding: 0 3px;
    border-radius: 3px;
    background: var(--_bg-subtle);
    overflow-wrap: anywhere;
  }
  .methods {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .method {
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid var(--_border);
    border-radius: 4px;
    background: var(--_bg);
  }
  .method-name {
    font-weight: 600;
  }
  .description,
  .hint,
  .note,
  .optional {
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
  }
  .button {
    padding: 3px 12px;
    overflow-wrap: anywhere;
    text-align: start;
  }
  .button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  .button svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
  .spin {
    overflow: hidden;
  }
  .method-status:empty {
    display: none;
  }
  .method-status.failed,
  .error {
    color: var(--_danger);
    font-size: 12px;
  }
  .command-row {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    min-width: 0;
    padding: 4px 4px 4px 8px;
    border: 1px solid var(--_border);
    border-radius: 4px;
    background: var(--_bg-subtle);
  }
  .command {
    flex: 1 1 auto;
    min-width: 0;
    padding: 2px 0;
    background: none;
    white-space: pre-wrap;
    word-break: break-all;
    font-size: 12px;
  }
  .icon-button svg {
    width: 16px;
    height: 16px;
  }
  .icon-button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .env-form {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 3px;
    min-width: 0;
  }
  label {
    font-weight: 600;
  }
  .optional {
    font-weight: normal;
  }
  .var-name {
    font-weight: normal;
  }
  .control {
    box-sizing: border-box;
    width: 100%;
    max-width: 32em;
    min-height: 28px;
    padding: 3px 6px;
    border: 1px solid var(--_input-border, var(--_border));
    border-radius: 4px;
    background: var(--_input-bg, var(--_bg));
    color: var(--_input-fg, var(--_fg));
    font: inherit;
    font-family: var(--_font-mono);
    color-scheme: inherit;
  }
  .control:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .invalid .control {
    border-color: var(--_danger);
    outline: 1px solid var(--_danger);
  }
  .var-list {
    margin: 0;
    padding-inline-start: 18px;
  }
  terminal-view {
    display: block;
  }
`;
