// SPDX-License-Identifier: Apache-2.0
// The elements as an extension's webview shows them: each story wraps a recorded session (cards, a
// pending permission prompt), a diff and a terminal in what VS Code gives a webview for one of its
// themes (the `--vscode-*` variables, the theme-kind class and VS Code's default body styles), with
// no `theme` attribute and no `--tce-*` token: the elements take VS Code's colours and fonts.
import type { Decorator, Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import '../src/define.js';
import { parseTrace, RECORDED_SESSIONS, storeFromRecording } from './recorded-sessions.js';
import { DARK_HIGH_CONTRAST, DARK_MODERN, LIGHT_MODERN, themeClasses, themeVariables, type VscodeTheme } from './vscode-themes.js';
import { SAMPLE_ROOT } from '../test/helpers/wire.js';

interface Args {
  vscodeTheme: VscodeTheme;
}

const ESC = '\u001b';
const TEST_RUN =
  `${ESC}[2m$ npm test${ESC}[22m\n\n` +
  ` ${ESC}[32m✓${ESC}[0m src/greet.test.ts ${ESC}[2m(4 tests)${ESC}[22m\n` +
  ` ${ESC}[31m✗${ESC}[0m src/parse.test.ts ${ESC}[2m(1 failed)${ESC}[22m\n` +
  `   ${ESC}[31mAssertionError: expected 'tokn' to equal 'token'${ESC}[0m\n\n` +
  ` ${ESC}[1mTests${ESC}[22m  ${ESC}[32m4 passed${ESC}[0m, ${ESC}[31m1 failed${ESC}[0m ${ESC}[33m(5)${ESC}[0m\n`;

/** The codex session up to its first permission request, which the list shows pending. */
function pendingSession() {
  const lines = parseTrace(RECORDED_SESSIONS['codex-acp']);
  const first = lines.findIndex((line) => (line.msg as { method?: string }).method === 'session/request_permission');
  return storeFromRecording('codex-acp', first + 1);
}

/**
 * What a webview's document is given, on a wrapper instead of `<html>` and `<body>` (so that a
 * story leaves the page as it was): the variables, the kind's classes and VS Code's default body
 * styles (editor colours, the workbench font, 20 px side padding).
 */
const inWebview: Decorator<Args> = (story, { args }) => {
  const theme = args.vscodeTheme;
  const style = {
    ...themeVariables(theme),
    background: 'var(--vscode-editor-background)',
    color: 'var(--vscode-editor-foreground)',
    'font-family': 'var(--vscode-font-family)',
    'font-size': 'var(--vscode-font-size)',
    'font-weight': 'var(--vscode-font-weight)',
    padding: '12px 20px',
    display: 'grid',
    gap: '12px',
    'max-width': '820px',
  };
  return html`<div class=${themeClasses(theme).join(' ')} data-vscode-theme-kind=${theme.kind} data-vscode-theme-name=${theme.name}
    style=${styleMap(style)}>${story()}</div>`;
};

const meta: Meta<Args> = {
  title: 'VS Code webview',
  decorators: [inWebview],
  render: () =>
    html`<tool-call-list .store=${pendingSession()} lang="en"></tool-call-list>
      <diff-view
        path="${SAMPLE_ROOT}/src/greet.ts"
        root=${SAMPLE_ROOT}
        .oldText=${'export function greet(name) {\n  return "Hello, " + name;\n}\n'}
        .newText=${'export function greet(name: string): string {\n  return `Hello, ${name}!`;\n}\n'}
      ></diff-view>
      <terminal-view .text=${TEST_RUN} lang="en"></terminal-view>`,
};
export default meta;
type Story = StoryObj<Args>;

export const DarkModern: Story = { name: 'Dark Modern', args: { vscodeTheme: DARK_MODERN } };
export const LightModern: Story = { name: 'Light Modern', args: { vscodeTheme: LIGHT_MODERN } };
export const DarkHighContrast: Story = { name: 'Dark High Contrast', args: { vscodeTheme: DARK_HIGH_CONTRAST } };
