// SPDX-License-Identifier: Apache-2.0
// Every element on one page, fed from the recording: the examples test serves this page with a
// strict Content-Security-Policy and Trusted Types, and expects no violation.
import 'tool-call-elements/define.js';
import {
  createToolCallStore,
  selectPendingPermissions,
  selectSessions,
  selectTerminal,
  selectToolCalls,
  type PlanEntry,
  type ToolCallStore,
} from 'tool-call-elements/state';
import { recording, untilFirstPermission, type Recorded } from '../../shared/recording';

function replay(messages: Recorded[]): ToolCallStore {
  const store = createToolCallStore();
  for (const { message, from, receivedAt } of messages) store.dispatch(message, { from, receivedAt });
  return store;
}

const store = replay(recording);
const state = store.getState();
const [sessionId = ''] = selectSessions(state);
const calls = selectToolCalls(state, sessionId);
const edit = calls.find((call) => call.content.some((item) => item.type === 'diff'))!;
const run = calls.find((call) => call.content.some((item) => item.type === 'terminal'))!;
const [terminalId = ''] = run.content.flatMap((item) =>
  item.type === 'terminal' && 'terminalId' in item ? [String(item.terminalId)] : [],
);
// The session as it was while the agent waited for its first answer.
const [request] = selectPendingPermissions(replay(untilFirstPermission).getState(), sessionId);

const $ = <K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] => document.querySelector(tag)!;
$('location-follower').store = store;
$('permission-prompt').request = request;
$('permission-prompt').toolCall = calls.find((call) => call.toolCallId === request?.toolCallId);
$('diff-view').diff = edit.content.find((item) => item.type === 'diff');
$('terminal-view').terminal = selectTerminal(state, sessionId, terminalId);
$('tool-call-card').toolCall = edit;
$('tool-call-list').store = store;
// The whole session: its transcript (cards inline) and its title, modes and usage.
$('session-thread').store = store;
$('session-thread').sessionId = sessionId;
// Sizes through the CSSOM: a strict CSP refuses `style` attributes, not this.
$('session-thread').style.setProperty('--session-thread-height', '320px');
$('session-status').store = store;
$('session-status').sessionId = sessionId;
// The recording sends no plan: the page makes one from its calls, to show <plan-view>'s `.plan` form.
const statusOf = (status: string): PlanEntry['status'] =>
  status === 'completed' || status === 'failed' ? 'completed' : status === 'in_progress' ? 'in_progress' : 'pending';
$('plan-view').plan = calls.slice(0, 5).map((call) => ({ content: call.title, status: statusOf(call.status), priority: 'medium' }));
