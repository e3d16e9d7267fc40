// SPDX-License-Identifier: Apache-2.0
// <prompt-input> mentions: the exact blocks of a mixed prompt (text, chips, an image, in order),
// embedded resources for an agent that takes them, chips removed whole by one key, the caret kept
// out of chips, a slow provider's progress (on the manual clock) and its stale answers dropped,
// the menu's ARIA and axe with it open.
import { expect } from '@open-wc/testing';
import 'axe-core/axe.min.js';
import { PROGRESS_DELAY_MS } from '../../../src/elements/prompt-input/mention-search.js';
import { withManualClock } from '../../helpers/clock.js';
import { waitUntil } from '../../helpers/time.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import { SAMPLE_ROOT } from '../../helpers/wire.js';
import {
  attachmentNames,
  attachmentsRead,
  box,
  caretAt,
  chipTexts,
  deferredProvider,
  endTurn,
  FILES,
  fileItem,
  imageFile,
  instantProvider,
  mentionOptions,
  mentionsAnswered,
  mount,
  paste,
  part,
  PNG_BASE64,
  press,
  queuedButton,
  queuedTexts,
  sessionStore,
  shadow,
  startTurn,
  type,
} from './setup.js';
import type { PromptInput } from '../../../src/elements/prompt-input/prompt-input.component.js';

/** Types `@query` and picks the first item the menu offers. */
async function mention(el: PromptInput, query: string): Promise<void> {
  await type(el, `@${query}`);
  await mentionsAnswered(el);
  await press(el, 'Enter');
}

describe('<prompt-input> mentions', () => {
  it('a mixed prompt keeps text, chips and the image in order, as exact blocks', async () => {
    const { el, prompts } = await mount(sessionStore(undefined, { image: true }), { mentionProvider: instantProvider });
    await type(el, 'Compare ');
    await mention(el, 'greet');
    await type(el, 'with ');
    await mention(el, 'parser');
    await type(el, 'please');
    expect(box(el).value).to.equal('Compare @src/greeting.ts with @src/parser.ts please');
    expect(chipTexts(el)).to.deep.equal(['@src/greeting.ts', '@src/parser.ts']);
    paste(el, [imageFile('shot.png')]);
    await attachmentsRead(el);
    await press(el, 'Enter');
    expect(prompts).to.deep.equal([
      [
        { type: 'text', text: 'Compare ' },
        { type: 'resource_link', uri: `file://${SAMPLE_ROOT}/src/greeting.ts`, name: 'greeting.ts', mimeType: 'text/x-typescript' },
        { type: 'text', text: ' with ' },
        { type: 'resource_link', uri: `file://${SAMPLE_ROOT}/src/parser.ts`, name: 'parser.ts' },
        { type: 'text', text: ' please' },
        { type: 'image', data: PNG_BASE64, mimeType: 'image/png' },
      ],
    ]);
    expect(box(el).value).to.equal('');
    expect(chipTexts(el)).to.deep.equal([]);
  });

  it('embeds the content when the agent takes embedded context, else links', async () => {
    const item = fileItem('README.md', { mimeType: 'text/markdown', content: () => Promise.resolve({ text: '# Demo' }) });
    const provider = () => Promise.resolve([item]);
    const embedded = await mount(sessionStore(undefined, { embeddedContext: true }), { mentionProvider: provider });
    await mention(embedded.el, 'read');
    await press(embedded.el, 'Enter');
    await waitUntil(() => embedded.prompts.length === 1, 'the prompt, once the content is read');
    expect(embedded.prompts[0]).to.deep.equal([
      { type: 'resource', resource: { uri: item.uri, text: '# Demo', mimeType: 'text/markdown' } },
    ]);
    const linked = await mount(sessionStore(), { mentionProvider: provider });
    await mention(linked.el, 'read');
    await press(linked.el, 'Enter');
    expect(linked.prompts[0]).to.deep.equal([{ type: 'resource_link', uri: item.uri, name: 'README.md', mimeType: 'text/markdown' }]);
  });

  it('one Backspace at a chip’s end (or Delete at its start) removes the whole chip', async () => {
    const { el } = await mount(sessionStore(), { mentionProvider: instantProvider });
    await type(el, 'see ');
    await mention(el, 'greet');
    await type(el, 'now');
    const text = box(el).value; // 'see @src/greeting.ts now'
    await caretAt(el, text.indexOf(' now'));
    await press(el, 'Backspace');
    expect(box(el).value).to.equal('see  now');
    expect(chipTexts(el)).to.deep.equal([]);
    await press(el, 'Control+z'); // the browser's undo brings the text back
    expect(box(el).value).to.equal(text);
    await caretAt(el, text.length);
    await type(el, ' ');
    await mention(el, 'parser');
    const withChip = box(el).value;
    await caretAt(el, withChip.indexOf('@src/parser.ts'));
    await press(el, 'Delete');
    expect(box(el).value).to.equal(withChip.replace('@src/parser.ts', ''));
  });

  it('the caret never lands inside a chip: clicks, arrows and selections stop at its edges', async () => {
    const { el } = await mount(sessionStore(), { mentionProvider: instantProvider });
    await type(el, 'a ');
    await mention(el, 'greet');
    await type(el, 'b');
    const start = box(el).value.indexOf('@');
    const end = start + '@src/greeting.ts'.length;
    for (let offset = start + 1; offset < end; offset++) {
      const at = await caretAt(el, offset);
      expect(at === start || at === end, `a click at ${offset} put the caret at ${at}`).to.equal(true);
    }
    await caretAt(el, end);
    await press(el, 'ArrowLeft');
    expect(box(el).selectionStart).to.equal(start);
    await press(el, 'ArrowRight');
    expect(box(el).selectionStart).to.equal(end);
    await caretAt(el, start - 1);
    await press(el, 'Shift+ArrowRight');
    await press(el, 'Shift+ArrowRight');
    expect([box(el).selectionStart, box(el).selectionEnd]).to.deep.equal([start - 1, end]);
  });

  it('Escape closes the menu and keeps the text; the combobox points at the mention listbox', async () => {
    const { el } = await mount(sessionStore(), { mentionProvider: instantProvider });
    await type(el, '@src');
    await mentionsAnswered(el);
    expect(mentionOptions(el)).to.have.length(2);
    expect(box(el).getAttribute('aria-expanded')).to.equal('true');
    expect(box(el).getAttribute('aria-controls')).to.equal('mentions');
    expect(box(el).getAttribute('aria-activedescendant')).to.equal(mentionOptions(el)[0].id);
    await press(el, 'ArrowDown');
    expect(box(el).getAttribute('aria-activedescendant')).to.equal(mentionOptions(el)[1].id);
    await press(el, 'Escape');
    expect(box(el).getAttribute('aria-expanded')).to.equal('false');
    expect(box(el).value).to.equal('@src');
  });

  it('passes axe (WCAG 2.2 AA) with the mention menu open', async () => {
    const { el } = await mount(sessionStore(), { mentionProvider: instantProvider });
    await type(el, '@');
    await waitUntil(() => mentionOptions(el).length === FILES.length, 'every item');
    const { violations } = await window.axe.run(el.parentElement!, WCAG_AA);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });
});

describe('<prompt-input> a slow mention provider', () => {
  const clock = withManualClock();

  it('shows progress only after a moment, aborts the previous query and drops its late answer', async () => {
    const { provider, calls } = deferredProvider();
    const { el } = await mount(sessionStore(), { mentionProvider: provider });
    await type(el, '@g');
    expect(calls.map((call) => call.query)).to.deep.equal(['', 'g']);
    expect(calls[0].signal.aborted, 'the first query was aborted').to.equal(true);
    expect(calls[1].signal.aborted).to.equal(false);
    expect(part(el, 'mentions')!.closest('.popup')!.hasAttribute('hidden'), 'no flash before the delay').to.equal(true);
    clock.advance(PROGRESS_DELAY_MS);
    await el.updateComplete;
    expect(shadow(el).querySelector('.menu-status')?.textContent).to.equal('Searching…');
    expect(box(el).getAttribute('aria-expanded')).to.equal('true');
    calls[1].answer([FILES[0]]);
    await waitUntil(async () => (await el.updateComplete) && mentionOptions(el).length === 1, 'the answer to "g"');
    calls[0].answer([FILES[1], FILES[2]]); // late, for a query typed over: dropped
    await el.updateComplete;
    await el.updateComplete;
    expect(mentionOptions(el).map((option) => option.querySelector('.mention-label')!.textContent)).to.deep.equal(['greeting.ts']);
    expect(shadow(el).querySelector('.menu-status')).to.equal(null);
  });

  it('a fast answer never shows progress', async () => {
    const { provider, calls } = deferredProvider();
    const { el } = await mount(sessionStore(), { mentionProvider: provider });
    await type(el, '@');
    calls[0].answer([FILES[3]]);
    await waitUntil(async () => (await el.updateComplete) && mentionOptions(el).length === 1, 'the answer');
    clock.advance(PROGRESS_DELAY_MS * 2);
    await el.updateComplete;
    expect(shadow(el).querySelector('.menu-status')).to.equal(null);
  });
});

describe('<prompt-input> queued messages with chips and attachments', () => {
  it('editing one puts its chip and image back in the box; what the box held takes its place whole; both go out as their blocks', async () => {
    const store = sessionStore(undefined, { image: true });
    const { el, prompts, turns } = await mount(store, { mentionProvider: instantProvider });
    turns.push(startTurn(store, 'the running prompt'));
    await el.updateComplete;
    await type(el, 'Look at ');
    await mention(el, 'greet');
    paste(el, [imageFile('shot.png')]);
    await attachmentsRead(el);
    await press(el, 'Enter');
    expect(queuedTexts(el)).to.deep.equal(['Look at @src/greeting.ts ']);
    expect(attachmentNames(el)).to.deep.equal([]);
    await type(el, 'Then ');
    await mention(el, 'parser');
    queuedButton(el, 1, 'edit').click();
    await el.updateComplete;
    expect(box(el).value).to.equal('Look at @src/greeting.ts ');
    expect(chipTexts(el)).to.deep.equal(['@src/greeting.ts']);
    expect(attachmentNames(el)).to.deep.equal(['shot.png']);
    expect(queuedTexts(el)).to.deep.equal(['Then @src/parser.ts ']);
    await type(el, 'again');
    await press(el, 'Enter');
    expect(queuedTexts(el)).to.deep.equal(['Then @src/parser.ts ', 'Look at @src/greeting.ts again']);
    endTurn(store, turns[0]);
    await el.updateComplete;
    endTurn(store, turns[1]);
    await el.updateComplete;
    expect(prompts).to.deep.equal([
      [
        { type: 'text', text: 'Then ' },
        { type: 'resource_link', uri: `file://${SAMPLE_ROOT}/src/parser.ts`, name: 'parser.ts' },
      ],
      [
        { type: 'text', text: 'Look at ' },
        { type: 'resource_link', uri: `file://${SAMPLE_ROOT}/src/greeting.ts`, name: 'greeting.ts', mimeType: 'text/x-typescript' },
        { type: 'text', text: ' again' },
        { type: 'image', data: PNG_BASE64, mimeType: 'image/png' },
      ],
    ]);
  });
});
