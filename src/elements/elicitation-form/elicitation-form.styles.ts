// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  /* The panel's frame, heading row, details and buttons: promptPanelStyles (src/styles). */
  :host {
    font-size: var(--elicitation-form-font-size, 13px);
    --_primary: var(--_button-bg, var(--_accent));
    --_panel-border-color: var(--elicitation-form-border-color, var(--_accent));
    --_panel-background: var(--elicitation-form-background, var(--_bg));
    --_panel-max-height: var(--elicitation-form-max-height, none);
    --_panel-pinned-max-height: var(--elicitation-form-max-height, 40vh);
  }
  .base:not(.state-pending) {
    border-color: var(--_border);
    border-style: dashed;
  }
  .header {
    gap: 8px;
  }
  .ask-icon {
    color: var(--_accent);
  }
  p {
    margin: 0;
  }
  .message,
  .description,
  .note,
  .url,
  .decision,
  .option-description,
  legend,
  label {
    overflow-wrap: anywhere;
    unicode-bidi: plaintext;
  }
  .message {
    white-space: pre-wrap;
  }
  .form,
  .fields {
    display: flex;
    flex-direction: column;
    gap: 10px;
    min-width: 0;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 3px;
    min-width: 0;
  }
  label,
  legend,
  .unsupported-label {
    font-weight: 600;
  }
  .check label,
  .group .check label {
    font-weight: normal;
  }
  .kind-boolean .check label {
    font-weight: 600;
  }
  .ascii-host {
    color: var(--_fg-muted);
    font-family: var(--_font-mono);
  }
  .required {
    color: var(--_fg-muted);
    font-weight: normal;
    font-size: 12px;
  }
  .control {
    box-sizing: border-box;
    width: 100%;
    max-width: 32em;
    min-height: 28px;
    padding: 3px 6px;
    border: 1px solid var(--_border);
    border-radius: 4px;
    background: var(--_bg);
    color: var(--_fg);
    font: inherit;
    color-scheme: inherit;
  }
  .invalid .control,
  .invalid input[type='checkbox'] {
    border-color: var(--_danger);
    outline: 1px solid var(--_danger);
  }
  .check {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 2px 6px;
  }
  .group {
    margin: 0;
    padding: 4px 8px 6px;
    border: 1px solid var(--_border);
    border-radius: 4px;
    display: flex;
    flex-direction: column;
    gap: 3px;
    min-width: 0;
  }
  legend {
    padding: 0 4px;
  }
  .description,
  .option-description,
  .note,
  .hint {
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .option-description {
    flex-basis: 100%;
    padding-left: 22px;
  }
  .error,
  .summary {
    color: var(--_danger);
    font-size: 12px;
  }
  .summary {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .summary:empty {
    display: none;
  }
  .site-box {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 6px 8px;
    border: 1px solid var(--_border);
    border-radius: 4px;
    background: var(--_bg-subtle);
  }
  .site-label {
    color: var(--_fg-muted);
  }
  .host {
    font-size: 1.15em;
    font-family: var(--_font-mono);
    overflow-wrap: anywhere;
  }
  .url code {
    font-family: var(--_font-mono);
    font-size: 12px;
    color: var(--_fg-muted);
  }
  .warning {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    color: var(--_attention);
  }
  .warning svg,
  .summary svg {
    flex: none;
  }
  .footer {
    position: sticky;
    bottom: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    padding: 6px 0 0;
    background: var(--elicitation-form-background, var(--_bg));
  }
  .button {
    padding: 3px 12px;
    overflow-wrap: anywhere;
    text-align: start;
  }
  .control:focus-visible,
  input[type='checkbox']:focus-visible,
  .summary:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .decision {
    color: var(--_fg-muted);
  }
`;
