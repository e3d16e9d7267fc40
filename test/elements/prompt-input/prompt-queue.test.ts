// SPDX-License-Identifier: Apache-2.0
// <prompt-input> while the agent works: Stop and Escape (after an open menu's own Escape), the
// queue going out one message per turn end, paused after a stopped or cancelled turn and resumed,
// "send now", edit and remove, a host that prevents a queued prompt, axe with a paused queue.
import { expect } from '@open-wc/testing';
import 'axe-core/axe.min.js';
import { deepActive } from '../../helpers/dom.js';
import { expectNoEvent } from '../../helpers/events.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import {
  advertise,
  box,
  COMMANDS,
  endTurn,
  mount,
  part,
  press,
  queuedButton,
  queuedTexts,
  sessionStore,
  startTurn,
  type,
} from './setup.js';

/** A session with a turn running (another prompt of this client); its id. */
async function running() {
  const store = sessionStore();
  const view = await mount(store);
  view.turns.push(startTurn(store, 'the running prompt'));
  await view.el.updateComplete;
  return { store, ...view };
}

describe('<prompt-input> while a turn runs', () => {
  it('the send button becomes Stop, which fires prompt-cancel and turns back into Send with the focus kept', async () => {
    const { store, el, cancels, turns } = await running();
    const stop = part(el, 'stop')!;
    expect(stop.getAttribute('aria-label')).to.equal('Stop');
    stop.focus();
    stop.click();
    expect(cancels).to.deep.equal([turns[0]]);
    endTurn(store, turns[0], 'cancelled');
    await el.updateComplete;
    expect(part(el, 'stop')).to.equal(null);
    expect(part(el, 'send')).to.equal(stop);
    expect(deepActive()).to.equal(stop);
  });

  it('Escape stops the turn, but an open command menu takes the first Escape (and keeps the text)', async () => {
    const { store, el, cancels } = await running();
    advertise(store, COMMANDS);
    await type(el, '/re');
    expect(box(el).getAttribute('aria-expanded')).to.equal('true');
    await press(el, 'Escape');
    expect(cancels).to.deep.equal([]);
    expect(box(el).getAttribute('aria-expanded')).to.equal('false');
    expect(box(el).value).to.equal('/re');
    await press(el, 'Escape');
    expect(cancels).to.have.length(1);
    expect(box(el).value).to.equal('/re');
  });

  it('text sent during a turn is queued in order and goes out one message per turn end', async () => {
    const { store, el, sent, turns } = await running();
    await type(el, 'first');
    await press(el, 'Enter');
    await type(el, 'second');
    expect(part(el, 'send')!.getAttribute('aria-label')).to.equal('Add to queue');
    part(el, 'send')!.click();
    await el.updateComplete;
    expect(sent).to.deep.equal([]);
    expect(box(el).value).to.equal('');
    expect(queuedTexts(el)).to.deep.equal(['first', 'second']);
    expect(el.queued).to.deep.equal(['first', 'second']);
    endTurn(store, turns[0]);
    await el.updateComplete;
    expect(sent).to.deep.equal(['first']);
    expect(queuedTexts(el)).to.deep.equal(['second']);
    expect(part(el, 'stop'), 'the queued prompt started the next turn').to.not.equal(null);
    endTurn(store, turns[1]);
    await el.updateComplete;
    expect(sent).to.deep.equal(['first', 'second']);
    expect(queuedTexts(el)).to.deep.equal([]);
  });

  it('after Stop the queue is kept and paused; a prompt typed then goes out at once; Resume sends the next, the rest follow', async () => {
    const { store, el, sent, turns } = await running();
    for (const text of ['one', 'two']) {
      await type(el, text);
      await press(el, 'Enter');
    }
    part(el, 'stop')!.click();
    endTurn(store, turns[0], 'cancelled');
    await el.updateComplete;
    expect(sent).to.deep.equal([]);
    expect(part(el, 'paused')?.textContent).to.contain('Queue paused');
    expect(queuedTexts(el)).to.deep.equal(['one', 'two']);
    await type(el, 'typed now');
    await press(el, 'Enter');
    expect(sent).to.deep.equal(['typed now']);
    endTurn(store, turns[1]);
    await el.updateComplete;
    expect(sent, 'still paused').to.deep.equal(['typed now']);
    (part(el, 'paused')!.querySelector('[data-action="resume"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(sent).to.deep.equal(['typed now', 'one']);
    expect(part(el, 'paused')).to.equal(null);
    endTurn(store, turns[2]);
    await el.updateComplete;
    expect(sent).to.deep.equal(['typed now', 'one', 'two']);
  });

  it('a turn the agent ended as cancelled (stopped elsewhere) pauses the queue too', async () => {
    const { store, el, sent, turns } = await running();
    await type(el, 'waiting');
    await press(el, 'Enter');
    endTurn(store, turns[0], 'cancelled');
    await el.updateComplete;
    expect(sent).to.deep.equal([]);
    expect(part(el, 'paused')).to.not.equal(null);
  });

  it('"send now" stops the turn and sends that message when it ends, without pausing the rest', async () => {
    const { store, el, sent, cancels, turns } = await running();
    for (const text of ['a', 'b', 'c']) {
      await type(el, text);
      await press(el, 'Enter');
    }
    queuedButton(el, 3, 'send-now').click();
    await el.updateComplete;
    expect(cancels).to.have.length(1);
    expect(queuedTexts(el)).to.deep.equal(['c', 'a', 'b']);
    endTurn(store, turns[0], 'cancelled');
    await el.updateComplete;
    expect(sent).to.deep.equal(['c']);
    expect(part(el, 'paused')).to.equal(null);
    endTurn(store, turns[1]);
    await el.updateComplete;
    expect(sent).to.deep.equal(['c', 'a']);
  });

  it('edit puts a queued message back in the box (the box’s text takes its place); remove drops it', async () => {
    const { el } = await running();
    for (const text of ['a', 'b', 'c']) {
      await type(el, text);
      await press(el, 'Enter');
    }
    await type(el, 'in the box');
    queuedButton(el, 2, 'edit').click();
    await el.updateComplete;
    expect(box(el).value).to.equal('b');
    expect(deepActive()).to.equal(box(el));
    expect(queuedTexts(el)).to.deep.equal(['a', 'in the box', 'c']);
    expect(queuedButton(el, 1, 'remove').getAttribute('aria-label')).to.equal('Remove queued message 1');
    queuedButton(el, 1, 'remove').click();
    await el.updateComplete;
    expect(queuedTexts(el)).to.deep.equal(['in the box', 'c']);
  });

  it('a queued prompt the host prevents stays first and pauses the queue', async () => {
    const { store, el, sent, turns } = await running();
    await type(el, 'refused');
    await press(el, 'Enter');
    el.addEventListener('prompt-submit', (e) => e.preventDefault(), { once: true });
    endTurn(store, turns[0]);
    await el.updateComplete;
    expect(sent).to.deep.equal([]);
    expect(queuedTexts(el)).to.deep.equal(['refused']);
    expect(part(el, 'paused')).to.not.equal(null);
  });

  it('Escape with nothing running fires no prompt-cancel', async () => {
    const { el } = await mount(sessionStore());
    await type(el, 'x');
    await expectNoEvent(el, 'prompt-cancel', () => press(el, 'Escape'));
    expect(box(el).value).to.equal('x');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no WCAG 2.2 AA violation with a paused queue (${theme})`, async () => {
      const { store, el, turns } = await running();
      el.theme = theme;
      for (const text of ['a long queued message that the row clips with an ellipsis', 'b']) {
        await type(el, text);
        await press(el, 'Enter');
      }
      endTurn(store, turns[0], 'cancelled');
      await type(el, 'draft');
      const { violations } = await window.axe.run(el, WCAG_AA);
      expect(
        violations.map((v) => v.id),
        describeViolations(violations),
      ).to.deep.equal([]);
    });
  }
});
