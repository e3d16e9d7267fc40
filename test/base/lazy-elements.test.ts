// SPDX-License-Identifier: Apache-2.0
// The on-demand loader of elements (src/base/lazy-elements.ts): one load per tag, a failed load
// tried again, and a card that renders a <diff-view> before its module has arrived.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import '../../src/elements/tool-call-card/tool-call-card.js';
import { ensureElement, loadElementOnDemand, requestElement } from '../../src/base/lazy-elements.js';
import { ROOT, view } from '../helpers/cards.js';

let tags = 0;
/** A tag nothing has defined yet, and a loader that defines it. */
function freshTag(): { tag: string; define: () => void } {
  const tag = `lazy-test-${++tags}`;
  return { tag, define: () => customElements.define(tag, class extends HTMLElement {}) };
}

/** A promise and the means to settle it from outside. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('lazy elements', () => {
  it('loads a tag once, however many renders ask for it', async () => {
    const { tag, define } = freshTag();
    let loads = 0;
    loadElementOnDemand(tag, async () => {
      loads++;
      define();
    });
    requestElement(tag);
    requestElement(tag);
    await Promise.all([ensureElement(tag), ensureElement(tag)]);
    await ensureElement(tag);
    expect(customElements.get(tag)).to.be.a('function');
    expect(loads).to.equal(1);
  });

  it('tries again after a failed load', async () => {
    const { tag, define } = freshTag();
    let loads = 0;
    loadElementOnDemand(tag, async () => {
      if (++loads === 1) throw new Error('network down');
      define();
    });
    let failure: unknown;
    await ensureElement(tag).catch((error: unknown) => (failure = error));
    expect((failure as Error).message).to.equal('network down');
    expect(customElements.get(tag)).to.equal(undefined);
    await ensureElement(tag);
    expect(customElements.get(tag)).to.be.a('function');
    expect(loads).to.equal(2);
  });

  it('a failure asked for by a template is left for the next render, not thrown', async () => {
    const { tag, define } = freshTag();
    let attempts = 0;
    let fail = true;
    loadElementOnDemand(tag, async () => {
      attempts++;
      if (fail) throw new Error('offline');
      define();
    });
    // No unhandled rejection: the runner would report it.
    requestElement(tag);
    await ensureElement(tag).catch(() => undefined);
    expect(customElements.get(tag)).to.equal(undefined);
    fail = false;
    requestElement(tag);
    await ensureElement(tag);
    expect(customElements.get(tag)).to.be.a('function');
    expect(attempts).to.equal(2);
  });

  it('resolves at once for a tag that is defined or that has no loader', async () => {
    const { tag, define } = freshTag();
    await ensureElement(tag);
    expect(customElements.get(tag)).to.equal(undefined);
    define();
    let loads = 0;
    loadElementOnDemand(tag, async () => void loads++);
    await ensureElement(tag);
    expect(loads).to.equal(0);
  });

  it('a card shows the diff as text until <diff-view> arrives, then the diff', async () => {
    expect(customElements.get('diff-view'), 'nothing has loaded <diff-view> yet').to.equal(undefined);
    const arrival = gate();
    let loads = 0;
    loadElementOnDemand('diff-view', async () => {
      loads++;
      await arrival.promise;
      await import('../../src/elements/diff-view/diff-view.js');
    });
    const diff = { type: 'diff' as const, path: `${ROOT}/src/app.js`, oldText: 'const a = 1;\n', newText: 'const a = 2;\n' };
    const card = await fixture(
      html`<tool-call-card .toolCall=${view({ kind: 'edit', content: [diff] })} expanded root=${ROOT}></tool-call-card>`,
    );
    const el = card.shadowRoot!.querySelector('diff-view')!;
    // Not defined yet: its light DOM (both texts) is what shows.
    expect(customElements.get('diff-view')).to.equal(undefined);
    expect(loads, 'rendering the card asked for the module').to.equal(1);
    const fallback = el.querySelector('.diff-fallback')!;
    expect(fallback.getClientRects().length).to.be.greaterThan(0);
    expect(fallback.querySelector('.removed')!.textContent).to.equal('const a = 1;\n');
    expect(fallback.querySelector('.added')!.textContent).to.equal('const a = 2;\n');
    arrival.open();
    await customElements.whenDefined('diff-view');
    // Upgraded in place, with the `.diff` the card set before the upgrade.
    expect(el.shadowRoot, 'upgraded').to.not.equal(null);
    await waitUntil(() => el.shadowRoot!.querySelectorAll('.row.remove, .row.add, .row.change').length > 0, 'diff rows');
    expect(el.shadowRoot!.querySelector('.path')!.textContent!.trim()).to.equal('src/app.js');
    expect(fallback.getClientRects().length, 'the fallback hides once the diff draws').to.equal(0);
    expect(loads).to.equal(1);
  });
});
