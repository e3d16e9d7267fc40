// SPDX-License-Identifier: Apache-2.0
// axe finds no violations in any story of stories/*.stories.ts, in its own theme and in the dark one.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { ToolCallCard, ToolCallList } from '../../src/index.js';
import { selectSessions, selectToolCalls } from '../../src/state/index.js';
import { allElements } from '../helpers/dom.js';
import { frames, waitUntil } from '../helpers/time.js';
import { loadStoryModules, renderStory, storiesOf, type Story, type StoryModule } from '../helpers/stories.js';
import { onDemandModulesLoaded } from '../helpers/on-demand.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);

// Story modules are imported once the `?raw` trace imports can resolve (see helpers/stories.ts).
const modules = await loadStoryModules();

/** The elements matching `selector` under `root`, through shadow roots. */
const elements = <E extends Element>(root: ParentNode, selector: string) => allElements(root).filter((el): el is E => el.matches(selector));

/** How many calls a list shows: its store's calls (of its session, if it has one). */
function callCount(list: ToolCallList): number {
  if (!list.store) return 0;
  const state = list.store.getState();
  const sessions = list.sessionId ? [list.sessionId] : selectSessions(state);
  return sessions.reduce((n, id) => n + selectToolCalls(state, id).length, 0);
}

/** Renders a story and waits until every list has drawn a card per call and every card rendered. */
async function renderAndSettle(module: StoryModule, story: Story, theme?: 'dark'): Promise<HTMLElement> {
  const root = await fixture<HTMLElement>(html`<div class="story-root">${renderStory(module, story)}</div>`);
  for (const list of elements<ToolCallList>(root, 'tool-call-list')) {
    if (theme) list.theme = theme;
    await list.updateComplete;
    const drawn = () => list.shadowRoot!.querySelectorAll('tool-call-card').length;
    const expected = callCount(list);
    if (expected > 0 && expected <= 20) {
      await waitUntil(() => drawn() === expected, `list: ${expected} cards`, { timeout: 4_000 });
    } else if (expected > 0) {
      // A long list draws only what is on screen: wait for the first cards, then for no change.
      await waitUntil(() => drawn() > 0, 'list: cards', { timeout: 4_000 });
    }
    for (let stable = 0, last = -1, i = 0; stable < 5 && i < 200; i++) {
      await frames(1);
      stable = drawn() === last ? stable + 1 : 0;
      last = drawn();
    }
  }
  const cards = elements<ToolCallCard>(root, 'tool-call-card');
  if (theme) for (const card of cards) card.theme = theme;
  await Promise.all(cards.map((card) => card.updateComplete));
  return root;
}

for (const [component, module] of Object.entries(modules)) {
  const stories = storiesOf(module);

  describe(`stories of <${component}>`, function () {
    it('has stories', () => {
      expect(stories.length).to.be.greaterThan(0);
    });

    for (const [name, story] of stories) {
      it(`${name} is accessible`, async () => {
        const root = await renderAndSettle(module, story);
        expect(elements(root, component).length, `the story draws a <${component}>`).to.be.greaterThan(0);
        await expect(root).to.be.accessible();
      });
    }
  });

  describe(`stories of <${component}>, dark theme`, function () {
    for (const [name, story] of stories) {
      it(`${name} is accessible in the dark theme`, async () => {
        const root = await renderAndSettle(module, story, 'dark');
        for (const el of elements(root, 'tool-call-card, tool-call-list')) expect(el.getAttribute('theme')).to.equal('dark');
        await expect(root).to.be.accessible();
      });
    }
  });
}

describe('card states in the dark theme, expanded', function () {
  const OPTIONS = [
    { optionId: 'allow', name: 'Allow', kind: 'allow_once' as const },
    { optionId: 'reject', name: 'Reject', kind: 'reject_once' as const },
  ];
  const states: Array<[string, Record<string, unknown>]> = [
    ['pending', { status: 'pending' }],
    ['in_progress', { status: 'in_progress' }],
    ['completed', { status: 'completed', endedAt: 3_000 }],
    ['failed', { status: 'failed', endedAt: 3_000 }],
    ['cancelled', { status: 'cancelled', endedAt: 3_000 }],
    ['paused', { status: 'paused' }],
    ['awaiting approval', { status: 'pending', permission: { requestId: 1, options: OPTIONS } }],
    [
      'approved',
      { status: 'pending', permission: { requestId: 1, options: OPTIONS, outcome: { outcome: 'selected', optionId: 'allow' } } },
    ],
    [
      'rejected',
      {
        status: 'failed',
        endedAt: 3_000,
        permission: { requestId: 1, options: OPTIONS, outcome: { outcome: 'selected', optionId: 'reject' } },
      },
    ],
  ];
  for (const [name, fields] of states) {
    it(`${name} is accessible`, async () => {
      const toolCall = {
        sessionId: 's1',
        toolCallId: `dark-${name}`,
        title: 'Edit `src/app.js`',
        kind: 'edit',
        content: [
          { type: 'content', content: { type: 'text', text: 'Done. See [the docs](https://example.com).\n\n```js\nconst a = 1;\n```' } },
        ],
        locations: [{ path: '/home/dev/demo-project/src/app.js' }],
        rawInput: { file_path: '/home/dev/demo-project/src/app.js' },
        meta: {},
        firstSeenAt: 1_000,
        updatedAt: 2_000,
        ...fields,
      };
      const root = await fixture<HTMLElement>(html`<div lang="en" style="background:#0d1117">
        <tool-call-card theme="dark" expanded root="/home/dev/demo-project" .toolCall=${toolCall}></tool-call-card>
      </div>`);
      const card = root.querySelector('tool-call-card')!;
      await card.updateComplete;
      for (const details of card.shadowRoot!.querySelectorAll('details')) details.open = true;
      await expect(root).to.be.accessible();
    });
  }
});
