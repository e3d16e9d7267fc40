// SPDX-License-Identifier: Apache-2.0
// Builders for subagent (nested call) tests: session/update messages and the store they fold into.
import { createToolCallStore, type ToolCallStore } from '../../src/state/index.js';
import { loadTrace, replay, SUBAGENT_TRACE, type TraceLine } from './traces.js';
import { session } from './wire.js';

export const S = 's1';

export const { update } = session(S);

/** A `tool_call` of `id`, started by `parent` when given (claude-agent-acp's marker). */
export function call(id: string, parent?: string, fields: Record<string, unknown> = {}) {
  const meta = parent ? { _meta: { claudeCode: { toolName: 'Read', parentToolUseId: parent } } } : {};
  return update({
    sessionUpdate: 'tool_call',
    toolCallId: id,
    title: `Call ${id}`,
    kind: 'read',
    status: 'in_progress',
    ...meta,
    ...fields,
  });
}

export const end = (id: string, status = 'completed') => update({ sessionUpdate: 'tool_call_update', toolCallId: id, status });

export function storeOf(...messages: unknown[]): ToolCallStore {
  const store = createToolCallStore();
  messages.forEach((message, i) => store.dispatch(message, { from: 'agent', receivedAt: 1_000 + i * 100 }));
  return store;
}

/** The recorded subagent trace: its session, the `Agent` call and the five calls its subagent made, in order. */
export const SUBAGENT = {
  sessionId: 'ad04b047-e388-443c-af25-673ebd9db645',
  parent: 'toolu_01bABvYY72AYpQ9hlwxCnFxz',
  children: [
    'toolu_01yi990yyxc5QKjcWrX3G6DY',
    'toolu_01RVw6hSWcgRNBALFpRA6fKA',
    'toolu_014DqMysQPVUzeHErOiGA5fj',
    'toolu_01sYo6YbIi0asNTKO3pWNCkq',
    'toolu_01UxfONPNSozL64UZ0jZiUBy',
  ],
  /** Top-level calls: the Agent call, then the main agent's own Read and Edit. */
  topLevel: ['toolu_01bABvYY72AYpQ9hlwxCnFxz', 'toolu_01ObDtCyEQIBmHWhxmUDeLr9', 'toolu_01hGzDkuJ8gDyU1OmzmYyOX8'],
  /** The child's `session/request_permission` (seq 25) and the Agent call's completion (seq 30). */
  permissionSeq: 25,
  parentEndSeq: 30,
};

/** The subagent trace folded up to and including `lastSeq` (all of it by default). */
export async function subagentStore(lastSeq = Infinity): Promise<{ store: ToolCallStore; lines: TraceLine[] }> {
  const lines = await loadTrace(SUBAGENT_TRACE);
  return { store: replay(lines.filter((line) => line.seq <= lastSeq)), lines };
}
