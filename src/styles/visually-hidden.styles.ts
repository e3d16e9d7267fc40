// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/**
 * Out of sight, still read by screen readers: declarations only, put inside an element's own rule
 * (`.sr { ${visuallyHidden} }`), since some elements hide a label only at a narrow width.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
