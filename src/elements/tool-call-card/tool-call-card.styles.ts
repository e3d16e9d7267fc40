// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: block;
  }
  [part='base'] {
    border: 1px solid var(--tool-call-card-border-color, var(--_border));
    border-radius: var(--_radius);
    background: var(--tool-call-card-background, var(--_bg));
    font-size: var(--tool-call-card-font-size, 13px);
  }
  [part='header'] {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px;
    min-height: 32px;
  }
  [part='icon'] {
    flex: none;
    font-size: 11px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: var(--_fg-muted);
  }
  [part='title'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  :host([kind='execute']) [part='title'] {
    font-family: var(--_font-mono);
  }
  [part='status'] {
    flex: none;
    color: var(--_fg-muted);
  }
  :host([status='completed']) [part='status'] {
    color: var(--_success);
  }
  :host([status='failed']) [part='status'] {
    color: var(--_danger);
  }
  .awaiting {
    color: var(--_attention);
  }
`;
