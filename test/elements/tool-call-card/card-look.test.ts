// SPDX-License-Identifier: Apache-2.0
// How a card reads at a glance (issue 30): narrow rows, failed cards, disclosures, a running card
// with nothing yet, and the terminal header inside a card.
import { expect } from '@open-wc/testing';
import '../../../src/define.js';
import { $, $$, card, part, terminal, text, view } from '../../helpers/cards.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { waitUntil } from '../../helpers/time.js';

before(onDemandModulesLoaded);

const width = (el: Element | null) => el!.getBoundingClientRect().width;

describe('<tool-call-card> look', () => {
  it('gives a narrow row to the title: the chip, the time and the status text give way, their names kept', async () => {
    const call = view({
      kind: 'read',
      status: 'completed',
      title: 'Read src/components/settings/preferences-panel.tsx',
      locations: [{ path: '/repo/src/components/settings/a-very-long-file-name-for-the-chip.tsx', line: 12 }],
    });
    const el = await card(call, { style: 'width: 340px' });
    const chip = part(el, 'locations')!;
    expect(width(part(el, 'title'))).to.be.greaterThan(120);
    expect(width(chip)).to.be.lessThan(40);
    expect(chip.getAttribute('aria-label')).to.contain('a-very-long-file-name-for-the-chip.tsx:12');
    expect(getComputedStyle($(el, '.elapsed')!).display).to.equal('none');
    const statusText = $(el, '.status-text')!;
    expect(statusText.textContent!.trim(), 'the status is still read out').to.equal('Completed');
    expect(width(statusText)).to.be.at.most(1);
    const wide = await card(call, { style: 'width: 900px' });
    expect(width($(wide, '.status-text'))).to.be.greaterThan(20);
    expect(getComputedStyle($(wide, '.elapsed')!).display).to.not.equal('none');
  });

  it('names a multi-file chip by its label (its text hides in a narrow card)', async () => {
    const el = await card(view({ locations: [{ path: '/repo/a.ts' }, { path: '/repo/b.ts' }] }), { style: 'width: 340px' });
    expect(part(el, 'locations')!.getAttribute('aria-label')).to.equal('2 files');
  });

  it('draws a failed card with a solid danger border, not the dashed one of a cancelled call', async () => {
    const failed = await card(view({ status: 'failed' }));
    const base = getComputedStyle(part(failed, 'base')!);
    expect(base.borderTopStyle).to.equal('solid');
    expect(base.borderTopColor).to.equal(getComputedStyle($(failed, '.status')!).color);
    expect(parseFloat(base.borderLeftWidth)).to.be.greaterThan(parseFloat(base.borderTopWidth));
    const cancelled = await card(view({ status: 'cancelled' }));
    expect(getComputedStyle(part(cancelled, 'base')!).borderTopStyle).to.equal('dashed');
  });

  it('draws Input, Output and Metadata with the card’s chevron, turned when open, no native triangle', async () => {
    const el = await card(view({ rawInput: { a: 1 }, rawOutput: { b: 2 }, meta: { c: 3 } }), { expanded: true });
    const summaries = $$(el, 'details.raw > summary');
    expect(summaries.length).to.equal(3);
    for (const summary of summaries) {
      expect(summary.querySelector('svg.icon'), 'the chevron').to.not.equal(null);
      expect(getComputedStyle(summary).display).to.not.equal('list-item');
    }
    const icon = summaries[0].querySelector('svg')!;
    expect(getComputedStyle(icon).transform).to.equal('none');
    summaries[0].click();
    await waitUntil(() => getComputedStyle(icon).transform !== 'none', 'the chevron to turn');
  });

  for (const [lang, words] of [
    ['en', 'Running… waiting for output'],
    ['zh-CN', '正在运行… 等待输出'],
    ['zh-TW', '執行中… 等待輸出'],
  ]) {
    it(`says a running call has nothing to show yet (${lang})`, async () => {
      const running = view({ kind: 'execute', status: 'in_progress', endedAt: undefined, rawInput: { command: 'npm test' } });
      const el = await card(running, { expanded: true, lang });
      expect($(el, '.waiting')?.textContent).to.equal(words);
      const done = await card({ ...running, status: 'completed', endedAt: 2 }, { expanded: true, lang });
      expect($(done, '.waiting')).to.equal(null);
    });
  }

  it('keeps a terminal’s header to the command inside a card (the card says status and time)', async () => {
    const terminals = { t1: terminal({ terminalId: 't1', output: 'PASS\n' }) };
    const running = view({
      kind: 'execute',
      title: 'npm test',
      status: 'in_progress',
      endedAt: undefined,
      content: [{ type: 'terminal', terminalId: 't1' }],
    });
    const el = await card(running, { terminals });
    const view1 = $(el, 'terminal-view')!;
    await waitUntil(() => view1.shadowRoot?.querySelector('[part=command]'), 'the terminal header');
    expect(view1.shadowRoot!.querySelector('[part=command]')!.textContent).to.contain('npm test');
    for (const name of ['status', 'elapsed']) {
      const shown = view1.shadowRoot!.querySelector(`[part=${name}]`);
      if (shown) expect(getComputedStyle(shown).display, name).to.equal('none');
    }
  });

  it('heads coloured command output with its command, never an empty bar', async () => {
    const el = await card(view({ kind: 'execute', title: '`ls --color`', content: [text('\u001b[34mdir\u001b[0m\n')] }), {
      expanded: true,
    });
    const terminalView = $(el, 'terminal-view')!;
    await waitUntil(() => terminalView.shadowRoot?.querySelector('[part=command]'), 'the terminal header');
    expect(terminalView.shadowRoot!.querySelector('[part=command]')!.textContent).to.contain('ls --color');
  });
});
