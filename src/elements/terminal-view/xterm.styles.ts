// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/**
 * The layout rules xterm.js's DOM renderer relies on, written for our shadow root.
 *
 * Why not the package's own `xterm.css`: a stylesheet in the document does not reach a shadow root,
 * and there is no one way to get a package's CSS as text that works in every place this library
 * runs: Vite and Storybook understand `?inline`, the test runner's esbuild server and a consumer's
 * bundler may not, and `new URL('@xterm/xterm/css/xterm.css', import.meta.url)` does not resolve a
 * bare specifier. xterm generates its colour and cell-size rules itself (as `<style>` elements, which
 * xterm-sheets.ts turns into sheets adopted by our shadow root); what it needs from outside is this: positioning of
 * the helper textarea and measuring element, the viewport and screen, the overlays, text
 * decorations and its VS Code-derived scrollbar. Check these against xterm.css when upgrading xterm.
 */
export const xtermStyles = css`
  .xterm {
    position: relative;
    cursor: text;
    user-select: none;
    -webkit-user-select: none;
  }
  .xterm:focus,
  .xterm.focus {
    outline: none;
  }
  .xterm .xterm-helpers {
    position: absolute;
    top: 0;
    z-index: 5;
  }
  /* The input textarea stays out of sight (IME anchor only). */
  .xterm .xterm-helper-textarea {
    position: absolute;
    top: 0;
    left: -9999em;
    z-index: -5;
    width: 0;
    height: 0;
    margin: 0;
    padding: 0;
    border: 0;
    opacity: 0;
    overflow: hidden;
    resize: none;
    white-space: nowrap;
  }
  .xterm .composition-view {
    display: none;
    position: absolute;
    z-index: 1;
    white-space: nowrap;
  }
  .xterm .composition-view.active {
    display: block;
  }
  .xterm .xterm-viewport {
    position: absolute;
    inset: 0;
    overflow-y: scroll;
    cursor: default;
  }
  .xterm .xterm-screen {
    position: relative;
  }
  .xterm .xterm-screen canvas {
    position: absolute;
    top: 0;
    left: 0;
  }
  .xterm-char-measure-element {
    display: inline-block;
    position: absolute;
    top: 0;
    left: -9999em;
    visibility: hidden;
    line-height: normal;
  }
  .xterm.enable-mouse-events {
    cursor: default;
  }
  .xterm.xterm-cursor-pointer,
  .xterm .xterm-cursor-pointer {
    cursor: pointer;
  }
  .xterm .xterm-accessibility:not(.debug),
  .xterm .xterm-message {
    position: absolute;
    inset: 0;
    z-index: 10;
    color: transparent;
    pointer-events: none;
  }
  .xterm .live-region {
    position: absolute;
    left: -9999px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
  /* Dimmed text gets its alpha in the colour xterm generates; the element itself stays opaque. */
  .xterm-dim {
    opacity: 1 !important;
  }
  .xterm-underline-1 {
    text-decoration: underline;
  }
  .xterm-underline-2 {
    text-decoration: double underline;
  }
  .xterm-underline-3 {
    text-decoration: wavy underline;
  }
  .xterm-underline-4 {
    text-decoration: dotted underline;
  }
  .xterm-underline-5 {
    text-decoration: dashed underline;
  }
  .xterm-overline {
    text-decoration: overline;
  }
  .xterm-strikethrough {
    text-decoration: line-through;
  }
  .xterm-screen .xterm-decoration-container .xterm-decoration {
    position: absolute;
    z-index: 6;
  }
  .xterm-screen .xterm-decoration-container .xterm-decoration.xterm-decoration-top-layer {
    z-index: 7;
  }
  .xterm-decoration-overview-ruler {
    position: absolute;
    top: 0;
    right: 0;
    z-index: 8;
    pointer-events: none;
  }
  .xterm-decoration-top {
    position: relative;
    z-index: 2;
  }
  /* The scrollbar (a port of VS Code's): shown while the pointer is over the terminal. xterm also
     shows it, and fades it out, whenever output scrolls; in a streaming list that was a composited
     opacity animation per chunk per terminal (a layer each, and more for what overlaps them), so
     scrolling output does not show it here. No fades: the change is instant. */
  .xterm .xterm-scrollable-element > .scrollbar {
    cursor: default;
    opacity: 0;
  }
  .xterm:hover .xterm-scrollable-element > .visible {
    z-index: 11;
    opacity: 1;
    background: transparent;
  }
  .xterm .xterm-scrollable-element > .invisible {
    pointer-events: none;
  }
  /* xterm places the slider with \`top\` and adds translate3d(0,0,0) to give it a GPU layer: a
     layer per terminal that a list cannot use (it is hidden while the output streams). */
  .xterm .xterm-scrollable-element .slider {
    transform: none !important;
  }
  .xterm .xterm-scrollable-element > .shadow {
    display: none;
  }
`;
