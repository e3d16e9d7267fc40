// SPDX-License-Identifier: Apache-2.0
import { expect, fixture, html } from '@open-wc/testing';
import { IncrementalMarkdown, newScan, scanBlocks } from '../../src/markdown/incremental-markdown.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import { onDemandModulesLoaded } from '../helpers/on-demand.js';

// What define.js loads on demand is in place before any test renders.
before(onDemandModulesLoaded);

/** The blocks `text` is cut into, as source slices. */
function blocksOf(text: string): string[] {
  const cuts = scanBlocks(newScan(), text).boundaries;
  return [0, ...cuts].map((start, i) => text.slice(start, cuts[i] ?? text.length));
}

/** Feeds `text` in chunks of `size` characters; returns the renderer and the outputs after each chunk. */
function stream(text: string, size: number) {
  const md = new IncrementalMarkdown((source: string) => ({ source }));
  const outputs: Array<Array<{ source: string }>> = [];
  for (let end = size; end < text.length + size; end += size) outputs.push(md.update(text.slice(0, Math.min(end, text.length))));
  return { md, outputs };
}

describe('IncrementalMarkdown', () => {
  it('cuts at blank lines followed by a line at the margin', () => {
    expect(blocksOf('# Title\n\nA paragraph\nstill it.\n\n- a\n- b\n')).to.deep.equal([
      '# Title\n\n',
      'A paragraph\nstill it.\n\n',
      '- a\n- b\n',
    ]);
  });

  it('never cuts inside a fence, whatever its blank lines hold', () => {
    const text = 'Code:\n\n```js\nconst a = 1;\n\n\nconst b = 2;\n```\n\nAfter.';
    expect(blocksOf(text)).to.deep.equal(['Code:\n\n', '```js\nconst a = 1;\n\n\nconst b = 2;\n```\n\n', 'After.']);
    // A longer closing fence closes; a shorter one or another character does not.
    expect(blocksOf('~~~~\na\n\n~~~\n```\n\nb\n~~~~~\n\nc')).to.deep.equal(['~~~~\na\n\n~~~\n```\n\nb\n~~~~~\n\n', 'c']);
  });

  it('keeps indented continuations (list paragraphs, indented code) with their block', () => {
    expect(blocksOf('- item\n\n  more of the item\n\n      code\n\nNext')).to.deep.equal([
      '- item\n\n  more of the item\n\n      code\n\n',
      'Next',
    ]);
  });

  it('renders the same blocks chunk by chunk as all at once', () => {
    const text = '**Reading** the source\n\n```ts\nlet x = 1;\n\nx++;\n```\n\n1. one\n2. two\n\nDone: *ok*.\n';
    for (const size of [1, 3, 7, 40]) {
      const { outputs } = stream(text, size);
      expect(
        outputs
          .at(-1)!
          .map((b) => b.source)
          .join(''),
        `chunks of ${size}`,
      ).to.equal(text);
      expect(outputs.at(-1)!.map((b) => b.source)).to.deep.equal(blocksOf(text));
    }
  });

  it('renders each completed block once and keeps its output; only the tail is rendered again', () => {
    const paragraphs = Array.from({ length: 20 }, (_, i) => `Paragraph ${i} with **bold** text that streams in.`);
    const text = paragraphs.join('\n\n');
    const { md, outputs } = stream(text, 5);
    const chunks = outputs.length;
    // One render per chunk (the tail) plus at most one per block that completed.
    expect(md.renders).to.be.at.most(chunks + paragraphs.length);
    // Completed blocks keep their identity across every later chunk.
    const last = outputs.at(-1)!;
    for (const output of outputs) {
      for (let i = 0; i < output.length - 1; i++) expect(output[i], `block ${i}`).to.equal(last[i]);
    }
    // A whole-message re-parse per chunk would have rendered far more text than this.
    expect(md.renders).to.be.below(chunks * 2);
  });

  it('returns the same array while the text did not change, and starts over when it was replaced', () => {
    const md = new IncrementalMarkdown((source: string) => ({ source }));
    const first = md.update('a\n\nb');
    expect(md.update('a\n\nb')).to.equal(first);
    const renders = md.renders;
    expect(md.update('c').map((b) => b.source)).to.deep.equal(['c']);
    expect(md.renders).to.equal(renders + 1);
  });

  it('draws markdown through the safe renderer', async () => {
    const md = new IncrementalMarkdown(renderMarkdown);
    const el = await fixture<HTMLDivElement>(html`<div>${md.update('**x** and <b>y</b>\n\n[a](javascript:alert(1))')}</div>`);
    expect(el.querySelector('strong')!.textContent).to.equal('x');
    expect(el.querySelector('b')).to.equal(null);
    expect(el.querySelector('a')).to.equal(null);
  });
});
