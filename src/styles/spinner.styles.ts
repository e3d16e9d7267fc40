// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/**
 * The running spinner of the card's status and the terminal's badge: `<span class="spin">` around
 * the icon, turned in ten steps a second on the page's ticker (`spin()` in
 * src/scheduling/spin.ts, which says why it is not a CSS animation).
 *
 * Its own composited layer (`will-change`), so a step moves pixels the compositor already has
 * instead of repainting the list around it. The element that holds it clips it (`overflow:
 * hidden`): Chromium assumes a layer whose transform changes may overlap everything painted after
 * it up to the nearest clip, and gives all of that a layer of its own (see
 * docs/decisions/0008-stepped-spinners-no-frame-animations.md).
 */
export const spinnerStyles = css`
  .spin {
    display: inline-flex;
    will-change: transform;
  }
  @media (prefers-reduced-motion: reduce) {
    .spin {
      transform: none !important;
    }
  }
`;
