// SPDX-License-Identifier: Apache-2.0
// Shared by the adapter tests: fixtures, folding adapter output into a real store, and the final
// tool calls every provider fixture describes (the same four tools, results and errors).
import { expect } from '@open-wc/testing';
import type { AcpMessage, StreamAdapter } from '../../src/adapters/index.js';
import {
  createToolCallStore,
  selectErrors,
  selectPendingPermissions,
  selectToolCalls,
  selectTranscript,
  type ToolCallStore,
  type ToolCallView,
} from '../../src/state/index.js';

export const SESSION = 'sess-adapters';

export async function loadFixtureText(name: string): Promise<string> {
  const response = await fetch(new URL(`../fixtures/adapters/${name}`, import.meta.url));
  if (!response.ok) throw new Error(`fixture ${name}: HTTP ${response.status}`);
  return response.text();
}

export async function loadJsonl<T = Record<string, unknown>>(name: string): Promise<T[]> {
  const text = await loadFixtureText(name);
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export async function loadJson<T>(name: string): Promise<T> {
  return JSON.parse(await loadFixtureText(name)) as T;
}

/** Deterministic ids: `gen-1`, `gen-2`, … */
export function counterIds(prefix = 'gen'): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

/** Pushes every input, then ends; returns every message in order. */
export function drive<T>(adapter: StreamAdapter<T>, inputs: readonly T[]): AcpMessage[] {
  const out: AcpMessage[] = [];
  for (const input of inputs) out.push(...adapter.push(input));
  out.push(...adapter.end());
  return out;
}

/**
 * Folds messages into a fresh store (as the agent's), with increasing times, and checks the
 * store accepted every one of them: no FeedError.
 */
export function fold(messages: readonly unknown[], store: ToolCallStore = createToolCallStore()): ToolCallStore {
  let time = 1_000;
  for (const message of messages) store.dispatch(message, { from: 'agent', receivedAt: (time += 10) });
  expect(selectErrors(store.getState()), 'the store rejected adapter output').to.deep.equal([]);
  return store;
}

export function calls(store: ToolCallStore, sessionId = SESSION): ToolCallView[] {
  return selectToolCalls(store.getState(), sessionId);
}

export function pending(store: ToolCallStore, sessionId = SESSION) {
  return selectPendingPermissions(store.getState(), sessionId);
}

/** The text of every message / thought entry of the transcript, by type. */
export function transcriptText(store: ToolCallStore, type: 'agent_message' | 'agent_thought', sessionId = SESSION): string[] {
  return selectTranscript(store.getState(), sessionId)
    .filter((entry) => entry.type === type)
    .map((entry) => ('text' in entry ? entry.text : ''));
}

/** The text of each content item of a call (`content` blocks of type text). */
export function contentTexts(view: ToolCallView | undefined): string[] {
  return (view?.content ?? []).map((item) => {
    const block = (item as { content?: { type?: string; text?: string } }).content;
    return block?.type === 'text' ? (block.text ?? '') : `<${block?.type ?? item.type}>`;
  });
}

/** The parts of a view a test compares (times and ids left out). */
export function summary(view: ToolCallView | undefined) {
  if (!view) return undefined;
  return { title: view.title, kind: view.kind, status: view.status, name: view.name, rawInput: view.rawInput, content: contentTexts(view) };
}

/** The tool-call updates of `messages` as their `update` objects. */
export function updates(messages: readonly AcpMessage[]): Array<Record<string, unknown>> {
  return messages.flatMap((message) => (message.method === 'session/update' ? [message.params.update] : []));
}

// The four calls every provider fixture makes (written from the fixtures' arguments and results).
export const ARGS = {
  getTime: '{"offset_ms": -86400000}',
  read: '{"path": "docs/日本語/説明.md", "note": "naïve ✓ 😀 \\"quoted\\""}',
  run: '{"command": "npm test -- --grep \\"date\\"", "timeout_ms": 120000}',
};

export const EXPECTED = {
  getTime: {
    title: 'Get time',
    kind: 'read',
    status: 'completed',
    name: 'getTime',
    rawInput: { offset_ms: -86400000 },
    content: ['1684713600000'],
  },
  readFile: {
    title: 'Read docs/日本語/説明.md',
    kind: 'read',
    status: 'completed',
    name: 'read_file',
    rawInput: { path: 'docs/日本語/説明.md', note: 'naïve ✓ 😀 "quoted"' },
    content: ['# 説明\n\nThis file explains the *date* helpers.'],
  },
  listTabs: {
    title: 'List open tabs',
    kind: 'read',
    status: 'failed',
    name: 'list_open_tabs',
    rawInput: {},
    content: ['Permission denied: the tab list is not available in this window.'],
  },
  runCommand: {
    title: 'npm test -- --grep "date"',
    kind: 'execute',
    status: 'completed',
    name: 'run_command',
    rawInput: { command: 'npm test -- --grep "date"', timeout_ms: 120000 },
    content: ['  date helpers\n    ✓ yesterday (3 ms)\n\n  1 passing'],
  },
};

/** Every split of `text` into two pieces (a boundary at each position, both ends included). */
export function* twoPieceSplits(text: string): Generator<[string, string]> {
  for (let at = 0; at <= text.length; at++) yield [text.slice(0, at), text.slice(at)];
}

/**
 * Replaces the argument fragments of one call in a recorded stream with new fragments:
 * `isFragment` finds the recorded ones, `make(template, text)` builds a new event from the first.
 */
export function restream<T>(
  lines: readonly T[],
  isFragment: (line: T) => boolean,
  make: (template: T, text: string) => T,
  pieces: readonly string[],
): T[] {
  const first = lines.findIndex(isFragment);
  if (first < 0) throw new Error('no fragment to replace');
  const template = lines[first]!;
  const rest = lines.filter((line, index) => index < first || !isFragment(line));
  return [...rest.slice(0, first), ...pieces.map((piece) => make(template, piece)), ...rest.slice(first)];
}

/**
 * Checks that every intermediate rawInput of a call was a "best current value" of the final one:
 * each string member is a prefix of the final member, each other member equal to it.
 */
export function expectPrefixesOf(messages: readonly AcpMessage[], toolCallId: string, final: Record<string, unknown>): void {
  for (const update of updates(messages)) {
    if (update.toolCallId !== toolCallId || !('rawInput' in update)) continue;
    const value = update.rawInput as Record<string, unknown>;
    if (typeof value === 'string') continue; // a malformed call keeps its raw text
    for (const [key, member] of Object.entries(value)) {
      const expected = final[key];
      if (typeof member === 'string' && typeof expected === 'string') {
        expect(expected.startsWith(member), `${key}: "${member}" is not a prefix of "${expected}"`).to.equal(true);
      } else if (typeof member === 'number' && typeof expected === 'number') {
        // A number so far (-8640 on the way to -86400000) has the same sign and no more digits.
        expect(String(expected).startsWith(String(member)), `${key}: ${member} on the way to ${expected}`).to.equal(true);
      } else {
        expect(member, key).to.deep.equal(expected);
      }
    }
  }
}
