// SPDX-License-Identifier: Apache-2.0
// A card given a store draws the calls its call started (a subagent's) nested in its body.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { ToolCallCard } from '../../../src/index.js';
import { selectToolCall, type ToolCallView } from '../../../src/state/index.js';
import { $, clickToggle, part, partText, statusText, textOf } from '../../helpers/cards.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { call, end, S, storeOf, SUBAGENT, subagentStore, update } from '../../helpers/subagents.js';
import { storeCard } from '../../helpers/subagent-card.js';
import { waitUntil } from '../../helpers/time.js';

// Titles render inline markdown once marked (loaded on demand by define.js) is in: in place before any test.
before(onDemandModulesLoaded);

const card = storeCard;

/** The cards drawn directly inside `el`'s body. */
const nested = (el: Element) => [...(el.shadowRoot!.querySelector('[part=children]')?.children ?? [])] as ToolCallCard[];
const nestedIds = (el: Element) => nested(el).map((c) => c.getAttribute('tool-call-id'));

async function rendered(cards: ToolCallCard[]): Promise<ToolCallCard[]> {
  await Promise.all(cards.map((c) => c.updateComplete));
  return cards;
}

describe('<tool-call-card> nesting: the recorded subagent trace', () => {
  it('sums the subagent up in the header and starts closed once the Agent call ended', async () => {
    const { store } = await subagentStore();
    const el = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    expect(partText(el, 'title')).to.equal('Inspect app.js and find TODOs');
    expect(partText(el, 'rollup')).to.equal('5 calls');
    // From the Agent call's start (1015 ms) to its end (1900 ms), its children's times inside.
    expect(partText(el, 'elapsed')).to.equal('0.9s');
    expect(el.open).to.equal(false);
    expect(part(el, 'children')).to.equal(null);
  });

  it('draws the calls the subagent made inside the body, in first-seen order, as a group named by the parent', async () => {
    const { store } = await subagentStore();
    const el = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    await clickToggle(el);
    expect(nestedIds(el)).to.deep.equal(SUBAGENT.children);
    const group = part(el, 'children')!;
    expect(group.getAttribute('role')).to.equal('group');
    expect(group.getAttribute('aria-labelledby')).to.equal(part(el, 'title')!.id);
    expect(part(el, 'body')!.contains(group)).to.equal(true);
    const children = await rendered(nested(el));
    expect(children.map((c) => partText(c, 'title'))).to.deep.equal([
      'Read src/app.js',
      'grep -n "TODO" .',
      'Read src/util.js',
      'Find . **/*.js',
      "echo counting && printf '\\033[32mok\\033[0m\\n' && wc -l src/app.js src/util.js",
    ]);
    expect(children.map((c) => c.getAttribute('status'))).to.deep.equal(SUBAGENT.children.map(() => 'completed'));
  });

  it('is open while the subagent runs, with the child awaiting approval showing its prompt inline', async () => {
    const { store } = await subagentStore(SUBAGENT.permissionSeq);
    const el = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    expect(el.open).to.equal(true);
    expect(partText(el, 'rollup')).to.equal('5 calls · 1 waiting for approval');
    const children = await rendered(nested(el));
    const bash = children[4];
    expect(bash.getAttribute('status')).to.equal('awaiting_approval');
    await waitUntil(() => part(bash, 'permission') !== null, 'the nested card shows its permission prompt');
    expect(statusText(bash)).to.equal('Awaiting approval');
  });

  it('passes no-permission-prompt down to the nested cards', async () => {
    const { store } = await subagentStore(SUBAGENT.permissionSeq);
    const el = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    el.noPermissionPrompt = true;
    await el.updateComplete;
    const bash = (await rendered(nested(el)))[4];
    expect(bash.noPermissionPrompt).to.equal(true);
    expect(part(bash, 'permission')).to.equal(null);
  });

  it('translates the roll-up (zh-CN, zh-TW)', async () => {
    const { store } = await subagentStore();
    expect(partText(await card(store, SUBAGENT.parent, SUBAGENT.sessionId, 'zh-CN'), 'rollup')).to.equal('5 次调用');
    expect(partText(await card(store, SUBAGENT.parent, SUBAGENT.sessionId, 'zh-TW'), 'rollup')).to.equal('5 次呼叫');
  });
});

describe('<tool-call-card> nesting: constructed trees', () => {
  it('nests grandchildren, and the roll-up counts every depth and the failures', async () => {
    const store = storeOf(call('a'), call('b', 'a'), call('c', 'b'), call('d', 'a'), end('c', 'failed'));
    const el = await card(store, 'a');
    expect(partText(el, 'rollup')).to.equal('3 calls · 1 failed');
    expect(nestedIds(el)).to.deep.equal(['b', 'd']);
    const [b] = await rendered(nested(el));
    expect(partText(b, 'rollup')).to.equal('1 call · 1 failed');
    expect(nestedIds(b)).to.deep.equal(['c']);
    const [c] = await rendered(nested(b));
    expect(c.getAttribute('status')).to.equal('failed');
    // A nested group is labelled by its own parent.
    expect(part(b, 'children')!.getAttribute('aria-labelledby')).to.equal(part(b, 'title')!.id);
  });

  it('follows the store: a new child and a child’s status show without the host passing anything', async () => {
    const store = storeOf(call('a'), call('b', 'a'));
    const el = await card(store, 'a');
    expect(nestedIds(el)).to.deep.equal(['b']);
    store.dispatch(call('c', 'a'), { from: 'agent' });
    await waitUntil(() => nestedIds(el).length === 2, 'the new child is drawn');
    expect(partText(el, 'rollup')).to.equal('2 calls');
    store.dispatch(end('b', 'failed'), { from: 'agent' });
    await waitUntil(() => nested(el)[0].getAttribute('status') === 'failed', 'the child follows its update');
    await waitUntil(() => partText(el, 'rollup') === '2 calls · 1 failed', 'the roll-up follows');
  });

  it('keeps a child nested when only its first update carried the link', async () => {
    const store = storeOf(
      call('a'),
      call('b', 'a'),
      // A later hook update with `_meta.claudeCode` holding only the tool response.
      update({ sessionUpdate: 'tool_call_update', toolCallId: 'b', status: 'completed', _meta: { claudeCode: { toolResponse: {} } } }),
    );
    const el = await card(store, 'a');
    expect(nestedIds(el)).to.deep.equal(['b']);
    expect(nested(el)[0].getAttribute('status')).to.equal('completed');
  });

  it('keeps what the user chose per call when a closed parent draws its children again', async () => {
    const store = storeOf(call('a'), call('b', 'a', { content: [{ type: 'content', content: { type: 'text', text: 'out' } }] }), end('b'));
    const el = await card(store, 'a');
    const [b] = await rendered(nested(el));
    expect(b.open).to.equal(false);
    await clickToggle(b);
    expect(b.open).to.equal(true);
    await clickToggle(el);
    expect(part(el, 'children')).to.equal(null);
    await clickToggle(el);
    const [again] = await rendered(nested(el));
    expect(again).not.to.equal(b);
    expect(again.open).to.equal(true);
  });

  it('has no roll-up, group or extra body for a call without children', async () => {
    const store = storeOf(call('a'), end('a'));
    const el = await card(store, 'a');
    expect(part(el, 'rollup')).to.equal(null);
    expect(part(el, 'toggle')).to.equal(null);
    expect($(el, '[part=children]')).to.equal(null);
  });

  it('finds its own terminals in the store when the host passes none (codex-acp: output only in rawOutput)', async () => {
    const store = storeOf(
      update({
        sessionUpdate: 'tool_call',
        toolCallId: 'run',
        kind: 'execute',
        title: 'ls',
        status: 'in_progress',
        content: [{ type: 'terminal', terminalId: 't1' }],
        _meta: { terminal_info: { terminal_id: 't1' } },
      }),
      update({
        sessionUpdate: 'tool_call_update',
        toolCallId: 'run',
        status: 'completed',
        rawOutput: { aggregated_output: 'a.js\nb.js\n', exit_code: 0 },
        _meta: { terminal_exit: { terminal_id: 't1', exit_code: 0 } },
      }),
    );
    const el = await card(store, 'run');
    el.expanded = true;
    await el.updateComplete;
    const terminal = $(el, 'terminal-view') as HTMLElement & { terminal?: { output: string } };
    expect(terminal.terminal?.output).to.equal('a.js\nb.js\n');
  });

  it('draws without a store as before: no nesting', async () => {
    const store = storeOf(call('a'), call('b', 'a'));
    const toolCall: ToolCallView = selectToolCall(store.getState(), S, 'a')!;
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"><tool-call-card .toolCall=${toolCall}></tool-call-card></div>`);
    const el = wrapper.querySelector('tool-call-card')!;
    await el.updateComplete;
    expect(part(el, 'rollup')).to.equal(null);
    expect(textOf(el.shadowRoot!.querySelector('article'))).not.to.contain('Call b');
  });
});
