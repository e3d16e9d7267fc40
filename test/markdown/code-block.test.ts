// SPDX-License-Identifier: Apache-2.0
// A fenced code block in rendered markdown: its language label, its copy button, highlighting once
// the page is idle (on the manual clock), hostile code and a fence that is still streaming in.
import 'axe-core/axe.min.js';
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { markdownStyles, renderMarkdown } from '../../src/markdown/index.js';
import { hostStyles } from '../../src/styles/host.styles.js';
import { installHighlightShim } from '../fixtures/diff-view/highlight-shim.js';
import { withClipboard } from '../helpers/cards.js';
import { withManualClock } from '../helpers/clock.js';
import { onDemandModulesLoaded } from '../helpers/on-demand.js';
import { waitUntil } from '../helpers/time.js';
import { describeViolations, WCAG_AA } from '../helpers/wcag.js';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

class CodeBlockTestHost extends LitElement {
  static override styles = [hostStyles, markdownStyles];
  static override properties = { source: { attribute: false } };
  declare source: string;

  constructor() {
    super();
    this.source = '';
  }

  override render() {
    return html`<div class="markdown">${renderMarkdown(this.source)}</div>`;
  }
}
customElements.define('code-block-test-host', CodeBlockTestHost);

async function renderHost(source: string, { lang = 'en', theme = 'light' } = {}): Promise<CodeBlockTestHost> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} style="width:420px"><code-block-test-host theme=${theme} .source=${source}></code-block-test-host></div>`,
  );
  const host = wrapper.querySelector<CodeBlockTestHost>('code-block-test-host')!;
  await host.updateComplete;
  // The block draws again once it knows its language (a microtask after it is in the page).
  await Promise.resolve();
  return host;
}

const $ = <E extends Element = HTMLElement>(host: CodeBlockTestHost, selector: string) => host.shadowRoot!.querySelector<E>(selector)!;
const $$ = (host: CodeBlockTestHost, selector: string) => Array.from(host.shadowRoot!.querySelectorAll(selector));
const tokens = (host: CodeBlockTestHost) => $$(host, 'pre code [class^="tok-"]');

const TS = '```ts\nconst answer: number = 42; // the answer\nexport function ask(): string {\n  return `${answer}`;\n}\n```';

before(async () => {
  await installHighlightShim();
  await onDemandModulesLoaded();
});

describe('markdown code blocks', () => {
  const clock = withManualClock();

  it('shows the fence language in a header beside a labelled copy button; without one, the button in the corner', async () => {
    const host = await renderHost(`${TS}\n\n\`\`\`\nno language\n\`\`\``);
    const blocks = $$(host, '.code-block');
    expect(blocks).to.have.length(2);
    expect(blocks[0].querySelector('.code-language')!.textContent).to.equal('ts');
    // Without a language, no header row: the copy button sits in the block's corner.
    expect(blocks[1].querySelector('.code-header')).to.equal(null);
    expect(blocks[1].querySelector(':scope > button.code-copy')!.getAttribute('aria-label')).to.equal('Copy code');
    const button = blocks[0].querySelector('button')!;
    expect(button.getAttribute('aria-label')).to.equal('Copy code');
    expect(button.type).to.equal('button');
    expect(blocks[0].querySelector('pre')!.getAttribute('part')).to.equal('code-block');
  });

  it('labels the copy button in Simplified and Traditional Chinese', async () => {
    expect($(await renderHost(TS, { lang: 'zh-CN' }), 'button').getAttribute('aria-label')).to.equal('复制代码');
    expect($(await renderHost(TS, { lang: 'zh-TW' }), 'button').getAttribute('aria-label')).to.equal('複製程式碼');
  });

  it('copies exactly the code, says "Copied" for a moment, and works from the keyboard', async () => {
    const code = 'echo "a  b"\n\tprintf \'%s\\n\' <x> & y\n';
    const host = await renderHost(`\`\`\`sh\n${code}\`\`\``);
    await withClipboard(async (written) => {
      const button = $<HTMLButtonElement>(host, 'button');
      button.focus();
      expect(host.shadowRoot!.activeElement).to.equal(button);
      button.click();
      await waitUntil(() => written.length === 1, 'the code reached the clipboard');
      expect(written[0]).to.equal(code.replace(/\n$/, ''));
      await waitUntil(() => button.getAttribute('aria-label') === 'Copied', 'the button says it copied');
      clock.run(2_000);
      await waitUntil(() => button.getAttribute('aria-label') === 'Copy code', 'the button is back');
    });
  });

  it('highlights a closed fence once the page is idle, keeping the text as it was', async () => {
    const host = await renderHost(TS);
    const text = $(host, 'pre code').textContent;
    expect(tokens(host), 'nothing before an idle period').to.have.length(0);
    clock.idle();
    await waitUntil(() => tokens(host).length > 0, 'highlighted after idle');
    expect($$(host, 'pre code .tok-keyword').map((el) => el.textContent)).to.include('const');
    expect($(host, 'pre code').textContent).to.equal(text);
    // Coloured by a class from the stylesheet: no inline style, which a strict CSP would refuse.
    expect($$(host, 'pre [style]')).to.have.length(0);
    expect(getComputedStyle(tokens(host)[0]).color).to.not.equal(getComputedStyle($(host, 'pre code')).color);
  });

  it('keeps an unknown language, and no language, plain', async () => {
    const host = await renderHost('```klingon\nqapla\n```\n\n```\nplain\n```');
    clock.idle();
    clock.idle();
    // Give a highlight that should not happen the time to arrive.
    await onDemandModulesLoaded();
    expect(tokens(host)).to.have.length(0);
    expect($(host, '.code-language').textContent).to.equal('klingon');
  });

  it('draws hostile code as text, highlighted or not', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>\n</code></pre><b>x</b>';
    const host = await renderHost(`\`\`\`html\n${hostile}\n\`\`\``);
    clock.idle();
    await waitUntil(() => tokens(host).length > 0, 'highlighted after idle');
    expect($$(host, 'img, script, b')).to.have.length(0);
    expect($(host, 'pre code').textContent).to.equal(hostile);
    expect(window.__pwned).to.equal(undefined);
  });

  it('leaves a fence that is still streaming plain, and highlights it once it closes', async () => {
    const host = await renderHost('Here:\n\n```ts\nconst a = 1;\nconst b');
    clock.idle();
    await onDemandModulesLoaded();
    expect($(host, 'pre code').textContent).to.equal('const a = 1;\nconst b');
    expect(tokens(host)).to.have.length(0);
    host.source = 'Here:\n\n```ts\nconst a = 1;\nconst b = 2;\n```\n';
    await host.updateComplete;
    clock.idle();
    await waitUntil(() => tokens(host).length > 0, 'highlighted once closed');
    expect($(host, 'pre code').textContent).to.equal('const a = 1;\nconst b = 2;');
  });

  for (const theme of ['light', 'dark']) {
    it(`passes axe (WCAG 2.2 AA) highlighted, ${theme}`, async () => {
      const host = await renderHost(`${TS}\n\n\`\`\`sh\nnpm run build\n\`\`\`\n\n\`\`\`\nplain\n\`\`\``, { theme });
      clock.idle();
      await waitUntil(() => tokens(host).length > 0, 'highlighted after idle');
      const { violations } = await window.axe.run(host, WCAG_AA);
      expect(violations, describeViolations(violations)).to.have.length(0);
    });
  }
});
