// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/**
 * The 24 px square icon button (copy, find, disclosure, expand) every element's header uses, so
 * the card, the terminal and the diff look and hover alike. Elements add their own focus rules.
 */
export const iconButtonStyles = css`
  .icon-button {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    border-radius: 4px;
    background: transparent;
    color: var(--_fg-muted);
    cursor: pointer;
  }
  .icon-button:hover {
    background: var(--_bg-hover);
    color: var(--_fg);
    /* A high-contrast VS Code theme outlines what the pointer is over (transparent elsewhere). */
    outline: 1px dashed var(--_contrast-active-border, transparent);
    outline-offset: -1px;
  }
`;
