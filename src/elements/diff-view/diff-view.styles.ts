// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { themed } from '../../styles/host.styles.js';
import { syntaxStyles } from '../../styles/syntax.styles.js';

/** Diff-only colours: public `--tce-color-*` tokens over light and dark defaults (as host.styles.ts). */
const light = {
  'added-word-bg': '#aceebb',
  'removed-word-bg': '#ffcecb',
  'fold-bg': '#ddf4ff',
};
const dark: typeof light = {
  'added-word-bg': 'rgba(46, 160, 67, 0.4)',
  'removed-word-bg': 'rgba(248, 81, 73, 0.4)',
  'fold-bg': 'rgba(56, 139, 253, 0.15)',
};

/** VS Code's webview variables that stand in for them (as in host.styles.ts). */
const vscode: Partial<Record<keyof typeof light, string>> = {
  'added-word-bg': '--vscode-diffEditor-insertedTextBackground',
  'removed-word-bg': '--vscode-diffEditor-removedTextBackground',
};

const tokens = (palette: typeof light, useVscode = true) =>
  Object.entries(palette)
    .map(([name, value]) => {
      const variable = useVscode ? vscode[name as keyof typeof light] : undefined;
      return `--_${name}: var(--tce-color-${name}, ${variable ? `var(${variable}, ${value})` : value});`;
    })
    .join('\n');

export default css`
  ${syntaxStyles}
  ${themed({ light: tokens(light), dark: tokens(dark), forcedLight: tokens(light, false), forcedDark: tokens(dark, false) })}
  :host {
    display: block;
    min-width: 0;
    font-size: 13px;
    line-height: 1.45;
  }
  .file {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    overflow: hidden;
  }
  .file + .file {
    margin-top: 8px;
  }
  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 4px 6px 4px 10px;
    background: var(--_bg-subtle);
    border-bottom: 1px solid var(--_border);
  }
  .path {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-family: var(--_font-mono);
    font-size: 12px;
    unicode-bidi: isolate;
    /* Shrinks (and ellipsizes) rather than widening the header, whatever the agent's path. */
    flex: 0 1 auto;
  }
  .old-path {
    color: var(--_fg-muted);
  }
  .badge,
  .eol {
    flex: none;
    padding: 0 6px;
    border: 1px solid var(--_border);
    border-radius: 999px;
    font-size: 11px;
    color: var(--_fg-muted);
  }
  .badge.added {
    color: var(--_success);
    border-color: currentColor;
  }
  .badge.deleted {
    color: var(--_danger);
    border-color: currentColor;
  }
  .counts {
    flex: none;
    font-family: var(--_font-mono);
    font-size: 12px;
    white-space: nowrap;
  }
  .plus {
    color: var(--_success);
  }
  .minus {
    color: var(--_danger);
  }
  .spacer {
    flex: 1 1 0;
  }
  .controls {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .switch {
    display: inline-flex;
    border: 1px solid var(--_border);
    border-radius: 4px;
    overflow: hidden;
  }
  .switch-button,
  .text-button {
    padding: 1px 8px;
    border: 0;
    background: transparent;
    color: var(--_fg-muted);
    font: inherit;
    font-size: 12px;
    cursor: pointer;
  }
  .switch-button[aria-pressed='true'] {
    background: var(--_bg-hover);
    color: var(--_fg);
  }
  .text-button {
    border: 1px solid var(--_border);
    border-radius: 4px;
    color: var(--_fg);
  }
  .switch-button:hover,
  .text-button:hover {
    background: var(--_bg-hover);
    color: var(--_fg);
  }
  button:focus-visible,
  .body:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .note {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 8px 10px;
    color: var(--_fg-muted);
  }

  /* Rows: fixed height (see ROW_HEIGHT in diff-window.ts) so that only visible rows exist. */
  .body {
    position: relative;
    max-height: var(--diff-view-max-height, 480px);
    overflow: auto;
    overscroll-behavior: contain;
    font-family: var(--_font-mono);
    font-size: var(--diff-view-font-size, 12px);
    --_num: calc(var(--_digits, 2ch) + 16px);
  }
  .canvas {
    position: relative;
    /* Its size is set from the row count, never from the rows: layout stays inside. */
    contain: size layout paint;
  }
  .wrap .canvas {
    contain: none;
  }
  .window {
    will-change: transform;
  }
  .row {
    display: grid;
    grid-template-columns: var(--_num) var(--_num) 16px 1fr;
    height: 20px;
    line-height: 20px;
    white-space: pre;
  }
  .split .row:not(.fold):not(.no-newline) {
    grid-template-columns: 1fr 1fr;
  }
  .side {
    display: grid;
    grid-template-columns: var(--_num) 16px 1fr;
    min-width: 0;
  }
  .side + .side {
    border-left: 1px solid var(--_border);
  }
  .wrap .row {
    height: auto;
    min-height: 20px;
  }
  .wrap .num,
  .wrap .sign {
    height: 20px;
    align-self: start;
  }
  .wrap .code {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .num {
    display: block;
    height: 100%;
    padding: 0 8px 0 0;
    border: 0;
    background: transparent;
    color: var(--_fg-muted);
    font: inherit;
    text-align: right;
    cursor: pointer;
    user-select: none;
  }
  .num:hover {
    color: var(--_fg);
    text-decoration: underline;
  }
  .num.empty {
    cursor: default;
  }
  .sign {
    color: var(--_fg-muted);
    user-select: none;
    text-align: center;
  }
  .code {
    min-width: 0;
    padding-right: 12px;
    unicode-bidi: isolate;
  }
  .row.add,
  .side.add {
    background: var(--_added-bg);
  }
  .row.remove,
  .side.remove {
    background: var(--_removed-bg);
  }
  .side .code.empty {
    background: var(--_bg-subtle);
  }
  ins,
  del {
    text-decoration: none;
    border-radius: 2px;
  }
  ins {
    background: var(--_added-word-bg);
  }
  del {
    background: var(--_removed-word-bg);
  }
  .row.fold {
    display: flex;
    align-items: center;
    gap: 6px;
    background: var(--_fold-bg);
    color: var(--_fg-muted);
    font-family: var(--_font);
    font-size: 12px;
  }
  /*
   * Expand buttons are 20 px (the row height) and 4 px apart: with no other target in the rows
   * around (only the live row has buttons), each keeps a 24 px circle of its own (SC 2.5.8's
   * spacing exception; docs/decisions/0026-diff-targets.md).
   */
  .fold-controls {
    flex: none;
    display: inline-flex;
    gap: 4px;
    min-width: calc(2 * var(--_num));
    padding-left: 4px;
  }
  .fold-button {
    width: 20px;
    height: 20px;
  }
  .fold.gap .fold-label {
    padding-left: 12px;
    font-family: var(--_font-mono);
  }
  .row.no-newline {
    display: block;
    padding-left: calc(2 * var(--_num) + 16px);
    color: var(--_fg-muted);
    font-style: italic;
  }
`;
