// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/**
 * The running spinner of the card's status and the terminal's badge: `<span class="spin">` around
 * the icon, its phase from `--_spin-delay` (see `SpinnerBeat`).
 *
 * Eight steps a turn, not one per frame: each step costs the page a new frame (without a GPU a
 * whole composited frame), and a list shows many running calls at once (measured: eight smoothly
 * spinning icons took a quarter of two cores on an idle list; stepped, a tenth). The element that
 * holds it clips it (`overflow: hidden`): Chromium assumes an element whose transform animates may
 * overlap everything painted after it up to the nearest clip, and gives all of that a composited
 * layer of its own (measured: some 40 layers in a streaming list, a third of its frame time).
 */
export const spinnerStyles = css`
  .spin {
    display: inline-flex;
    animation: spin 1s steps(8) infinite;
    animation-delay: var(--_spin-delay, 0ms);
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spin {
      animation: none;
    }
  }
`;
