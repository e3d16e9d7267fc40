// SPDX-License-Identifier: Apache-2.0
// <diff-view>'s rows as one control: only the current row's line number (or a fold's expand
// controls) are buttons, the keys move that row, the mouse still opens any line, and no target
// is too small or too close to another (WCAG 2.2, SC 2.5.8).
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../../src/define.js';
import type { DiffView } from '../../../src/elements/diff-view/diff-view.js';
import { SMALL_EDIT, V2_PATCH } from '../../fixtures/diff-view/inputs.js';
import { expectEvent } from '../../helpers/events.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { waitUntil } from '../../helpers/time.js';

// What define.js loads on demand is in place before any test renders.
before(onDemandModulesLoaded);

const axe = window.axe;

/** `n` lines "line 1"…; the listed line numbers changed to upper case. */
const lines = (n: number, changed: number[] = []) =>
  Array.from({ length: n }, (_, i) => (changed.includes(i + 1) ? `LINE ${i + 1}` : `line ${i + 1}`)).join('\n') + '\n';

async function diffView(template: ReturnType<typeof html>): Promise<DiffView> {
  const wrapper = await fixture(html`<div style="width:700px">${template}</div>`);
  const el = wrapper.querySelector('diff-view')!;
  await el.ready();
  return el;
}

/** The focused element in `el`'s shadow root, once it is a button matching `selector`. */
async function focused(el: DiffView, selector: string): Promise<HTMLButtonElement> {
  await waitUntil(() => el.shadowRoot!.activeElement?.matches(selector), `focus never reached ${selector}`);
  return el.shadowRoot!.activeElement as HTMLButtonElement;
}

const buttonsIn = (el: DiffView) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.body button')];

describe('<diff-view> rows as one control', () => {
  it('makes only the current row a button, and moves it with the keys', async () => {
    // 60 lines, line 40 changed: a fold (1–36), 37–39, −40, +40, 41–43, a fold (44–60).
    const el = await diffView(html`<diff-view path="/f.txt" .oldText=${lines(60)} .newText=${lines(60, [40])} view="unified"></diff-view>`);
    // The first row is the current one: its fold's controls are the body's only buttons.
    expect(buttonsIn(el).map((b) => b.classList[1])).to.deep.equal(['up', 'all']);
    expect(el.shadowRoot!.querySelectorAll('.num:not(.empty)').length, 'numbers are still drawn').to.equal(14);

    buttonsIn(el)[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    expect((await focused(el, '.fold-button')).classList[1]).to.equal('all');
    await sendKeys({ press: 'ArrowDown' });
    const line37 = await focused(el, 'button.num.new');
    expect([line37.textContent, line37.getAttribute('aria-label'), line37.title]).to.deep.equal(['37', 'New line 37', 'Open line 37']);
    expect(buttonsIn(el), 'one button at a time').to.have.length(1);
    await sendKeys({ press: 'ArrowLeft' });
    expect((await focused(el, 'button.num.old')).getAttribute('aria-label')).to.equal('Old line 37');

    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowDown' });
    const removed = await focused(el, '.row.remove button.num.old');
    expect(removed.textContent).to.equal('40');
    // Enter opens the line as a click did (an old number opens the new file where it was removed).
    const opened = await expectEvent(el, 'location-open', () => sendKeys({ press: 'Enter' }));
    expect(opened.detail).to.deep.equal({ path: '/f.txt', line: 40 });
    // An added line has only a new number: the button moves to that side.
    await sendKeys({ press: 'ArrowDown' });
    expect((await focused(el, '.row.add button.num.new')).textContent).to.equal('40');

    // End: the last row, the trailing fold; Enter on "show lines below" reveals all 17 there.
    await sendKeys({ press: 'End' });
    expect((await focused(el, '.fold-button')).classList[1]).to.equal('down');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.querySelectorAll('.row.fold').length === 1, 'the trailing fold stays');
    // The focus stays where the fold was: on the first revealed line.
    expect((await focused(el, 'button.num')).textContent).to.equal('44');
    await sendKeys({ press: 'Home' });
    expect((await focused(el, '.fold-button')).classList[1]).to.equal('up');
  });

  it('skips rows without controls and keeps the side in split', async () => {
    const el = await diffView(html`<diff-view .diff=${V2_PATCH} view="split"></diff-view>`);
    const body = el.shadowRoot!.querySelector('.body')!;
    // A patch's first row is its hunk header (no controls): the first line is current.
    expect(body.querySelector('.row.fold.gap')!.querySelector('button')).to.equal(null);
    const first = body.querySelector<HTMLButtonElement>('button.num')!;
    expect(first.closest('.row')!.classList.contains('fold')).to.equal(false);
    first.focus();
    await sendKeys({ press: 'ArrowLeft' });
    let old = await focused(el, 'button.num.old');
    for (let i = 0; i < 12 && old.closest('.row')!.nextElementSibling; i++) {
      await sendKeys({ press: 'ArrowDown' });
      old = await focused(el, 'button.num');
      expect(old.closest('.row')!.classList.contains('gap'), 'a hunk header is skipped').to.equal(false);
    }
  });

  it('draws and scrolls to the row the keys move to in a windowed body', async () => {
    const el = await diffView(html`<diff-view path="/n.txt" .oldText=${null} .newText=${lines(2000)} view="unified"></diff-view>`);
    const body = el.shadowRoot!.querySelector<HTMLElement>('.body')!;
    body.querySelector<HTMLButtonElement>('button.num')!.focus();
    await sendKeys({ press: 'End' });
    const last = await focused(el, 'button.num.new');
    expect(last.textContent).to.equal('2000');
    await waitUntil(() => {
      const [row, view] = [last.getBoundingClientRect(), body.getBoundingClientRect()];
      return row.top >= view.top && row.bottom <= view.bottom;
    }, 'the last line is scrolled into view');
    await sendKeys({ press: 'Home' });
    expect((await focused(el, 'button.num.new')).textContent).to.equal('1');
    await sendKeys({ press: 'PageDown' });
    expect(Number((await focused(el, 'button.num.new')).textContent)).to.be.greaterThan(10);
  });

  it('opens any line on click and makes it the current row', async () => {
    const el = await diffView(html`<diff-view .diff=${SMALL_EDIT} view="unified"></diff-view>`);
    const added = el.shadowRoot!.querySelector<HTMLElement>('.row.add .num.new')!;
    expect(added.localName, 'not the current row yet').to.equal('span');
    const event = await expectEvent(el, 'location-open', () => added.click());
    expect(event.detail).to.deep.equal({ path: SMALL_EDIT.path, line: 2 });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.row.add .num.new')!.localName).to.equal('button');
    expect(buttonsIn(el)).to.have.length(1);
  });

  it('has no target smaller than 24 px without the spacing that SC 2.5.8 asks for', async () => {
    const wrapper = await fixture(html`<div style="width:1000px">
      <diff-view path="/f.txt" .oldText=${lines(60)} .newText=${lines(60, [10, 50])} view="unified"></diff-view>
      <diff-view path="/f.txt" .oldText=${lines(60)} .newText=${lines(60, [10, 50])} view="split"></diff-view>
      <diff-view .diff=${V2_PATCH}></diff-view>
    </div>`);
    const views = [...wrapper.querySelectorAll('diff-view')];
    for (const view of views) await view.ready();
    const tooSmall = async () => {
      const results = await axe.run(wrapper, { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] });
      return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    };
    // As drawn: the first row of each body is its current row (a fold, or a patch's first line).
    expect(await tooSmall()).to.deep.equal([]);
    for (const view of views) {
      // A line number beside a fold (or a hunk header) as the button.
      const nextToFold = [...view.shadowRoot!.querySelectorAll('.row')]
        .filter((row) => row.nextElementSibling?.matches('.row.fold') && row.querySelector('.num:not(.empty)'))
        .at(-1)!;
      nextToFold.querySelector<HTMLElement>('.num:not(.empty)')!.click();
      await view.updateComplete;
      expect(nextToFold.querySelector('button.num'), 'the clicked row has the button').not.to.equal(null);
      expect(await tooSmall()).to.deep.equal([]);
    }
    // A fold between two changes as the current row: its three buttons, the lines around it plain.
    for (const view of views.slice(0, 2)) {
      view.shadowRoot!.querySelector<HTMLButtonElement>('.body button')!.focus();
      await sendKeys({ press: 'Home' });
      // Down from the first fold to the next one.
      for (let i = 0; i < 12; i++) {
        await sendKeys({ press: 'ArrowDown' });
        if (view.shadowRoot!.activeElement?.matches('.fold-button')) break;
      }
      expect(buttonsIn(view).map((b) => b.classList[1])).to.deep.equal(['up', 'down', 'all']);
      expect(await tooSmall()).to.deep.equal([]);
    }
  });
});
