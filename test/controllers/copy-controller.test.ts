// SPDX-License-Identifier: Apache-2.0
// Copy buttons: the text reaches the clipboard (lazy text built only on copy), the button that
// copied is marked for a moment and the host re-renders, and a refusing clipboard marks nothing.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import { LitElement, html as litHtml } from 'lit';
import { CopyController } from '../../src/controllers/copy-controller.js';
import { withClipboard } from '../helpers/cards.js';

class CopyProbe extends LitElement {
  readonly clipboard = new CopyController(this, { flashMs: 50 });
  override render() {
    return litHtml`<i>${this.clipboard.copied('a') ? 'a' : ''}${this.clipboard.copied('b') ? 'b' : ''}</i>`;
  }
}
customElements.define('copy-controller-probe', CopyProbe);

const shown = (el: CopyProbe) => el.shadowRoot!.querySelector('i')!.textContent;

describe('CopyController', () => {
  it('copies text, marks its key until the flash ends, and re-renders the host', async () => {
    await withClipboard(async (written) => {
      const el = await fixture<CopyProbe>(html`<copy-controller-probe></copy-controller-probe>`);
      let built = 0;
      const lazy = () => {
        built++;
        return 'lazy text';
      };
      expect(await el.clipboard.copy('plain', 'a')).to.equal(true);
      await el.updateComplete;
      expect(shown(el)).to.equal('a');
      expect(built, 'lazy text waits for the copy').to.equal(0);
      expect(await el.clipboard.copy(lazy, 'b')).to.equal(true);
      await el.updateComplete;
      expect(written).to.deep.equal(['plain', 'lazy text']);
      expect(built).to.equal(1);
      expect(shown(el), 'only the latest copy is marked').to.equal('b');
      await waitUntil(() => shown(el) === '', 'the mark goes away on its own', { timeout: 1000 });
    });
  });

  it('marks nothing when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      configurable: true,
    });
    try {
      const el = await fixture<CopyProbe>(html`<copy-controller-probe></copy-controller-probe>`);
      expect(await el.clipboard.copy('x', 'a')).to.equal(false);
      await el.updateComplete;
      expect(el.clipboard.copied('a')).to.equal(false);
      expect(shown(el)).to.equal('');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });

  it('forgets the mark when the host leaves the page', async () => {
    await withClipboard(async () => {
      const el = await fixture<CopyProbe>(html`<copy-controller-probe></copy-controller-probe>`);
      await el.clipboard.copy('x', 'a');
      el.remove();
      expect(el.clipboard.copied('a')).to.equal(false);
    });
  });
});
