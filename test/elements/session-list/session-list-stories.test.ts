// SPDX-License-Identifier: Apache-2.0
// Every story of <session-list> draws its state and passes axe's WCAG 2.0–2.2 A/AA rules, with the
// page in the light and in the dark colour scheme; the delete confirmation and the paging story are
// checked in the state they show.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import type { SessionList } from '../../../src/elements/session-list/session-list.component.js';
import * as stories from '../../../stories/session-list.stories.js';
import { $, textOf } from '../../helpers/dom.js';
import { renderStory, storiesOf, type StoryModule } from '../../helpers/stories.js';
import { waitUntil } from '../../helpers/time.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';

const module = stories as unknown as StoryModule;
const BACKGROUND = { light: '#ffffff', dark: '#0d1117' } as const;

async function show(name: string, scheme: 'light' | 'dark' = 'light'): Promise<{ root: HTMLElement; el: SessionList }> {
  const story = storiesOf(module).find(([n]) => n === name)![1];
  const root = await fixture<HTMLElement>(
    html`<main lang="en" style="background:${BACKGROUND[scheme]};color-scheme:${scheme};padding:8px">${renderStory(module, story)}</main>`,
  );
  const el = root.querySelector('session-list')!;
  await el.updateComplete;
  return { root, el };
}

describe('stories of <session-list>', () => {
  for (const scheme of ['light', 'dark'] as const) {
    describe(`${scheme} scheme`, () => {
      before(() => emulateMedia({ colorScheme: scheme }));
      after(() => emulateMedia({ colorScheme: 'no-preference' }));

      for (const [name] of storiesOf(module)) {
        it(`${name}: axe finds no WCAG 2.2 AA violation`, async () => {
          const { root, el } = await show(name, scheme);
          if (name === 'DeleteConfirmation') await waitUntil(() => $(el, '[part~="confirm"]'), 'the confirmation');
          const { violations } = await window.axe.run(root, WCAG_AA);
          expect(
            violations.map((v) => v.id),
            describeViolations(violations),
          ).to.deep.equal([]);
        });
      }
    });
  }

  it('DeleteConfirmation asks about the second row, with the focus on its Delete button', async () => {
    const { el } = await show('DeleteConfirmation');
    await waitUntil(() => $(el, '[part~="confirm"]'), 'the confirmation');
    expect(textOf($(el, '#confirm-question'))).to.equal('Delete “Refactor the parser into a tokenizer and a reader”?');
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('confirm-delete');
  });

  it('PagingAsYouScroll loads the next page when scrolled to the end, three pages in all', async () => {
    const { el } = await show('PagingAsYouScroll');
    const count = () => el.shadowRoot!.querySelectorAll('[role="option"]').length;
    expect(count()).to.equal(8);
    const scroller = $(el, '.scroller')!;
    for (const expected of [16, 24, 32]) {
      scroller.scrollTop = scroller.scrollHeight;
      await waitUntil(() => count() === expected, `${expected} rows`, { timeout: 2_000 });
    }
    await el.updateComplete;
    expect($(el, '[part~="more"]'), 'the last page has no cursor').to.equal(null);
  });
});
