// SPDX-License-Identifier: Apache-2.0
// Stories are built from the recorded real-agent sessions in test/fixtures (imported as text).
import claudeAgentAcp from '../test/fixtures/claude-agent-acp-basic.jsonl?raw';
import claudeAgentAcpSubagent from '../test/fixtures/claude-agent-acp-subagent.jsonl?raw';
import claudeCodeAcp from '../test/fixtures/claude-code-acp-basic.jsonl?raw';
import codexAcp from '../test/fixtures/codex-acp-basic.jsonl?raw';
import { wallNow } from '../src/scheduling/clock.js';
import { createToolCallStore, type ToolCallStore } from '../src/state/index.js';

export const RECORDED_SESSIONS = {
  'claude-agent-acp': claudeAgentAcp,
  'claude-code-acp': claudeCodeAcp,
  'codex-acp': codexAcp,
  /** A subagent (the `Agent` tool) whose five calls nest under it. */
  'claude-agent-acp-subagent': claudeAgentAcpSubagent,
} as const;
export type RecordedSession = keyof typeof RECORDED_SESSIONS;

export interface TraceLine {
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

/**
 * When each line arrives on the clock the elements read: the trace's own spacing, its last line
 * just now. Raw `t_ms` (ms since the recording began) would make a call still running at `upTo`
 * look as if it started in 1970.
 */
export function arrivalTimes(lines: readonly TraceLine[]): (line: TraceLine) => number {
  const offset = wallNow() - (lines.at(-1)?.t_ms ?? 0);
  return (line) => offset + line.t_ms;
}

/** A store holding the first `upTo` messages of a recorded session (all by default), timed as recorded. */
export function storeFromRecording(name: RecordedSession, upTo = Infinity): ToolCallStore {
  const store = createToolCallStore();
  const lines = parseTrace(RECORDED_SESSIONS[name]).slice(0, upTo);
  const at = arrivalTimes(lines);
  lines.forEach((line) => store.dispatch(line.msg, { from: senderOf(line), receivedAt: at(line) }));
  return store;
}

export const senderOf = (line: TraceLine) => (line.dir === 'agent->client' ? 'agent' : 'client');
