// SPDX-License-Identifier: Apache-2.0
/**
 * A `<session-thread>` workload shared by the bench pages: a session of N transcript entries (per
 * turn a prompt, two messages with markdown, three tool calls, the turn's end), and a live stream
 * into it (a long markdown answer, 24 characters every 8 ms, and a tool call updated every 50 ms).
 */
import { createToolCallStore, type ToolCallStore } from '../../src/state/index.js';
import { prompt, session, turnEnd } from '../../test/helpers/wire.js';

const PARAGRAPH =
  'The function `greet()` builds its greeting by **concatenating** strings, so a missing name prints *undefined*; ' +
  'a [template literal](https://developer.mozilla.org/) with a default fixes it.';
export const ANSWER = Array.from({ length: 40 }, (_, i) =>
  i % 5 === 4 ? '```ts\nexport function greet(name = "world") {\n  return `Hello, ${name}!`;\n}\n```' : `${i}. ${PARAGRAPH}`,
).join('\n\n');

/** A store holding one session of about `entries` transcript entries, all ended. */
export function threadSessionStore(sessionId: string, entries: number): ToolCallStore {
  const { update } = session(sessionId);
  const store = createToolCallStore();
  let at = 0;
  let id = 0;
  const send = (msg: unknown, from: 'agent' | 'client' = 'agent') => store.dispatch(msg, { from, receivedAt: (at += 5) });
  for (let turn = 0, count = 0; count < entries; turn++, count += 8) {
    send(prompt(++id, sessionId, `Step ${turn}`), 'client');
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

export interface LiveStream {
  /** Characters of the answer streamed so far. */
  readonly streamed: number;
  stop(): void;
}

/** Starts a turn in `sessionId` and streams an answer and tool calls into it until `stop()`. */
export function streamInto(store: ToolCallStore, sessionId: string): LiveStream {
  const { update } = session(sessionId);
  store.dispatch(prompt(99_999, sessionId, 'Explain'), { from: 'client' });
  let offset = 0;
  let calls = 0;
  let streamed = 0;
  const text = setInterval(() => {
    const content = { type: 'text', text: ANSWER.slice(offset, offset + 24) };
    store.dispatch(update({ sessionUpdate: 'agent_message_chunk', messageId: 'live', content }), { from: 'agent' });
    offset = (offset + 24) % ANSWER.length;
    streamed += 24;
  }, 8);
  const tools = setInterval(() => {
    const status = calls % 2 ? 'completed' : 'in_progress';
    const toolCallId = `live-${Math.floor(calls / 2)}`;
    store.dispatch(update({ sessionUpdate: 'tool_call', toolCallId, kind: 'execute', title: 'npm test', status }), { from: 'agent' });
    calls++;
  }, 50);
  return {
    get streamed() {
      return streamed;
    },
    stop() {
      clearInterval(text);
      clearInterval(tools);
    },
  };
}
