// SPDX-License-Identifier: Apache-2.0
import { css, unsafeCSS, type CSSResult } from 'lit';

/**
 * The design tokens every element reads. Public tokens are `--tce-*` (documented in the README);
 * each element derives private `--_*` variables from them with fallbacks: first the host's
 * token, then VS Code's webview variable (so the elements look native in a VS Code webview), then
 * our light or dark default. `theme="light|dark"` on an element forces a palette.
 *
 * In a VS Code webview the light or dark default follows VS Code's theme kind (the `vscode-light`,
 * `vscode-dark` or `vscode-high-contrast` class VS Code puts on `<body>`) rather than the
 * system's `prefers-color-scheme`: see docs/vscode-webview.md.
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

/**
 * Tokens VS Code's colours stand in for after an adjustment: its status colours are meant for
 * icons, and its muted text for the plain editor background; as text on a code block's or a diff
 * line's tint they fall under WCAG's 4.5:1. Each is mixed towards a readable end: the foreground
 * (lighter in a dark theme), or black in a light theme (`--_vscode-mix-*`, set under the theme
 * kind). Where a VS Code variable is absent the custom property is invalid, so the fallback applies.
 */
const STATUS = ['success', 'danger', 'attention'] as const;
const adjusted = [
  ...STATUS.map(
    (name) => `--_vscode-${name}: color-mix(in oklab, var(${vscode[name]}) var(--_vscode-mix-amount), var(--_vscode-mix-with));`,
  ),
  '--_vscode-fg-muted: color-mix(in oklab, var(--vscode-descriptionForeground) 70%, var(--vscode-foreground));',
].join('\n');

function tokens(palette: typeof light, useVscode: boolean): string {
  return Object.entries(palette)
    .map(([name, value]) => {
      const key = name as keyof typeof light;
      const variable = (STATUS as readonly string[]).includes(key) || key === 'fg-muted' ? `--_vscode-${key}` : vscode[key];
      const fallback = useVscode && variable ? `var(${variable}, ${value})` : value;
      return `--_${name}: var(--tce-color-${name}, ${fallback});`;
    })
    .join('\n');
}

/**
 * Controls VS Code draws its own way (buttons, high-contrast outlines). Each token is set
 * only where VS Code's variable is (a `var()` of an absent variable leaves the token invalid), so
 * an element writes `var(--_button-bg, <its own colour>)` and keeps its look everywhere else.
 */
const native = {
  // High-contrast themes leave the button backgrounds out: their buttons sit on the editor's.
  'button-bg': '--vscode-button-background, var(--vscode-editor-background)',
  'button-fg': '--vscode-button-foreground',
  'button-hover-bg': '--vscode-button-hoverBackground, var(--vscode-button-background, var(--vscode-editor-background))',
  'button-border': '--vscode-button-border',
  'button-secondary-bg': '--vscode-button-secondaryBackground, var(--vscode-editor-background)',
  'button-secondary-fg': '--vscode-button-secondaryForeground',
  'button-secondary-hover-bg':
    '--vscode-button-secondaryHoverBackground, var(--vscode-button-secondaryBackground, var(--vscode-editor-background))',
  'contrast-active-border': '--vscode-contrastActiveBorder',
  // Text boxes and their suggestion lists (<prompt-input>).
  'input-bg': '--vscode-input-background',
  'input-fg': '--vscode-input-foreground',
  'input-border': '--vscode-input-border',
  'list-active-bg': '--vscode-list-activeSelectionBackground',
  'list-active-fg': '--vscode-list-activeSelectionForeground',
  'widget-shadow': '--vscode-widget-shadow',
};
const nativeTokens = (on: boolean) =>
  Object.entries(native)
    .map(([name, variable]) => `--_${name}: ${on ? `var(${variable})` : 'initial'};`)
    .join('\n');

/** VS Code's theme kinds, by the class its webview puts on `<body>` (Chromium matches `:host-context`). */
const VSCODE_DARK = ':host-context(.vscode-dark), :host-context(.vscode-high-contrast:not(.vscode-high-contrast-light))';
const VSCODE_LIGHT = ':host-context(.vscode-light), :host-context(.vscode-high-contrast-light)';

/** A light and a dark palette (declarations); the `vscode*` and `forced*` ones default to them. */
export interface Palettes {
  light: string;
  dark: string;
  /** Under `theme="light"` (default: `light`). */
  forcedLight?: string;
  /** Under `theme="dark"` (default: `dark`). */
  forcedDark?: string;
}

/**
 * Rules for a light and a dark palette: the light one by default, the dark one under
 * `prefers-color-scheme: dark`, each under VS Code's theme kind (which wins over the system's
 * scheme), and `theme="light|dark"` over all of them. Elements with palettes of their own
 * (the diff's syntax colours) use it too, so they switch with the rest.
 */
export function themed({ light, dark, forcedLight = light, forcedDark = dark }: Palettes): CSSResult {
  return unsafeCSS(`
    :host { ${light} }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) { ${dark} }
    }
    ${VSCODE_DARK} { ${dark} }
    ${VSCODE_LIGHT} { ${light} }
    :host([theme='dark']) { ${forcedDark} }
    :host([theme='light']) { ${forcedLight} }
  `);
}

export const hostStyles = css`
  ${themed({
    light: `${tokens(light, true)}\n${nativeTokens(true)}`,
    dark: `${tokens(dark, true)}\n${nativeTokens(true)}`,
    forcedLight: `${tokens(light, false)}\n${nativeTokens(false)}\ncolor-scheme: light;`,
    forcedDark: `${tokens(dark, false)}\n${nativeTokens(false)}\ncolor-scheme: dark;`,
  })}
  :host {
    ${unsafeCSS(adjusted)}
    --_vscode-mix-amount: 80%;
    --_vscode-mix-with: var(--vscode-foreground);
    --_radius: var(--tce-radius, 6px);
    --_font: var(--tce-font, var(--vscode-font-family, system-ui, -apple-system, 'Segoe UI', sans-serif));
    --_font-mono: var(--tce-font-mono, var(--vscode-editor-font-family, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace));
    box-sizing: border-box;
    font-family: var(--_font);
    color: var(--_fg);
    color-scheme: light dark;
  }
  ${unsafeCSS(VSCODE_DARK)} {
    color-scheme: dark;
  }
  ${unsafeCSS(VSCODE_LIGHT)} {
    color-scheme: light;
    --_vscode-mix-amount: 62%;
    --_vscode-mix-with: black;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :host([theme='light']) {
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
