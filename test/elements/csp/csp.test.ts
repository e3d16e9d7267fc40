// SPDX-License-Identifier: Apache-2.0
// Every element works on a page served with issue 18's strict Content Security Policy (the header is
// set by web-test-runner.config.mjs for /csp/page.html): no `style` attributes, Lit's and the
// library's Trusted Types policies only, the diff worker started through the latter, and xterm's
// generated colour rules carried by adopted sheets (src/elements/terminal-view/xterm-sheets.ts).
import { expect } from '@open-wc/testing';
import type { DiffView, TerminalViewElement, ToolCallList } from '../../../src/index.js';
import { TRUECOLOUR } from './terminal-output.js';
import { computedColour, height, inShadow, openPage, settle, type ViolationsWindow } from './csp-frame.js';
import { waitUntil } from '../../helpers/time.js';

interface CspWindow extends ViolationsWindow {
  cspPage: { renderAll(container: HTMLElement): Promise<void>; renderTerminals(container: HTMLElement): void };
}

/** Opens the strict-CSP page in a same-origin iframe and waits for its module to load. */
const openCspPage = () => openPage<CspWindow>('/csp/page.html', (win) => win.cspPage);

/** The emulator's cell spans whose text is `text`. */
function cells(view: Element, text: string): HTMLElement[] {
  return inShadow<HTMLElement>(view, '.xterm-rows span').filter((span) => span.textContent === text);
}

describe('strict Content Security Policy', () => {
  let page: { frame: HTMLIFrameElement; win: CspWindow };

  // The first load compiles the whole library in the dev server: that, not the test, takes time.
  before(async function () {
    this.timeout(20_000);
    page = await openCspPage();
  });
  after(() => page.frame.remove());

  it('is in force on the page (a style attribute and an HTML string are refused)', async () => {
    const probe = await openCspPage();
    try {
      const div = probe.win.document.createElement('div');
      div.setAttribute('style', 'width: 123px');
      probe.win.document.body.append(div);
      expect(() => {
        div.innerHTML = '<b>x</b>';
      }).to.throw();
      await waitUntil(() => probe.win.cspViolations.length >= 2, 'both refusals reported', { timeout: 2_000 });
      expect(probe.win.cspViolations.some((v) => v.startsWith('style-src'))).to.equal(true);
      expect(probe.win.cspViolations.some((v) => v.startsWith('require-trusted-types-for'))).to.equal(true);
      expect(div.getBoundingClientRect().width).to.not.equal(123);
    } finally {
      probe.frame.remove();
    }
  });

  it('renders every element without a violation, diff rows visible, the large diff in the worker', async () => {
    const { win } = page;
    const container = win.document.createElement('main');
    win.document.body.append(container);
    await page.win.cspPage.renderAll(container);
    const doc = win.document;

    const small = doc.querySelector<DiffView>('diff-view.small')!;
    const large = doc.querySelector<DiffView>('diff-view.large')!;
    await waitUntil(() => small.shadowRoot?.querySelector('.row'), 'small diff rows', { timeout: 3_000 });
    await waitUntil(() => large.engine !== undefined && large.shadowRoot?.querySelector('.row'), 'large diff rows', { timeout: 3_000 });
    expect(large.engine).to.equal('worker');
    for (const view of [small, large]) {
      expect(height(view.shadowRoot!.querySelector('[part="body"]')), 'diff body height').to.be.greaterThan(40);
      expect(height(view.shadowRoot!.querySelector('.row')), 'diff row height').to.be.greaterThan(0);
    }
    // The large body scrolls over a canvas as tall as all its rows: that height is an inline style.
    expect(height(large.shadowRoot!.querySelector('.canvas'))).to.be.greaterThan(1000);

    const card = doc.querySelector('tool-call-card')!;
    const cardDiff = () => inShadow<DiffView>(card, 'diff-view')[0];
    await waitUntil(() => cardDiff()?.shadowRoot?.querySelector('.row'), 'card diff rows', { timeout: 3_000 });
    expect(height(cardDiff().shadowRoot!.querySelector('[part="body"]')), 'card diff body height').to.be.greaterThan(0);

    const list = doc.querySelector<ToolCallList>('tool-call-list')!;
    await waitUntil(() => (list.shadowRoot?.querySelectorAll('tool-call-card').length ?? 0) > 0, 'list cards', { timeout: 3_000 });
    expect(height(list)).to.be.greaterThan(0);

    const prompt = doc.querySelector('permission-prompt')!;
    await waitUntil(() => prompt.shadowRoot?.querySelector('button'), 'permission buttons', { timeout: 3_000 });
    expect(height(prompt.shadowRoot!.querySelector('button'))).to.be.greaterThan(0);

    for (const tag of [
      'location-follower',
      'connection-status',
      'plan-view',
      'session-status',
      'session-thread',
      'elicitation-form',
      'prompt-input',
      'session-list',
      'change-review',
    ]) {
      const el = doc.querySelector(tag)!;
      await waitUntil(() => el.shadowRoot?.firstElementChild, `${tag} rendered`, { timeout: 3_000 });
      expect(height(el), `${tag} height`).to.be.greaterThan(0);
    }

    await settle(win);
    expect(win.cspViolations).to.deep.equal([]);
  });

  it('renders <terminal-view> with its ANSI colours in light and dark, selection included, without a violation', async () => {
    const { win } = page;
    const doc = win.document;
    const before = win.cspViolations.length;
    const container = doc.createElement('section');
    doc.body.prepend(container); // on screen: only a visible terminal gets an emulator
    win.cspPage.renderTerminals(container);
    const views = [...doc.querySelectorAll<TerminalViewElement>('terminal-view')];
    expect(views).to.have.length(2);
    await waitUntil(() => views.every((view) => view.live && cells(view, 'red').length > 0), 'both emulators drew', { timeout: 4_000 });
    await Promise.all(views.map((view) => view.flush()));

    const colours = new Set<string>();
    for (const view of views) {
      const token = (name: string) => computedColour(win, win.getComputedStyle(view).getPropertyValue(`--_t-${name}`).trim());
      const [red] = cells(view, 'red');
      const [onRed] = cells(view, 'on-red');
      const rows = inShadow<HTMLElement>(view, '.xterm-rows')[0];
      const what = `${view.className} terminal`;
      // The generated rules (adopted sheets): palette classes, the default colours, the cell layout.
      expect(win.getComputedStyle(red).color, `${what}: red text`).to.equal(token('red'));
      expect(win.getComputedStyle(onRed).backgroundColor, `${what}: red background`).to.equal(token('red'));
      expect(win.getComputedStyle(rows).color, `${what}: default foreground`).to.equal(token('foreground'));
      expect(win.getComputedStyle(red).display, `${what}: cell layout`).to.equal('inline-block');
      const scrollable = inShadow<HTMLElement>(view, '.xterm-scrollable-element')[0];
      expect(win.getComputedStyle(scrollable).backgroundColor, `${what}: background`).to.equal(token('background'));
      // 24-bit colours, which xterm sets on the cell itself.
      expect(win.getComputedStyle(cells(view, 'truecolour')[0]).color, `${what}: 24-bit text`).to.equal(
        `rgb(${TRUECOLOUR[view.className as keyof typeof TRUECOLOUR].replaceAll(';', ', ')})`,
      );
      expect(win.getComputedStyle(cells(view, 'on-truecolour')[0]).backgroundColor, `${what}: 24-bit background`).to.equal(
        'rgb(200, 30, 40)',
      );
      // No <style> element in the emulator (even an empty one is refused).
      expect(inShadow(view, 'style'), `${what}: style elements`).to.deep.equal([]);
      colours.add(token('red'));
    }
    expect(colours.size, 'light and dark palettes differ').to.equal(2);

    // The selection colours the cells it covers (again set on each cell).
    const [light, dark] = views;
    // Read before the selection: xterm keeps selected text readable on the selection colour.
    const lightRed = win.getComputedStyle(cells(light, 'red')[0]).color;
    light.emulator!.selectAll();
    await waitUntil(() => cells(light, 'red')[0]?.style.backgroundColor, 'selected cells coloured', { timeout: 2_000 });
    // A new palette: xterm rewrites its rules, and the adopted sheet follows.
    dark.theme = 'light';
    await waitUntil(() => win.getComputedStyle(cells(dark, 'red')[0]).color === lightRed, 'the dark terminal turned light', {
      timeout: 2_000,
    });

    await settle(win);
    expect(win.cspViolations.slice(before)).to.deep.equal([]);
    container.remove();
  });
});
