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
import { createToolCallStore, type ToolCallStore } from '../../src/state/index.js';
import { prompt, session, turnEnd } from '../../test/helpers/wire.js';

export type Tag = 'session-thread' | 'tool-call-list';

const S = 'bench-session';
const stage = document.getElementById('stage')!;
const { update } = session(S);

const PARAGRAPH =
  'The function `greet()` builds its greeting by **concatenating** strings, so a missing name prints *undefined*; ' +
  'a [template literal](https://developer.mozilla.org/) with a default fixes it.';
const ANSWER = Array.from({ length: 40 }, (_, i) =>
  i % 5 === 4 ? '```ts\nexport function greet(name = "world") {\n  return `Hello, ${name}!`;\n}\n```' : `${i}. ${PARAGRAPH}`,
).join('\n\n');

/** 1,000 entries: per turn a prompt, 2 messages, 3 tool calls (two reads grouped, one edit) and the turn's end. */
function sessionStore(entries: number): ToolCallStore {
  const store = createToolCallStore();
  let at = 0;
  let id = 0;
  const send = (msg: unknown, from: 'agent' | 'client' = 'agent') => store.dispatch(msg, { from, receivedAt: (at += 5) });
  for (let turn = 0, count = 0; count < entries; turn++, count += 8) {
    send(prompt(++id, S, `Step ${turn}`), 'client');
    send(update({ sessionUpdate: 'agent_message_chunk', messageId: `a${turn}`, content: { type: 'text', text: PARAGRAPH } }));
    for (const [k, kind] of ['read', 'read', 'edit'].entries()) {
      send(
        update({
          sessionUpdate: 'tool_call',
          toolCallId: `t${turn}-${k}`,
          kind,
          title: `${kind} src/file-${turn}.ts`,
          status: 'completed',
        }),
      );
    }
    send(
      update({
        sessionUpdate: 'agent_message_chunk',
        messageId: `b${turn}`,
        content: { type: 'text', text: `Done with **step ${turn}**.` },
      }),
    );
    send(turnEnd(id));
  }
  return store;
}

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
  store.dispatch(prompt(99_999, S, 'Explain'), { from: 'client' });
  const chars = IncrementalMarkdown.characters;
  let offset = 0;
  let calls = 0;
  let streamed = 0;
  const text = setInterval(() => {
    store.dispatch(
      update({
        sessionUpdate: 'agent_message_chunk',
        messageId: 'live',
        content: { type: 'text', text: ANSWER.slice(offset, offset + 24) },
      }),
      {
        from: 'agent',
      },
    );
    offset = (offset + 24) % ANSWER.length;
    streamed += 24;
  }, 8);
  const tools = setInterval(() => {
    const status = calls % 2 ? 'completed' : 'in_progress';
    store.dispatch(
      update({ sessionUpdate: 'tool_call', toolCallId: `live-${Math.floor(calls / 2)}`, kind: 'execute', title: 'npm test', status }),
      {
        from: 'agent',
      },
    );
    calls++;
  }, 50);
  const frames: number[] = [];
  const end = performance.now() + ms;
  for (let t = await frame(); t < end; t = await frame()) frames.push(t);
  clearInterval(text);
  clearInterval(tools);
  return { frames, drawn: drawn(el, tag), markdownChars: IncrementalMarkdown.characters - chars, answerChars: streamed };
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
