// SPDX-License-Identifier: Apache-2.0
// What a subagent's card shows beyond its wire data (issue 30): running while its calls run though
// the agent still says pending, "1 waiting for approval" while a child waits for the user, and the
// answer without claude-agent-acp's machine footer.
import { expect } from '@open-wc/testing';
import '../../../src/define.js';
import { selectToolCall } from '../../../src/state/index.js';
import { card as plainCard, part, partText, statusText, text, view } from '../../helpers/cards.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { call, end, S, storeOf, SUBAGENT, subagentStore } from '../../helpers/subagents.js';
import { storeCard } from '../../helpers/subagent-card.js';
import { waitUntil } from '../../helpers/time.js';
import { permissionAnswer } from '../../helpers/wire.js';

before(onDemandModulesLoaded);

const card = storeCard;

/** The footer as claude-agent-acp sends it (test/fixtures/claude-agent-acp-subagent.jsonl, seq 30). */
const FOOTER =
  "agentId: ad4fd2d8586ca7857 (use SendMessage with to: 'ad4fd2d8586ca7857' to continue this agent)\n<usage>total_tokens: 1700\ntool_uses: 5\nduration_ms: 762</usage>";

describe('<tool-call-card> subagent status', () => {
  it('shows a pending parent as running once its calls started, with the roll-up saying a child waits for approval', async () => {
    const { store } = await subagentStore(SUBAGENT.permissionSeq);
    const el = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    expect(selectToolCall(store.getState(), SUBAGENT.sessionId, SUBAGENT.parent)!.status).to.equal('pending');
    expect(el.getAttribute('status')).to.equal('in_progress');
    expect(statusText(el)).to.equal('Running');
    expect(partText(el, 'rollup')).to.equal('5 calls · 1 waiting for approval');
    const waiting = part(el, 'rollup')!.querySelector('.rollup-waiting')!;
    expect(getComputedStyle(waiting).color).to.not.equal(getComputedStyle(part(el, 'rollup')!).color);
    await expect(el.parentElement!).to.be.accessible();
  });

  it('keeps the roll-up on one line, and in a narrow card shows the waiting child as its icon (the words stay for screen readers)', async () => {
    const { store } = await subagentStore(SUBAGENT.permissionSeq);
    const wide = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    wide.parentElement!.style.width = '1000px';
    await waitUntil(() => part(wide, 'rollup')!.getBoundingClientRect().width > 150, 'the wide card lays out');
    expect(part(wide, 'rollup')!.getBoundingClientRect().height).to.be.lessThan(20);
    const narrow = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    narrow.parentElement!.style.width = '400px';
    const words = () => part(narrow, 'rollup')!.querySelector('.rollup-waiting-text')!;
    await waitUntil(() => words().getBoundingClientRect().width <= 1, 'the words are visually hidden');
    expect(part(narrow, 'rollup')!.querySelector('.rollup-waiting svg')!.getBoundingClientRect().width).to.equal(12);
    expect(partText(narrow, 'rollup')).to.equal('5 calls · 1 waiting for approval');
    expect(part(narrow, 'title')!.getBoundingClientRect().width).to.be.greaterThan(part(narrow, 'rollup')!.getBoundingClientRect().width);
  });

  it('drops "waiting for approval" from the roll-up once the child’s request is answered', async () => {
    const { store } = await subagentStore(SUBAGENT.permissionSeq);
    const el = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    expect(partText(el, 'rollup')).to.equal('5 calls · 1 waiting for approval');
    store.dispatch(permissionAnswer(0, 'allow'), { from: 'client' });
    await waitUntil(() => partText(el, 'rollup') === '5 calls', 'the roll-up follows the answer');
    expect(statusText(el)).to.equal('Running');
  });

  it('counts children waiting in zh-CN and zh-TW, and two of them in English', async () => {
    const { store } = await subagentStore(SUBAGENT.permissionSeq);
    expect(partText(await card(store, SUBAGENT.parent, SUBAGENT.sessionId, 'zh-CN'), 'rollup')).to.equal('5 次调用 · 1 个等待批准');
    expect(partText(await card(store, SUBAGENT.parent, SUBAGENT.sessionId, 'zh-TW'), 'rollup')).to.equal('5 次呼叫 · 1 個等待核准');
    const asks = (id: string) => ({
      jsonrpc: '2.0',
      id,
      method: 'session/request_permission',
      params: { sessionId: S, toolCall: { toolCallId: id }, options: [{ optionId: 'a', name: 'Allow', kind: 'allow_once' }] },
    });
    const two = storeOf(call('p', undefined, { status: 'pending' }), call('b', 'p'), call('c', 'p'), asks('b'), asks('c'));
    expect(partText(await card(two, 'p'), 'rollup')).to.equal('2 calls · 2 waiting for approval');
  });

  it('keeps a pending call without children pending, and a parent’s final status its own', async () => {
    const alone = storeOf(call('p', undefined, { status: 'pending' }));
    expect((await card(alone, 'p')).getAttribute('status')).to.equal('pending');
    const done = storeOf(call('p', undefined, { status: 'pending' }), call('b', 'p'), end('b'), end('p', 'failed'));
    expect((await card(done, 'p')).getAttribute('status')).to.equal('failed');
  });

  it('turns a pending parent to running when its first child arrives', async () => {
    const store = storeOf(call('p', undefined, { status: 'pending' }));
    const el = await card(store, 'p');
    expect(statusText(el)).to.equal('Pending');
    store.dispatch(call('b', 'p'), { from: 'agent' });
    await waitUntil(() => el.getAttribute('status') === 'in_progress', 'the parent reads running');
    expect(statusText(el)).to.equal('Running');
  });

  it('announces the parent running when its first child arrives, though the parent itself did not change', async () => {
    const store = storeOf(call('p', undefined, { status: 'pending', title: 'Explore the repository' }));
    await card(store, 'p');
    const region = () => document.querySelector('[data-tool-call-elements="announcer"][aria-live="polite"]');
    store.dispatch(call('b', 'p'), { from: 'agent' });
    await waitUntil(() => region()?.textContent?.includes('Explore the repository') === true, 'the change is announced');
    expect(region()!.textContent).to.contain('Running');
  });
});

describe('<tool-call-card> subagent footer', () => {
  it('draws the recorded Agent answer without its footer, the usage quiet under it, the raw output whole', async () => {
    const { store } = await subagentStore();
    const el = await card(store, SUBAGENT.parent, SUBAGENT.sessionId);
    part<HTMLButtonElement>(el, 'toggle')!.click();
    await el.updateComplete;
    // What the card draws of the content: the body without its nested calls and raw sections.
    const drawn = [...part(el, 'body')!.children]
      .filter((c) => !c.matches('details.raw, [part=children]'))
      .map((c) => c.textContent ?? '')
      .join('');
    expect(drawn).to.contain('There are 2 TODO markers');
    expect(drawn).to.not.contain('agentId');
    expect(drawn).to.not.contain('<usage>');
    expect(partText(el, 'usage')).to.equal('1,700 tokens · 5 tool uses · 0.8s');
    const raw = part<HTMLDetailsElement>(el, 'raw-output')!;
    raw.open = true;
    await waitUntil(() => (raw.textContent ?? '').includes('<usage>total_tokens: 1700'), 'raw output keeps the footer');
  });

  it('keeps the answer when the footer ends the same text block', async () => {
    const el = await plainCard(view({ kind: 'think', status: 'completed', content: [text(`The answer.\n\n${FOOTER}`)] }), {
      expanded: true,
    });
    expect(part(el, 'body')!.textContent).to.contain('The answer.');
    expect(part(el, 'body')!.textContent).to.not.contain('agentId');
    expect(partText(el, 'usage')).to.equal('1,700 tokens · 5 tool uses · 0.8s');
  });

  for (const [name, lookalike] of [
    ['a text that merely contains <usage>', 'See the <usage>total_tokens: 5</usage> tag in the docs.'],
    ['a footer with an unknown counter', FOOTER.replace('tool_uses: 5', 'exfiltrate: 5')],
    ['a footer followed by more text', `${FOOTER}\nand then the real answer`],
    ['a footer whose id does not match', FOOTER.replace("to: 'ad4fd2d8586ca7857'", "to: 'someone-else'")],
    ['a usage block with no agentId line', '<usage>total_tokens: 1700\ntool_uses: 5</usage>'],
  ]) {
    it(`draws ${name} whole`, async () => {
      const el = await plainCard(view({ kind: 'think', status: 'completed', content: [text(lookalike)] }), { expanded: true });
      const body = part(el, 'body')!;
      expect(body.textContent).to.contain(lookalike.includes('real answer') ? 'and then the real answer' : 'total_tokens');
      expect(part(el, 'usage')).to.equal(null);
    });
  }
});
