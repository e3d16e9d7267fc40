// SPDX-License-Identifier: Apache-2.0
// A list that pins permissions shows every waiting call of the session, not only the oldest: the
// cards show no prompt of their own, so a second request must not wait out of sight.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { ToolCallList } from '../../../src/index.js';
import { installRawImports } from '../../helpers/stories.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { waitUntil } from '../../helpers/time.js';

before(onDemandModulesLoaded);
await installRawImports();
const stories = await import('../../../stories/permission-prompt.stories.js');

type Prompt = HTMLElement & { updateComplete: Promise<boolean> };

describe('<tool-call-list pin-permissions> with several requests', () => {
  it('pins them as a batch listing every call, and answers each', async () => {
    const store = stories.batchStore('pinned-batch');
    const el = await fixture<ToolCallList>(
      html`<tool-call-list pin-permissions session-id="pinned-batch" .store=${store}></tool-call-list>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('permission-prompt[part="permission"]'), 'a pinned prompt');
    const pinned = el.shadowRoot!.querySelector<Prompt>('permission-prompt[part="permission"]')!;
    await pinned.updateComplete;
    const titles = [...pinned.shadowRoot!.querySelectorAll('[part="item"] [part="title"]')].map((t) => t.textContent!.trim());
    expect(titles).to.deep.equal(['Writing to src/greet.ts', 'Writing to src/index.ts', 'npm test']);
    expect(pinned.getAttribute('layout')).to.equal('pinned');
    for (const card of el.shadowRoot!.querySelectorAll('tool-call-card')) {
      expect(card.shadowRoot!.querySelector('permission-prompt'), 'no prompt inside a card').to.equal(null);
    }
  });
});
