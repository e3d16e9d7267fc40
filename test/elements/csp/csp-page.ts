// SPDX-License-Identifier: Apache-2.0
// The module of the strict-CSP page that csp.test.ts opens in an iframe: it loads the library there
// (each frame has its own custom element registry and Trusted Types enforcement) and offers
// functions that render every element from the recorded traces, and terminals with coloured output.
import './csp-violations.js';
import { html, render } from 'lit';
import '../../../src/define.js';
import { trackChanges } from '../../../src/changes/index.js';
import { WORKER_THRESHOLD } from '../../../src/index.js';
import { createToolCallStore, selectPendingPermissions, selectSessions, selectToolCalls } from '../../../src/state/index.js';
import { colouredOutput, TRUECOLOUR } from './terminal-output.js';
import { loadTrace, replay, senderOf, type TraceLine } from '../../helpers/traces.js';

/** A diff of `lines` lines, one changed line in fifty: over the worker threshold when large. */
function texts(lines: number): { oldText: string; newText: string } {
  const old = Array.from({ length: lines }, (_, i) => `const value${i} = compute(${i}, 'some padding');`);
  const changed = old.map((line, i) => (i % 50 === 7 ? line.replace('compute', 'recompute') : line));
  return { oldText: old.join('\n') + '\n', newText: changed.join('\n') + '\n' };
}

/**
 * Renders the elements from `trace`, the codex recording by default (fetched; a page whose policy
 * forbids fetching, like VS Code's, is handed it as an extension would post it).
 */
async function renderAll(container: HTMLElement, given?: TraceLine[]): Promise<void> {
  const trace = given ?? (await loadTrace('codex-acp-basic'));
  const store = createToolCallStore();
  const changes = trackChanges(store, { target: null });
  replay(trace, store);
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
      <plan-view .store=${store} session-id=${sessionId}></plan-view>
      <session-status .store=${store} session-id=${sessionId}></session-status>
      <session-thread .store=${store}></session-thread>
      <elicitation-form .request=${ELICITATION} .opener=${() => undefined}></elicitation-form>
      <prompt-input .store=${store} session-id=${sessionId}></prompt-input>
      <session-list .store=${store} session-id=${sessionId}></session-list>
      <agent-sign-in always .store=${store}></agent-sign-in>
      <change-review .changes=${changes} session-id=${sessionId} open></change-review>`,
    container,
  );
}

/** A form with every kind of field, under the strict CSP. */
const ELICITATION = {
  requestId: 'csp-elicitation',
  mode: 'form',
  message: 'Which test command should I run?',
  requestedSchema: {
    type: 'object',
    properties: {
      command: { type: 'string', oneOf: [{ const: 'npm test', title: 'All tests' }] },
      retries: { type: 'integer', minimum: 0 },
      verbose: { type: 'boolean' },
      tags: { type: 'array', items: { enum: ['fast', 'slow'] } },
      when: { type: 'string', format: 'date-time' },
    },
  },
};

/** A light and a dark `<terminal-view>` with coloured output. */
function renderTerminals(container: HTMLElement): void {
  render(
    html`<terminal-view class="light" theme="light" .text=${colouredOutput(TRUECOLOUR.light)}></terminal-view>
      <terminal-view class="dark" theme="dark" .text=${colouredOutput(TRUECOLOUR.dark)}></terminal-view>`,
    container,
  );
}

(window as unknown as { cspPage: { renderAll: typeof renderAll; renderTerminals: typeof renderTerminals } }).cspPage = {
  renderAll,
  renderTerminals,
};
