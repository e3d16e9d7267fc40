// SPDX-License-Identifier: Apache-2.0
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import {
  MAX_MARKDOWN_DEPTH,
  MAX_MARKDOWN_LENGTH,
  markdownStyles,
  renderInlineMarkdown,
  renderMarkdown,
  safeUrl,
} from '../../src/markdown/index.js';
import { hostStyles } from '../../src/styles/host.styles.js';
import { injectedHandlersHadTheirTurn } from '../helpers/events.js';
import { onDemandModulesLoaded } from '../helpers/on-demand.js';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

async function render(source: string): Promise<HTMLDivElement> {
  return fixture<HTMLDivElement>(html`<div>${renderMarkdown(source)}</div>`);
}

async function renderInline(source: string): Promise<HTMLDivElement> {
  return fixture<HTMLDivElement>(html`<div>${renderInlineMarkdown(source)}</div>`);
}

const all = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector));
const one = <E extends Element = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<E>(selector)!;

/** Renders into a real shadow root with the shared and markdown styles, like the card does. */
class MarkdownTestHost extends LitElement {
  static override styles = [hostStyles, markdownStyles];
  static override properties = { source: { attribute: false }, inline: { type: Boolean } };
  declare source: string;
  declare inline: boolean;

  constructor() {
    super();
    this.source = '';
    this.inline = false;
  }

  override render() {
    const content = this.inline ? renderInlineMarkdown(this.source) : renderMarkdown(this.source);
    return html`<div class="markdown">${content}</div>`;
  }
}
customElements.define('markdown-test-host', MarkdownTestHost);

async function renderStyled(source: string, { inline = false, width = 300 } = {}): Promise<MarkdownTestHost> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div style="width:${width}px"><markdown-test-host .source=${source} ?inline=${inline}></markdown-test-host></div>`,
  );
  const host = wrapper.querySelector<MarkdownTestHost>('markdown-test-host')!;
  await host.updateComplete;
  return host;
}

// ---------------------------------------------------------------------------------------------
// What safe output may contain.

const ALLOWED_ELEMENTS = new Set(
  'DIV BDI SPAN LABEL P H1 H2 H3 H4 H5 H6 EM STRONG DEL CODE PRE UL OL LI BLOCKQUOTE TABLE THEAD TBODY TR TH TD HR BR A INPUT'.split(' '),
);
const ALLOWED_ATTRIBUTES = new Set(
  'class part href title target rel start tabindex data-language data-align type disabled checked'.split(' '),
);
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:'];

/** A code block's copy button (and its icon) is the library's own, not the agent's: one per block, nothing else. */
const isOwnCopyButton = (el: Element) => el.closest(':is(.code-header, .code-block.bare) > button.code-copy') !== null;

function expectOnlySafeDom(root: Element): void {
  expect(all(root, 'button').length).to.equal(all(root, '.code-block').length);
  expect(
    all(root, 'script, img, iframe, svg, math, style, link, meta, base, form, button, object, embed, video, audio, details').filter(
      (el) => !isOwnCopyButton(el),
    ),
  ).to.have.length(0);
  for (const el of all(root, '*').filter((el) => !isOwnCopyButton(el))) {
    expect(ALLOWED_ELEMENTS.has(el.tagName), `<${el.localName}> rendered`).to.equal(true);
    expect(el.shadowRoot, `<${el.localName}> has a shadow root`).to.equal(null);
    for (const attribute of Array.from(el.attributes)) {
      expect(attribute.name.startsWith('on'), `${attribute.name} on <${el.localName}>`).to.equal(false);
      expect(ALLOWED_ATTRIBUTES.has(attribute.name), `${attribute.name} on <${el.localName}>`).to.equal(true);
    }
    if (el instanceof HTMLInputElement) {
      expect(el.type).to.equal('checkbox');
      expect(el.disabled).to.equal(true);
    }
    if (el instanceof HTMLAnchorElement) {
      expect(SAFE_SCHEMES).to.include(new URL(el.getAttribute('href')!).protocol);
      expect(el.target).to.equal('_blank');
      expect(el.rel).to.equal('noopener noreferrer nofollow');
    }
  }
}

/** The longest chain of nested `tag` elements under `root`. */
function nestingDepth(root: Element, tag: string): number {
  let deepest = 0;
  for (const el of all(root, tag)) {
    let depth = 0;
    for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
      if (node.localName === tag) depth++;
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

// ---------------------------------------------------------------------------------------------

// marked loads on demand; these tests check the markdown itself (the text shown until then: markdown-on-demand.test.ts).
before(onDemandModulesLoaded);

describe('renderMarkdown', () => {
  describe('blocks (CommonMark)', () => {
    it('renders ATX headings h1–h6 with inline content; seven #s are a paragraph', async () => {
      const el = await render('# One **b**\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n####### Seven');
      expect(all(el, 'h1, h2, h3, h4, h5, h6').map((h) => h.localName)).to.deep.equal(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
      expect(one(el, 'h1').textContent).to.equal('One b');
      expect(one(el, 'h1 strong').textContent).to.equal('b');
      expect(one(el, 'p').textContent).to.equal('####### Seven');
    });

    it('renders setext headings', async () => {
      const el = await render('Title\n=====\n\nSub\n---');
      expect(one(el, 'h1').textContent).to.equal('Title');
      expect(one(el, 'h2').textContent).to.equal('Sub');
      expect(all(el, 'hr')).to.have.length(0);
    });

    it('splits paragraphs on blank lines and keeps soft breaks inside one', async () => {
      const el = await render('one\ntwo\n\nthree');
      const paragraphs = all(el, 'p');
      expect(paragraphs.map((p) => p.textContent)).to.deep.equal(['one\ntwo', 'three']);
      expect(all(el, 'br')).to.have.length(0);
    });

    it('renders hard line breaks (two spaces or a backslash before the newline)', async () => {
      const el = await render('a  \nb\\\nc');
      expect(all(el, 'p br')).to.have.length(2);
      expect(one(el, 'p').textContent!.replace(/\s/g, '')).to.equal('abc');
    });

    it('renders thematic breaks', async () => {
      const el = await render('a\n\n---\n\n***\n\n___');
      expect(all(el, 'hr')).to.have.length(3);
    });

    it('renders block quotes, nested', async () => {
      const el = await render('> outer\n>\n> > inner');
      expect(one(el, 'blockquote > p').textContent).to.equal('outer');
      expect(one(el, 'blockquote blockquote > p').textContent).to.equal('inner');
    });

    it('renders fenced code with a language class and data-language', async () => {
      const el = await render('```ts title="x.ts"\nconst a = "<b>" && 1;\n```');
      const pre = one(el, 'pre');
      expect(pre.getAttribute('part')).to.equal('code-block');
      expect(pre.tabIndex).to.equal(0);
      expect(pre.dataset.language).to.equal('ts');
      expect(one(pre, 'code').className).to.equal('language-ts');
      expect(one(pre, 'code').textContent).to.equal('const a = "<b>" && 1;');
    });

    it('sanitizes the language to [A-Za-z0-9_+-]', async () => {
      const el = await render('```c++\nx\n```\n\n```"on<x>y=1\nx\n```');
      const codes = all(el, 'pre code');
      expect(codes[0]!.className).to.equal('language-c++');
      expect(codes[1]!.className).to.equal('language-onxy1');
      expect((codes[1]!.parentElement as HTMLElement).dataset.language).to.equal('onxy1');
    });

    it('leaves out class and data-language when there is no info string', async () => {
      const el = await render('~~~\nplain\n~~~');
      expect(one(el, 'pre').hasAttribute('data-language')).to.equal(false);
      expect(one(el, 'pre code').hasAttribute('class')).to.equal(false);
      expect(one(el, 'pre code').textContent).to.equal('plain');
    });

    it('renders indented code blocks verbatim (no character references decoded)', async () => {
      const el = await render('para\n\n    if (a < b) {\n      x &amp; y\n    }');
      expect(one(el, 'pre code').textContent).to.equal('if (a < b) {\n  x &amp; y\n}');
      expect(one(el, 'pre').hasAttribute('data-language')).to.equal(false);
    });

    it('renders tight bullet lists without paragraphs, for -, * and +', async () => {
      const el = await render('- a\n- b\n\n* c\n\n+ d');
      expect(all(el, 'ul')).to.have.length(3);
      expect(all(el, 'ul > li').map((li) => li.textContent)).to.deep.equal(['a', 'b', 'c', 'd']);
      expect(all(el, 'li p')).to.have.length(0);
    });

    it('renders loose lists with paragraphs', async () => {
      const el = await render('- a\n\n- b');
      expect(all(el, 'li > p').map((p) => p.textContent)).to.deep.equal(['a', 'b']);
    });

    it('renders ordered lists with their start number', async () => {
      const el = await render('3. c\n4. d\n\ntext\n\n1. a\n2. b');
      const [first, second] = all(el, 'ol') as HTMLOListElement[];
      expect(first!.start).to.equal(3);
      expect(all(first!, 'li').map((li) => li.textContent)).to.deep.equal(['c', 'd']);
      expect(second!.start).to.equal(1);
    });

    it('renders nested lists', async () => {
      const el = await render('- a\n  - b\n    1. c');
      expect(one(el, 'ul > li > ul > li > ol > li').textContent).to.equal('c');
    });

    it('renders task list items as disabled checkboxes', async () => {
      const el = await render('- [ ] todo\n- [x] done\n- plain');
      const inputs = all(el, 'li input') as HTMLInputElement[];
      expect(inputs).to.have.length(2);
      expect(inputs.map((i) => [i.type, i.disabled, i.checked])).to.deep.equal([
        ['checkbox', true, false],
        ['checkbox', true, true],
      ]);
      expect(all(el, 'li.task > label').map((label) => label.textContent!.trim())).to.deep.equal(['todo', 'done']);
      expect(all(el, 'li:not(.task)')).to.have.length(1);
    });

    it('renders nested task items, each checkbox labelled by its own line', async () => {
      const el = await render('- [ ] parent *task*\n  - [x] child');
      const labels = all(el, 'li.task > label');
      expect(labels.map((label) => label.textContent)).to.deep.equal(['parent task', 'child']);
      expect(one(labels[0]!, 'em').textContent).to.equal('task');
      expect(one<HTMLInputElement>(el, 'li.task li.task input').checked).to.equal(true);
    });

    it('renders task items in loose lists too', async () => {
      const el = await render('- [x] done\n\n- [ ] todo');
      const inputs = all(el, 'li.task > p > label > input') as HTMLInputElement[];
      expect(inputs.map((i) => i.checked)).to.deep.equal([true, false]);
      expect(all(el, 'li.task label').map((label) => label.textContent!.trim())).to.deep.equal(['done', 'todo']);
    });

    it('renders GFM tables with alignment and inline content', async () => {
      const el = await render('| L | C | R | N |\n|:--|:-:|--:|---|\n| 1 | **2** | 3 | `4` |');
      expect(all(el, 'thead th').map((th) => [th.textContent, th.getAttribute('data-align')])).to.deep.equal([
        ['L', 'left'],
        ['C', 'center'],
        ['R', 'right'],
        ['N', null],
      ]);
      const cells = all(el, 'tbody td');
      expect(cells.map((td) => td.getAttribute('data-align'))).to.deep.equal(['left', 'center', 'right', null]);
      expect(one(cells[1]!, 'strong').textContent).to.equal('2');
      expect(one(cells[3]!, 'code').textContent).to.equal('4');
    });

    it('renders a table with no body rows', async () => {
      const el = await render('| a | b |\n|---|---|');
      expect(all(el, 'th')).to.have.length(2);
      expect(all(el, 'tbody')).to.have.length(0);
    });

    it('hides link reference definitions', async () => {
      const el = await render('[r]: https://example.com/\n\ntext');
      expect(el.textContent!.trim()).to.equal('text');
    });

    it('shows block HTML as literal text', async () => {
      const el = await render('<div class="x">\n<b>hi</b>\n</div>\n\nafter');
      expect(all(el, 'b')).to.have.length(0);
      expect(one(el, '.raw-html').textContent).to.equal('<div class="x">\n<b>hi</b>\n</div>');
    });
  });

  describe('inline (CommonMark + GFM)', () => {
    it('renders emphasis, strong, both and strikethrough', async () => {
      const el = await render('*a* _b_ **c** __d__ ***e*** ~~f~~');
      expect(all(el, 'em').map((e) => e.textContent)).to.deep.equal(['a', 'b', 'e']);
      expect(all(el, 'strong').map((e) => e.textContent)).to.deep.equal(['c', 'd', 'e']);
      expect(one(el, 'del').textContent).to.equal('f');
    });

    it('does not treat intraword underscores or escaped stars as emphasis', async () => {
      const el = await render('snake_case_name and \\*not emphasis\\*');
      expect(all(el, 'em, strong')).to.have.length(0);
      expect(one(el, 'p').textContent).to.equal('snake_case_name and *not emphasis*');
    });

    it('renders code spans verbatim, stripping one space of padding', async () => {
      const el = await render('`a <b> &amp; *c*` and `` x`y ``');
      expect(all(el, 'code').map((c) => c.textContent)).to.deep.equal(['a <b> &amp; *c*', 'x`y']);
      expect(all(el, 'code b, code em')).to.have.length(0);
    });

    it('decodes character references in text', async () => {
      const el = await render('&amp; &lt;b&gt; &copy; &#65; &#x42; &#0; &bogus; & done');
      expect(one(el, 'p').textContent).to.equal('& <b> © A B \ufffd &bogus; & done');
      expect(all(el, 'b')).to.have.length(0);
    });

    it('shows inline HTML as literal text', async () => {
      const el = await render('a <b>bold</b> <!-- note --> c');
      expect(all(el, 'b')).to.have.length(0);
      expect(one(el, 'p').textContent).to.equal('a <b>bold</b> <!-- note --> c');
    });
  });

  describe('links', () => {
    it('renders http(s) links that open safely, with their title', async () => {
      const el = await render('[the *docs*](https://example.com/a?b=1&amp;c=2 "Read &amp; learn")');
      const a = one<HTMLAnchorElement>(el, 'a');
      expect(a.getAttribute('href')).to.equal('https://example.com/a?b=1&c=2');
      expect(a.title).to.equal('Read & learn');
      expect(a.target).to.equal('_blank');
      expect(a.rel).to.equal('noopener noreferrer nofollow');
      expect(one(a, 'em').textContent).to.equal('docs');
    });

    it('renders reference links, autolinks, bare URLs, www links and emails', async () => {
      const el = await render(
        '[ref][r] <https://example.com/auto> https://example.com/bare www.example.com me@example.com [m](mailto:x@example.com)\n\n[r]: http://example.com/ref',
      );
      expect(all(el, 'a').map((a) => [a.getAttribute('href'), a.textContent])).to.deep.equal([
        ['http://example.com/ref', 'ref'],
        ['https://example.com/auto', 'https://example.com/auto'],
        ['https://example.com/bare', 'https://example.com/bare'],
        ['http://www.example.com/', 'www.example.com'],
        ['mailto:me@example.com', 'me@example.com'],
        ['mailto:x@example.com', 'm'],
      ]);
    });

    const refused: Array<[string, string]> = [
      ['javascript', '[x](javascript:alert(1))'],
      ['mixed case', '[x](JaVaScRiPt:alert(1))'],
      ['tab as a character reference', '[x](java&#x09;script:alert(1))'],
      ['named reference in the scheme', '[x](javascript&colon;alert(1))'],
      ['decimal reference for a letter', '[x](&#106;avascript:alert(1))'],
      ['angle-bracketed destination', '[x](<javascript:alert(1)>)'],
      ['reference definition', '[x][r]\n\n[r]: javascript:alert(1)'],
      ['data', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
      ['vbscript', '[x](vbscript:msgbox(1))'],
      ['file', '[x](file:///etc/passwd)'],
      ['relative path', '[x](/etc/passwd)'],
      ['dot-relative path', '[x](./a.md)'],
      ['fragment', '[x](#top)'],
      ['protocol-relative', '[x](//evil.example/)'],
      ['percent-encoded scheme', '[x](%6Aavascript:alert(1))'],
      ['bidi override in the URL', '[x](https://example.com/\u202Egnp.exe)'],
    ];
    for (const [name, source] of refused) {
      it(`renders the text only for a ${name} URL`, async () => {
        const el = await render(source);
        expect(all(el, 'a')).to.have.length(0);
        expect(one(el, 'p').textContent).to.equal('x');
      });
    }

    it('does not link a javascript: autolink', async () => {
      const el = await render('<javascript:alert(1)>');
      expect(all(el, 'a')).to.have.length(0);
      expect(el.textContent).to.contain('javascript:alert(1)');
    });
  });

  describe('images', () => {
    it('never loads an image: shows the alt text as a link to it', async () => {
      const el = await render('![a *cat*](https://example.com/cat.png "Cat")');
      expect(all(el, 'img')).to.have.length(0);
      const a = one<HTMLAnchorElement>(el, 'a.image');
      expect(a.getAttribute('href')).to.equal('https://example.com/cat.png');
      expect(a.textContent).to.equal('a cat');
      expect(a.title).to.equal('Cat');
    });

    it('shows the URL when there is no alt text', async () => {
      const el = await render('![](https://example.com/cat.png)');
      expect(one(el, 'a.image').textContent).to.equal('https://example.com/cat.png');
    });

    it('shows only the alt text when the URL is not allowed', async () => {
      const el = await render('![alt](javascript:alert(1)) ![rel](cat.png)');
      expect(all(el, 'a, img')).to.have.length(0);
      expect(one(el, 'p').textContent).to.equal('alt rel');
    });

    it('does not nest a link inside a linked image', async () => {
      const el = await render('[![badge](https://example.com/b.svg)](https://example.com/page)');
      const links = all(el, 'a') as HTMLAnchorElement[];
      expect(links).to.have.length(1);
      expect(links[0]!.getAttribute('href')).to.equal('https://example.com/page');
      expect(links[0]!.textContent).to.equal('badge');
    });
  });

  describe('limits', () => {
    it('exports the size and depth caps', () => {
      expect(MAX_MARKDOWN_LENGTH).to.equal(200_000);
      expect(MAX_MARKDOWN_DEPTH).to.equal(20);
    });

    it('renders a source over the size cap as plain preformatted text', async () => {
      const source = '# heading\n\n' + 'x'.repeat(MAX_MARKDOWN_LENGTH);
      const el = await render(source);
      expect(all(el, 'h1')).to.have.length(0);
      expect(one(el, 'pre.plain-text').textContent).to.equal(source);
    });

    it('still parses a source exactly at the cap', async () => {
      const source = '# heading\n\n' + 'x'.repeat(MAX_MARKDOWN_LENGTH - 11);
      const el = await render(source);
      expect(one(el, 'h1').textContent).to.equal('heading');
    });

    it('caps quote nesting and shows the rest as text', async () => {
      const el = await render('>'.repeat(10_000) + ' deep');
      expect(nestingDepth(el, 'blockquote')).to.equal(MAX_MARKDOWN_DEPTH);
      expect(one(el, '.overflow').textContent).to.match(/^>+ deep$/);
    });

    it('caps list nesting and shows the rest as text', async () => {
      for (const marker of ['- ', '1. ', '> - ']) {
        const el = await render(marker.repeat(10_000) + 'deep');
        expect(nestingDepth(el, 'li')).to.be.at.most(MAX_MARKDOWN_DEPTH);
        expect(el.textContent).to.contain('deep');
      }
    });

    it('caps list nesting built from indentation', async () => {
      let source = '';
      for (let level = 0; source.length < MAX_MARKDOWN_LENGTH - 500; level++) source += ' '.repeat(2 * level) + '- item\n';
      const el = await render(source);
      expect(nestingDepth(el, 'li')).to.be.at.most(MAX_MARKDOWN_DEPTH);
    });

    it('caps inline nesting', async () => {
      const el = await render('~~a '.repeat(5_000) + 'x' + ' a~~'.repeat(5_000));
      expect(nestingDepth(el, 'del')).to.be.at.most(MAX_MARKDOWN_DEPTH);
      expect(el.textContent).to.contain('x');
    });

    // Each of these takes marked alone from 5 s to 13 minutes; guarded, the rest renders plain.
    const quadratic: Array<[string, string]> = [
      ['_a', '_a'.repeat(99_000)],
      ['__a', '__a'.repeat(66_000)],
      ['_a,', '_a,'.repeat(63_000)],
      ['*a*', '*a*'.repeat(63_000)],
      ['.*', '.*'.repeat(99_000)],
      ['~a,', '~a,'.repeat(63_000)],
      ['[a](b)', '[a](b)'.repeat(33_000)],
      ['_a, paragraphs', ('_a,'.repeat(300) + '\n\n').repeat(200)],
    ];
    for (const [name, source] of quadratic) {
      // No timing here (the machines are noisy): unguarded, the slower floods outlast the test's
      // timeout, and every flood must end as its own source, the sign that the guard took over.
      it(`renders a flood of ${name} with its end as plain text`, async () => {
        const el = await render(source);
        expect(el.textContent!.length).to.be.greaterThan(100_000);
        const end = source.trimEnd().slice(-60);
        expect(el.textContent!.trimEnd().endsWith(end), `ends with ${JSON.stringify(el.textContent!.slice(-60))}`).to.equal(true);
      });
    }

    it('still formats a 20 KB paragraph dense with emphasis', async () => {
      const sentence = 'Some *emphasis*, **strong**, `code` and a [link](https://example.com/) in snake_case_text. ';
      const el = await render(sentence.repeat(Math.ceil(20_000 / sentence.length)));
      expect(all(el, 'p')).to.have.length(1);
      expect(all(el, 'em')).to.have.length(Math.ceil(20_000 / sentence.length));
      expect(all(el, 'a')).to.have.length(Math.ceil(20_000 / sentence.length));
    });

    it('formats a document of ordinary paragraphs to the end of the size cap', async () => {
      const paragraph = 'Some *emphasis*, **strong**, `code` and a [link](https://example.com/). '.repeat(25) + '\n\n';
      const count = Math.floor((MAX_MARKDOWN_LENGTH - 100) / paragraph.length);
      const el = await render(paragraph.repeat(count) + 'The *end*.');
      expect(all(el, 'p')).to.have.length(count + 1);
      expect(one(el, 'p:last-child em').textContent).to.equal('end');
    });

    it('keeps a 1 MB line from widening the layout', async () => {
      const host = await renderStyled('x'.repeat(1_000_000));
      const container = one(host.shadowRoot!, '.markdown');
      expect(one(container, 'pre').textContent!.length).to.equal(1_000_000);
      expect(host.getBoundingClientRect().width).to.be.at.most(300);
      expect(container.scrollWidth).to.be.at.most(300);
    });

    it('wraps a long unbroken line in a paragraph and scrolls it inside a code block', async () => {
      const long = 'y'.repeat(90_000);
      const host = await renderStyled(`${long}\n\n\`\`\`\n${long}\n\`\`\``);
      const container = one(host.shadowRoot!, '.markdown');
      expect(container.scrollWidth).to.be.at.most(300);
      const pre = one(container, 'pre');
      expect(pre.getBoundingClientRect().width).to.be.at.most(300);
      expect(pre.scrollWidth).to.be.greaterThan(300);
      expect(getComputedStyle(pre).overflowX).to.equal('auto');
    });
  });
});

describe('renderInlineMarkdown', () => {
  it('renders code spans, emphasis, strong and strikethrough', async () => {
    const el = await renderInline('Run **all** _unit_ tests in `src/` ~~now~~');
    expect(one(el, 'strong').textContent).to.equal('all');
    expect(one(el, 'em').textContent).to.equal('unit');
    expect(one(el, 'code').textContent).to.equal('src/');
    expect(one(el, 'del').textContent).to.equal('now');
    expect(el.textContent).to.equal('Run all unit tests in src/ now');
  });

  it('shows block syntax as typed', async () => {
    for (const source of ['# Not a heading', '> not a quote', '- not a list', '1. not a list', '---', '    not code']) {
      const el = await renderInline(source);
      expect(all(el, 'h1, blockquote, ul, ol, li, hr, pre')).to.have.length(0);
      expect(el.textContent).to.equal(source.trim());
    }
  });

  it('renders links and images as their text (titles sit in a clickable header)', async () => {
    const el = await renderInline('Read [docs](https://example.com/) and ![logo](https://example.com/l.png) <https://example.com/x>');
    expect(all(el, 'a, img')).to.have.length(0);
    expect(el.textContent).to.equal('Read docs and logo https://example.com/x');
  });

  it('renders the first line only, with an ellipsis when more lines follow', async () => {
    expect((await renderInline('line one\nline two')).textContent).to.equal('line one…');
    expect((await renderInline('line one\r\nline two')).textContent).to.equal('line one…');
    expect((await renderInline('\n\n  title  \n\n')).textContent).to.equal('title');
    expect((await renderInline('only')).textContent).to.equal('only');
  });

  it('shows HTML as literal text', async () => {
    const el = await renderInline('Edit <b>x</b> <img src=x onerror=alert(1)>');
    expect(all(el, 'b, img')).to.have.length(0);
    expect(el.textContent).to.equal('Edit <b>x</b> <img src=x onerror=alert(1)>');
  });

  it('renders an oversized line as plain text', async () => {
    const el = await renderInline('**' + 'z'.repeat(MAX_MARKDOWN_LENGTH) + '**\nmore');
    expect(all(el, 'strong')).to.have.length(0);
    expect(el.textContent!.endsWith('**…')).to.equal(true);
  });
});

describe('safeUrl', () => {
  const cases: Array<[string, string | undefined]> = [
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:me@example.com', 'mailto:me@example.com'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['java\nscript:alert(1)', undefined],
    ['\u0001javascript:alert(1)', undefined],
    [' https://example.com', undefined],
    ['https://example.com\n', undefined],
    ['https://exa\u200Bmple.com', undefined],
    ['https://example.com/\u202Etxt.exe', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['file:///etc/passwd', undefined],
    ['/relative', undefined],
    ['//evil.example/', undefined],
    ['', undefined],
  ];
  for (const [url, expected] of cases) {
    it(`${JSON.stringify(url)} → ${String(expected)}`, () => {
      expect(safeUrl(url)).to.equal(expected);
    });
  }

  it('takes another scheme list', () => {
    expect(safeUrl('data:image/png;base64,AAAA', ['data:'])).to.equal('data:image/png;base64,AAAA');
    expect(safeUrl('https://example.com/', ['DATA:'])).to.equal(undefined);
  });
});

describe('hostile input', () => {
  const HOSTILE = [
    '<script>alert(1)</script>',
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror=alert(1)>',
    '<img src=x onerror="window.__pwned=1">',
    '<svg onload=alert(1)>',
    '<svg><script>window.__pwned=1</script></svg>',
    '<iframe src=javascript:alert(1)>',
    '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](https://tracker.example/pixel.png)',
    '<a href="javascript:alert(1)">x</a>',
    '<!-- comment --> text <!-- <script>alert(1)</script> -->',
    '<!--\n<img src=x onerror=alert(1)>\n-->',
    '\u202Eevil\u202C text and [\u202Egnp.exe](https://example.com/)',
    '<style>*{display:none}</style>',
    '<form><button formaction=javascript:alert(1)>go</button></form>',
    'a <b onmouseover=alert(1)>b</b> c',
    '<details open ontoggle="window.__pwned=1">',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<object data="javascript:alert(1)"></object>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:/">',
    '<link rel=stylesheet href=https://evil.example/x.css>',
    '<javascript:alert(1)>',
    '[x](  javascript:alert(1)  )',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml,<svg onload=alert(1)>)',
    '```"><img src=x onerror=alert(1)>\ncode\n```',
    '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
    '- [x] <input type=text autofocus onfocus=alert(1)>',
    '[x](https://example.com "\\"><img src=x onerror=alert(1)>")',
    '<textarea><script>alert(1)</script></textarea>',
    '<plaintext><script>alert(1)</script>',
    '`<script>alert(1)</script>`',
    '<pre><script>alert(1)</script></pre>',
  ];

  let originalAlert: typeof window.alert;
  beforeEach(() => {
    window.__pwned = undefined;
    originalAlert = window.alert;
    window.alert = () => {
      window.__pwned = 'alert';
    };
  });
  afterEach(() => {
    window.alert = originalAlert;
    expect(window.__pwned).to.equal(undefined);
  });

  for (const source of HOSTILE) {
    it(`renders ${JSON.stringify(source).slice(0, 70)} inertly`, async () => {
      const block = await render(source);
      const inline = await renderInline(source);
      await injectedHandlersHadTheirTurn();
      expectOnlySafeDom(block);
      expectOnlySafeDom(inline);
      expect(window.__pwned).to.equal(undefined);
    });
  }

  it('renders the whole corpus as one document inertly', async () => {
    const el = await render(HOSTILE.join('\n\n'));
    await injectedHandlersHadTheirTurn();
    expectOnlySafeDom(el);
    expect(el.textContent).to.contain('<script>alert(1)</script>');
    expect(el.textContent).to.contain('<img src=x onerror=alert(1)>');
  });

  it('keeps raw HTML visible as text', async () => {
    for (const source of ['<script>alert(1)</script>', '<style>*{display:none}</style>', '<svg onload=alert(1)>']) {
      expect((await render(source)).textContent).to.contain(source);
      expect((await renderInline(source)).textContent).to.contain(source);
    }
  });

  it('finishes deep nesting, quadratic and 1 MB floods without throwing', async () => {
    const floods = [
      '>'.repeat(10_000),
      '> '.repeat(10_000) + 'x',
      '- '.repeat(10_000) + 'x',
      '*'.repeat(10_000) + 'x' + '*'.repeat(10_000),
      '['.repeat(10_000) + 'x' + ']'.repeat(10_000),
      '[r]: https://example.com/\n\n' + '['.repeat(10_000) + 'r' + ']'.repeat(10_000),
      '!['.repeat(10_000) + 'x' + '](y)'.repeat(10_000),
      '<'.repeat(100_000),
      '`'.repeat(100_000),
      '<script>' + 'a'.repeat(1_000_000),
    ];
    for (const source of floods) {
      const el = await render(source);
      await renderInline(source);
      expectOnlySafeDom(el);
    }
  });

  describe('bidi controls', () => {
    it('keeps them as text', async () => {
      const el = await render('abc \u202Eevil\u202C [\u202Egnp.exe](https://example.com/)');
      expect(one(el, 'p').textContent).to.contain('\u202Eevil\u202C');
      expect(one(el, 'a').textContent).to.equal('\u202Egnp.exe');
    });

    it('wraps block output in a block and inline output in <bdi>', async () => {
      expect(one(await render('\u202Ex'), '.markdown-body').localName).to.equal('div');
      expect(one(await renderInline('\u202Ex'), '.markdown-inline').localName).to.equal('bdi');
    });

    it('isolates the output, its links and code spans', async () => {
      const block = await renderStyled('\u202Ex [\u202Elink](https://example.com/) `\u202Ecode`');
      const body = one(block.shadowRoot!, '.markdown-body');
      expect(getComputedStyle(body).unicodeBidi).to.equal('isolate');
      expect(getComputedStyle(one(body, 'a')).unicodeBidi).to.equal('isolate');
      expect(getComputedStyle(one(body, 'code')).unicodeBidi).to.equal('isolate');
      const inline = await renderStyled('\u202Etitle', { inline: true });
      expect(getComputedStyle(one(inline.shadowRoot!, '.markdown-inline')).unicodeBidi).to.equal('isolate');
    });

    it('cannot reorder the UI text that follows an inline render', async () => {
      const el = await fixture<HTMLParagraphElement>(
        html`<p style="width:600px"><span class="title">${renderInlineMarkdown('\u202Eabc')}</span> <span class="after">after</span></p>`,
      );
      const title = one(el, '.title').getBoundingClientRect();
      const after = one(el, '.after').getBoundingClientRect();
      expect(after.left).to.be.at.least(title.right - 1);
    });

    it('cannot reorder the text that follows a link', async () => {
      const host = await renderStyled('[\u202Eabc](https://example.com/) after', { width: 600 });
      const p = one(host.shadowRoot!, 'p');
      const link = one(p, 'a').getBoundingClientRect();
      const trailing = Array.from(p.childNodes).find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('after'))!;
      const range = document.createRange();
      range.selectNodeContents(trailing);
      expect(range.getBoundingClientRect().left).to.be.at.least(link.right - 1);
    });
  });
});

describe('accessibility', () => {
  it('passes axe for a document using every construct', async () => {
    const el = await render(
      '# Title\n\nText with *em*, **strong**, `code`, ~~del~~ and a [link](https://example.com/).\n\n' +
        '- [ ] todo\n- [x] done\n\n1. one\n2. two\n\n> quote\n\n```js\nx\n```\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n---\n\n![alt](https://example.com/i.png)',
    );
    await expect(el).to.be.accessible();
  });

  it('lets keyboard users scroll an overflowing code block', async () => {
    const host = await renderStyled('```\n' + 'x'.repeat(2_000) + '\n```');
    const pre = one(host.shadowRoot!, 'pre');
    expect(pre.scrollWidth).to.be.greaterThan(pre.clientWidth);
    await expect(host.parentElement).to.be.accessible();
  });
});
