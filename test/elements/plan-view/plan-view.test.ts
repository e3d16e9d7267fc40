// SPDX-License-Identifier: Apache-2.0
// <plan-view>: codex-acp's recorded plan, plans folded by the real reducer (updates in place, draft
// markdown and file plans, plan_removed), status as text, progress, i18n, reduced motion, axe.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/time.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/elements/plan-view/plan-view.js';
import type { PlanView } from '../../../src/elements/plan-view/plan-view.component.js';
import { planSelector } from '../../../src/elements/plan-view/plan-model.js';
import type { LocationOpenDetail } from '../../../src/events/location-open.js';
import { createToolCallStore, reduceMessage, type PlanEntry, type ToolCallStore } from '../../../src/state/index.js';
import { agent, fold } from '../../helpers/fold.js';
import { loadTrace, replay } from '../../helpers/traces.js';
import { shadow, textOf as text } from '../../helpers/dom.js';
import { session } from '../../helpers/wire.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';

// Markdown renders as markdown once marked (loaded on demand) is here: checked right after a render.
before(onDemandModulesLoaded);

const CODEX_SESSION = '01a2008c-07d8-7081-a043-6489d43a445a';
const { update } = session('s');
const plan = (entries: PlanEntry[]) => update({ sessionUpdate: 'plan', entries });
const entry = (content: string, status: string, priority = 'medium') => ({ content, status, priority }) as PlanEntry;

const rows = (el: PlanView) => [...shadow(el).querySelectorAll<HTMLLIElement>('li[part~="entry"]')];
const bar = (el: PlanView) => shadow(el).querySelector<HTMLElement>('[role="progressbar"]')!;

async function storeView(store: ToolCallStore, sessionId = 's', lang = 'en') {
  const wrapper = await fixture<HTMLElement>(html`<div lang=${lang}><plan-view .store=${store} session-id=${sessionId}></plan-view></div>`);
  return wrapper.querySelector('plan-view')!;
}

describe('<plan-view>', () => {
  it("shows codex-acp's recorded plan: entries, 3 of 4, the one in progress current", async () => {
    const el = await storeView(replay(await loadTrace('codex-acp-basic')), CODEX_SESSION);
    await waitUntil(() => rows(el).length === 4, 'four entries');
    expect(rows(el).map((row) => text(row.querySelector('.content')))).to.deep.equal([
      'Read src/app.js',
      'Fix greeting',
      'Check TODOs',
      'Write summary',
    ]);
    expect(rows(el).map((row) => row.dataset.status)).to.deep.equal(['completed', 'completed', 'completed', 'in_progress']);
    expect(rows(el).map((row) => row.getAttribute('aria-current'))).to.deep.equal([null, null, null, 'step']);
    expect(text(shadow(el).querySelector('[part~="progress-text"]'))).to.equal('3 of 4');
    const progress = bar(el);
    expect([
      progress.getAttribute('aria-valuenow'),
      progress.getAttribute('aria-valuemax'),
      progress.getAttribute('aria-valuetext'),
    ]).to.deep.equal(['3', '4', '3 of 4']);
    expect(progress.getAttribute('aria-label')).to.equal('Plan progress');
  });

  it('says each status and priority in text, not only by colour or shape', async () => {
    const el = await fixture<PlanView>(
      html`<plan-view .plan=${[entry('A', 'completed', 'high'), entry('B', 'in_progress'), entry('C', 'pending', 'low')]}></plan-view>`,
    );
    expect(rows(el).map((row) => text(row))).to.deep.equal([
      'A , Completed, High priority High',
      'B , In progress, Medium priority',
      'C , Pending, Low priority Low',
    ]);
    // The visible priority tag is decoration for sighted users; the spoken text says it once.
    expect(rows(el)[0].querySelector('[part~="priority"]')!.getAttribute('aria-hidden')).to.equal('true');
    expect(shadow(el).querySelector('ol')).to.exist;
  });

  it('updates in place: a status change keeps every row and highlights the next entry', async () => {
    const store = createToolCallStore();
    store.dispatch(plan([entry('One', 'in_progress'), entry('Two', 'pending'), entry('One', 'pending')]), { from: 'agent' });
    const el = await storeView(store);
    await waitUntil(() => rows(el).length === 3, 'three entries');
    const before = rows(el);
    store.dispatch(plan([entry('One', 'completed'), entry('Two', 'in_progress'), entry('One', 'pending')]), { from: 'agent' });
    await waitUntil(() => rows(el)[1].dataset.status === 'in_progress', 'the second in progress');
    const after = rows(el);
    expect(
      after.every((row, i) => row === before[i]),
      'the same rows',
    ).to.equal(true);
    expect(after.map((row) => row.getAttribute('aria-current'))).to.deep.equal([null, 'step', null]);
    expect(text(shadow(el).querySelector('[part~="progress-text"]'))).to.equal('1 of 3');
    const fill = shadow(el).querySelector<HTMLElement>('.fill')!;
    // The bar eases to its new width.
    await waitUntil(() => Math.abs(fill.getBoundingClientRect().width / bar(el).getBoundingClientRect().width - 1 / 3) < 0.02, 'a third');
  });

  it('does not re-select while only text streams', () => {
    const select = planSelector();
    const state = fold([agent(plan([entry('One', 'pending')]))]);
    const first = select(state, 's');
    const chunk = update({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'hi' } });
    const streamed = reduceMessage(state, chunk, { from: 'agent', receivedAt: 2000 });
    expect(select(streamed, 's')).to.equal(first);
    expect(first.entries.map((e) => e.content)).to.deep.equal(['One']);
  });

  it('shows draft markdown and file plans, drops a removed one, and opens a plan file', async () => {
    const store = createToolCallStore();
    const draft = (body: Record<string, unknown>) =>
      store.dispatch(update({ sessionUpdate: 'plan_update', plan: body }), { from: 'agent' });
    draft({ type: 'markdown', planId: 'm', content: '## Steps\n\n1. **Reproduce**' });
    draft({ type: 'file', planId: 'f', uri: 'file:///home/dev/my%20project/PLAN.md' });
    const el = await storeView(store);
    await waitUntil(() => shadow(el).querySelectorAll('[part~="document"]').length === 2, 'two documents');
    expect(shadow(el).querySelector('.markdown strong')!.textContent).to.equal('Reproduce');
    expect(shadow(el).querySelector('[role="progressbar"]'), 'no entries, no progress').to.equal(null);
    const opened: LocationOpenDetail[] = [];
    el.addEventListener('location-open', (e) => opened.push(e.detail));
    shadow(el).querySelector<HTMLButtonElement>('.file-button')!.click();
    expect(opened).to.deep.equal([{ path: '/home/dev/my project/PLAN.md' }]);
    draft({ type: 'markdown', planId: 'm', content: 'Changed' });
    await waitUntil(() => text(shadow(el).querySelector('.markdown')) === 'Changed', 'the replaced markdown');
    store.dispatch(update({ sessionUpdate: 'plan_removed', planId: 'm' }), { from: 'agent' });
    await waitUntil(() => shadow(el).querySelectorAll('[part~="document"]').length === 1, 'the removed plan gone');
  });

  it('shows an empty state without entries', async () => {
    const el = await fixture<PlanView>(html`<plan-view .plan=${[]}></plan-view>`);
    expect(text(shadow(el).querySelector('.empty'))).to.equal('No plan yet');
    expect(rows(el)).to.have.length(0);
  });

  for (const [lang, progress, status, label] of [
    ['zh-CN', '1 / 2', '已完成', '计划进度'],
    ['zh-TW', '1 / 2', '已完成', '計畫進度'],
  ] as const) {
    it(`speaks ${lang}`, async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div lang=${lang}><plan-view .plan=${[entry('A', 'completed'), entry('B', 'pending')]}></plan-view></div>`,
      );
      const el = wrapper.querySelector('plan-view')!;
      await el.updateComplete;
      expect(text(shadow(el).querySelector('[part~="progress-text"]'))).to.equal(progress);
      expect(text(rows(el)[0].querySelector('.sr'))).to.contain(status);
      expect(bar(el).getAttribute('aria-label')).to.equal(label);
    });
  }

  describe('motion', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));
    it('animates the highlight and the bar only without reduced motion', async () => {
      const el = await fixture<PlanView>(html`<plan-view .plan=${[entry('A', 'completed'), entry('B', 'in_progress')]}></plan-view>`);
      const fill = shadow(el).querySelector('.fill')!;
      expect(getComputedStyle(fill).transitionDuration).to.not.equal('0s');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(fill).transitionDuration).to.equal('0s');
      expect(getComputedStyle(rows(el)[1]).transitionDuration).to.equal('0s');
    });
  });

  it('is accessible, light and dark', async () => {
    const plans = [entry('Done', 'completed', 'high'), entry('Doing', 'in_progress'), entry('Later', 'pending', 'low')];
    const root = await fixture<HTMLElement>(html`<div>
      <plan-view .plan=${plans}></plan-view>
      <div style="background:#0d1117"><plan-view theme="dark" .plan=${plans}></plan-view></div>
    </div>`);
    await expect(root).to.be.accessible();
  });
});
