// SPDX-License-Identifier: Apache-2.0
// The recorded session every example replays: a real agent's ACP traffic (test/fixtures'
// claude-code-acp-basic trace), one JSON-RPC message per line, as it crossed the wire in both
// directions. Package-free on purpose: each example resolves its own copy of tool-call-elements.
import trace from './trace.jsonl?raw';

export interface Recorded {
  message: { method?: string };
  from: 'agent' | 'client';
  receivedAt: number;
}

interface TraceLine {
  t_ms: number;
  dir: 'agent->client' | 'client->agent';
  msg: { method?: string };
}

const lines = trace
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as TraceLine);
// Replayed as if it had just happened, so elapsed times read like a live session's.
const start = Date.now() - lines[lines.length - 1]!.t_ms;

/** Every message of the recording, in order, with what `store.dispatch` takes as options. */
export const recording: Recorded[] = lines.map((line) => ({
  message: line.msg,
  from: line.dir === 'agent->client' ? 'agent' : 'client',
  receivedAt: start + line.t_ms,
}));

/** The recording up to its first permission request: the agent waits there for the user's answer. */
export const untilFirstPermission: Recorded[] = recording.slice(
  0,
  recording.findIndex((line) => line.message.method === 'session/request_permission') + 1,
);

/** What a `permission-respond` event carries (the fields an answer needs). */
export interface Answer {
  requestId: string | number;
  outcome: { outcome: 'selected'; optionId: string } | { outcome: 'cancelled' };
}

/**
 * The client's JSON-RPC response to the agent's request. A real host sends it over its connection
 * (`connectAcp` does) and feeds it to the store; a replay only feeds it to the store, which marks the
 * request answered and takes the prompt away.
 */
export function responseTo(answer: Answer): { jsonrpc: '2.0'; id: string | number; result: { outcome: Answer['outcome'] } } {
  return { jsonrpc: '2.0', id: answer.requestId, result: { outcome: answer.outcome } };
}

/** A short label of an answer: the option's id, or `cancelled`. */
export function labelOf(answer: Answer): string {
  return answer.outcome.outcome === 'selected' ? answer.outcome.optionId : 'cancelled';
}

/** `path:line` of a `location-open` event's detail. */
export function locationOf(location: { path: string; line?: number }): string {
  return location.line === undefined ? location.path : `${location.path}:${location.line}`;
}
