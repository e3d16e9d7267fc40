// SPDX-License-Identifier: Apache-2.0
// Running times: every label moves on once a second, all in one tick, by rewriting its text; the
// card around it does not re-render. An ended time stays. Driven by the manual clock.
import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { elapsed } from '../../src/scheduling/elapsed.js';
import '../../src/define.js';
import type { ToolCallCard } from '../../src/index.js';
import { view } from '../helpers/cards.js';
import { withManualClock } from '../helpers/clock.js';

describe('elapsed', () => {
  const clock = withManualClock(1_050);
  afterEach(() => {
    document.querySelectorAll('tool-call-card, .elapsed-probe').forEach((el) => el.remove());
  });

  it('moves every running card’s label on once a second, in one tick, without re-rendering the cards', async () => {
    const started = clock.wallNow() - 3_020;
    const cards = Array.from({ length: 10 }, () => {
      const card = document.createElement('tool-call-card') as ToolCallCard;
      card.toolCall = view({ status: 'in_progress', firstSeenAt: started, endedAt: undefined });
      return document.body.appendChild(card);
    });
    const ended = document.createElement('tool-call-card') as ToolCallCard;
    ended.toolCall = view({ status: 'completed', firstSeenAt: started, endedAt: started + 2_400 });
    document.body.append(ended);
    await Promise.all([...cards, ended].map((card) => card.updateComplete));
    const label = (card: ToolCallCard) => card.shadowRoot!.querySelector('[part="elapsed"]')!.textContent;
    let renders = 0;
    for (const card of [...cards, ended]) {
      const update = (card as unknown as { update(changed: Map<PropertyKey, unknown>): void }).update.bind(card);
      Object.defineProperty(card, 'update', {
        configurable: true,
        value: (changed: Map<PropertyKey, unknown>) => (renders++, update(changed)),
      });
    }
    expect(cards.map(label)).to.deep.equal(Array(10).fill('3.0s'));
    clock.run(900);
    expect(cards.map(label), 'before the second: as it was').to.deep.equal(Array(10).fill('3.0s'));
    clock.advance(50);
    expect(cards.map(label), 'the beat of the second has come: its tick waits for a frame').to.deep.equal(Array(10).fill('3.0s'));
    clock.frame();
    expect(cards.map(label), 'all in that tick').to.deep.equal(Array(10).fill('4.0s'));
    clock.run(1_000);
    expect(cards.map(label)).to.deep.equal(Array(10).fill('5.0s'));
    expect(label(ended), 'an ended time stays').to.equal('2.4s');
    await Promise.all([...cards, ended].map((card) => card.updateComplete));
    expect(renders, 'no card re-rendered').to.equal(0);
  });

  it('stops when its part leaves the page and catches up when it is back', async () => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.className = 'elapsed-probe';
    const started = clock.wallNow() - 1_000;
    const part = render(html`${elapsed(started)}`, probe);
    expect(probe.textContent).to.equal('1.0s');
    part.setConnected(false);
    clock.run(2_000);
    expect(probe.textContent, 'not ticked while away').to.equal('1.0s');
    part.setConnected(true);
    expect(probe.textContent, 'current again').to.equal('3.0s');
    clock.run(1_000);
    expect(probe.textContent).to.equal('4.0s');
  });
});
