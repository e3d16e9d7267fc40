// SPDX-License-Identifier: Apache-2.0
// <session-thread> draws a subagent's calls inside their parent's card, as <tool-call-list> does.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { SessionThread, ToolCallCard } from '../../../src/index.js';
import { createToolCallStore, type ToolCallStore } from '../../../src/state/index.js';
import { partText } from '../../helpers/cards.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { SUBAGENT, subagentStore } from '../../helpers/subagents.js';
import { senderOf } from '../../helpers/traces.js';
import { waitUntil } from '../../helpers/time.js';

before(onDemandModulesLoaded);

async function thread(store: ToolCallStore): Promise<SessionThread> {
  const el = await fixture<SessionThread>(html`<session-thread lang="en" .store=${store}></session-thread>`);
  await el.updateComplete;
  return el;
}

// The thread's own cards (in its shadow root) are its entries; nested ones live in their parent card's.
const topCards = (el: SessionThread) => [...el.shadowRoot!.querySelectorAll<ToolCallCard>('tool-call-card')];
const topIds = (el: SessionThread) => topCards(el).map((c) => c.toolCall?.toolCallId);
const nestedIds = (card: Element) =>
  [...(card.shadowRoot!.querySelector('[part=children]')?.querySelectorAll('tool-call-card') ?? [])].map(
    (c) => (c as ToolCallCard).toolCall?.toolCallId,
  );

async function openGroups(el: SessionThread): Promise<void> {
  for (const button of el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-kind="tool-group"] [aria-expanded="false"]')) {
    button.click();
    await el.updateComplete;
  }
}

describe('<session-thread> nesting', () => {
  it('draws the subagent trace’s children inside the Agent card, not as entries', async () => {
    const { store } = await subagentStore();
    const el = await thread(store);
    await openGroups(el);
    await waitUntil(() => JSON.stringify(topIds(el)) === JSON.stringify(SUBAGENT.topLevel), 'the top-level cards');
    for (const child of SUBAGENT.children) expect(topIds(el)).not.to.include(child);
    const agent = topCards(el)[0];
    await agent.updateComplete;
    expect(agent.closest('[part~="entry"]')?.getAttribute('data-kind')).to.equal('tool-call');
    await waitUntil(() => partText(agent, 'rollup') === '5 calls', 'the roll-up counts the subagent’s calls');
    agent.shadowRoot!.querySelector<HTMLButtonElement>('[part=toggle]')!.click();
    await agent.updateComplete;
    await waitUntil(() => nestedIds(agent).length === SUBAGENT.children.length, 'the nested cards');
    expect(nestedIds(agent)).to.deep.equal(SUBAGENT.children);
    // No entry of the thread is a child's.
    const entryCalls = [...el.shadowRoot!.querySelectorAll('[part~="entry"]')].flatMap((entry) =>
      [...entry.querySelectorAll<ToolCallCard>(':scope > tool-call-card, .group-body > tool-call-card')].map((c) => c.toolCall?.toolCallId),
    );
    for (const child of SUBAGENT.children) expect(entryCalls).not.to.include(child);
  });

  it('re-renders nested cards in the thread’s new language', async () => {
    const { store } = await subagentStore();
    const el = await thread(store);
    await waitUntil(() => topIds(el).includes(SUBAGENT.parent), 'the Agent card');
    const agent = topCards(el).find((c) => c.toolCall?.toolCallId === SUBAGENT.parent)!;
    if (!agent.open) agent.shadowRoot!.querySelector<HTMLButtonElement>('[part=toggle]')!.click();
    await waitUntil(() => nestedIds(agent).length === SUBAGENT.children.length, 'the nested cards');
    const child = agent.shadowRoot!.querySelector<ToolCallCard>('[part=children] > tool-call-card')!;
    await child.updateComplete;
    const english = partText(child, 'status');
    el.setAttribute('lang', 'zh-CN');
    await waitUntil(() => partText(agent, 'rollup') === '5 次调用', 'the parent card follows the language');
    await waitUntil(() => partText(child, 'status') !== english, 'the nested card follows the language');
    expect(partText(child, 'status')).to.match(/[\u4e00-\u9fff]/);
  });

  it('shows the children while the subagent runs (streamed)', async () => {
    const { lines } = await subagentStore();
    const store = createToolCallStore();
    const el = await thread(store);
    for (const line of lines.filter((l) => l.seq <= SUBAGENT.permissionSeq)) {
      store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    }
    await waitUntil(() => topIds(el).includes(SUBAGENT.parent), 'the Agent card');
    const agent = topCards(el).find((c) => c.toolCall?.toolCallId === SUBAGENT.parent)!;
    await waitUntil(() => nestedIds(agent).length === 5, 'the children are drawn inside it while it runs');
    expect(agent.open).to.equal(true);
    for (const child of SUBAGENT.children) expect(topIds(el)).not.to.include(child);
  });
});

describe('<session-thread> permission prompts', () => {
  it('asks inline in the card, or not with no-permission-prompts (nested cards too)', async () => {
    const { store } = await subagentStore(SUBAGENT.permissionSeq);
    const el = await thread(store);
    await waitUntil(() => topIds(el).includes(SUBAGENT.parent), 'the Agent card');
    const agent = () => topCards(el).find((c) => c.toolCall?.toolCallId === SUBAGENT.parent)!;
    const child = () => agent().shadowRoot!.querySelector<ToolCallCard>(`[part=children] tool-call-card:last-child`);
    await waitUntil(() => child()?.toolCall?.toolCallId === SUBAGENT.children[4], 'the child awaiting permission');
    await waitUntil(() => child()!.shadowRoot!.querySelector('permission-prompt') !== null, 'the inline prompt');
    el.noPermissionPrompts = true;
    await waitUntil(() => child()?.shadowRoot!.querySelector('permission-prompt') === null, 'no inline prompt');
    expect(child()!.noPermissionPrompt).to.equal(true);
  });
});
