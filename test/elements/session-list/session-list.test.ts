// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import { entry, listView, titles, groups, ALL, LISTED } from './setup.js';

describe('<session-list>', () => {
  it('draws rows from its properties', async () => {
    const el = await listView({
      sessions: [entry('a', { title: 'Alpha', updatedAt: Date.now() - 60_000 }), entry('b', { firstPrompt: 'Fix the bug\nplease' })],
      capabilities: ALL,
      listing: LISTED,
    });
    expect(titles(el)).to.deep.equal(['Alpha', 'Fix the bug']);
    console.log(JSON.stringify(groups(el)));
    console.log(el.shadowRoot!.innerHTML.replace(/<!--[^]*?-->/g, '').slice(0, 3000));
  });
});
