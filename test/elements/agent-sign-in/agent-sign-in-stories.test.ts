// SPDX-License-Identifier: Apache-2.0
// Every <agent-sign-in> story renders and axe finds no WCAG 2.2 AA violation in it, in the light
// and the dark colour scheme.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import { emulatorPool } from '../../../src/elements/terminal-view/emulator-pool.js';
import { installRawImports, renderStory, storiesOf, type StoryModule } from '../../helpers/stories.js';
import { waitUntil } from '../../helpers/time.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';

async function storyModule(): Promise<StoryModule> {
  await installRawImports();
  return (await import('../../../stories/agent-sign-in.stories.js')) as unknown as StoryModule;
}

const BACKGROUND = { light: '#ffffff', dark: '#0d1117' } as const;

afterEach(() => emulatorPool.reset());

const module = await storyModule();

describe('<agent-sign-in> stories', () => {
  it('has a story for each state', () => {
    const names = storiesOf(module).map(([name]) => name);
    expect(names).to.include.members(['Required', 'SigningIn', 'Failed', 'TerminalRunning', 'TerminalUnavailable', 'SignedInSettings']);
    expect(names).to.include.members(['TraditionalChinese', 'Dark', 'VsCodeDarkModern', 'Narrow']);
  });

  for (const scheme of ['light', 'dark'] as const) {
    describe(`${scheme} scheme`, () => {
      before(() => emulateMedia({ colorScheme: scheme }));
      after(() => emulateMedia({ colorScheme: 'no-preference' }));

      for (const [name, story] of storiesOf(module)) {
        it(`${name} is accessible`, async () => {
          const root = await fixture<HTMLElement>(
            html`<main lang="en" style="background:${BACKGROUND[scheme]};color-scheme:${scheme};padding:8px">${renderStory(module, story)}</main>`,
          );
          const el = root.querySelector('agent-sign-in')!;
          await el.updateComplete;
          expect(el.visible).to.equal(true);
          if (name === 'TerminalRunning' || name === 'Dark') {
            await waitUntil(() => el.shadowRoot!.querySelector('terminal-view')?.live, 'no live terminal', { timeout: 4_000 });
          }
          const { violations } = await window.axe.run(root, WCAG_AA);
          expect(violations, describeViolations(violations)).to.deep.equal([]);
        });
      }
    });
  }
});
