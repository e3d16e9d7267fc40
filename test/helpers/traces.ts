// SPDX-License-Identifier: Apache-2.0
// Loads the recorded real-agent traces (test/fixtures/*.jsonl) in the browser under test.
import { createToolCallStore, type Sender, type ToolCallStore } from '../../src/state/index.js';

export interface TraceLine {
  seq: number;
  ts: string;
  t_ms: number;
  dir: 'agent->client' | 'client->agent';
  msg: Record<string, unknown>;
}

export const TRACE_NAMES = ['claude-agent-acp-basic', 'claude-code-acp-basic', 'codex-acp-basic'] as const;
/** A subagent's calls nested under the `Agent` call that started them; not in TRACE_NAMES, whose tests expect the three basic sessions. */
export const SUBAGENT_TRACE = 'claude-agent-acp-subagent';
export type TraceName = (typeof TRACE_NAMES)[number];

export async function loadTrace(name: TraceName | typeof SUBAGENT_TRACE): Promise<TraceLine[]> {
  const response = await fetch(new URL(`../fixtures/${name}.jsonl`, import.meta.url));
  if (!response.ok) throw new Error(`fixture ${name}: HTTP ${response.status}`);
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TraceLine);
}

export function senderOf(line: TraceLine): Sender {
  return line.dir === 'agent->client' ? 'agent' : 'client';
}

/** Folds a whole trace into a fresh store, stamping each message with its recorded time. */
export function replay(lines: TraceLine[], store: ToolCallStore = createToolCallStore()): ToolCallStore {
  for (const line of lines) store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
  return store;
}
