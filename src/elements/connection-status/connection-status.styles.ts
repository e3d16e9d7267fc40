// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: inline-block;
    /* Bounded by its container, so that a long reason ellipsizes instead of overflowing the page. */
    max-width: 100%;
    font-size: 12px;
    --_dot: var(--_fg-muted);
  }
  :host([theme='dark']),
  :host([theme='light']) {
    background: var(--_bg);
  }
  :host([status='ready']) {
    --_dot: var(--connection-status-ready-color, var(--_success));
  }
  :host([status='connecting']),
  :host([status='initializing']),
  :host([status='reconnecting']) {
    --_dot: var(--connection-status-busy-color, var(--_attention));
  }
  :host([status='failed']) {
    --_dot: var(--connection-status-failed-color, var(--_danger));
  }
  /* Waiting for the user, not for the network: the busy colour, without the pulse. */
  :host([status='sign-in-required']) {
    --_dot: var(--connection-status-sign-in-color, var(--_attention));
  }
  .base {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 2px 8px;
    border: 1px solid var(--_border);
    border-radius: 999px;
    color: var(--_fg);
    line-height: 18px;
    max-width: 100%;
  }
  .indicator {
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--_dot);
  }
  :host([status='connecting']) .indicator,
  :host([status='initializing']) .indicator,
  :host([status='reconnecting']) .indicator {
    animation: pulse 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .indicator {
      animation: none !important;
    }
  }
  @keyframes pulse {
    50% {
      opacity: 0.35;
    }
  }
  .label {
    font-weight: 600;
    white-space: nowrap;
  }
  .detail {
    color: var(--_fg-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    min-width: 0;
  }
  /* The action stays whole on one line; the reason before it is what gives way. */
  button {
    flex: none;
    white-space: nowrap;
    font: inherit;
    color: var(--_accent);
    background: none;
    border: 0;
    padding: 0 2px;
    border-radius: 4px;
    cursor: pointer;
  }
  button:hover {
    text-decoration: underline;
  }
  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
`;
