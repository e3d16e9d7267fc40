// SPDX-License-Identifier: Apache-2.0
/**
 * The invariants of the schema-driven property test, shared by the test
 * (test/state/schema-property.node.ts) and its long run (bench/schema-property.bench.ts): a
 * connection's messages fold without a throw and without a FeedError, and the state agrees with
 * the independent model (model.ts) on every tool call, the transcript and what waits for an answer.
 */
import {
  createInitialState,
  reduceMessage,
  selectErrors,
  selectPendingElicitations,
  selectPendingPermissions,
  selectToolCalls,
  selectTranscript,
  type MessageEntry,
  type ToolCallState,
  type ToolCallView,
} from '../../../src/state/index.js';
import { ConnectionModel, requestKeyOf, type ModelCall, type ModelSession } from './model.js';
import type { WireMessage } from './sessions.js';

/** Folds `messages` (message i arrives at `1000 + i`), reporting a throw as a problem instead of stopping. */
export function foldMessages(
  messages: readonly WireMessage[],
  problems: string[],
  state: ToolCallState = createInitialState(),
): ToolCallState {
  let next = state;
  messages.forEach((message, i) => {
    try {
      next = reduceMessage(next, message.msg, { from: message.from, receivedAt: 1000 + i });
    } catch (error) {
      problems.push(`message ${i} (${message.kind} ${message.method}) threw: ${(error as Error).message}`);
    }
  });
  return next;
}

/** The model of `messages`. */
export function modelOf(messages: readonly WireMessage[]): ConnectionModel {
  const model = new ConnectionModel();
  for (const message of messages) model.apply(message);
  return model;
}

const json = (value: unknown) => JSON.stringify(value);

function compareCall(where: string, view: ToolCallView | undefined, call: ModelCall, problems: string[]): void {
  if (!view) return void problems.push(`${where}: missing from the state`);
  const expected: Record<string, unknown> = {
    title: call.title,
    name: call.name,
    kind: call.kind,
    status: call.status,
    content: call.content,
    locations: call.locations,
    rawInput: call.rawInput,
    rawOutput: call.rawOutput,
    meta: call.meta,
    parentToolCallId: call.parentToolCallId,
    permission: call.permission && { requestId: call.permission.requestId, outcome: call.permission.outcome },
  };
  const actual: Record<string, unknown> = {
    ...view,
    permission: view.permission && { requestId: view.permission.requestId, outcome: view.permission.outcome },
  };
  for (const [field, value] of Object.entries(expected)) {
    if (json(actual[field]) !== json(value))
      problems.push(`${where}.${field}: state ${json(actual[field])?.slice(0, 160)}, model ${json(value)?.slice(0, 160)}`);
  }
}

function compareTranscript(sessionId: string, state: ToolCallState, session: ModelSession, problems: string[]): void {
  const entries = selectTranscript(state, sessionId);
  const where = `session ${json(sessionId)} transcript`;
  const kinds = (list: { type: string }[]) => list.map((entry) => entry.type).join(' ');
  if (entries.length !== session.transcript.length) {
    problems.push(
      `${where}: ${entries.length} entries, model ${session.transcript.length}\n  state ${kinds(entries)}\n  model ${kinds(session.transcript)}`,
    );
    return;
  }
  session.transcript.forEach((expected, i) => {
    const entry = entries[i];
    if (entry.type !== expected.type) return void problems.push(`${where}[${i}]: ${entry.type}, model ${expected.type}`);
    if (entry.type === 'tool_call' && entry.toolCallId !== expected.toolCallId) {
      problems.push(`${where}[${i}]: call ${json(entry.toolCallId)}, model ${json(expected.toolCallId)}`);
    }
    if (entry.type === 'compaction' && entry.compactionId !== expected.compactionId) {
      problems.push(`${where}[${i}]: compaction ${json(entry.compactionId)}, model ${json(expected.compactionId)}`);
    }
    if (expected.text !== undefined && (entry as MessageEntry).text !== expected.text) {
      problems.push(`${where}[${i}] text: ${json((entry as MessageEntry).text).slice(0, 80)}, model ${json(expected.text).slice(0, 80)}`);
    }
  });
}

/** What differs between the folded `state` and the `model`; empty when they agree. */
export function compareWithModel(state: ToolCallState, model: ConnectionModel, problems: string[]): void {
  const expectedErrors = [...model.expectedErrors];
  for (const error of selectErrors(state)) {
    const expected = expectedErrors.findIndex(({ seq, reason }) => seq === error.seq && error.reason.startsWith(reason));
    if (expected >= 0) expectedErrors.splice(expected, 1);
    else problems.push(`FeedError at message ${error.seq} (${error.method ?? '?'}): ${error.reason}`);
  }
  for (const { seq, reason } of expectedErrors) problems.push(`message ${seq}: expected the documented report "${reason}…"`);
  for (const [sessionId, session] of model.sessions) {
    const views = new Map(selectToolCalls(state, sessionId).map((view) => [view.toolCallId, view]));
    if (views.size !== session.calls.size) problems.push(`session ${json(sessionId)}: ${views.size} calls, model ${session.calls.size}`);
    for (const [toolCallId, call] of session.calls) compareCall(`call ${json(toolCallId)}`, views.get(toolCallId), call, problems);
    compareTranscript(sessionId, state, session, problems);
    const pending = selectPendingPermissions(state, sessionId)
      .map((view) => `${requestKeyOf('agent', view.requestId)}${view.cancelRequested ? ' cancelling' : ''}`)
      .sort();
    const expected = [...session.permissions].map(([key, { cancelRequested }]) => `${key}${cancelRequested ? ' cancelling' : ''}`).sort();
    if (json(pending) !== json(expected))
      problems.push(`session ${json(sessionId)} pending permissions: state ${json(pending)}, model ${json(expected)}`);
  }
  const pendingElicitations = selectPendingElicitations(state).map((view) => requestKeyOf('agent', view.requestId));
  const expectedElicitations = [...model.elicitations].filter(([, e]) => !e.answered).map(([key]) => key);
  if (json(pendingElicitations) !== json(expectedElicitations)) {
    problems.push(`pending elicitations: state ${json(pendingElicitations)}, model ${json(expectedElicitations)}`);
  }
}

/** Folds `messages` and checks every invariant: the problems found, at most `limit` of them. */
export function checkConnection(messages: readonly WireMessage[], limit = 20): string[] {
  const problems: string[] = [];
  const state = foldMessages(messages, problems);
  compareWithModel(state, modelOf(messages), problems);
  return problems.slice(0, limit);
}
