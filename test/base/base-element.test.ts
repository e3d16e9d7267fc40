// SPDX-License-Identifier: Apache-2.0
// The base every element extends: host styles first, a reflected `theme` that survives a
// subclass's own `static properties`, and strings that follow the nearest `lang`.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import { css, html as litHtml } from 'lit';
import { BaseElement } from '../../src/base/base-element.js';
import { hostStyles } from '../../src/styles/host.styles.js';

class Probe extends BaseElement {
  static override styles = [...super.styles, css`:host { display: block; }`];
  static override properties = { label: {} };
  declare label: string | undefined;
  renders = 0;
  override render() {
    this.renders++;
    return litHtml`<span>${this.locale.t.copied}</span><b>${this.label}</b>`;
  }
}
customElements.define('base-element-probe', Probe);

const text = (el: Probe) => el.shadowRoot!.querySelector('span')!.textContent;

describe('BaseElement', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('puts the host styles before the subclass styles', () => {
    expect(Probe.styles[0]).to.equal(hostStyles);
    expect(Probe.styles).to.have.length(2);
  });

  it('reflects theme next to the subclass properties', async () => {
    const el = await fixture<Probe>(html`<base-element-probe label="a"></base-element-probe>`);
    el.theme = 'dark';
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('dark');
    expect(el.shadowRoot!.querySelector('b')!.textContent).to.equal('a');
    expect(getComputedStyle(el).colorScheme, 'hostStyles apply the forced palette').to.equal('dark');
    el.setAttribute('theme', 'light');
    expect(el.theme).to.equal('light');
    el.theme = undefined;
    await el.updateComplete;
    expect(el.hasAttribute('theme')).to.equal(false);
  });

  it('takes its strings from the nearest lang and re-renders when the page language changes', async () => {
    const wrapper = await fixture(html`<div lang="zh-CN"><base-element-probe></base-element-probe></div>`);
    const el = wrapper.querySelector<Probe>('base-element-probe')!;
    await el.updateComplete;
    expect(text(el)).to.equal('已复制');
    wrapper.removeAttribute('lang');
    document.documentElement.lang = 'zh-TW';
    await waitUntil(() => text(el) === '已複製', 'the page language reached the element');
    document.documentElement.lang = 'en';
    await waitUntil(() => text(el) === 'Copied', 'the Copied mark');
  });
});
