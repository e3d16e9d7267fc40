// SPDX-License-Identifier: Apache-2.0
// An app view on a page served with the strict Content Security Policy of issue 18 (the header is
// set by web-test-runner.config.mjs for /csp/page.html, Trusted Types enforced): the frame's
// `srcdoc` goes in through the library's policy without a Trusted Types error, the page sees no
// violation, and the frame's document inherits the page's policy, so the app's inline scripts do
// not run there (docs/decisions/0030-app-views.md: what a host must allow for them to run).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import type { ToolCallCard } from '../../src/index.js';
import { APP_VIEW_CSP } from '../../src/content/app-frame.js';
import { openPage, settle, type ViolationsWindow } from '../elements/csp/csp-frame.js';
import { view } from '../helpers/cards.js';
import { PROBE_APP } from './app-view-probe.js';

describe('app views under a strict Content Security Policy', () => {
  it('render the sandboxed frame without a violation on the page; the inherited policy keeps the app’s scripts from running', async function () {
    // The first load compiles the whole library in the dev server: that, not the test, takes time.
    this.timeout(20_000);
    const { frame: page, win } = await openPage<ViolationsWindow & { cspPage: unknown }>('/csp/page.html', (w) => w.cspPage);
    try {
      await waitUntil(() => win.customElements.get('tool-call-card'), 'card defined', { timeout: 10_000 });
      const messages: unknown[] = [];
      win.addEventListener('message', (event) => messages.push(event.data));
      const card = win.document.createElement('tool-call-card') as ToolCallCard;
      card.toolCall = view({
        kind: 'other',
        content: [{ type: 'content', content: { type: 'resource', resource: { uri: 'ui://probe/app.html', text: PROBE_APP } } }],
      });
      card.expanded = true;
      card.allowAppViews = true;
      win.document.body.append(card);
      // Listening from before the frame exists (load does not bubble: a capturing listener on the shadow root).
      let loaded = false;
      card.shadowRoot!.addEventListener('load', () => (loaded = true), { capture: true });
      await waitUntil(() => card.shadowRoot?.querySelector('iframe'), 'app frame', { timeout: 3_000 });
      const frame = card.shadowRoot!.querySelector('iframe')!;
      expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
      expect(frame.srcdoc).to.contain(`content="${APP_VIEW_CSP}"`);
      // The frame's document has loaded (its inline scripts would have run during parsing), and two frames more.
      await waitUntil(() => loaded, 'app document loaded', { timeout: 3_000 });
      await settle(win);
      expect(messages, 'the app’s script did not run').to.deep.equal([]);
      expect(frame.height).to.equal('150');
      expect(win.cspViolations).to.deep.equal([]);
    } finally {
      page.remove();
    }
  });
});
