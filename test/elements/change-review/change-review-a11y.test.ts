// SPDX-License-Identifier: Apache-2.0
// <change-review> by keyboard and screen reader: Up and Down between files, Enter and Space on its
// buttons, the focus kept after an action, counts announced once they settle, auto-accept on the
// manual clock, axe (WCAG 2.2 AA) with the panel open in the light and the dark scheme.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import type { ChangeKeepEvent } from '../../../src/events/change-keep.js';
import { diff } from '../../helpers/changes.js';
import { withManualClock } from '../../helpers/clock.js';
import { deepActive, part } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import { fileRow, fileRows, inRoot, inRow, review, showsFiles } from './setup.js';

const politeRegion = () => document.querySelector<HTMLElement>('[data-tool-call-elements="announcer"][aria-live="polite"]');

describe('<change-review> keyboard and focus', () => {
  it('Up and Down move between files, Enter shows a diff, Space keeps; the focus stays in the file', async () => {
    const { el } = await review({ open: true });
    await showsFiles(el, 2);
    inRow(fileRow(el, 'src/app.js'), 'disclosure')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive()).to.equal(inRow(fileRow(el, 'NOTES.md'), 'disclosure'));
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActive()).to.equal(inRow(fileRow(el, 'src/app.js'), 'disclosure'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(inRow(fileRow(el, 'src/app.js'), 'disclosure')!.getAttribute('aria-expanded')).to.equal('true');
    const keeps: ChangeKeepEvent[] = [];
    el.addEventListener('change-keep', (event) => keeps.push(event));
    inRow(fileRow(el, 'src/app.js'), 'keep')!.focus();
    await sendKeys({ press: ' ' });
    expect(keeps).to.have.length(1);
    // Keep goes once the file is kept: the focus moves to the file's next button, not to the page.
    await waitUntil(() => !inRow(fileRow(el, 'src/app.js'), 'keep'), 'Keep gone');
    await el.updateComplete;
    expect(deepActive()).to.equal(inRow(fileRow(el, 'src/app.js'), 'undo'));
  });

  it('Undo keeps the focus on its button, which becomes Redo', async () => {
    const { el } = await review({ open: true });
    await showsFiles(el, 2);
    const undo = inRow(fileRow(el, 'src/app.js'), 'undo')!;
    undo.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => inRow(fileRow(el, 'src/app.js'), 'redo'), 'Redo');
    expect(deepActive()).to.equal(inRow(fileRow(el, 'src/app.js'), 'redo'));
  });
});

describe('<change-review> announcements and auto-accept', () => {
  const clock = withManualClock();

  async function settle(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
    clock.frame();
    await el.updateComplete;
  }

  it('announces the counts once they settle', async () => {
    const { el, session } = await review({
      script: async (s) => {
        s.prompt('Shorten');
        await s.edit('call-app', 'src/app.js', 'x\n');
      },
    });
    await settle(el);
    await session.edit('call-notes', 'NOTES.md', 'n\n');
    await settle(el);
    clock.advance(999);
    clock.frame();
    expect(politeRegion()?.textContent ?? '').to.not.include('2 files changed');
    clock.advance(1);
    clock.frame();
    expect(politeRegion()!.textContent).to.equal('2 files changed, 2 lines added, 3 lines removed');
  });

  it('auto-accept keeps each file once its call ended and the delay passed', async () => {
    const { el, session } = await review({
      autoAccept: true,
      delay: 500,
      script: async (s) => {
        s.prompt('Shorten');
        await s.edit('call-app', 'src/app.js', 'x\n', true);
      },
    });
    const keeps: ChangeKeepEvent[] = [];
    el.addEventListener('change-keep', (event) => keeps.push(event));
    await settle(el);
    clock.advance(1_000);
    expect(keeps, 'not while the call runs').to.have.length(0);
    session.end('call-app');
    await session.tracker.settled();
    await settle(el);
    clock.advance(499);
    expect(keeps).to.have.length(0);
    clock.advance(1);
    expect(keeps.map((e) => e.detail.path)).to.deep.equal([inRoot('src/app.js')]);
  });
});

describe('<change-review> axe', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: no WCAG 2.2 AA violation with the panel open, a file expanded and a disabled Undo`, async () => {
      await emulateMedia({ colorScheme: scheme });
      try {
        const { el } = await review({
          open: true,
          script: async (session) => {
            session.prompt('Change util');
            await session.edit('call-app', 'src/app.js', 'x\n');
            session.call('call-snip', { kind: 'edit', content: [diff(inRoot('src/util.js'), 'return a;', 'return b;')] });
            session.end('call-snip');
          },
        });
        await showsFiles(el, 2);
        expect(fileRows(el).map((row) => row.dataset.path)).to.deep.equal([inRoot('src/app.js'), inRoot('src/util.js')]);
        inRow(fileRow(el, 'src/util.js'), 'disclosure')!.click();
        inRow(fileRow(el, 'src/app.js'), 'disclosure')!.click();
        await el.updateComplete;
        expect(part(el, 'panel')!.hidden).to.equal(false);
        const { violations } = await window.axe.run(el.parentElement!, WCAG_AA);
        expect(
          violations.map((v) => v.id),
          describeViolations(violations),
        ).to.deep.equal([]);
      } finally {
        await emulateMedia({ colorScheme: 'no-preference' });
      }
    });
  }
});
