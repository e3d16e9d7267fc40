// SPDX-License-Identifier: Apache-2.0
/**
 * The emulator's colours and font, read from the element's computed `--_t-*` custom properties
 * (so the `theme` attribute, the `--tce-terminal-*` tokens and VS Code's variables all apply).
 */
import type { ITheme } from '@xterm/xterm';
import { closestComposed } from '../../dom/composed-ancestors.js';
import { ANSI_NAMES } from './terminal-view.styles.js';

/** The nearest `theme` attribute above `element`, through shadow roots. */
export function inheritedTheme(element: Element): 'light' | 'dark' | undefined {
  const isTheme = (value: string | null): value is 'light' | 'dark' => value === 'light' || value === 'dark';
  const owner = closestComposed(element.parentNode, (node) => isTheme(node.getAttribute('theme')));
  const theme = owner?.getAttribute('theme') ?? null;
  return isTheme(theme) ? theme : undefined;
}

/** Two xterm palettes with the same colours. */
export function sameTheme(a: ITheme | undefined, b: ITheme): boolean {
  if (!a) return false;
  const keys = Object.keys(b) as Array<keyof ITheme>;
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/** The emulator's font, from `--_t-font` and `--_t-font-size`. */
export function readFont(element: Element): { fontFamily: string; fontSize: number } {
  const style = getComputedStyle(element);
  const fontFamily = style.getPropertyValue('--_t-font').trim() || 'monospace';
  const fontSize = Number.parseFloat(style.getPropertyValue('--_t-font-size')) || 12;
  return { fontFamily, fontSize };
}

/** xterm's theme from the computed `--_t-*` custom properties. */
export function readTheme(element: Element): ITheme {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(`--_t-${name}`).trim() || undefined;
  const theme: ITheme = {
    background: read('background'),
    foreground: read('foreground'),
    cursor: read('cursor'),
    cursorAccent: read('background'),
    selectionBackground: read('selection'),
    scrollbarSliderBackground: 'rgba(128, 128, 128, 0.3)',
    scrollbarSliderHoverBackground: 'rgba(128, 128, 128, 0.5)',
    scrollbarSliderActiveBackground: 'rgba(128, 128, 128, 0.6)',
  };
  for (const name of ANSI_NAMES) theme[name] = read(name);
  return theme;
}
