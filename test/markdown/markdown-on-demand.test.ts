// SPDX-License-Identifier: Apache-2.0
// marked loads on demand: until it has arrived, markdown shows as its source (escaped text), and it
// turns into markdown in place once it does, without the host rendering again. This file imports
// nothing that loads marked, so the first render here comes before it.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import { loadMarkdown, markdownLoaded, renderInlineMarkdown, renderMarkdown } from '../../src/markdown/index.js';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

describe('markdown on demand', () => {
  it('shows the source as text until marked has loaded, then the markdown', async () => {
    expect(markdownLoaded(), 'nothing has loaded marked yet').to.equal(false);
    const source = '# Title\n\nSome **bold** text <img src=x onerror="window.__pwned=1">\n\n- one\n- two';
    const title = '`npm test` and *more*\nsecond line';
    const el = await fixture<HTMLDivElement>(html`<div>${renderMarkdown(source)}<p>${renderInlineMarkdown(title)}</p></div>`);

    // Before: the block source as preformatted text, the title's first line as typed, no markup from either.
    const plain = el.querySelector('.markdown-body > pre.plain-text')!;
    expect(plain.textContent).to.equal(source);
    expect(el.querySelector('.markdown-inline')!.textContent).to.equal('`npm test` and *more*…');
    expect(el.querySelectorAll('h1, strong, li, code, em, img')).to.have.length(0);

    await loadMarkdown();
    // After: the same nodes' places hold the markdown.
    await waitUntil(() => el.querySelector('h1') !== null, 'the markdown replaces the text');
    expect(markdownLoaded()).to.equal(true);
    expect(el.querySelector('h1')!.textContent).to.equal('Title');
    expect(el.querySelector('strong')!.textContent).to.equal('bold');
    expect([...el.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['one', 'two']);
    expect(el.querySelector('pre.plain-text')).to.equal(null);
    const inline = el.querySelector('.markdown-inline')!;
    expect(inline.querySelector('code')!.textContent).to.equal('npm test');
    expect(inline.querySelector('em')!.textContent).to.equal('more');
    expect(inline.textContent).to.equal('npm test and more…');
    // Raw HTML stays text before and after.
    expect(el.querySelector('img')).to.equal(null);
    expect(el.textContent).to.contain('<img src=x onerror="window.__pwned=1">');
    expect(window.__pwned).to.equal(undefined);
  });

  it('renders markdown at once when marked is already there', async () => {
    await loadMarkdown();
    const el = await fixture<HTMLDivElement>(html`<div>${renderMarkdown('*now*')}</div>`);
    expect(el.querySelector('em')!.textContent).to.equal('now');
  });
});
