// SPDX-License-Identifier: Apache-2.0
/**
 * The page side of bench/session-thread.bench.ts, bundled by esbuild with the elements from src/.
 * One synthetic session of 1,000 transcript entries (messages with markdown, tool calls, ends of
 * turns) drawn by `<session-thread>` and, on the same store, by `<tool-call-list>`:
 *   - firstRender(tag): a fresh element 800 px high gets the pre-filled store; the clock runs until
 *     its shadow root holds entries (cards for the list) and two frames passed.
 *   - stream(tag, ms): the element shows a session of 1,000 entries while a long markdown answer
 *     streams into it (24 characters every 8 ms) with a tool call updated every 50 ms; every
 *     frame's time from requestAnimationFrame.
 */
import '../../src/elements/session-thread/session-thread.js';
import '../../src/elements/tool-call-list/tool-call-list.js';
import { IncrementalMarkdown } from '../../src/markdown/incremental-markdown.js';
import type { ToolCallStore } from '../../src/state/index.js';
import { streamInto, threadSessionStore } from './thread-session.js';

export type Tag = 'session-thread' | 'tool-call-list';

const S = 'bench-session';
const stage = document.getElementById('stage')!;
const sessionStore = (entries: number) => threadSessionStore(S, entries);

function frame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

function mount(tag: Tag, store: ToolCallStore): HTMLElement {
  const el = document.createElement(tag) as HTMLElement & { store?: ToolCallStore };
  el.style.setProperty(tag === 'session-thread' ? '--session-thread-height' : '--tool-call-list-height', '800px');
  el.style.display = 'block';
  stage.replaceChildren(el);
  el.store = store;
  return el;
}

const drawn = (el: HTMLElement, tag: Tag) =>
  el.shadowRoot?.querySelectorAll(tag === 'session-thread' ? '[part~="entry"]' : 'tool-call-card').length ?? 0;

async function firstRender(tag: Tag): Promise<{ ms: number; drawn: number }> {
  const store = sessionStore(1000);
  stage.replaceChildren();
  await frame();
  const start = performance.now();
  const el = mount(tag, store);
  while (drawn(el, tag) === 0) await frame();
  await frame();
  await frame();
  return { ms: performance.now() - start, drawn: drawn(el, tag) };
}

async function stream(tag: Tag, ms: number): Promise<{ frames: number[]; drawn: number; markdownChars: number; answerChars: number }> {
  const store = sessionStore(1000);
  const el = mount(tag, store);
  while (drawn(el, tag) === 0) await frame();
  for (let i = 0; i < 10; i++) await frame();
  const chars = IncrementalMarkdown.characters;
  const live = streamInto(store, S);
  const frames: number[] = [];
  const end = performance.now() + ms;
  for (let t = await frame(); t < end; t = await frame()) frames.push(t);
  live.stop();
  return { frames, drawn: drawn(el, tag), markdownChars: IncrementalMarkdown.characters - chars, answerChars: live.streamed };
}

export interface SessionThreadBench {
  ready: boolean;
  firstRender: typeof firstRender;
  stream: typeof stream;
}

declare global {
  interface Window {
    sessionThreadBench: SessionThreadBench;
  }
}

window.sessionThreadBench = { ready: true, firstRender, stream };
