// SPDX-License-Identifier: Apache-2.0
// Story checks run a story's CSF `beforeEach` as Storybook does: the custom-renderer story registers
// its renderer there, so the axe run sees the host's table, and the clean-up unregisters it again.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import { allElements } from '../helpers/dom.js';
import { beforeStory, installRawImports, renderStory, type Story, type StoryModule } from '../helpers/stories.js';
import { waitUntil } from '../helpers/time.js';

const tables = (root: ParentNode) => allElements(root).filter((el) => el.localName === 'table');
const cards = (root: ParentNode) => allElements(root).filter((el) => el.localName === 'tool-call-card');

describe('story beforeEach', () => {
  it("the custom-renderer story draws the host's renderer after its beforeEach, and not once cleaned up", async () => {
    await installRawImports();
    const module = (await import('../../stories/tool-call-nesting.stories.js')) as unknown as StoryModule;
    const story = module.CustomRenderer as Story;
    const cleanUp = await beforeStory(module, story);
    const rendered = await fixture<HTMLElement>(html`<div>${renderStory(module, story)}</div>`);
    await waitUntil(() => tables(rendered).length === 2, 'one table per Grep / Glob card');
    await cleanUp();
    const plain = await fixture<HTMLElement>(html`<div>${renderStory(module, story)}</div>`);
    await waitUntil(() => cards(plain).length === 2, 'the two cards');
    await Promise.all(cards(plain).map((card) => (card as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete));
    expect(tables(plain)).to.have.length(0);
  });
});
