// SPDX-License-Identifier: Apache-2.0
// <prompt-input>: sending (Enter, Shift+Enter, mod-enter, key repeat, double click, IME
// composition, a host that prevents), the slash menu (filter, keys, ARIA, live commands, hints,
// untrusted text), history, per-session drafts and their event, standing alone, zh-TW, axe.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import type { PromptInput } from '../../../src/elements/prompt-input/prompt-input.component.js';
import type { PromptDraftChangeEvent } from '../../../src/events/prompt-draft-change.js';
import type { PromptSubmitEvent } from '../../../src/events/prompt-submit.js';
import { withManualClock } from '../../helpers/clock.js';
import { deepActive } from '../../helpers/dom.js';
import { expectEvent, expectNoEvent } from '../../helpers/events.js';
import { waitUntil } from '../../helpers/time.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import {
  advertise,
  box,
  COMMANDS,
  endTurn,
  mount,
  optionNames,
  options,
  part,
  press,
  sessionStore,
  shadow,
  startTurn,
  type,
} from './setup.js';

const keydown = (el: PromptInput, init: KeyboardEventInit) =>
  box(el).dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init }));

describe('<prompt-input> sending', () => {
  it('Enter sends a text prompt for the session, clears the box, keeps the focus and reports the empty draft', async () => {
    const { el, sessionId } = await mount(sessionStore());
    await type(el, 'Fix the failing test');
    const drafts: string[] = [];
    el.addEventListener('prompt-draft-change', (e) => drafts.push(e.detail.text));
    const event = (await expectEvent(el, 'prompt-submit', () => press(el, 'Enter'))) as PromptSubmitEvent;
    expect(event.detail).to.deep.equal({ sessionId, prompt: [{ type: 'text', text: 'Fix the failing test' }] });
    expect(event.cancelable && event.composed && event.bubbles).to.equal(true);
    expect(box(el).value).to.equal('');
    expect(deepActive()).to.equal(box(el));
    expect(drafts).to.deep.equal(['']);
  });

  it('Shift+Enter breaks the line; a blank box sends nothing', async () => {
    const { el, sent } = await mount(sessionStore());
    await type(el, 'one');
    await press(el, 'Shift+Enter');
    await sendKeys({ type: 'two' });
    expect(box(el).value).to.equal('one\ntwo');
    expect(sent).to.deep.equal([]);
    await press(el, 'Enter');
    expect(sent).to.deep.equal(['one\ntwo']);
    await type(el, '   ');
    await expectNoEvent(el, 'prompt-submit', () => press(el, 'Enter'));
  });

  it('a held Enter (repeating keydowns) sends once', async () => {
    const { el, sent } = await mount(sessionStore());
    await type(el, 'once');
    el.addEventListener('prompt-submit', (e) => e.preventDefault()); // the text stays, so a repeat could send it again
    for (let i = 0; i < 4; i++) await sendKeys({ down: 'Enter' });
    await sendKeys({ up: 'Enter' });
    expect(sent).to.deep.equal([]); // prevented: the host's listener saw one event
    expect(box(el).value).to.equal('once');
  });

  it('one event per Enter press, and a double click on Send sends once', async () => {
    const { el } = await mount(sessionStore());
    const events: PromptSubmitEvent[] = [];
    el.addEventListener('prompt-submit', (e) => {
      events.push(e);
      e.preventDefault();
    });
    await type(el, 'hello');
    for (let i = 0; i < 3; i++) await sendKeys({ down: 'Enter' });
    await sendKeys({ up: 'Enter' });
    expect(events).to.have.length(1);
    const rect = part(el, 'send')!.getBoundingClientRect();
    const position: [number, number] = [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)];
    await sendMouse({ type: 'click', position });
    // The second click of a double click comes with detail 2 (sendMouse clicks once at a time).
    part(el, 'send')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
    await el.updateComplete;
    expect(events).to.have.length(2);
  });

  it('submit-on="mod-enter": Enter breaks the line, Ctrl+Enter sends', async () => {
    const { el, sent } = await mount(sessionStore(), { submitOn: 'mod-enter' });
    await type(el, 'a');
    await press(el, 'Enter');
    await sendKeys({ type: 'b' });
    expect(box(el).value).to.equal('a\nb');
    await press(el, 'Control+Enter');
    expect(sent).to.deep.equal(['a\nb']);
  });

  it('an Enter that belongs to an IME composition never sends', async () => {
    const { el, sent } = await mount(sessionStore());
    await type(el, '你好');
    expect(keydown(el, { key: 'Enter', isComposing: true })).to.equal(true);
    keydown(el, { key: 'Enter', keyCode: 229 });
    // Safari: compositionend first, then the confirming Enter with isComposing false.
    box(el).dispatchEvent(new CompositionEvent('compositionend', { data: '你好', bubbles: true }));
    expect(keydown(el, { key: 'Enter' }), 'the confirming Enter inserts no line').to.equal(false);
    await el.updateComplete;
    expect(sent).to.deep.equal([]);
    await press(el, 'Enter');
    expect(sent).to.deep.equal(['你好']);
  });

  it('a host that prevents prompt-submit keeps the text in the box', async () => {
    const { el, sent } = await mount(sessionStore());
    el.addEventListener('prompt-submit', (e) => e.preventDefault(), { once: true });
    await type(el, 'keep me');
    await press(el, 'Enter');
    expect(box(el).value).to.equal('keep me');
    expect(sent).to.deep.equal([]);
  });
});

describe('<prompt-input> slash commands', () => {
  it('/ opens the advertised commands as a combobox listbox, filtered as you type, with the count announced', async () => {
    const store = sessionStore();
    advertise(store, COMMANDS);
    const { el } = await mount(store);
    const input = box(el);
    expect([input.getAttribute('role'), input.getAttribute('aria-expanded'), input.getAttribute('aria-autocomplete')]).to.deep.equal([
      'combobox',
      'false',
      'list',
    ]);
    const listbox = shadow(el).getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    await type(el, '/');
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(optionNames(el)).to.deep.equal(['/review', '/init', '/compact', '/pr-comments']);
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(el)[0].id);
    const region = document.querySelector('[data-tool-call-elements="announcer"][aria-live="polite"]')!;
    await waitUntil(() => region.textContent === '4 commands', 'the count announced');
    await sendKeys({ type: 'r' });
    await el.updateComplete;
    // Names that start with "r" first, then those that contain it.
    expect(optionNames(el)).to.deep.equal(['/review', '/pr-comments']);
    await waitUntil(() => region.textContent === '2 commands', 'the new count announced');
    await sendKeys({ type: 'zz' });
    await el.updateComplete;
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
  });

  it('↓/↑ move the highlighted command; Enter picks it as "/name " and shows its argument hint; Tab picks too', async () => {
    const store = sessionStore();
    advertise(store, COMMANDS);
    const { el, sent } = await mount(store);
    await type(el, '/');
    await press(el, 'ArrowDown');
    await press(el, 'ArrowDown');
    expect(box(el).getAttribute('aria-activedescendant')).to.equal(options(el)[2].id);
    expect(options(el).map((o) => o.getAttribute('aria-selected'))).to.deep.equal(['false', 'false', 'true', 'false']);
    await press(el, 'ArrowUp');
    await press(el, 'ArrowUp');
    await press(el, 'ArrowUp'); // wraps to the last
    expect(box(el).getAttribute('aria-activedescendant')).to.equal(options(el)[3].id);
    await press(el, 'ArrowDown'); // and back to the first
    await press(el, 'Enter');
    expect(sent, 'Enter picked, it did not send').to.deep.equal([]);
    expect(box(el).value).to.equal('/review ');
    expect(part(el, 'hint')?.textContent).to.equal('what to focus on');
    expect(box(el).getAttribute('aria-describedby')).to.equal('hint');
    await sendKeys({ type: 'naming' });
    await el.updateComplete;
    expect(part(el, 'hint')).to.equal(null);
    await press(el, 'Enter');
    expect(sent).to.deep.equal(['/review naming']);
    await type(el, '/co');
    await press(el, 'Tab');
    expect(box(el).value).to.equal('/compact ');
    expect(deepActive()).to.equal(box(el));
  });

  it('Escape closes the menu and keeps the text; commands the agent did not advertise go out as typed', async () => {
    const store = sessionStore();
    advertise(store, COMMANDS);
    const { el, sent, turns } = await mount(store);
    await type(el, '/in');
    expect(optionNames(el)).to.deep.equal(['/init']);
    await press(el, 'Escape');
    expect(box(el).getAttribute('aria-expanded')).to.equal('false');
    expect(box(el).value).to.equal('/in');
    await press(el, 'Enter');
    expect(sent).to.deep.equal(['/in']);
    endTurn(store, turns[0]);
    await type(el, '/deploy now');
    await press(el, 'Enter');
    expect(sent).to.deep.equal(['/in', '/deploy now']);
  });

  it('follows available_commands_update live, and draws the agent’s names and descriptions as text', async () => {
    const store = sessionStore();
    advertise(store, COMMANDS);
    const { el } = await mount(store);
    await type(el, '/');
    expect(options(el)).to.have.length(4);
    advertise(store, [{ name: 'x<b>y</b>', description: '<img src=x onerror="window.__pwned=1">\u202Egnp.exe' }]);
    await el.updateComplete;
    expect(optionNames(el)).to.deep.equal(['/x<b>y</b>']);
    const description = options(el)[0].querySelector('.command-description')!;
    expect(description.querySelector('img')).to.equal(null);
    expect(description.textContent).to.contain('<img src=x');
    expect(description.textContent, 'the bidi override is shown, not obeyed').to.contain('<U+202E>');
    options(el)[0].click();
    await el.updateComplete;
    expect(box(el).value).to.equal('/x<b>y</b> ');
  });
});

describe('<prompt-input> history', () => {
  it('↑ at the start recalls the session’s earlier prompts, newest first; ↓ goes forward and back to the draft', async () => {
    const store = sessionStore();
    endTurn(store, startTurn(store, 'first prompt'));
    endTurn(store, startTurn(store, 'second\nprompt'));
    const { el } = await mount(store);
    await type(el, 'draft');
    await press(el, 'ArrowUp'); // the caret is at the end: nothing recalled
    expect(box(el).value).to.equal('draft');
    await press(el, 'Home');
    await press(el, 'ArrowUp');
    expect(box(el).value).to.equal('second\nprompt');
    await press(el, 'ArrowUp');
    expect(box(el).value).to.equal('first prompt');
    await press(el, 'ArrowUp'); // the oldest: stays
    expect(box(el).value).to.equal('first prompt');
    await press(el, 'ArrowDown');
    expect(box(el).value).to.equal('second\nprompt');
    await press(el, 'ArrowDown'); // caret on the first line of two: moves within the text
    await press(el, 'ArrowDown');
    expect(box(el).value).to.equal('draft');
  });
});

describe('<prompt-input> drafts', () => {
  const clock = withManualClock();

  it('keeps a draft per session across session-id changes, reports it after typing pauses, restores `draft`', async () => {
    const store = sessionStore();
    const { el, sessionId: S } = await mount(store);
    const reports: Array<[string | undefined, string]> = [];
    el.addEventListener('prompt-draft-change', (e: PromptDraftChangeEvent) => reports.push([e.detail.sessionId, e.detail.text]));
    await type(el, 'for one');
    expect(reports).to.deep.equal([]);
    clock.run(600);
    expect(reports).to.deep.equal([[S, 'for one']]);
    el.sessionId = 'other-session';
    await el.updateComplete;
    expect(box(el).value).to.equal('');
    await type(el, 'for two');
    el.sessionId = S; // the waiting report of the other session goes out at once, for it
    await el.updateComplete;
    expect(reports.at(-1)).to.deep.equal(['other-session', 'for two']);
    expect(box(el).value).to.equal('for one');
    el.sessionId = 'other-session';
    await el.updateComplete;
    expect(box(el).value).to.equal('for two');
    el.draft = 'restored by the host';
    await el.updateComplete;
    expect(box(el).value).to.equal('restored by the host');
  });
});

describe('<prompt-input> standing alone, in zh-TW, and axe', () => {
  it('takes running, commands and history as properties; prompts sent here join the history', async () => {
    const el = await fixture<PromptInput>(html`<prompt-input lang="zh-TW"></prompt-input>`);
    el.commands = COMMANDS;
    el.history = ['older'];
    await el.updateComplete;
    expect(box(el).getAttribute('aria-label')).to.equal('傳送給代理程式的訊息');
    expect(box(el).placeholder).to.equal('傳送訊息給代理程式，輸入 / 使用命令');
    await type(el, 'mine');
    const event = (await expectEvent(el, 'prompt-submit', () => press(el, 'Enter'))) as PromptSubmitEvent;
    expect(event.detail.sessionId).to.equal(undefined);
    await press(el, 'ArrowUp');
    expect(box(el).value).to.equal('mine');
    await press(el, 'ArrowUp');
    expect(box(el).value).to.equal('older');
    el.running = true;
    await el.updateComplete;
    expect(part(el, 'stop')!.getAttribute('aria-label')).to.equal('停止');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no WCAG 2.2 AA violation with the menu open (${theme})`, async () => {
      const store = sessionStore();
      advertise(store, COMMANDS);
      const { el } = await mount(store);
      el.theme = theme;
      await type(el, '/');
      const { violations } = await window.axe.run(el, WCAG_AA);
      expect(
        violations.map((v) => v.id),
        describeViolations(violations),
      ).to.deep.equal([]);
    });
  }
});
