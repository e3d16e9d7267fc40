// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  /* The panel's frame, heading row, details and buttons: promptPanelStyles (src/styles). */
  :host {
    font-size: var(--permission-prompt-font-size, 13px);
    --_allow: var(--permission-prompt-allow-color, var(--_success));
    --_reject: var(--permission-prompt-reject-color, var(--_danger));
    /* In VS Code the options are its buttons: the primary one in its button colours, the others
       secondary ones (allow and reject keep their colour on the border). */
    --_primary: var(--permission-prompt-allow-color, var(--_button-bg, var(--_success)));
    --_panel-border-color: var(--permission-prompt-border-color, var(--_attention));
    --_panel-background: var(--permission-prompt-background, var(--_bg));
    /* The details shrink and scroll; the header and the options never leave the box. */
    --_panel-max-height: var(--permission-prompt-max-height, none);
    --_panel-pinned-max-height: var(--permission-prompt-max-height, 40vh);
  }
  .base:not(.state-pending):not(.batch) {
    border-color: var(--_border);
    border-style: dashed;
  }
  .base:focus {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .header {
    flex-wrap: wrap;
    gap: 4px 8px;
    min-width: 0;
  }
  .ask-icon {
    color: var(--_attention);
  }
  .ask-icon:empty {
    display: none;
  }
  .heading {
    flex: none;
  }
  .subject {
    flex: 1 1 12em;
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  .title.code,
  .title code {
    font-family: var(--_font-mono);
    font-size: 0.95em;
  }
  .details {
    min-width: 0;
  }
  .details:empty {
    display: none;
  }
  .description,
  .url {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .url code {
    font-family: var(--_font-mono);
    font-size: 12px;
  }
  .files {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .files .link {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    max-width: 100%;
    overflow-wrap: anywhere;
    text-align: start;
  }
  .command {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .prompt-sign {
    color: var(--_fg-muted);
    user-select: none;
  }
  .link,
  .show-all {
    font-size: 12px;
  }
  details > summary {
    cursor: pointer;
    color: var(--_fg-muted);
    font-size: 12px;
  }
  details[open] > summary {
    margin-bottom: 4px;
  }
  .footer {
    flex: none;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    padding: 8px 10px;
    border-top: 1px solid var(--_border);
    background: var(--_bg-subtle);
  }
  :host([layout='inline']) .footer {
    border-top: 0;
    background: inherit;
    padding-top: 0;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    min-width: 0;
  }
  /* Options are the panel's buttons (class "button"), coloured by kind. */
  .option {
    min-width: 0;
    padding: 3px 10px;
  }
  .option .label {
    min-width: 0;
    overflow-wrap: anywhere;
    text-align: start;
    unicode-bidi: isolate;
  }
  .option.allow {
    border-color: var(--_allow);
    color: var(--_button-secondary-fg, var(--_allow));
  }
  /* The panel's primary colours again: they must outrank .option.allow (and, on hover, keep the tint off). */
  .option.allow.primary {
    border-color: var(--_button-border, var(--_primary));
    background: var(--_primary);
    color: var(--_button-fg, var(--_bg));
  }
  .option.reject {
    border-color: var(--_reject);
    color: var(--_button-secondary-fg, var(--_reject));
  }
  .option.always {
    border-style: dashed;
  }
  .option.allow.primary.always {
    border-style: solid;
  }
  .option:hover {
    filter: brightness(1.08);
    background-color: var(--_button-secondary-hover-bg, var(--_button-secondary-bg, var(--_bg)));
  }
  .option.allow.primary:hover {
    background-color: var(--permission-prompt-allow-color, var(--_button-hover-bg, var(--_success)));
  }
  summary:focus-visible,
  pre:focus-visible,
  .link:focus-visible,
  .show-all:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  kbd {
    display: inline-block;
    min-width: 1.4em;
    padding: 0 3px;
    border: 1px solid currentColor;
    border-radius: 3px;
    font-family: var(--_font-mono);
    font-size: 11px;
    line-height: 1.3;
    text-align: center;
  }
  .badge {
    flex: none;
    padding: 0 4px;
    border-radius: 3px;
    font-size: 11px;
    border: 1px solid currentColor;
  }
  .hint {
    margin: 0;
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .decision {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    overflow-wrap: anywhere;
    color: var(--_fg-muted);
  }
  .decision.allow {
    color: var(--_allow);
  }
  .decision.reject {
    color: var(--_reject);
  }
  .decision .icon {
    flex: none;
  }
  .items {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .request > .subject {
    flex: none;
  }
  .items > li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 6px 8px;
    border: 1px solid var(--_border);
    border-radius: 4px;
  }
  .items > li.state-pending {
    border-color: var(--permission-prompt-border-color, var(--_attention));
  }
  .item-body {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  @media (prefers-reduced-motion: no-preference) {
    .option {
      transition: filter 80ms ease;
    }
  }
`;
