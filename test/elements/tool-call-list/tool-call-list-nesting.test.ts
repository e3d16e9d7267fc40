// SPDX-License-Identifier: Apache-2.0
// <tool-call-list> draws only top-level calls; a subagent's calls are inside their parent's card.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { ToolCallCard, ToolCallList } from '../../../src/index.js';
import { createToolCallStore, type ToolCallStore } from '../../../src/state/index.js';
import { part, partText } from '../../helpers/cards.js';
import { call, end, storeOf, SUBAGENT, subagentStore, update } from '../../helpers/subagents.js';
import { senderOf } from '../../helpers/traces.js';
import { waitUntil } from '../../helpers/time.js';

async function list(store: ToolCallStore, attrs: { pin?: boolean } = {}): Promise<ToolCallList> {
  const el = await fixture<ToolCallList>(
    html`<tool-call-list lang="en" .store=${store} ?pin-permissions=${attrs.pin ?? false}></tool-call-list>`,
  );
  await el.updateComplete;
  return el;
}

// Nested cards live in their parent card's shadow root: the list's own are the top level.
const cards = (el: ToolCallList) => [...el.shadowRoot!.querySelectorAll<ToolCallCard>('tool-call-card')];
const topIds = (el: ToolCallList) => cards(el).map((c) => c.getAttribute('tool-call-id'));
const nestedIds = (card: Element) =>
  [...(card.shadowRoot!.querySelector('[part=children]')?.children ?? [])].map((c) => c.getAttribute('tool-call-id'));

async function topLevel(el: ToolCallList, ids: string[]): Promise<ToolCallCard[]> {
  await waitUntil(() => JSON.stringify(topIds(el)) === JSON.stringify(ids), `top level ${JSON.stringify(ids)}`);
  await Promise.all(cards(el).map((c) => c.updateComplete));
  return cards(el);
}

describe('<tool-call-list> nesting', () => {
  it('draws only the top-level calls of the subagent trace, the subagent’s inside the Agent card', async () => {
    const { store } = await subagentStore();
    const el = await list(store);
    const [agent] = await topLevel(el, SUBAGENT.topLevel);
    for (const child of SUBAGENT.children) expect(topIds(el)).not.to.include(child);
    expect(partText(agent, 'rollup')).to.equal('5 calls');
    expect(agent.open).to.equal(false);
    agent.shadowRoot!.querySelector<HTMLButtonElement>('[part=toggle]')!.click();
    await agent.updateComplete;
    expect(nestedIds(agent)).to.deep.equal(SUBAGENT.children);
    // The count matches the rows drawn and says how many are nested; the status chips count every call.
    expect(partText(el, 'summary')).to.contain('3 tool calls, 5 nested in subagents');
    expect(partText(el, 'summary')).to.contain('Completed 8');
  });

  it('counts a pending parent whose subagent has begun as running in the status chips, as its card says', async () => {
    const store = storeOf(call('agent', undefined, { status: 'pending', kind: 'think' }), call('child', 'agent'), end('child'));
    const el = await list(store);
    const [agent] = await topLevel(el, ['agent']);
    await waitUntil(() => agent.getAttribute('status') === 'in_progress', 'the card’s running status');
    await waitUntil(() => /Running 1/.test(partText(el, 'summary')), 'the list’s chip');
    expect(partText(el, 'summary')).not.to.contain('Pending');
    expect(partText(el, 'summary')).to.contain('Completed 1');
  });

  it('keeps the Agent card open while the subagent runs and closes it when it ends (streamed)', async () => {
    const { lines } = await subagentStore();
    const store = createToolCallStore();
    const el = await list(store);
    const send = (upTo: number, from = -1) =>
      lines.filter((l) => l.seq > from && l.seq <= upTo).forEach((l) => store.dispatch(l.msg, { from: senderOf(l), receivedAt: l.t_ms }));
    send(SUBAGENT.permissionSeq);
    const [agent] = await topLevel(el, [SUBAGENT.parent]);
    await waitUntil(() => nestedIds(agent).length === 5, 'the children are drawn while it runs');
    expect(agent.open).to.equal(true);
    send(SUBAGENT.parentEndSeq, SUBAGENT.permissionSeq);
    await waitUntil(() => agent.getAttribute('status') === 'completed', 'the Agent call completes');
    await waitUntil(() => !agent.open, 'the Agent card closes once it ended');
    expect(part(agent, 'children')).to.equal(null);
  });

  it('pins a child’s permission request like any other', async () => {
    const { store } = await subagentStore(SUBAGENT.permissionSeq);
    const el = await list(store, { pin: true });
    await topLevel(el, [SUBAGENT.parent]);
    await waitUntil(() => part(el, 'permission') !== null, 'the pinned prompt shows');
    const pinned = part(el, 'permission') as HTMLElement & { toolCall?: { toolCallId: string } };
    expect(pinned.toolCall?.toolCallId).to.equal(SUBAGENT.children[4]);
  });

  it('draws a child that arrives before its parent at top level, then inside the parent', async () => {
    const store = storeOf(call('b', 'a'));
    const el = await list(store);
    await topLevel(el, ['b']);
    store.dispatch(call('a'), { from: 'agent' });
    const [a] = await topLevel(el, ['a']);
    await waitUntil(() => nestedIds(a).join() === 'b', 'the child moved into its parent');
  });

  it('keeps a child whose parent never arrives at top level', async () => {
    const store = storeOf(call('x'), call('b', 'missing'), end('b'));
    const el = await list(store);
    await topLevel(el, ['x', 'b']);
  });

  it('keeps a child nested when its link came only on the first update', async () => {
    const store = storeOf(
      call('a'),
      call('b', 'a'),
      update({ sessionUpdate: 'tool_call_update', toolCallId: 'b', status: 'completed', _meta: { claudeCode: { toolResponse: {} } } }),
      call('c'),
    );
    const el = await list(store);
    const [a] = await topLevel(el, ['a', 'c']);
    expect(nestedIds(a)).to.deep.equal(['b']);
  });

  it('re-renders nested cards in the list’s new language', async () => {
    const store = storeOf(call('a'), call('b', 'a'), call('c', 'b'));
    const el = await list(store);
    const [a] = await topLevel(el, ['a']);
    const b = a.shadowRoot!.querySelector<ToolCallCard>('[part=children] > tool-call-card')!;
    await b.updateComplete;
    expect(partText(b, 'rollup')).to.equal('1 call');
    el.setAttribute('lang', 'zh-CN');
    await waitUntil(() => partText(b, 'rollup') === '1 次调用', 'the nested card follows the language');
    expect(partText(a, 'rollup')).to.equal('2 次调用');
    expect(partText(el, 'summary')).to.contain('1 次工具调用，另有 2 次在子代理中');
    el.setAttribute('lang', 'zh-TW');
    await waitUntil(() => partText(el, 'summary').includes('1 次工具呼叫，另有 2 次在子代理中'), 'the summary follows the language');
  });

  it('draws nested calls of every session when no session is chosen', async () => {
    const store = storeOf(call('a'), call('b', 'a'), update({ sessionUpdate: 'tool_call', toolCallId: 'z', title: 'Z' }, 's2'));
    const el = await list(store);
    const [a] = await topLevel(el, ['a', 'z']);
    expect(nestedIds(a)).to.deep.equal(['b']);
  });
});
