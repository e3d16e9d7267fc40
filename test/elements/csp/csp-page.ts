// SPDX-License-Identifier: Apache-2.0
// The module of the strict-CSP page that csp.test.ts opens in an iframe: it loads the library there
// (each frame has its own custom element registry and Trusted Types enforcement) and offers
// functions that render every element from the recorded traces, and terminals with coloured output.
import './csp-violations.js';
import { html, render } from 'lit';
import '../../../src/define.js';
import { WORKER_THRESHOLD } from '../../../src/index.js';
import { createToolCallStore, selectPendingPermissions, selectSessions, selectToolCalls } from '../../../src/state/index.js';
import { loadTrace, replay, senderOf } from '../../helpers/traces.js';

/** A diff of `lines` lines, one changed line in fifty: over the worker threshold when large. */
function texts(lines: number): { oldText: string; newText: string } {
  const old = Array.from({ length: lines }, (_, i) => `const value${i} = compute(${i}, 'some padding');`);
  const changed = old.map((line, i) => (i % 50 === 7 ? line.replace('compute', 'recompute') : line));
  return { oldText: old.join('\n') + '\n', newText: changed.join('\n') + '\n' };
}

async function renderAll(container: HTMLElement): Promise<void> {
  const trace = await loadTrace('codex-acp-basic');
  const store = replay(trace);
  const [sessionId] = selectSessions(store.getState());
  // The trace up to its first permission request: that request is still pending there.
  const asking = createToolCallStore();
  const first = trace.findIndex((line) => line.msg.method === 'session/request_permission');
  for (const line of trace.slice(0, first + 1)) asking.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
  const [request] = selectPendingPermissions(asking.getState(), sessionId);
  const calls = selectToolCalls(store.getState(), sessionId);
  const edit = calls.find((call) => call.content.some((item) => (item as { type?: string }).type === 'diff')) ?? calls[0];
  const small = texts(20);
  const large = texts(3000);
  if (large.oldText.length + large.newText.length <= WORKER_THRESHOLD) throw new Error('the large diff would not reach the worker');
  render(
    html`<diff-view class="small" path="/src/small.ts" .oldText=${small.oldText} .newText=${small.newText}></diff-view>
      <diff-view class="large" path="/src/large.ts" .oldText=${large.oldText} .newText=${large.newText}></diff-view>
      <tool-call-card .toolCall=${edit} expanded></tool-call-card>
      <tool-call-list .store=${store}></tool-call-list>
      <permission-prompt .request=${request} .toolCall=${calls.find((call) => call.toolCallId === request?.toolCallId)} no-autofocus>
      </permission-prompt>
      <location-follower .store=${store}></location-follower>
      <connection-status></connection-status>
      <session-thread .store=${store}></session-thread>`,
    container,
  );
}

/**
 * Output in 16-colour foreground and background, bold, dim and 24-bit colour: each reaches xterm's
 * DOM renderer by another path (its generated class rules, or colours it sets on a cell).
 */
const COLOURED_OUTPUT =
  'plain \u001b[31mred\u001b[0m \u001b[41mon-red\u001b[0m \u001b[1;32mbold\u001b[0m \u001b[2mdim\u001b[0m ' +
  '\u001b[38;2;10;120;200mtruecolour\u001b[0m \u001b[48;2;200;30;40mon-truecolour\u001b[0m\n$ done\n';

/** A light and a dark `<terminal-view>` with coloured output. */
function renderTerminals(container: HTMLElement): void {
  render(
    html`<terminal-view class="light" theme="light" .text=${COLOURED_OUTPUT}></terminal-view>
      <terminal-view class="dark" theme="dark" .text=${COLOURED_OUTPUT}></terminal-view>`,
    container,
  );
}

(window as unknown as { cspPage: { renderAll: typeof renderAll; renderTerminals: typeof renderTerminals } }).cspPage = {
  renderAll,
  renderTerminals,
};
