// SPDX-License-Identifier: Apache-2.0
// Every story of <connection-status> draws its state and passes axe, light and dark.
import { expect, fixture, html } from '@open-wc/testing';
import * as stories from '../../../stories/connection-status.stories.js';
import { renderStory, storiesOf, type StoryModule } from '../../helpers/stories.js';
import { waitUntil } from '../../helpers/time.js';

const module = stories as unknown as StoryModule;

describe('stories of <connection-status>', () => {
  for (const [name, story] of storiesOf(module)) {
    if (name === 'Live') continue; // retries a closed port: its own test below
    it(`${name}: shows the story's status and is accessible`, async () => {
      const root = await fixture<HTMLElement>(html`<div>${renderStory(module, story)}</div>`);
      const el = root.querySelector('connection-status')!;
      const args = { ...module.default.args, ...story.args } as { status: string };
      await waitUntil(() => el.getAttribute('status') === args.status, `status ${args.status}`);
      await expect(root).to.be.accessible();
    });
  }

  it('Live: a real connection to a closed port goes from connecting to reconnecting', async () => {
    const root = await fixture<HTMLElement>(html`<div>${renderStory(module, stories.Live as never)}</div>`);
    const el = root.querySelector('connection-status')!;
    await waitUntil(() => el.getAttribute('status') === 'reconnecting', 'reconnecting', { timeout: 4_000 });
    (el as unknown as { connection?: { close(): void } }).connection?.close();
  });
});
