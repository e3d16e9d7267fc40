// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { hiddenCharStyles } from '../styles/hidden-char.styles.js';

/** A tool call's kind icon and one-line title, as the card's header and the permission prompt draw them. */
export default css`
  ${hiddenCharStyles}
  .kind-icon {
    flex: none;
    display: inline-flex;
    color: var(--_fg-muted);
  }
  .title {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    unicode-bidi: isolate;
    /* Its width comes from its row, never from the (untrusted, unbounded) text. */
    contain: inline-size;
  }
`;
