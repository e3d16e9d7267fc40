// SPDX-License-Identifier: Apache-2.0
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { ToolCallList } from '../../src/index.js';
import { createToolCallStore } from '../../src/state/index.js';
import { loadTrace, replay, senderOf } from '../helpers/traces.js';

function update(sessionId: string, fields: Record<string, unknown>) {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update: fields } };
}

async function list(store = createToolCallStore(), sessionId?: string): Promise<ToolCallList> {
  const el = await fixture<ToolCallList>(html`<tool-call-list .store=${store} session-id=${sessionId ?? ''}></tool-call-list>`);
  await el.updateComplete;
  return el;
}

const cards = (el: ToolCallList) => [...el.shadowRoot!.querySelectorAll('tool-call-card')];

describe('<tool-call-list>', () => {
  it('draws one card per tool call of a real trace, in first-seen order', async () => {
    const el = await list(replay(await loadTrace('claude-agent-acp-basic')));
    // The trace's tool_call ids, in the order they first appear (seq 15, 23, 34, 43, 47).
    expect(cards(el).map((c) => c.getAttribute('tool-call-id'))).to.deep.equal([
      'toolu_01HuDLj8rbblZCYzs0fjw7rw',
      'toolu_01T8R7wBPAjlaibU7ktGCQyL',
      'toolu_01K2rWUWR2H6au5gy4BWD3HQ',
      'toolu_017kGTn5jX2RyLIJERiR19yg',
      'toolu_01sEAYKfddNIfJgOt1pQ7FFn',
    ]);
  });

  it('follows the store as messages arrive, updating the card in place', async () => {
    const store = createToolCallStore();
    const el = await list(store);
    store.dispatch(update('s1', { sessionUpdate: 'tool_call', toolCallId: 'a', title: 'Run tests', kind: 'execute', status: 'in_progress' }), { from: 'agent' });
    await el.updateComplete;
    const [first] = cards(el);
    expect(first.getAttribute('status')).to.equal('in_progress');
    store.dispatch(update('s1', { sessionUpdate: 'tool_call_update', toolCallId: 'a', status: 'completed' }), { from: 'agent' });
    await el.updateComplete;
    await first.updateComplete;
    expect(cards(el)[0]).to.equal(first);
    expect(first.getAttribute('status')).to.equal('completed');
  });

  it('shows one session when session-id is set, and every session otherwise', async () => {
    const store = createToolCallStore();
    store.dispatch(update('s1', { sessionUpdate: 'tool_call', toolCallId: 'a', title: 'A' }), { from: 'agent' });
    store.dispatch(update('s2', { sessionUpdate: 'tool_call', toolCallId: 'b', title: 'B' }), { from: 'agent' });
    expect(cards(await list(store)).map((c) => c.getAttribute('tool-call-id'))).to.deep.equal(['a', 'b']);
    expect(cards(await list(store, 's2')).map((c) => c.getAttribute('tool-call-id'))).to.deep.equal(['b']);
  });

  it('keeps drawing after a garbage message', async () => {
    const store = createToolCallStore();
    const el = await list(store);
    const lines = await loadTrace('codex-acp-basic');
    lines.forEach((line, i) => {
      if (i === 20) store.dispatch('{"jsonrpc":"2.0", garbage', { from: 'agent' });
      store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    });
    await el.updateComplete;
    expect(cards(el)).to.have.length(6);
  });

  it('is accessible, with and without calls', async () => {
    await expect(await list()).to.be.accessible();
    await expect(await list(replay(await loadTrace('codex-acp-basic')))).to.be.accessible();
  });
});
