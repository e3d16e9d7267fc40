// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/** The active row's buttons and the delete confirmation (after the listbox, placed over their row). */
export default css`
  /* The active row's buttons take the place of its time, on its first line (the row keeps room for three). */
  .actions {
    position: absolute;
    right: 6px;
    z-index: 1;
    display: flex;
    align-items: flex-start;
    gap: 2px;
    padding-top: 3px;
    opacity: 0;
  }
  .option.active .time {
    min-width: 80px;
    text-align: end;
  }
  .scroller:hover .actions,
  .listbox:focus ~ .actions,
  .actions:focus-within,
  .actions.confirming {
    opacity: 1;
  }
  .scroller:hover .option.active .time,
  .listbox:focus .option.active .time,
  .scroller:has(.actions:focus-within) .option.active .time {
    visibility: hidden;
  }
  .icon-button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -1px;
  }
  .icon-button[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .icon-button svg {
    width: 16px;
    height: 16px;
  }
  .actions.confirming {
    left: 0;
    right: 0;
    align-items: center;
    min-height: var(--session-list-row-height, 52px);
    flex-wrap: wrap;
    gap: 4px 8px;
    padding: 6px 8px 6px 10px;
    border: 1px solid var(--_danger);
    border-radius: 4px;
    background: var(--_bg);
  }
  .question {
    font-weight: 600;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .confirm-hint {
    flex: 1 1 auto;
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .confirm-buttons {
    display: inline-flex;
    gap: 6px;
    margin-left: auto;
  }
  .confirm-buttons .text-button {
    min-height: 24px;
  }
  @media (prefers-reduced-motion: no-preference) {
    .actions {
      transition: opacity 0.1s;
    }
  }
  @media (forced-colors: active) {
    .actions.confirming {
      background: Canvas;
    }
  }
`;
