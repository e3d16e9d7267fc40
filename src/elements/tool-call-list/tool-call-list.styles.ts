// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

export default css`
  :host {
    display: block;
    font-size: 13px;
  }
  /* A forced palette brings its own background: light text on a light page would vanish. */
  :host([theme='dark']),
  :host([theme='light']) {
    background: var(--_bg);
  }
  .base {
    display: flex;
    flex-direction: column;
    height: var(--tool-call-list-height, auto);
    max-height: var(--tool-call-list-max-height, none);
    min-height: 0;
  }
  .summary {
    flex: none;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
    padding: 0 2px 6px;
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .summary .total {
    color: var(--_fg);
    font-weight: 600;
  }
  .summary .failed {
    color: var(--_danger);
    border-color: currentColor;
  }
  .chip {
    display: inline-flex;
    gap: 3px;
    padding: 0 6px;
    border: 1px solid var(--_border);
    border-radius: 999px;
  }
  .scroller {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
    /* Composited scrolling: following the bottom moves pixels instead of repainting the viewport. */
    will-change: scroll-position;
    position: relative;
  }
  .items {
    display: block;
    min-height: 1px;
    /* The live tail is in normal flow: a card's 1 MB line must not widen the list (in a grid or
       flex parent, min-content would), as the virtualizer's contained head never does. */
    contain: inline-size;
  }
  .head {
    display: block;
  }
  .item {
    display: block;
    width: 100%;
    padding-bottom: var(--tool-call-list-gap, 6px);
  }
  .pinned,
  .elicitation {
    flex: none;
    margin-top: 6px;
  }
  .empty {
    color: var(--_fg-muted);
    margin: 0;
  }
`;
