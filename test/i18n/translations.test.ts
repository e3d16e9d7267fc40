// SPDX-License-Identifier: Apache-2.0
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import '../../src/define.js';
import { registerTranslation, translationFor, type ToolCallCard } from '../../src/index.js';
import { view } from '../helpers/cards.js';

describe('registerTranslation', () => {
  it('adds a language that falls back to English for what it leaves out', () => {
    registerTranslation('x-test-partial', { copy: 'Kopieren', status: { failed: 'Fehlgeschlagen' } });
    const t = translationFor('x-test-partial');
    expect(t.copy).to.equal('Kopieren');
    expect(t.status.failed).to.equal('Fehlgeschlagen');
    expect(t.status.completed).to.equal(translationFor('en').status.completed);
    expect(t.terminal).to.deep.equal(translationFor('en').terminal);
  });

  it('serves a regional tag from its language, and matches tags in any case', () => {
    registerTranslation('X-Region', { copied: 'Copié' });
    expect(translationFor('x-region-ca').copied).to.equal('Copié');
    expect(translationFor('X-REGION').copied).to.equal('Copié');
  });

  it('leaves the built-in languages alone unless one is registered for them', () => {
    expect(translationFor('zh-TW').status.failed).to.not.equal(translationFor('en').status.failed);
    expect(translationFor('zh-CN').status.failed).to.not.equal(translationFor('zh-TW').status.failed);
  });

  it('overriding one label of a built-in language keeps the rest of that language', () => {
    const builtIn = translationFor('zh-HK');
    registerTranslation('zh-HK', { copy: '拷貝' });
    const t = translationFor('zh-HK');
    expect(t.copy).to.equal('拷貝');
    expect(t.status.failed).to.equal(builtIn.status.failed);
    expect(t.terminal).to.deep.equal(builtIn.terminal);
    expect(t.status.failed).to.not.equal(translationFor('en').status.failed);
  });

  it('rejects an empty language tag with a clear error', () => {
    expect(() => registerTranslation('  ', {})).to.throw(TypeError, /language tag is empty/);
  });

  it('re-renders elements already on the page in the new strings', async () => {
    const card = await fixture<ToolCallCard>(
      html`<div lang="x-test-live"><tool-call-card .toolCall=${view({ status: 'failed', title: 'Read a.txt' })}></tool-call-card></div>`,
    ).then((wrapper) => wrapper.querySelector('tool-call-card')!);
    await card.updateComplete;
    const status = () => card.shadowRoot!.querySelector('[part~="status"]')!.textContent!.trim();
    expect(status()).to.equal(translationFor('en').status.failed);
    registerTranslation('x-test-live', { status: { failed: 'Échoué' } });
    await waitUntil(() => status() === 'Échoué', 'the card shows the registered string');
  });
});
