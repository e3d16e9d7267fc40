// SPDX-License-Identifier: Apache-2.0
/** ACP messages as the benchmarks' synthetic sessions send them, and the real agents' option sets. */

type Json = Record<string, unknown>;

/** A `session/update` notification. */
export function sessionUpdateMessage(sessionId: string, update: Json): Json {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update } };
}

/** A `tool_call_update` notification. */
export function toolCallUpdateMessage(sessionId: string, toolCallId: string, fields: Json): Json {
  return sessionUpdateMessage(sessionId, { sessionUpdate: 'tool_call_update', toolCallId, ...fields });
}

/** codex-acp's permission options (test/fixtures/codex-acp-basic.jsonl). */
export const CODEX_OPTIONS = [
  { optionId: 'approved', name: 'Yes', kind: 'allow_once' },
  { optionId: 'approved-for-session', name: "Yes, and don't ask again", kind: 'allow_always' },
  { optionId: 'abort', name: 'No, and tell Codex what to do differently', kind: 'reject_once' },
];

/** claude-agent-acp's permission options (test/fixtures/claude-agent-acp-basic.jsonl). */
export const CLAUDE_OPTIONS = [
  { kind: 'allow_always', name: 'Always Allow', optionId: 'allow_always' },
  { kind: 'allow_once', name: 'Allow', optionId: 'allow' },
  { kind: 'reject_once', name: 'Reject', optionId: 'reject' },
];
