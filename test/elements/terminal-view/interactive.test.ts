// SPDX-License-Identifier: Apache-2.0
// <terminal-view interactive>: a real xterm.js that takes keys. What the user types leaves as
// `terminal-input`, the emulator's size as `terminal-resize`; Tab leaves it; its emulator is never
// lent to another terminal; focus() puts the caret in it.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Terminal } from '@xterm/xterm';
import { TerminalViewElement } from '../../../src/elements/terminal-view/terminal-view.js';
import { emulatorPool } from '../../../src/elements/terminal-view/emulator-pool.js';
import type { TerminalInputEvent } from '../../../src/events/terminal-input.js';
import type { TerminalResizeEvent } from '../../../src/events/terminal-resize.js';
import { deepActive } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';

afterEach(() => emulatorPool.reset());

async function interactive(template = html`<terminal-view interactive></terminal-view>`) {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang="en" style="width: 640px">
    <button class="before">before</button>${template}<button class="after">after</button>
  </div>`);
  const el = wrapper.querySelector('terminal-view')!;
  const typed: string[] = [];
  const sizes: Array<{ cols: number; rows: number }> = [];
  el.addEventListener('terminal-input', (e: TerminalInputEvent) => typed.push(e.detail.data));
  el.addEventListener('terminal-resize', (e: TerminalResizeEvent) => sizes.push(e.detail));
  await el.updateComplete;
  return { wrapper, el, typed, sizes };
}

async function live(el: TerminalViewElement): Promise<Terminal> {
  await waitUntil(() => el.live, 'the emulator was never created', { timeout: 4_000 });
  await el.flush();
  return el.emulator!;
}

describe('<terminal-view interactive>', () => {
  it('sends what the user types as terminal-input events, Enter as a carriage return', async () => {
    const { el, typed } = await interactive();
    await live(el);
    el.focus();
    expect(deepActive()?.tagName).to.equal('TEXTAREA');
    await sendKeys({ type: 'ab1' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => typed.length >= 5, `typed ${JSON.stringify(typed)}`);
    expect(typed).to.deep.equal(['a', 'b', '1', '\r', '\u001b[A']);
  });

  it('reports its size when the emulator starts and when it changes', async () => {
    const { el, sizes } = await interactive(html`<terminal-view interactive rows="8"></terminal-view>`);
    const term = await live(el);
    await waitUntil(() => sizes.at(-1)?.cols === term.cols, 'no size reported');
    expect(sizes.at(-1)).to.deep.equal({ cols: term.cols, rows: 8 });
    el.rows = 12;
    await waitUntil(() => sizes.at(-1)?.rows === 12, `sizes ${JSON.stringify(sizes)}`);
  });

  it('keeps the cursor after the output (a trailing newline is not held back) and takes CR LF as a pty sends it', async () => {
    const { el } = await interactive();
    const term = await live(el);
    await el.write('Enter the code:\r\n');
    await el.flush();
    expect(term.buffer.active.cursorY).to.equal(1);
    expect(term.buffer.active.cursorX).to.equal(0);
    await el.write('> ');
    await el.flush();
    expect(term.buffer.active.getLine(1)!.translateToString(true)).to.equal('> ');
  });

  it('is in the tab order through its labelled input, and Tab leaves it both ways', async () => {
    const { wrapper, el, typed } = await interactive();
    await live(el);
    const textarea = el.shadowRoot!.querySelector('textarea')!;
    expect(textarea.tabIndex).to.equal(0);
    expect(textarea.getAttribute('aria-label')).to.equal('Terminal input');
    expect(el.shadowRoot!.querySelector('.screen')!.getAttribute('tabindex'), 'the screen is not a stop of its own').to.equal('-1');
    // The header's find and copy buttons come first, then the input.
    wrapper.querySelector<HTMLButtonElement>('.before')!.focus();
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'Tab' });
    expect(deepActive() === textarea, `Tab reached ${deepActive()?.className}`).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === wrapper.querySelector('.after'), `Tab from the input reached ${deepActive()?.className}`).to.equal(true);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive() === textarea, 'Shift+Tab came back to the input').to.equal(true);
    expect(typed, 'no Tab reached the program').to.deep.equal([]);
  });

  it('puts the caret in the emulator when focused before it exists', async () => {
    const { el } = await interactive();
    el.focus();
    await live(el);
    await waitUntil(() => deepActive()?.tagName === 'TEXTAREA', `focus on ${deepActive()?.className}`);
  });

  it('never lends its emulator to another terminal', async () => {
    const { el } = await interactive();
    const term = await live(el);
    el.remove();
    expect(emulatorPool.spareCount).to.equal(0);
    expect(term.element?.isConnected ?? false).to.equal(false);
    const other = await fixture<TerminalViewElement>(html`<terminal-view .text=${'next\n'}></terminal-view>`);
    expect((await live(other)) === term).to.equal(false);
  });

  it('makes a new emulator when it turns interactive, and a read-only one keeps its textarea out of the tab order', async () => {
    const { el } = await interactive(html`<terminal-view .text=${'hello\n'}></terminal-view>`);
    const readOnly = await live(el);
    expect(el.shadowRoot!.querySelector('textarea')!.tabIndex).to.equal(-1);
    expect(readOnly.options.disableStdin).to.equal(true);
    el.interactive = true;
    await waitUntil(() => el.emulator && el.emulator !== readOnly, 'no new emulator', { timeout: 4_000 });
    expect(el.emulator!.options.disableStdin).to.equal(false);
    expect(el.shadowRoot!.querySelector('textarea')!.tabIndex).to.equal(0);
  });

  it('is accessible while it takes input', async () => {
    const { el } = await interactive();
    await live(el);
    await el.write('Enter the code: ');
    await expect(el).to.be.accessible();
  });
});
