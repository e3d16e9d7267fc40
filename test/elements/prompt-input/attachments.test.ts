// SPDX-License-Identifier: Apache-2.0
// <prompt-input> attachments: paste, drop and the attach button; what the agent does not accept,
// one too many and one too big each refused with its reason; removal (its button, Backspace in an
// empty box); the blocks after the text in the order attached; standing alone on
// `promptCapabilities`; a 1 MB paste as one chip; axe with attachments and a refusal.
import { expect, fixture, html } from '@open-wc/testing';
import 'axe-core/axe.min.js';
import '../../../src/elements/prompt-input/prompt-input.js';
import type { PromptInput } from '../../../src/elements/prompt-input/prompt-input.component.js';
import type { PromptSubmitEvent } from '../../../src/events/prompt-submit.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import {
  attachmentNames,
  attachmentsRead,
  audioFile,
  box,
  imageFile,
  insert,
  mount,
  part,
  paste,
  pasteText,
  PNG_BASE64,
  press,
  sessionStore,
  shadow,
  type,
} from './setup.js';

const refusalTexts = (el: PromptInput) => [...shadow(el).querySelectorAll('[part~="refusals"] li')].map((li) => li.textContent ?? '');
const MB = 1024 * 1024;

describe('<prompt-input> attachments', () => {
  it('refuses an image when the agent does not take images, saying which file and why, and attaches nothing', async () => {
    const { el, prompts } = await mount(sessionStore());
    expect(part(el, 'attach'), 'no attach button for a text-only agent').to.equal(null);
    paste(el, [imageFile('diagram.png')]);
    await el.updateComplete;
    expect(attachmentNames(el)).to.deep.equal([]);
    expect(part(el, 'refusals')!.getAttribute('role')).to.equal('alert');
    expect(refusalTexts(el)).to.deep.equal(['diagram.png was not attached: this agent does not accept images.']);
    await type(el, 'hi');
    await press(el, 'Enter');
    expect(prompts).to.deep.equal([[{ type: 'text', text: 'hi' }]]);
    expect(part(el, 'refusals')!.hidden, 'sending clears the message').to.equal(true);
  });

  it('refuses audio to an image-only agent, and files that are neither', async () => {
    const { el } = await mount(sessionStore(undefined, { image: true }));
    paste(el, [audioFile('memo.wav'), new File(['x'], 'notes.txt', { type: 'text/plain' }), imageFile('ok.png')]);
    await el.updateComplete;
    const chip = () => part(el, 'attachment')!;
    expect(chip().getAttribute('aria-busy'), 'busy while the file is read').to.equal('true');
    await attachmentsRead(el);
    expect(chip().getAttribute('aria-busy')).to.equal('false');
    expect(attachmentNames(el)).to.deep.equal(['ok.png']);
    expect(refusalTexts(el)).to.deep.equal([
      'memo.wav was not attached: this agent does not accept audio.',
      'notes.txt was not attached: only images and audio can be attached.',
    ]);
  });

  it('refuses one attachment too many and one too big, each named with the limit', async () => {
    const { el } = await mount(sessionStore(undefined, { image: true }), { maxAttachments: 2, maxAttachmentSize: MB });
    paste(el, [imageFile('a.png'), imageFile('huge.png', 2 * MB), imageFile('b.png'), imageFile('c.png')]);
    await attachmentsRead(el);
    expect(attachmentNames(el)).to.deep.equal(['a.png', 'b.png']);
    expect(refusalTexts(el)).to.deep.equal([
      'huge.png was not attached: it is larger than 1 MB.',
      'c.png was not attached: a message takes at most 2 attachments.',
    ]);
  });

  it('drop and the attach button attach too; attachments go after the text, in the order attached', async () => {
    const { el, prompts } = await mount(sessionStore(undefined, { image: true, audio: true }));
    const dropped = new DataTransfer();
    dropped.items.add(imageFile('dropped.png'));
    part(el, 'box')!.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, composed: true, cancelable: true }));
    const chosen = new DataTransfer();
    chosen.items.add(audioFile('memo.wav'));
    const input = shadow(el).querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).to.equal('image/*,audio/*');
    input.files = chosen.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await attachmentsRead(el);
    await type(el, 'What is in these?');
    await press(el, 'Enter');
    expect(prompts[0].map((block) => block.type)).to.deep.equal(['text', 'image', 'audio']);
    expect(prompts[0][1]).to.deep.equal({ type: 'image', data: PNG_BASE64, mimeType: 'image/png' });
    expect(prompts[0][2]).to.include({ type: 'audio', mimeType: 'audio/wav' });
    expect(attachmentNames(el)).to.deep.equal([]);
  });

  it('Backspace in an empty box removes the last attachment; its button removes one; text keeps Backspace', async () => {
    const { el } = await mount(sessionStore(undefined, { image: true }));
    paste(el, [imageFile('one.png'), imageFile('two.png'), imageFile('three.png')]);
    await attachmentsRead(el);
    await type(el, 'x');
    await press(el, 'Backspace');
    expect(box(el).value).to.equal('');
    expect(attachmentNames(el)).to.have.length(3);
    await press(el, 'Backspace');
    expect(attachmentNames(el)).to.deep.equal(['one.png', 'two.png']);
    shadow(el).querySelector<HTMLButtonElement>('[part~="attachment"] [data-action="remove-attachment"]')!.click();
    await el.updateComplete;
    expect(attachmentNames(el)).to.deep.equal(['two.png']);
  });

  it('stands alone on promptCapabilities (text only by default)', async () => {
    const el = await fixture<PromptInput>(html`<prompt-input session-id="alone"></prompt-input>`);
    paste(el, [imageFile()]);
    await el.updateComplete;
    expect(refusalTexts(el)).to.have.length(1);
    el.promptCapabilities = { image: true, audio: false, embeddedContext: false };
    await el.updateComplete;
    paste(el, [imageFile()]);
    await attachmentsRead(el);
    expect(attachmentNames(el)).to.deep.equal(['shot.png']);
    let sent: PromptSubmitEvent['detail'] | undefined;
    el.addEventListener('prompt-submit', (e) => (sent = e.detail));
    box(el).focus();
    await press(el, 'Enter');
    expect(sent).to.deep.equal({ sessionId: 'alone', prompt: [{ type: 'image', data: PNG_BASE64, mimeType: 'image/png' }] });
  });

  it('a 1 MB paste becomes one chip that goes out as that text, joined with the text around it', async () => {
    const { el, prompts } = await mount(sessionStore());
    const text = 'const x = 1;\n'.repeat(Math.ceil(MB / 13)).slice(0, MB);
    await insert(el, 'Review this: ');
    await pasteText(el, text);
    await insert(el, ' thanks');
    const token = '[Pasted text · 80,660 lines]';
    expect(box(el).value).to.equal(`Review this: ${token} thanks`);
    expect([...shadow(el).querySelectorAll('[part~="chip"]')].map((chip) => chip.textContent)).to.deep.equal([token]);
    await press(el, 'Enter');
    expect(prompts).to.have.length(1);
    const blocks = prompts[0] as { type: string; text: string }[];
    expect(blocks.map((block) => block.type)).to.deep.equal(['text']);
    expect(blocks[0].text === `Review this: ${text} thanks`, "the pasted text goes out in the chip's place").to.equal(true);
  });

  it('one Backspace removes a pasted-text chip; smaller pastes, and any with large-paste="0", go in the box', async () => {
    const { el, prompts } = await mount(sessionStore());
    await pasteText(el, 'x'.repeat(60_000));
    expect(box(el).value).to.equal('[Pasted text · 1 line]');
    await press(el, 'Backspace');
    expect(box(el).value).to.equal('');
    await pasteText(el, 'y'.repeat(49_999));
    expect(box(el).value.length).to.equal(49_999);
    box(el).value = '';
    box(el).dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    el.largePaste = 0;
    await el.updateComplete;
    await pasteText(el, 'z'.repeat(60_000));
    expect(box(el).value.length).to.equal(60_000);
    await press(el, 'Enter');
    expect((prompts[0] as { text: string }[])[0].text.length).to.equal(60_000);
  });

  it('names the pasted text in the page’s language', async () => {
    const { el } = await mount(sessionStore(), { lang: 'zh-TW' });
    await pasteText(el, 'line\n'.repeat(20_000));
    expect(box(el).value).to.equal('[貼上的文字 · 20,001 行]');
  });

  it('passes axe (WCAG 2.2 AA) with attachments and a refusal', async () => {
    const { el } = await mount(sessionStore(undefined, { image: true, audio: true }), { maxAttachments: 2 });
    paste(el, [imageFile('screen.png'), audioFile('memo.wav'), imageFile('third.png')]);
    await attachmentsRead(el);
    expect(refusalTexts(el)).to.have.length(1);
    const { violations } = await window.axe.run(el.parentElement!, WCAG_AA);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });
});
