// SPDX-License-Identifier: Apache-2.0
// The running half of an app view (src/content/app-frame.ts) loads on demand. This file imports it
// nowhere, so the page has not loaded it when the first allowed app view is drawn: that view waits,
// busy, in a box of the frame's default height, then the frame runs in its place.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/tool-call-card/tool-call-card.js';
import { loadAppFrame } from '../../src/content/app-view.js';
import type { ToolCallCard } from '../../src/index.js';
import { $, $$, view } from '../helpers/cards.js';
import { waitUntil } from '../helpers/time.js';

const app = {
  type: 'content' as const,
  content: {
    type: 'resource' as const,
    resource: { uri: 'ui://demo/app.html', mimeType: 'text/html;profile=mcp-app', text: '<p>first</p>' },
  },
};

describe('app views, on demand', () => {
  it('the first one drawn waits, busy, in a box of its default height, then runs in place', async () => {
    const card = await fixture<ToolCallCard>(
      html`<tool-call-card .toolCall=${view({ kind: 'other', title: 'Show chart', content: [app] })} expanded allow-app-views></tool-call-card>`,
    );
    await card.updateComplete;
    expect($(card, 'figure.app-view')!.getAttribute('aria-busy')).to.equal('true');
    expect($(card, '.app-frame-pending')!.getBoundingClientRect().height).to.equal(150);
    expect($$(card, 'iframe')).to.have.length(0);
    await loadAppFrame();
    const frame = await waitUntil(() => $<HTMLIFrameElement>(card, 'iframe'), 'the frame in place of the box');
    expect(frame.srcdoc).to.contain('<p>first</p>');
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    // Still busy while the app's own document loads, then ready.
    await waitUntil(() => $(card, 'figure.app-view')!.getAttribute('aria-busy') === 'false', 'the app loaded');
  });
});
