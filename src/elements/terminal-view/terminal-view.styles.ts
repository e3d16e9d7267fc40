// SPDX-License-Identifier: Apache-2.0
import { css, unsafeCSS } from 'lit';

/** xterm's theme keys for the 16 ANSI colours, in SGR order (30–37, then 90–97). */
export const ANSI_NAMES = [
  'black',
  'red',
  'green',
  'yellow',
  'blue',
  'magenta',
  'cyan',
  'white',
  'brightBlack',
  'brightRed',
  'brightGreen',
  'brightYellow',
  'brightBlue',
  'brightMagenta',
  'brightCyan',
  'brightWhite',
] as const;
export type AnsiName = (typeof ANSI_NAMES)[number];

/** Readable on the light and dark backgrounds of host.styles (contrast checked against `bg-subtle`). */
const lightAnsi: Record<AnsiName, string> = {
  black: '#24292f',
  red: '#cf222e',
  green: '#116329',
  yellow: '#7d4e00',
  blue: '#0969da',
  magenta: '#8250df',
  cyan: '#1b7c83',
  white: '#6e7781',
  brightBlack: '#57606a',
  brightRed: '#a40e26',
  brightGreen: '#1a7f37',
  brightYellow: '#633c01',
  brightBlue: '#0550ae',
  brightMagenta: '#6639ba',
  brightCyan: '#136061',
  brightWhite: '#8c959f',
};
const darkAnsi: Record<AnsiName, string> = {
  black: '#6e7681',
  red: '#ff7b72',
  green: '#3fb950',
  yellow: '#d29922',
  blue: '#58a6ff',
  magenta: '#bc8cff',
  cyan: '#39c5cf',
  white: '#b1bac4',
  brightBlack: '#8b949e',
  brightRed: '#ffa198',
  brightGreen: '#56d364',
  brightYellow: '#e3b341',
  brightBlue: '#79c0ff',
  brightMagenta: '#d2a8ff',
  brightCyan: '#56d4dd',
  brightWhite: '#f0f6fc',
};

/** `brightRed` → `bright-red` (our token) and `ansiBrightRed` (VS Code's). */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const vscodeName = (name: string) => `ansi${name[0].toUpperCase()}${name.slice(1)}`;

/** `--_t-<name>` for each ANSI colour: our token, then VS Code's terminal colour, then the default. */
function ansiTokens(palette: Record<AnsiName, string>, useVscode: boolean): string {
  return ANSI_NAMES.map((name) => {
    const fallback = useVscode ? `var(--vscode-terminal-${vscodeName(name)}, ${palette[name]})` : palette[name];
    return `--_t-${name}: var(--tce-terminal-ansi-${kebab(name)}, ${fallback});`;
  }).join('\n');
}

export default css`
  :host {
    ${unsafeCSS(ansiTokens(lightAnsi, true))}
    --_t-background: var(--tce-terminal-background, var(--vscode-terminal-background, var(--_bg-subtle)));
    --_t-foreground: var(--tce-terminal-foreground, var(--vscode-terminal-foreground, var(--_fg)));
    --_t-cursor: var(--tce-terminal-cursor, var(--vscode-terminalCursor-foreground, var(--_fg)));
    --_t-selection: var(--tce-terminal-selection, var(--vscode-terminal-selectionBackground, rgba(9, 105, 218, 0.25)));
    --_t-font: var(--tce-terminal-font, var(--vscode-terminal-font-family, var(--_font-mono)));
    --_t-font-size: var(--tce-terminal-font-size, 12px);
    display: block;
    min-width: 0;
    /* A feed may hold hundreds of terminals: off-screen ones cost no rendering, and work inside
       one (an emulator's layout, a mirror update) never lays out the others. */
    contain: content;
    content-visibility: auto;
    contain-intrinsic-size: auto 120px;
    font-size: 13px;
    line-height: 1.45;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${unsafeCSS(ansiTokens(darkAnsi, true))}
      --_t-selection: var(--tce-terminal-selection, var(--vscode-terminal-selectionBackground, rgba(68, 147, 248, 0.35)));
    }
  }
  :host([theme='dark']) {
    ${unsafeCSS(ansiTokens(darkAnsi, false))}
    --_t-selection: var(--tce-terminal-selection, rgba(68, 147, 248, 0.35));
  }
  :host([theme='light']) {
    ${unsafeCSS(ansiTokens(lightAnsi, false))}
    --_t-selection: var(--tce-terminal-selection, rgba(9, 105, 218, 0.25));
  }
  /*
   * xterm draws dim (SGR 2) text at half opacity, which falls under WCAG's 4.5:1 on the light
   * palette. Dim text in the default colour takes a mix that stays dimmer than the foreground and
   * readable on either palette and on VS Code's (coloured dim text keeps xterm's colour).
   */
  .xterm-rows .xterm-dim:not([class*='xterm-fg-']):not([style*='color']) {
    color: color-mix(in srgb, var(--_t-foreground) 78%, var(--_t-background)) !important;
  }
  .base {
    border: 1px solid var(--terminal-view-border-color, var(--_border));
    border-radius: var(--_radius);
    background: var(--_t-background);
    overflow: hidden;
  }
  .header {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 28px;
    padding: 2px 4px 2px 8px;
    border-bottom: 1px solid var(--terminal-view-border-color, var(--_border));
    background: var(--_bg);
    font-size: 12px;
  }
  .icon {
    flex: none;
    display: block;
  }
  .command {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-family: var(--_font-mono);
    unicode-bidi: isolate;
    contain: inline-size;
  }
  .command::before {
    content: '$ ';
    color: var(--_fg-muted);
  }
  .cwd {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 35%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    direction: rtl;
    text-align: left;
    color: var(--_fg-muted);
    font-family: var(--_font-mono);
  }
  .cwd bdi {
    direction: ltr;
  }
  /* Static text with no command: a quiet label, so the header is not a bar of lone buttons. */
  .title {
    flex: 1 1 auto;
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    color: var(--_fg-muted);
  }
  .title svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
  .elapsed:empty {
    display: none;
  }
  .elapsed {
    flex: none;
    color: var(--_fg-muted);
    font-variant-numeric: tabular-nums;
  }
  .badge {
    flex: none;
    display: inline-flex;
    /* Clips the running spinner, for the compositor (see spinnerStyles). */
    overflow: hidden;
    align-items: center;
    gap: 3px;
    padding: 0 6px;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-size: 11px;
    line-height: 16px;
    white-space: nowrap;
  }
  .badge .icon {
    width: 12px;
    height: 12px;
  }
  .badge.running {
    color: var(--_accent);
  }
  .badge.success {
    color: var(--_success);
  }
  .badge.failure,
  .badge.signal {
    color: var(--_danger);
  }
  .badge.released,
  .badge.exited {
    color: var(--_fg-muted);
  }
  .badge.truncated {
    color: var(--_attention);
  }
  .icon-button[aria-pressed='true'] {
    color: var(--_accent);
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .find {
    display: flex;
    align-items: center;
    gap: 4px;
    padding: 3px 4px 3px 8px;
    border-bottom: 1px solid var(--terminal-view-border-color, var(--_border));
    background: var(--_bg);
    font-size: 12px;
  }
  .find input {
    flex: 1 1 auto;
    min-width: 0;
    padding: 2px 6px;
    border: 1px solid var(--_border);
    border-radius: 4px;
    background: var(--_bg);
    color: var(--_fg);
    font: inherit;
  }
  .find-count {
    flex: none;
    min-width: 5em;
    color: var(--_fg-muted);
  }
  .screen {
    position: relative;
    padding: 4px 0 4px 8px;
    color: var(--_t-foreground);
    font-family: var(--_t-font);
    font-size: var(--_t-font-size);
  }
  .emulator {
    /* The emulator's rows are drawn; the mirror below carries the text for assistive technology.
       Cut to the rows in use while the output is shorter than the emulator (see clipRows). */
    width: 100%;
    overflow: hidden;
  }
  .mirror {
    /* Column-reverse scrolls from the end: the mirror shows the latest output without script. */
    display: flex;
    flex-direction: column-reverse;
    margin: 0;
    padding-right: 8px;
    max-height: var(--_mirror-height, calc(10 * 1.2em));
    overflow: auto;
    font: inherit;
    line-height: 1.2;
    white-space: pre;
    tab-size: 8;
    overflow-wrap: normal;
  }
  :host(:not([live])) .emulator {
    display: none;
  }
  .message {
    margin: 0;
    padding: 8px;
    color: var(--_fg-muted);
    font-style: italic;
  }
  .footer {
    display: flex;
    justify-content: center;
    border-top: 1px solid var(--terminal-view-border-color, var(--_border));
    background: var(--_bg);
  }
  .more {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 10px;
    border: 0;
    background: transparent;
    color: var(--_accent);
    font: inherit;
    font-size: 12px;
    cursor: pointer;
  }
  .more:hover {
    text-decoration: underline;
  }
  /* The mirror is hidden this way while the emulator draws the same text: still read by screen readers. */
  :host([live]) .mirror,
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .visually-hidden {
    white-space: nowrap;
  }
`;
