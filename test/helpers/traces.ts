// SPDX-License-Identifier: Apache-2.0
// Loads the recorded real-agent traces (test/fixtures/*.jsonl) in the browser under test.
import { createToolCallStore, type Sender, type ToolCallStore } from '../../src/state/index.js';

export interface TraceLine {
  seq: number;
  t_ms: number;
  dir: 'agent->client' | 'client->agent';
  msg: Record<string, unknown>;
}

export const TRACE_NAMES = ['claude-agent-acp-basic', 'claude-code-acp-basic', 'codex-acp-basic'] as const;
export type TraceName = (typeof TRACE_NAMES)[number];

export async function loadTrace(name: TraceName): Promise<TraceLine[]> {
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
