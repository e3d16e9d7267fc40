// SPDX-License-Identifier: Apache-2.0
/**
 * What makes an emulator take keys (`<terminal-view interactive>`): xterm's input on, its hidden
 * textarea in the tab order with a label, and what it types and its size handed to the element,
 * which reports them as events. The element sends nothing anywhere: whoever runs the program does.
 */
import type { ITerminalOptions, Terminal } from '@xterm/xterm';

/** The options that differ between an emulator that only shows output and one that takes input. */
export function inputOptions(interactive: boolean): Pick<ITerminalOptions, 'disableStdin' | 'convertEol' | 'cursorInactiveStyle'> {
  return {
    disableStdin: !interactive,
    // Agents' output usually comes from pipes, where a bare LF must also return the carriage; a
    // program in a pseudo-terminal sends CR LF itself, and a bare LF there means "down one line".
    convertEol: !interactive,
    // The cursor shows where typing goes; unfocused, an outline says the terminal is waiting.
    cursorInactiveStyle: interactive ? 'outline' : 'none',
  };
}

export interface InputWiring {
  /** The textarea's accessible name. */
  label: string;
  input(data: string): void;
  resized(cols: number, rows: number): void;
}

/** Wires an open emulator for input; returns what undoes the subscriptions. */
export function wireInput(term: Terminal, wiring: InputWiring): () => void {
  const textarea = term.textarea;
  if (textarea) {
    textarea.tabIndex = 0;
    textarea.setAttribute('aria-label', wiring.label);
  }
  // Tab and Shift+Tab leave the terminal as they leave a text field (no keyboard trap, WCAG
  // 2.1.2): the program never receives a Tab, which a sign-in program does not need.
  term.attachCustomKeyEventHandler((event) => !(event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey));
  const data = term.onData((typed) => wiring.input(typed));
  const resize = term.onResize(({ cols, rows }) => wiring.resized(cols, rows));
  wiring.resized(term.cols, term.rows);
  return () => {
    data.dispose();
    resize.dispose();
  };
}
