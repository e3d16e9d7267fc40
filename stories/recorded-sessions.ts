// SPDX-License-Identifier: Apache-2.0
// Stories are built from the recorded real-agent sessions in test/fixtures (imported as text).
import claudeAgentAcp from '../test/fixtures/claude-agent-acp-basic.jsonl?raw';
import claudeAgentAcpSubagent from '../test/fixtures/claude-agent-acp-subagent.jsonl?raw';
import claudeCodeAcp from '../test/fixtures/claude-code-acp-basic.jsonl?raw';
import codexAcp from '../test/fixtures/codex-acp-basic.jsonl?raw';
import { createToolCallStore, type ToolCallStore } from '../src/state/index.js';

export const RECORDED_SESSIONS = {
  'claude-agent-acp': claudeAgentAcp,
  'claude-code-acp': claudeCodeAcp,
  'codex-acp': codexAcp,
  /** A subagent (the `Agent` tool) whose five calls nest under it. */
  'claude-agent-acp-subagent': claudeAgentAcpSubagent,
} as const;
export type RecordedSession = keyof typeof RECORDED_SESSIONS;

interface TraceLine {
  t_ms: number;
  dir: string;
  msg: unknown;
}

export function parseTrace(text: string): TraceLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TraceLine);
}

/** A store holding the first `upTo` messages of a recorded session (all by default). */
export function storeFromRecording(name: RecordedSession, upTo = Infinity): ToolCallStore {
  const store = createToolCallStore();
  parseTrace(RECORDED_SESSIONS[name])
    .slice(0, upTo)
    .forEach((line) => store.dispatch(line.msg, { from: line.dir === 'agent->client' ? 'agent' : 'client', receivedAt: line.t_ms }));
  return store;
}
