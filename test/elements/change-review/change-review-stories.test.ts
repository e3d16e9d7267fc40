// SPDX-License-Identifier: Apache-2.0
// Every story of <change-review> draws its files and passes axe's WCAG 2.0–2.2 A/AA rules, with the
// page in the light and in the dark colour scheme, once its script has played and its files are expanded.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import { installRawImports, renderStory, storiesOf, type StoryModule } from '../../helpers/stories.js';
import { waitUntil } from '../../helpers/time.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';

// The stories import recorded traces as `?raw`: mapped to modules before the stories load.
await installRawImports();
const module = (await import('../../../stories/change-review.stories.js')) as unknown as StoryModule;
const BACKGROUND = { light: '#ffffff', dark: '#0d1117' } as const;
/** How many files each story shows once played. */
const FILES: Record<string, number> = {
  SummaryRow: 4,
  ClientWritesExact: 4,
  ClaudeAgentSnippets: 1,
  CodexSnippets: 1,
  NoChanges: 0,
};

describe('stories of <change-review>', () => {
  for (const scheme of ['light', 'dark'] as const) {
    describe(`${scheme} scheme`, () => {
      before(() => emulateMedia({ colorScheme: scheme }));
      after(() => emulateMedia({ colorScheme: 'no-preference' }));

      for (const [name, story] of storiesOf(module)) {
        it(`${name}: draws its files, and axe finds no WCAG 2.2 AA violation`, async () => {
          const root = await fixture<HTMLElement>(
            html`<main style="background:${BACKGROUND[scheme]};color-scheme:${scheme};padding:8px">${renderStory(module, story)}</main>`,
          );
          const el = root.querySelector('change-review')!;
          const files = FILES[name] ?? 6;
          await waitUntil(
            () => el.shadowRoot!.querySelectorAll('[part~="file"]').length === files && el.shadowRoot!.firstElementChild,
            `${files} files`,
          );
          const expand = (story.args as { expand?: string[] } | undefined)?.expand?.length ?? 0;
          if (expand) await waitUntil(() => el.shadowRoot!.querySelectorAll('[part~="file-body"]').length === expand, 'the files expanded');
          const { violations } = await window.axe.run(root, WCAG_AA);
          expect(
            violations.map((v) => v.id),
            describeViolations(violations),
          ).to.deep.equal([]);
        });
      }
    });
  }
});
