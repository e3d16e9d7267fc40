// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: block;
  }
  [part='base'] {
    display: flex;
    flex-direction: column;
    gap: var(--tool-call-list-gap, 6px);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .empty {
    color: var(--_fg-muted);
    font-size: 13px;
  }
`;
