// SPDX-License-Identifier: Apache-2.0
// WCAG 2.2 AA: axe, limited to the WCAG 2.0–2.2 A/AA rules (target-size among them, which axe's
// defaults leave off), finds no violation in any story of stories/*.stories.ts, with the page in
// the light and in the dark colour scheme.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../src/define.js';
import { frames } from '../helpers/time.js';
import { allElements } from '../helpers/dom.js';
import { beforeStory, loadAllStoryModules, renderStory, storiesOf } from '../helpers/stories.js';
import { onDemandModulesLoaded } from '../helpers/on-demand.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);
import { describeViolations, WCAG_AA } from '../helpers/wcag.js';

/** Page backgrounds an embedding app would give each scheme (elements without a surface sit on it). */
const BACKGROUND = { light: '#ffffff', dark: '#0d1117' } as const;

const modules = await loadAllStoryModules();

/**
 * Waits until every Lit element finished updating and the composed tree kept its size for a few
 * frames (lists measure and draw cards over several frames); a live story never settles, so the
 * wait is bounded.
 */
async function settle(root: HTMLElement): Promise<void> {
  for (let stable = 0, last = -1, i = 0; stable < 4 && i < 60; i++) {
    const elements = allElements(root);
    await Promise.all(elements.map((el) => (el as Partial<{ updateComplete: Promise<unknown> }>).updateComplete));
    await frames(1);
    stable = elements.length === last ? stable + 1 : 0;
    last = elements.length;
  }
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`WCAG 2.2 AA, ${scheme} scheme`, function () {
    before(() => emulateMedia({ colorScheme: scheme }));
    after(() => emulateMedia({ colorScheme: 'no-preference' }));

    for (const [group, module] of Object.entries(modules)) {
      const stories = storiesOf(module);
      it(`${group} has stories`, () => expect(stories.length).to.be.greaterThan(0));

      for (const [name, story] of stories) {
        it(`${group}: ${name}`, async function () {
          if (story.parameters?.testTimeoutMs) this.timeout(story.parameters.testTimeoutMs);
          const cleanUp = await beforeStory(module, story);
          try {
            const root = await fixture<HTMLElement>(
              html`<main lang="en" style="background:${BACKGROUND[scheme]};color-scheme:${scheme};padding:8px">
                ${renderStory(module, story)}
              </main>`,
            );
            await settle(root);
            expect(allElements(root).length, 'the story draws something').to.be.greaterThan(1);
            const { violations } = await window.axe.run(root, WCAG_AA);
            expect(
              violations.map((v) => v.id),
              describeViolations(violations),
            ).to.deep.equal([]);
          } finally {
            await cleanUp();
          }
        });
      }
    }
  });
}
