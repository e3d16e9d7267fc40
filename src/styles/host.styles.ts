// SPDX-License-Identifier: Apache-2.0
import { css, unsafeCSS } from 'lit';

/**
 * The design tokens every element reads. Public tokens are `--tce-*` (documented in the README);
 * each element derives private `--_*` variables from them with fallbacks: first the host's
 * token, then VS Code's webview variable (so the elements look native in a VS Code webview), then
 * our light or dark default. `theme="light|dark"` on an element forces a palette.
 */
const light = {
  fg: '#1f2328',
  'fg-muted': '#59636e',
  bg: '#ffffff',
  'bg-subtle': '#f6f8fa',
  'bg-hover': 'rgba(129, 139, 152, 0.15)',
  border: '#d1d9e0',
  accent: '#0969da',
  focus: '#0969da',
  success: '#1a7f37',
  danger: '#cf222e',
  attention: '#9a6700',
  'added-bg': '#dafbe1',
  'removed-bg': '#ffebe9',
};
const dark: typeof light = {
  fg: '#e6edf3',
  'fg-muted': '#9198a1',
  bg: '#0d1117',
  'bg-subtle': '#151b23',
  'bg-hover': 'rgba(101, 108, 118, 0.2)',
  border: '#3d444d',
  accent: '#4493f8',
  focus: '#4493f8',
  success: '#3fb950',
  danger: '#f85149',
  attention: '#d29922',
  'added-bg': 'rgba(46, 160, 67, 0.15)',
  'removed-bg': 'rgba(248, 81, 73, 0.15)',
};

/** VS Code webview variables that stand in for our tokens. */
const vscode: Partial<Record<keyof typeof light, string>> = {
  fg: '--vscode-foreground',
  'fg-muted': '--vscode-descriptionForeground',
  bg: '--vscode-editor-background',
  'bg-subtle': '--vscode-textCodeBlock-background',
  'bg-hover': '--vscode-toolbar-hoverBackground',
  border: '--vscode-panel-border',
  accent: '--vscode-textLink-foreground',
  focus: '--vscode-focusBorder',
  success: '--vscode-testing-iconPassed',
  danger: '--vscode-errorForeground',
  attention: '--vscode-editorWarning-foreground',
  'added-bg': '--vscode-diffEditor-insertedLineBackground',
  'removed-bg': '--vscode-diffEditor-removedLineBackground',
};

function tokens(palette: typeof light, useVscode: boolean): string {
  return Object.entries(palette)
    .map(([name, value]) => {
      const key = name as keyof typeof light;
      const fallback = useVscode && vscode[key] ? `var(${vscode[key]}, ${value})` : value;
      return `--_${name}: var(--tce-color-${name}, ${fallback});`;
    })
    .join('\n');
}

export const hostStyles = css`
  :host {
    ${unsafeCSS(tokens(light, true))}
    --_radius: var(--tce-radius, 6px);
    --_font: var(--tce-font, var(--vscode-font-family, system-ui, -apple-system, 'Segoe UI', sans-serif));
    --_font-mono: var(--tce-font-mono, var(--vscode-editor-font-family, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace));
    box-sizing: border-box;
    font-family: var(--_font);
    color: var(--_fg);
    color-scheme: light dark;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${unsafeCSS(tokens(dark, true))}
    }
  }
  :host([theme='dark']) {
    ${unsafeCSS(tokens(dark, false))}
    color-scheme: dark;
  }
  :host([theme='light']) {
    ${unsafeCSS(tokens(light, false))}
    color-scheme: light;
  }
  [hidden] {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;
