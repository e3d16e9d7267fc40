// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: block;
    min-width: 0;
    font-size: var(--permission-prompt-font-size, 13px);
    line-height: 1.45;
    --_allow: var(--permission-prompt-allow-color, var(--_success));
    --_reject: var(--permission-prompt-reject-color, var(--_danger));
    /* In VS Code the options are its buttons: the primary one in its button colours, the others
       secondary ones (allow and reject keep their colour on the border). */
    --_primary: var(--permission-prompt-allow-color, var(--_button-bg, var(--_success)));
  }
  .base {
    display: flex;
    flex-direction: column;
    /* The details shrink and scroll; the header and the options never leave the box. */
    max-height: var(--permission-prompt-max-height, none);
    min-width: 0;
    border: 1px solid var(--permission-prompt-border-color, var(--_attention));
    border-radius: var(--_radius);
    background: var(--permission-prompt-background, var(--_bg));
    overflow: hidden;
  }
  :host([layout='pinned']) .base {
    max-height: var(--permission-prompt-max-height, 40vh);
    box-shadow: 0 -2px 10px rgba(0, 0, 0, 0.18);
  }
  :host([layout='inline']) .base {
    border-width: 1px 0 0;
    border-radius: 0;
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
    flex: none;
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px 8px;
    min-width: 0;
    padding: 6px 10px;
  }
  .ask-icon {
    display: inline-flex;
    color: var(--_attention);
  }
  .ask-icon:empty {
    display: none;
  }
  .heading {
    flex: none;
    font-weight: 600;
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
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 0 10px 8px;
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
  .option {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    max-width: 100%;
    min-height: 28px;
    padding: 3px 10px;
    border: 1px solid var(--_button-border, var(--_border));
    border-radius: 4px;
    background: var(--_button-secondary-bg, var(--_bg));
    color: var(--_button-secondary-fg, var(--_fg));
    font: inherit;
    cursor: pointer;
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
    background-image: linear-gradient(var(--_bg-hover), var(--_bg-hover));
    background-color: var(--_button-secondary-hover-bg, var(--_button-secondary-bg, var(--_bg)));
    outline: 1px dashed var(--_contrast-active-border, transparent);
  }
  .option.allow.primary:hover {
    background-color: var(--permission-prompt-allow-color, var(--_button-hover-bg, var(--_success)));
  }
  .option:focus-visible,
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
  @media (forced-colors: active) {
    .option {
      border: 1px solid ButtonText;
    }
  }
`;
