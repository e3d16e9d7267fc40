// SPDX-License-Identifier: Apache-2.0
/**
 * What a VS Code webview is given for three of VS Code's built-in themes, as data: the colours a
 * webview of VS Code 1.84 reads for "Dark Modern", "Light Modern" and "Dark High Contrast" (the
 * ids the elements use and their neighbours: editor, text, buttons, inputs, badges, status, diff,
 * terminal), and its font settings on Windows.
 *
 * VS Code writes every theme colour onto `document.documentElement.style` as
 * `--vscode-<colour id, its first "." turned into "-">`, the fonts as `--vscode-font-family`,
 * `--vscode-editor-font-family` and their size and weight, and puts the theme kind on `<body>`:
 * a class (`vscode-light`, `vscode-dark`, `vscode-high-contrast`, plus `vscode-high-contrast-light`
 * for a light high-contrast theme) and `data-vscode-theme-kind`, `data-vscode-theme-name`.
 * `applyVscodeTheme` does the same to a page, `vscodeThemeStyle` to one element (for a story).
 */

export type VscodeThemeKind = 'vscode-light' | 'vscode-dark' | 'vscode-high-contrast' | 'vscode-high-contrast-light';

export interface VscodeTheme {
  name: string;
  kind: VscodeThemeKind;
  /** Colour id → CSS colour, as the webview reads it. */
  colors: Record<string, string>;
}

/** The workbench and editor font settings' defaults on Windows. */
const FONTS = {
  'font-family': '"Segoe WPC", "Segoe UI", sans-serif',
  'font-size': '13px',
  'font-weight': 'normal',
  'editor-font-family': "Consolas, 'Courier New', monospace",
  'editor-font-size': '14px',
  'editor-font-weight': 'normal',
};

export const DARK_MODERN: VscodeTheme = {
  name: 'Dark Modern',
  kind: 'vscode-dark',
  colors: {
    'badge.background': '#616161',
    'badge.foreground': '#f8f8f8',
    'button.background': '#0078d4',
    'button.border': 'rgba(255, 255, 255, 0.07)',
    'button.foreground': '#ffffff',
    'button.hoverBackground': '#026ec1',
    'button.secondaryBackground': '#313131',
    'button.secondaryForeground': '#cccccc',
    'button.secondaryHoverBackground': '#3c3c3c',
    'button.separator': 'rgba(255, 255, 255, 0.4)',
    descriptionForeground: '#9d9d9d',
    'diffEditor.insertedLineBackground': 'rgba(155, 185, 85, 0.2)',
    'diffEditor.insertedTextBackground': 'rgba(156, 204, 44, 0.2)',
    'diffEditor.removedLineBackground': 'rgba(255, 0, 0, 0.2)',
    'diffEditor.removedTextBackground': 'rgba(255, 0, 0, 0.2)',
    disabledForeground: 'rgba(204, 204, 204, 0.5)',
    'editor.background': '#1f1f1f',
    'editor.foreground': '#cccccc',
    'editor.selectionBackground': '#264f78',
    'editorError.foreground': '#f14c4c',
    'editorInfo.foreground': '#3794ff',
    'editorLineNumber.foreground': '#6e7681',
    'editorWarning.foreground': '#cca700',
    'editorWidget.background': '#202020',
    errorForeground: '#f85149',
    focusBorder: '#0078d4',
    foreground: '#cccccc',
    'icon.foreground': '#cccccc',
    'input.background': '#313131',
    'input.border': '#3c3c3c',
    'input.foreground': '#cccccc',
    'input.placeholderForeground': '#818181',
    'list.activeSelectionBackground': '#04395e',
    'list.activeSelectionForeground': '#ffffff',
    'list.hoverBackground': '#2a2d2e',
    'panel.background': '#181818',
    'panel.border': '#2b2b2b',
    'progressBar.background': '#0078d4',
    'scrollbarSlider.activeBackground': 'rgba(191, 191, 191, 0.4)',
    'scrollbarSlider.background': 'rgba(121, 121, 121, 0.4)',
    'scrollbarSlider.hoverBackground': 'rgba(100, 100, 100, 0.7)',
    'sideBar.background': '#181818',
    'terminal.ansiBlack': '#000000',
    'terminal.ansiBlue': '#2472c8',
    'terminal.ansiBrightBlack': '#666666',
    'terminal.ansiBrightBlue': '#3b8eea',
    'terminal.ansiBrightCyan': '#29b8db',
    'terminal.ansiBrightGreen': '#23d18b',
    'terminal.ansiBrightMagenta': '#d670d6',
    'terminal.ansiBrightRed': '#f14c4c',
    'terminal.ansiBrightWhite': '#e5e5e5',
    'terminal.ansiBrightYellow': '#f5f543',
    'terminal.ansiCyan': '#11a8cd',
    'terminal.ansiGreen': '#0dbc79',
    'terminal.ansiMagenta': '#bc3fbc',
    'terminal.ansiRed': '#cd3131',
    'terminal.ansiWhite': '#e5e5e5',
    'terminal.ansiYellow': '#e5e510',
    'terminal.border': '#2b2b2b',
    'terminal.foreground': '#cccccc',
    'terminal.selectionBackground': '#264f78',
    'testing.iconFailed': '#f14c4c',
    'testing.iconPassed': '#73c991',
    'testing.iconQueued': '#cca700',
    'textBlockQuote.background': '#2b2b2b',
    'textBlockQuote.border': '#616161',
    'textCodeBlock.background': '#2b2b2b',
    'textLink.activeForeground': '#4daafc',
    'textLink.foreground': '#4daafc',
    'textPreformat.background': '#3c3c3c',
    'textPreformat.foreground': '#d7ba7d',
    'toolbar.hoverBackground': 'rgba(90, 93, 94, 0.31)',
    'widget.border': '#313131',
    'widget.shadow': 'rgba(0, 0, 0, 0.36)',
  },
};

export const LIGHT_MODERN: VscodeTheme = {
  name: 'Light Modern',
  kind: 'vscode-light',
  colors: {
    'badge.background': '#cccccc',
    'badge.foreground': '#3b3b3b',
    'button.background': '#005fb8',
    'button.border': 'rgba(0, 0, 0, 0.1)',
    'button.foreground': '#ffffff',
    'button.hoverBackground': '#0258a8',
    'button.secondaryBackground': '#e5e5e5',
    'button.secondaryForeground': '#3b3b3b',
    'button.secondaryHoverBackground': '#cccccc',
    'button.separator': 'rgba(255, 255, 255, 0.4)',
    descriptionForeground: '#3b3b3b',
    'diffEditor.insertedLineBackground': 'rgba(155, 185, 85, 0.2)',
    'diffEditor.insertedTextBackground': 'rgba(156, 204, 44, 0.25)',
    'diffEditor.removedLineBackground': 'rgba(255, 0, 0, 0.2)',
    'diffEditor.removedTextBackground': 'rgba(255, 0, 0, 0.2)',
    disabledForeground: 'rgba(97, 97, 97, 0.5)',
    'editor.background': '#ffffff',
    'editor.foreground': '#3b3b3b',
    'editor.selectionBackground': '#add6ff',
    'editorError.foreground': '#e51400',
    'editorInfo.foreground': '#1a85ff',
    'editorLineNumber.foreground': '#6e7681',
    'editorWarning.foreground': '#bf8803',
    'editorWidget.background': '#f8f8f8',
    errorForeground: '#f85149',
    focusBorder: '#005fb8',
    foreground: '#3b3b3b',
    'icon.foreground': '#3b3b3b',
    'input.background': '#ffffff',
    'input.border': '#cecece',
    'input.foreground': '#3b3b3b',
    'input.placeholderForeground': '#868686',
    'list.activeSelectionBackground': '#e8e8e8',
    'list.activeSelectionForeground': '#000000',
    'list.hoverBackground': '#f2f2f2',
    'panel.background': '#f8f8f8',
    'panel.border': '#e5e5e5',
    'progressBar.background': '#005fb8',
    'scrollbarSlider.activeBackground': 'rgba(0, 0, 0, 0.6)',
    'scrollbarSlider.background': 'rgba(100, 100, 100, 0.4)',
    'scrollbarSlider.hoverBackground': 'rgba(100, 100, 100, 0.7)',
    'sideBar.background': '#f8f8f8',
    'terminal.ansiBlack': '#000000',
    'terminal.ansiBlue': '#0451a5',
    'terminal.ansiBrightBlack': '#666666',
    'terminal.ansiBrightBlue': '#0451a5',
    'terminal.ansiBrightCyan': '#0598bc',
    'terminal.ansiBrightGreen': '#14ce14',
    'terminal.ansiBrightMagenta': '#bc05bc',
    'terminal.ansiBrightRed': '#cd3131',
    'terminal.ansiBrightWhite': '#a5a5a5',
    'terminal.ansiBrightYellow': '#b5ba00',
    'terminal.ansiCyan': '#0598bc',
    'terminal.ansiGreen': '#00bc00',
    'terminal.ansiMagenta': '#bc05bc',
    'terminal.ansiRed': '#cd3131',
    'terminal.ansiWhite': '#555555',
    'terminal.ansiYellow': '#949800',
    'terminal.border': '#e5e5e5',
    'terminal.foreground': '#3b3b3b',
    'terminal.selectionBackground': '#add6ff',
    'terminalCursor.foreground': '#005fb8',
    'testing.iconFailed': '#f14c4c',
    'testing.iconPassed': '#73c991',
    'testing.iconQueued': '#cca700',
    'textBlockQuote.background': '#f8f8f8',
    'textBlockQuote.border': '#e5e5e5',
    'textCodeBlock.background': '#f8f8f8',
    'textLink.activeForeground': '#005fb8',
    'textLink.foreground': '#005fb8',
    'textPreformat.background': 'rgba(0, 0, 0, 0.12)',
    'textPreformat.foreground': '#a31515',
    'toolbar.hoverBackground': 'rgba(184, 184, 184, 0.31)',
    'widget.border': '#e5e5e5',
    'widget.shadow': 'rgba(0, 0, 0, 0.16)',
  },
};

/** High contrast leaves some colours out (no button background): the elements must cope. */
export const DARK_HIGH_CONTRAST: VscodeTheme = {
  name: 'Dark High Contrast',
  kind: 'vscode-high-contrast',
  colors: {
    'badge.background': '#000000',
    'badge.foreground': '#ffffff',
    'button.border': '#6fc3df',
    'button.foreground': '#ffffff',
    'button.secondaryForeground': '#ffffff',
    'button.separator': 'rgba(255, 255, 255, 0.4)',
    contrastActiveBorder: '#f38518',
    contrastBorder: '#6fc3df',
    descriptionForeground: 'rgba(255, 255, 255, 0.7)',
    'diffEditor.insertedTextBorder': '#33ff2e',
    'diffEditor.removedTextBorder': '#ff008f',
    disabledForeground: '#a5a5a5',
    'editor.background': '#000000',
    'editor.foreground': '#ffffff',
    'editor.selectionBackground': '#ffffff',
    'editorError.foreground': '#f48771',
    'editorInfo.foreground': '#3794ff',
    'editorLineNumber.foreground': '#ffffff',
    'editorWarning.foreground': '#ffd370',
    'editorWidget.background': '#0c141f',
    errorForeground: '#f48771',
    focusBorder: '#f38518',
    foreground: '#ffffff',
    'icon.foreground': '#ffffff',
    'input.background': '#000000',
    'input.border': '#6fc3df',
    'input.foreground': '#ffffff',
    'input.placeholderForeground': 'rgba(255, 255, 255, 0.7)',
    'list.hoverBackground': 'rgba(255, 255, 255, 0.1)',
    'panel.background': '#000000',
    'panel.border': '#6fc3df',
    'progressBar.background': '#6fc3df',
    'scrollbarSlider.activeBackground': '#6fc3df',
    'scrollbarSlider.background': 'rgba(111, 195, 223, 0.6)',
    'scrollbarSlider.hoverBackground': 'rgba(111, 195, 223, 0.8)',
    'sideBar.background': '#000000',
    'terminal.ansiBlack': '#000000',
    'terminal.ansiBlue': '#0000ee',
    'terminal.ansiBrightBlack': '#7f7f7f',
    'terminal.ansiBrightBlue': '#5c5cff',
    'terminal.ansiBrightCyan': '#00ffff',
    'terminal.ansiBrightGreen': '#00ff00',
    'terminal.ansiBrightMagenta': '#ff00ff',
    'terminal.ansiBrightRed': '#ff0000',
    'terminal.ansiBrightWhite': '#ffffff',
    'terminal.ansiBrightYellow': '#ffff00',
    'terminal.ansiCyan': '#00cdcd',
    'terminal.ansiGreen': '#00cd00',
    'terminal.ansiMagenta': '#cd00cd',
    'terminal.ansiRed': '#cd0000',
    'terminal.ansiWhite': '#e5e5e5',
    'terminal.ansiYellow': '#cdcd00',
    'terminal.border': '#6fc3df',
    'terminal.foreground': '#ffffff',
    'terminal.selectionBackground': '#ffffff',
    'terminal.selectionForeground': '#000000',
    'testing.iconFailed': '#f14c4c',
    'testing.iconPassed': '#73c991',
    'testing.iconQueued': '#cca700',
    'textBlockQuote.border': '#ffffff',
    'textCodeBlock.background': '#000000',
    'textLink.activeForeground': '#3794ff',
    'textLink.foreground': '#3794ff',
    'textPreformat.background': '#ffffff',
    'textPreformat.foreground': '#d7ba7d',
    'toolbar.hoverOutline': '#f38518',
    'widget.border': '#6fc3df',
  },
};

export const VSCODE_THEMES = {
  'dark-modern': DARK_MODERN,
  'light-modern': LIGHT_MODERN,
  'dark-high-contrast': DARK_HIGH_CONTRAST,
} as const;
export type VscodeThemeId = keyof typeof VSCODE_THEMES;

/** `editor.background` → `--vscode-editor-background` (only the first "." is replaced, as VS Code does). */
export function colorVariable(id: string): string {
  return `--vscode-${id.replace('.', '-')}`;
}

/** Every variable VS Code sets for `theme`: its colours and the font settings. */
export function themeVariables(theme: VscodeTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [id, value] of Object.entries(theme.colors)) variables[colorVariable(id)] = value;
  for (const [name, value] of Object.entries(FONTS)) variables[`--vscode-${name}`] = value;
  return variables;
}

/** The `<body>` classes of `theme`'s kind (a light high-contrast theme also gets the dark one's, as in VS Code). */
export function themeClasses(theme: VscodeTheme): string[] {
  return theme.kind === 'vscode-high-contrast-light' ? [theme.kind, 'vscode-high-contrast'] : [theme.kind];
}

/** Does to `doc` what VS Code does to a webview's document: variables through CSSOM, body classes and data. */
export function applyVscodeTheme(theme: VscodeTheme, doc: Document = document): void {
  const root = doc.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(theme))) root.setProperty(name, value);
  doc.body.classList.remove('vscode-light', 'vscode-dark', 'vscode-high-contrast', 'vscode-high-contrast-light');
  doc.body.classList.add(...themeClasses(theme));
  doc.body.dataset.vscodeThemeKind = theme.kind;
  doc.body.dataset.vscodeThemeName = theme.name;
}
