// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/**
 * The panel of an element that asks the user something (`<permission-prompt>`, `<elicitation-form>`):
 * its frame in the `full`, `pinned` and `inline` layouts, the heading row, the scrolling details,
 * and its action buttons (`.button`, `.button.primary`) with their hover, focus ring and
 * forced-colors border. Each element sets on `:host`, from its own public custom properties:
 * `--_panel-border-color`, `--_panel-background`, `--_panel-max-height`, `--_panel-pinned-max-height`
 * and `--_primary` (the primary button's colour). Put it just before the element's own styles,
 * which add to these rules and may override them.
 */
export const promptPanelStyles = css`
  :host {
    display: block;
    min-width: 0;
    line-height: 1.45;
  }
  .base {
    display: flex;
    flex-direction: column;
    max-height: var(--_panel-max-height);
    min-width: 0;
    border: 1px solid var(--_panel-border-color);
    border-radius: var(--_radius);
    background: var(--_panel-background);
    overflow: hidden;
  }
  :host([layout='pinned']) .base {
    max-height: var(--_panel-pinned-max-height);
    box-shadow: 0 -2px 10px rgba(0, 0, 0, 0.18);
  }
  :host([layout='inline']) .base {
    border-width: 1px 0 0;
    border-radius: 0;
  }
  .header {
    flex: none;
    display: flex;
    align-items: center;
    padding: 6px 10px;
  }
  .ask-icon {
    display: inline-flex;
  }
  .heading {
    font-weight: 600;
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
  }
  .button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 28px;
    max-width: 100%;
    border: 1px solid var(--_button-border, var(--_border));
    border-radius: 4px;
    background: var(--_button-secondary-bg, var(--_bg));
    color: var(--_button-secondary-fg, var(--_fg));
    font: inherit;
    cursor: pointer;
  }
  .button.primary {
    border-color: var(--_button-border, var(--_primary));
    background: var(--_primary);
    color: var(--_button-fg, var(--_bg));
  }
  .button:hover {
    background-image: linear-gradient(var(--_bg-hover), var(--_bg-hover));
    /* A high-contrast VS Code theme outlines what the pointer is over (transparent elsewhere). */
    outline: 1px dashed var(--_contrast-active-border, transparent);
  }
  .button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    .button {
      border: 1px solid ButtonText;
    }
  }
`;
