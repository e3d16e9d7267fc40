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
  /* Full width of the form, like the fieldsets beside them; the input tokens let VS Code draw its own. */
  .control {
    box-sizing: border-box;
    width: 100%;
    min-height: 28px;
    padding: 3px 6px;
    border: 1px solid var(--_input-border, var(--_border));
    border-radius: 4px;
    background: var(--_input-bg, var(--_bg));
    color: var(--_input-fg, var(--_fg));
    font: inherit;
    color-scheme: inherit;
  }
  /* The native arrow ignores the theme: a chevron drawn in the text colour instead. */
  select.control {
    appearance: none;
    padding-inline-end: 24px;
    background-image:
      linear-gradient(45deg, transparent 50%, var(--_fg-muted) 50%),
      linear-gradient(135deg, var(--_fg-muted) 50%, transparent 50%);
    background-position:
      right 13px center,
      right 8px center;
    background-size: 5px 5px;
    background-repeat: no-repeat;
  }
  select.control:dir(rtl) {
    background-position:
      left 8px center,
      left 13px center;
  }
  .control::-webkit-calendar-picker-indicator {
    cursor: pointer;
    opacity: 0.7;
  }
  .control::-webkit-calendar-picker-indicator:hover {
    opacity: 1;
  }
  input[type='checkbox'] {
    flex: none;
    width: 16px;
    height: 16px;
    /* Centred on the label's first line (22 px high, below: rows 24 px apart or more, WCAG target spacing). */
    margin: 3px 0 0;
    accent-color: var(--_accent);
    cursor: pointer;
  }
  .invalid .control,
  .invalid input[type='checkbox'] {
    border-color: var(--_danger);
    outline: 1px solid var(--_danger);
  }
  .check {
    display: grid;
    grid-template-columns: 16px minmax(0, 1fr);
    align-items: start;
    gap: 2px 6px;
    line-height: 22px;
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
    grid-column: 2;
    line-height: normal;
  }
  /* A lone checkbox's description and error sit under its label, not under the box (16 px + 6 px gap). */
  .kind-boolean .description,
  .kind-boolean .error {
    padding-inline-start: 22px;
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
  /* A label never breaks inside (a lone "取消" on its own line); the buttons wrap as a whole instead. */
  .button {
    padding: 3px 12px;
    white-space: nowrap;
  }
  /* Except the site's name, which may be long and must be read in full. */
  .open-label {
    min-width: 0;
    white-space: normal;
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
