// SPDX-License-Identifier: Apache-2.0
// Shared helpers for the <tool-call-card> / <tool-call-list> browser tests.
import { fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { ToolCallCard } from '../../src/index.js';
import type { TerminalView, ToolCallView } from '../../src/state/index.js';
import { part, partText } from './dom.js';

export { SAMPLE_ROOT as ROOT } from './wire.js';

let counter = 0;

/** A finished `read` call; override any field. */
export function view(fields: Partial<ToolCallView> = {}): ToolCallView {
  return {
    sessionId: 's1',
    toolCallId: `call_${++counter}`,
    title: 'Read src/app.js',
    kind: 'read',
    status: 'completed',
    content: [],
    locations: [],
    meta: {},
    firstSeenAt: 1_000,
    updatedAt: 2_000,
    endedAt: 2_000,
    ...fields,
  };
}

/** A text content item. */
export const text = (value: string) => ({ type: 'content' as const, content: { type: 'text' as const, text: value } });

export function terminal(fields: Partial<TerminalView> & { terminalId: string }): TerminalView {
  return { sessionId: 's1', output: '', truncated: false, resets: 0, updatedAt: 0, ...fields };
}

export interface CardOptions {
  lang?: string;
  root?: string;
  expanded?: boolean;
  collapsed?: boolean;
  theme?: string;
  terminals?: Record<string, TerminalView | undefined>;
  expansionPolicy?: Record<string, 'expanded' | 'collapsed'>;
  icons?: Record<string, TemplateResult>;
  /** Inline style of the wrapper (e.g. a width). */
  style?: string;
}

/** Renders one card inside `<div lang=…>` and waits for it; returns the card. */
export async function card(toolCall: ToolCallView, options: CardOptions = {}): Promise<ToolCallCard> {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang=${options.lang ?? 'en'} style=${options.style ?? ''}>
    <tool-call-card
      .toolCall=${toolCall}
      .terminals=${options.terminals}
      .expansionPolicy=${options.expansionPolicy}
      .icons=${options.icons}
      .root=${options.root}
      ?expanded=${options.expanded ?? false}
      ?collapsed=${options.collapsed ?? false}
      .theme=${options.theme}
    ></tool-call-card>
  </div>`);
  const el = wrapper.querySelector('tool-call-card')!;
  await el.updateComplete;
  return el;
}

/** Sets a new `.toolCall` and waits for the render. */
export async function setCall(el: ToolCallCard, toolCall: ToolCallView): Promise<void> {
  el.toolCall = toolCall;
  await el.updateComplete;
}

// The shadow-tree helpers live in dom.ts; re-exported for the tests that import them with the card helpers.
export { $, $$, markup, part, partText, shadow, textOf } from './dom.js';
export const statusText = (el: Element) => partText(el, 'status');

export const body = (el: Element) => part(el, 'body');
export const toggle = (el: Element) => part<HTMLButtonElement>(el, 'toggle');

/** Clicks the disclosure button and waits for the render. */
export async function clickToggle(el: ToolCallCard): Promise<void> {
  toggle(el)!.click();
  await el.updateComplete;
}

// Kept here too for the tests that import it with the card helpers.
export { frames } from './time.js';

/** Replaces `navigator.clipboard` with a recorder for the duration of `body`. */
export async function withClipboard(run: (written: string[]) => Promise<void>): Promise<void> {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    value: {
      writeText: async (value: string) => {
        written.push(value);
      },
    },
    configurable: true,
  });
  try {
    await run(written);
  } finally {
    delete (navigator as unknown as Record<string, unknown>).clipboard;
  }
}
