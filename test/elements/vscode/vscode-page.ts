// SPDX-License-Identifier: Apache-2.0
// The module of the VS Code webview page that vscode-webview.test.ts opens in an iframe: the page is
// served with VS Code's webview policy, and this module does to it what VS Code does to a webview
// before its content runs (the theme named by `?theme=`: variables through CSSOM, the kind's body
// class, the default body styles) and then loads the library, as the strict-CSP page does.
import { applyVscodeTheme, VSCODE_THEMES, type VscodeThemeId } from '../../../stories/vscode-themes.js';
import '../csp/csp-page.js';
import { html, render } from 'lit';

const id = (new URLSearchParams(location.search).get('theme') ?? 'dark-modern') as VscodeThemeId;
applyVscodeTheme(VSCODE_THEMES[id]);

/** VS Code's default webview styles, as far as the elements see them (a constructable sheet: CSSOM). */
const defaults = new CSSStyleSheet();
defaults.replaceSync(`
  html { background: var(--vscode-editor-background); }
  body {
    margin: 0;
    padding: 0 20px;
    color: var(--vscode-editor-foreground);
    font-family: var(--vscode-font-family);
    font-weight: var(--vscode-font-weight);
    font-size: var(--vscode-font-size);
  }
`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, defaults];

const ESC = '\u001b';
/** Test output in four of the 16 ANSI colours. */
export const TERMINAL_OUTPUT =
  `$ npm test\n ${ESC}[32mpassed${ESC}[0m src/greet.test.ts\n ${ESC}[31mfailed${ESC}[0m src/parse.test.ts\n` +
  ` ${ESC}[33mskipped${ESC}[0m src/slow.test.ts ${ESC}[34mblue${ESC}[0m\n`;

/** A `<terminal-view>` with coloured output and no `theme`: VS Code's colours only. */
function renderTerminal(container: HTMLElement): void {
  render(html`<terminal-view class="vscode" .text=${TERMINAL_OUTPUT}></terminal-view>`, container);
}

/** Loads axe-core into this page (an import, which the policy allows, where a script element would need a Trusted Types URL). */
async function loadAxe(): Promise<void> {
  await import('./axe-loader.js');
}

(window as unknown as { vscodePage: { theme: VscodeThemeId; renderTerminal: typeof renderTerminal; loadAxe: typeof loadAxe } }).vscodePage =
  {
    theme: id,
    renderTerminal,
    loadAxe,
  };
