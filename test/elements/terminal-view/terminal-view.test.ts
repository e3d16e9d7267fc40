// SPDX-License-Identifier: Apache-2.0
// <terminal-view>: output through a real xterm.js 6 in headless Chromium, the text mirror, badges,
// copy, links, the emulator budget, and the terminals of the recorded traces. (The pure output model
// is tested in Node: terminal-view/output-model.node.ts.)
import { expect, fixture, html } from '@open-wc/testing';
import type { Terminal } from '@xterm/xterm';
// Must stay the first import of anything terminal-related: the first test checks laziness.
import {
  liveEmulatorCount,
  plainText,
  safeLinkUrl,
  setEmulatorBudget,
  TerminalViewElement,
} from '../../../src/elements/terminal-view/terminal-view.js';
import { emulatorPool } from '../../../src/elements/terminal-view/emulator-pool.js';
import { isXtermLoaded } from '../../../src/elements/terminal-view/xterm-loader.js';
import { patchedInlineStyles, terminalSheets } from '../../../src/elements/terminal-view/xterm-sheets.js';
import type { TerminalView } from '../../../src/state/index.js';
import { selectSessions, selectTerminal } from '../../../src/state/index.js';
import { loadTrace, replay } from '../../helpers/traces.js';
import { withClipboard } from '../../helpers/cards.js';
import { withManualClock } from '../../helpers/clock.js';
import { frames, waitUntil } from '../../helpers/time.js';

function terminal(fields: Partial<TerminalView> = {}): TerminalView {
  return { sessionId: 's1', terminalId: 't1', output: '', truncated: false, resets: 0, updatedAt: 0, ...fields };
}

async function view(template: unknown): Promise<TerminalViewElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang="en" style="width: 640px">${template}</div>`);
  const el = wrapper.querySelector('terminal-view')!;
  await el.updateComplete;
  return el;
}

async function live(el: TerminalViewElement): Promise<Terminal> {
  await waitUntil(() => el.live, 'the emulator was never created', { timeout: 4_000 });
  await el.flush();
  return el.emulator!;
}

/** The emulator's rows as text (scrollback included), trailing blank rows dropped. */
function lines(term: Terminal): string[] {
  const buffer = term.buffer.active;
  const out: string[] = [];
  for (let i = 0; i < buffer.length; i++) out.push(buffer.getLine(i)!.translateToString(true));
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const mirrorText = (el: Element) => part(el, 'mirror')!.textContent;
/** Resolves at the next idle period (when the emulator pool hands out emulators). */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

/**
 * Resolves once the page's intersection observers have reported on `el` (this one is made after the
 * terminals' shared observer, so it reports after it).
 */
function observed(el: Element): Promise<void> {
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(el);
  });
}

/**
 * Resolves once the page's intersection observers have reported on `el` (this one is made after the
 * terminals' shared observer, so it reports after it) and the pool has had two idle periods to act.
 */
async function poolSettled(el: Element): Promise<void> {
  await observed(el);
  await idle();
  await idle();
}

// Each test starts with a fresh page's pool: no emulators, spares or budget left by the last.
afterEach(() => emulatorPool.reset());

describe('<terminal-view> loading', () => {
  it('loads xterm.js only when a terminal becomes visible', async () => {
    const xtermRequested = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('@xterm/xterm'));
    expect(isXtermLoaded(), 'loaded at import').to.equal(false);
    expect(xtermRequested(), 'fetched at import').to.equal(false);
    const wrapper = await fixture<HTMLDivElement>(html`<div style="display: none">
      <terminal-view .text=${'\u001b[32mok\u001b[0m\n'}></terminal-view>
    </div>`);
    const el = wrapper.querySelector('terminal-view')!;
    await el.updateComplete;
    await poolSettled(el);
    expect(liveEmulatorCount(), 'granted an emulator while hidden').to.equal(0);
    expect(el.live, 'emulator while hidden').to.equal(false);
    expect(xtermRequested(), 'fetched while hidden').to.equal(false);
    wrapper.style.display = 'block';
    const term = await live(el);
    expect(xtermRequested()).to.equal(true);
    expect(lines(term)).to.deep.equal(['ok']);
  });

  it('disposes of the emulator when disconnected', async () => {
    const el = await view(html`<terminal-view .text=${'one\n'}></terminal-view>`);
    const term = await live(el);
    expect(liveEmulatorCount()).to.equal(1);
    const screen = term.element!;
    el.remove();
    expect(el.live).to.equal(false);
    expect(el.emulator).to.equal(undefined);
    expect(screen.isConnected, 'xterm element left in the DOM').to.equal(false);
    expect(liveEmulatorCount()).to.equal(0);
    expect(emulatorPool.spareCount, 'kept for the next terminal').to.equal(1);
  });

  it('hands a released emulator to the next terminal: its own text, colours and links, nothing of the last', async () => {
    const first = await view(html`<terminal-view .text=${'\u001b[31mfirst secret\u001b[0m\n'}></terminal-view>`);
    const term = await live(first);
    first.remove();
    const second = await view(html`<terminal-view theme="dark" .text=${'second https://example.com/x\n'}></terminal-view>`);
    const adopted = await live(second);
    expect(adopted === term, 'the same xterm instance, adopted').to.equal(true);
    expect(lines(adopted)).to.deep.equal(['second https://example.com/x']);
    expect(second.shadowRoot!.contains(adopted.element!)).to.equal(true);
    expect(adopted.options.theme?.background, "the new terminal's palette").to.equal(
      getComputedStyle(second).getPropertyValue('--_t-background').trim(),
    );
    // A link click is reported by the terminal that now owns the emulator.
    let from: EventTarget | null = null;
    const listener = (event: Event) => {
      from = event.target;
      event.preventDefault();
    };
    document.addEventListener('terminal-link-open', listener);
    try {
      adopted.options.linkHandler!.activate(new MouseEvent('click'), 'https://example.com/x', undefined as never);
    } finally {
      document.removeEventListener('terminal-link-open', listener);
    }
    expect(from).to.equal(second);
  });

  // Strict CSP (xterm-sheets.ts; the policy itself is tested in test/elements/csp/): fails when a new
  // xterm makes its styles some other way.
  it("carries xterm's generated rules in sheets adopted where the emulator draws, and moves them with it", async () => {
    const first = await view(html`<terminal-view .text=${'\u001b[31mred\u001b[0m\n'}></terminal-view>`);
    const term = await live(first);
    const sheets = terminalSheets(term);
    // The renderer's colours and cell layout, and the scrollbar's colours.
    expect(sheets.length, 'the <style> elements xterm made').to.equal(3);
    const rules = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(rules).to.include('.xterm-fg-1').and.include('.xterm-rows span').and.include('.slider');
    expect(patchedInlineStyles(term), 'cell colours through CSSOM').to.equal(true);
    expect(first.shadowRoot!.querySelectorAll('style').length, 'style elements in the shadow root').to.equal(0);
    const adoptedIn = (el: Element) => sheets.filter((sheet) => el.shadowRoot!.adoptedStyleSheets.includes(sheet)).length;
    expect(adoptedIn(first)).to.equal(3);
    // Ahead of the element's own styles, where xterm's <style> elements were in the cascade.
    expect(first.shadowRoot!.adoptedStyleSheets.slice(0, 3)).to.deep.equal([...sheets]);
    first.remove();
    expect(adoptedIn(first), 'left behind in the old shadow root').to.equal(0);
    const second = await view(html`<terminal-view .text=${'next\n'}></terminal-view>`);
    expect((await live(second)) === term, 'the same xterm instance, adopted').to.equal(true);
    expect(adoptedIn(second)).to.equal(3);
  });

  it('fits an adopted emulator to its new width, and keeps the columns of one that moves to the same width', async () => {
    const first = await view(html`<terminal-view .text=${'wide\n'}></terminal-view>`);
    const term = await live(first);
    const wideCols = term.cols;
    first.remove();
    // Same width: adopted as it is.
    const same = await view(html`<terminal-view .text=${'same\n'}></terminal-view>`);
    expect((await live(same)) === term).to.equal(true);
    await frames(3);
    expect(term.cols, 'columns at the same width').to.equal(wideCols);
    same.remove();
    // Half the width: refitted after the first layout, no longer the wide columns.
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en" style="width: 320px"><terminal-view .text=${'narrow\n'}></terminal-view></div>`,
    );
    const narrow = wrapper.querySelector('terminal-view')!;
    expect((await live(narrow)) === term).to.equal(true);
    await waitUntil(() => term.cols < wideCols * 0.6, `still ${term.cols} columns of ${wideCols}`, { timeout: 4_000 });
    expect(term.cols).to.be.greaterThan(10);
  });

  it('does not slot the light-DOM fallback', async () => {
    const el = await view(html`<terminal-view .text=${'x'}><pre class="plain">fallback</pre></terminal-view>`);
    expect(el.shadowRoot!.querySelector('slot')).to.equal(null);
    expect(el.querySelector('pre')!.assignedSlot).to.equal(null);
  });
});

describe('<terminal-view> output', () => {
  it('writes the terminal output into the emulator, colours included', async () => {
    const el = await view(html`<terminal-view .terminal=${terminal({ output: 'hello\n\u001b[31mred\u001b[0m\n' })}></terminal-view>`);
    const term = await live(el);
    expect(lines(term)).to.deep.equal(['hello', 'red']);
    const cell = term.buffer.active.getLine(1)!.getCell(0)!;
    expect(cell.isFgPalette() ? cell.getFgColor() : -1, 'SGR 31 is palette colour 1').to.equal(1);
  });

  it('appends only the new suffix when the output grows', async () => {
    const first = terminal({ output: 'a\n' });
    const el = await view(html`<terminal-view .terminal=${first}></terminal-view>`);
    const term = await live(el);
    el.terminal = { ...first, output: 'a\nb\n' };
    await el.updateComplete;
    await el.flush();
    el.terminal = { ...first, output: 'a\nb\nc' };
    await el.updateComplete;
    await el.flush();
    // A rewrite without reset would show a, a, b, …
    expect(lines(term)).to.deep.equal(['a', 'b', 'c']);
  });

  it('resets and rewrites when the output was replaced', async () => {
    const first = terminal({ output: 'old 1\nold 2\n' });
    const el = await view(html`<terminal-view .terminal=${first}></terminal-view>`);
    const term = await live(el);
    el.terminal = { ...first, output: 'new\nlines\n', resets: 1 };
    await el.updateComplete;
    await el.flush();
    expect(lines(term)).to.deep.equal(['new', 'lines']);
    // Not a prefix, even with the same `resets`: still a replacement.
    el.terminal = { ...first, output: 'other\n', resets: 1 };
    await el.updateComplete;
    await el.flush();
    expect(lines(term)).to.deep.equal(['other']);
    expect(el.outputText).to.equal('other\n');
  });

  it('resets when `resets` changes even if the new output extends the old', async () => {
    const first = terminal({ output: 'a\n' });
    const el = await view(html`<terminal-view .terminal=${first}></terminal-view>`);
    const term = await live(el);
    term.write('\u001b[2J\u001b[Hlocal scribble\n');
    await el.flush();
    el.terminal = { ...first, output: 'a\nb\n', resets: 1 };
    await el.updateComplete;
    await el.flush();
    expect(lines(term)).to.deep.equal(['a', 'b']);
  });

  it('supports imperative write() and reset()', async () => {
    const el = await view(html`<terminal-view></terminal-view>`);
    const term = await live(el);
    await el.write('abc');
    expect(lines(term)).to.deep.equal(['abc']);
    el.reset();
    await el.write('x\ny\n');
    expect(lines(term), 'bare LF returns the carriage after a reset too').to.deep.equal(['x', 'y']);
    expect(el.outputText).to.equal('x\ny\n');
  });

  it('draws a \\r progress bar in place', async () => {
    const el = await view(html`<terminal-view></terminal-view>`);
    const term = await live(el);
    for (const pct of [10, 50, 100]) await el.write(`\rDownloading ${String(pct).padStart(3)}%`);
    await el.write('\ndone\n');
    expect(lines(term)).to.deep.equal(['Downloading 100%', 'done']);
    expect(el.outputText).to.equal('Downloading 100%\ndone\n');
  });

  it('stays at the bottom while output arrives, unless the user scrolled up', async () => {
    const el = await view(html`<terminal-view></terminal-view>`);
    const term = await live(el);
    await el.write(Array.from({ length: 60 }, (_, i) => `line ${i}\n`).join(''));
    const buffer = () => term.buffer.active;
    expect(buffer().viewportY).to.equal(buffer().baseY);
    term.scrollLines(-10);
    const scrolled = buffer().viewportY;
    expect(scrolled).to.be.below(buffer().baseY);
    await el.write('more 1\nmore 2\n');
    expect(buffer().viewportY, 'kept where the user scrolled').to.equal(scrolled);
    term.scrollToBottom();
    await el.write('more 3\n');
    expect(buffer().viewportY).to.equal(buffer().baseY);
  });

  /** Rows of the emulator the user sees: its container's height in cells (xterm's own rows may be more). */
  function visibleRows(el: Element, term: { rows: number; element?: HTMLElement }): number {
    const screen = term.element!.querySelector('.xterm-screen')!;
    const cell = screen.getBoundingClientRect().height / term.rows;
    return Math.round(el.shadowRoot!.querySelector<HTMLElement>('.emulator')!.getBoundingClientRect().height / cell);
  }

  it('caps its height at `rows` and expands on request', async () => {
    const output = Array.from({ length: 30 }, (_, i) => `row ${i}`).join('\n');
    const el = await view(html`<terminal-view .text=${output}></terminal-view>`);
    const term = await live(el);
    await waitUntil(() => part(el, 'more'), 'no "show more"');
    expect(visibleRows(el, term)).to.equal(10);
    part(el, 'more')!.click();
    await el.updateComplete;
    expect(el.expanded).to.equal(true);
    // Up to expanded-rows (40): the 30 lines of output, all of them.
    await waitUntil(() => visibleRows(el, term) === 30, `30 rows shown (got ${visibleRows(el, term)})`);
    expect(part(el, 'more')!.textContent!.trim()).to.equal('Show less');
  });

  it('grows with short output instead of showing empty rows', async () => {
    const el = await view(html`<terminal-view .text=${'one\ntwo\n'}></terminal-view>`);
    const term = await live(el);
    expect(visibleRows(el, term)).to.equal(2);
    expect(part(el, 'more')).to.equal(null);
  });
});

describe('<terminal-view> header', () => {
  const statusOf = (el: Element) => part(el, 'status')?.textContent?.trim();

  it('shows command, cwd and a running status', async () => {
    const el = await view(
      html`<terminal-view .terminal=${terminal({ command: 'npm test', cwd: '/home/dev/app', output: 'x' })}></terminal-view>`,
    );
    expect(part(el, 'command')!.textContent).to.equal('npm test');
    expect(part(el, 'cwd')!.textContent).to.equal('/home/dev/app');
    expect(statusOf(el)).to.equal('Running');
    expect(el.status).to.equal('running');
    expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Terminal output for npm test: Running');
  });

  it('names static text "Terminal" in its header (never a bar of lone buttons), in each language, and no title with a command', async () => {
    const el = await view(html`<terminal-view .text=${'$ npm test\nok\n'}></terminal-view>`);
    expect(part(el, 'title')!.textContent!.trim()).to.equal('Terminal');
    expect(part(el, 'title')!.getBoundingClientRect().width).to.be.greaterThan(40);
    expect(part(el, 'command')).to.equal(null);
    const zhTW = await view(html`<terminal-view lang="zh-TW" .text=${'ok'}></terminal-view>`);
    expect(part(zhTW, 'title')!.textContent!.trim()).to.equal('終端機');
    const zhCN = await view(html`<terminal-view lang="zh-CN" .text=${'ok'}></terminal-view>`);
    expect(part(zhCN, 'title')!.textContent!.trim()).to.equal('终端');
    const command = await view(html`<terminal-view command="npm test" .text=${'ok'}></terminal-view>`);
    expect(part(command, 'title')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shows success, failure and signal badges', async () => {
    const ok = await view(html`<terminal-view .terminal=${terminal({ exitStatus: { exitCode: 0, signal: null } })}></terminal-view>`);
    expect([ok.status, statusOf(ok)]).to.deep.equal(['success', 'Succeeded']);
    const failed = await view(
      html`<terminal-view .terminal=${terminal({ command: 'make', exitStatus: { exitCode: 3 } })}></terminal-view>`,
    );
    expect([failed.status, statusOf(failed)]).to.deep.equal(['failure', 'Exit code 3']);
    expect(part(failed, 'base')!.getAttribute('aria-label')).to.equal('Terminal output for make: Exit code 3');
    const killed = await view(
      html`<terminal-view .terminal=${terminal({ exitStatus: { exitCode: null, signal: 'SIGKILL' } })}></terminal-view>`,
    );
    expect([killed.status, statusOf(killed)]).to.deep.equal(['signal', 'Killed (SIGKILL)']);
    const released = await view(html`<terminal-view .terminal=${terminal({ released: true })}></terminal-view>`);
    expect([released.status, statusOf(released)]).to.deep.equal(['released', 'Stopped']);
  });

  it('shows a truncated badge only when the output was cut', async () => {
    const cut = await view(html`<terminal-view .terminal=${terminal({ truncated: true, output: '…end\n' })}></terminal-view>`);
    expect(part(cut, 'truncated')!.textContent).to.contain('Truncated');
    const whole = await view(html`<terminal-view .terminal=${terminal({ output: 'all\n' })}></terminal-view>`);
    expect(part(whole, 'truncated')).to.equal(null);
  });

  it('says so when there is no data for the terminal', async () => {
    const el = await view(html`<terminal-view terminal-id="term-9" .terminal=${undefined}></terminal-view>`);
    expect(el.status).to.equal('unavailable');
    expect(el.shadowRoot!.querySelector('.message')!.textContent).to.equal('Terminal output is not available to this view.');
    expect(part(el, 'screen')).to.equal(null);
    await poolSettled(el);
    expect(liveEmulatorCount(), 'granted an emulator without data').to.equal(0);
    expect(el.live).to.equal(false);
  });

  it('speaks Chinese', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="zh-TW">
      <terminal-view .terminal=${terminal({ command: 'ls', exitStatus: { exitCode: 2 } })}></terminal-view>
    </div>`);
    const el = wrapper.querySelector('terminal-view')!;
    await el.updateComplete;
    expect(statusOf(el)).to.equal('結束代碼 2');
    expect(el.shadowRoot!.querySelector('.copy')!.getAttribute('aria-label')).to.equal('複製輸出');
  });
});

describe('<terminal-view> copy, find and links', () => {
  it('copies the output as plain text', async () => {
    await withClipboard(async (written) => {
      const el = await view(
        html`<terminal-view .text=${'\u001b[1;32mPASS\u001b[0m a.test\r\n50%\r100%\n\u001b]8;;https://x.test\u0007link\u001b]8;;\u0007\n'}></terminal-view>`,
      );
      el.shadowRoot!.querySelector<HTMLButtonElement>('.copy')!.click();
      await waitUntil(() => written.length === 1, 'the copy reached the clipboard');
      expect(written[0]).to.equal('PASS a.test\n100%\nlink\n');
    });
  });

  it('finds text in the output', async () => {
    const el = await view(html`<terminal-view .text=${'alpha\nbeta\nalpha again\n'}></terminal-view>`);
    await live(el);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.find-toggle')!.click();
    await el.updateComplete;
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('.find input')!;
    expect(el.shadowRoot!.activeElement).to.equal(input);
    input.value = 'alpha';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await waitUntil(() => el.shadowRoot!.querySelector('.find-count')!.textContent === '1 of 2', 'no match count');
    expect(el.emulator!.getSelection()).to.equal('alpha');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await el.updateComplete;
    expect(part(el, 'find')).to.equal(null);
  });

  it('accepts only absolute http(s) links', () => {
    expect(safeLinkUrl('javascript:alert(1)')).to.equal(undefined);
    expect(safeLinkUrl(' JavaScript:alert(1)')).to.equal(undefined);
    expect(safeLinkUrl('data:text/html,<script>alert(1)</script>')).to.equal(undefined);
    expect(safeLinkUrl('file:///etc/passwd')).to.equal(undefined);
    expect(safeLinkUrl('/relative/path')).to.equal(undefined);
    expect(safeLinkUrl('https://example.com/a?b=1')!.href).to.equal('https://example.com/a?b=1');
    expect(safeLinkUrl('http://localhost:3000')!.href).to.equal('http://localhost:3000/');
  });

  it("routes the emulator's links through the allowlist", async () => {
    const el = await view(html`<terminal-view .text=${'see https://example.com\n'}></terminal-view>`);
    const term = await live(el);
    const opened: string[] = [];
    el.addEventListener('terminal-link-open', (event) => {
      opened.push(event.detail.url);
      event.preventDefault(); // the test page must not open tabs
    });
    const handler = term.options.linkHandler!;
    const range = { start: { x: 1, y: 1 }, end: { x: 1, y: 1 } };
    handler.activate(new MouseEvent('click'), 'javascript:alert(document.domain)', range);
    handler.activate(new MouseEvent('click'), 'https://example.com/ok', range);
    expect(opened).to.deep.equal(['https://example.com/ok']);
    expect(handler.allowNonHttpProtocols ?? false).to.equal(false);
  });
});

describe('<terminal-view> budget, on the manual clock', () => {
  const clock = withManualClock();
  // The last test's fixtures are gone: a scroll of the page that their removal caused comes within
  // two frames, and would hold the pool's first grant back (no emulator while the page scrolls).
  beforeEach(async () => {
    await frames(2);
    emulatorPool.reset();
  });

  it('grants one emulator per idle period up to the budget, and keeps the text of the others, for readers too', async () => {
    setEmulatorBudget(1);
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en">
      <terminal-view .text=${'first\n'}></terminal-view>
      <terminal-view .text=${'\u001b[33msecond\u001b[0m\n'}></terminal-view>
      <terminal-view .text=${'third\n'}></terminal-view>
    </div>`);
    const views = [...wrapper.querySelectorAll('terminal-view')];
    await observed(views.at(-1)!);
    expect(liveEmulatorCount(), 'none before an idle period').to.equal(0);
    // Three idle periods: time for three emulators, were the budget not one.
    clock.idle();
    clock.idle();
    clock.idle();
    expect(liveEmulatorCount()).to.equal(1);
    await waitUntil(() => views[0]!.live, 'the first terminal has its emulator', { timeout: 4_000 });
    expect(views.map((v) => v.live)).to.deep.equal([true, false, false]);
    clock.frame();
    expect(views.map(mirrorText)).to.deep.equal(['first\n', 'second\n', 'third\n']);
  });

  it('takes the emulator of a terminal that left the screen back after its grace period, as a spare', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"><terminal-view .text=${'out\n'}></terminal-view></div>`);
    const el = wrapper.querySelector('terminal-view')!;
    await observed(el);
    clock.idle();
    await waitUntil(() => el.live, 'the emulator', { timeout: 4_000 });
    wrapper.style.display = 'none';
    await observed(el);
    // The shared observer's report may come a frame later under load; its time on the clock is t=1000 either way.
    await frames(2);
    clock.advance(799);
    expect([liveEmulatorCount(), el.live]).to.deep.equal([1, true]);
    clock.advance(1);
    expect([liveEmulatorCount(), el.live, emulatorPool.spareCount]).to.deep.equal([0, false, 1]);
  });
});

describe('<terminal-view> mirror and budget', () => {
  it('keeps the hidden mirror of a live terminal at the end of long output, after a reset too', async () => {
    const el = await view(html`<terminal-view></terminal-view>`);
    await live(el);
    // More than the mirror keeps (100,000 characters), in pieces of varied sizes cut mid-line and
    // mid-escape: the mirror shows its end from a line start. Then a reset and less output: all of it.
    const output = (tag: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${tag} ${i}: \u001b[3${i % 8}mcoloured\u001b[0m ${'.'.repeat(i % 50)}\n`).join('');
    const writeInPieces = async (text: string) => {
      for (let at = 0, size = 1; at < text.length; at += size, size = ((size * 7 + 3) % 997) + 1) void el.write(text.slice(at, at + size));
      await el.flush();
    };
    const before = output('before', 2500);
    await writeInPieces(before);
    const tail = before.slice(before.indexOf('\n', before.length - 100_000) + 1);
    await waitUntil(() => mirrorText(el) === plainText(tail), 'the mirror never showed the end of the output', { timeout: 4_000 });
    expect(tail.length).to.be.within(99_000, 100_000);
    el.reset();
    const after = output('after', 1000);
    await writeInPieces(after);
    await waitUntil(() => mirrorText(el) === plainText(after), 'the mirror never showed the output after the reset', { timeout: 4_000 });
    expect(el.outputText).to.equal(plainText(after));
  });

  it('refreshes the hidden mirror of a live terminal when output pauses, and at times during a long stream', async () => {
    const el = await view(html`<terminal-view></terminal-view>`);
    await live(el);
    // A line every few frames for 3 s: the mirror must not follow each line (it would lay out its
    // text again each time), yet a reader must not wait for the stream to end either. Every text
    // the mirror shows is recorded as it changes.
    const seen: string[] = [mirrorText(el) ?? ''];
    const watch = new MutationObserver(() => {
      const text = mirrorText(el) ?? '';
      if (seen[seen.length - 1] !== text) seen.push(text);
    });
    watch.observe(part(el, 'mirror')!, { childList: true, characterData: true, subtree: true });
    let written = '';
    // A stalled machine can leave a gap long enough to count as a pause: each such gap may add a
    // refresh, so they are counted rather than assumed away.
    let stalls = 0;
    const startedAt = performance.now();
    try {
      for (let i = 0, last = startedAt; performance.now() - startedAt < 3_000; i++) {
        written += `line ${i}\n`;
        await el.write(`line ${i}\n`);
        const now = performance.now();
        if (now - last > 400) stalls++;
        last = now;
        await frames(6);
      }
      const whileStreaming = [...seen];
      // The empty mirror, then at most one refresh per 2 s (the element's HIDDEN_MIRROR_MAX_MS).
      const allowed = 1 + Math.ceil((performance.now() - startedAt) / 2_000) + stalls;
      expect(
        whileStreaming.some((text) => text.startsWith('line 0\n') && text !== written),
        `refreshed during the stream: ${JSON.stringify(whileStreaming)}`,
      ).to.equal(true);
      expect(whileStreaming.length, `refreshes during the stream (${stalls} stalls): ${JSON.stringify(whileStreaming)}`).to.be.at.most(
        allowed,
      );
      await waitUntil(() => mirrorText(el) === written, 'the mirror never caught up after the output paused', { timeout: 3_000 });
    } finally {
      watch.disconnect();
    }
  });

  it('releases the emulator of a terminal scrolled out of view', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en" style="height: 200px; overflow: auto">
      <terminal-view .text=${'top\n'}></terminal-view>
      <div style="height: 3000px"></div>
    </div>`);
    const el = wrapper.querySelector('terminal-view')!;
    await live(el);
    wrapper.scrollTop = 2500;
    await waitUntil(() => !el.live, 'still live off screen', { timeout: 4_000 });
    await frames();
    expect(mirrorText(el)).to.equal('top\n');
    wrapper.scrollTop = 0;
    const term = await live(el);
    expect(lines(term)).to.deep.equal(['top']);
  });

  it("hands a hidden terminal's emulator to one coming into view rather than building another", async () => {
    // Take every spare the earlier tests left, with terminals that stay on screen.
    const holders = await fixture<HTMLDivElement>(
      html`<div lang="en">${[1, 2, 3, 4, 5].map((n) => html`<terminal-view .text=${`holder ${n}\n`}></terminal-view>`)}</div>`,
    );
    await Promise.all([...holders.querySelectorAll('terminal-view')].map((v) => live(v)));
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en" style="height: 200px; overflow: auto">
      <terminal-view class="a" .text=${'above\n'}></terminal-view>
      <div style="height: 3000px"></div>
      <terminal-view class="b" .text=${'below\n'}></terminal-view>
    </div>`);
    const above = wrapper.querySelector<TerminalViewElement>('.a')!;
    const below = wrapper.querySelector<TerminalViewElement>('.b')!;
    const term = await live(above);
    wrapper.scrollTop = 3000;
    const taken = await live(below);
    // Booleans, not the emulators: a failure message would print two whole xterm object graphs.
    expect(taken === term, 'the emulator of the terminal that left the screen').to.equal(true);
    expect(above.live).to.equal(false);
    expect(lines(taken)).to.deep.equal(['below']);
    await frames();
    expect(mirrorText(above)).to.equal('above\n');
  });

  it('strips escapes split across chunks and applies \\r and \\b', () => {
    expect(plainText('a\u001b[3')).to.equal('a');
    expect(plainText('\u001b[1;31mred\u001b[0m \u001b]0;title\u0007x\u001bPq#0\u001b\\y')).to.equal('red xy');
    expect(plainText('abc\bX\n')).to.equal('abX\n');
    expect(plainText('50%\r100%\r\n')).to.equal('100%\n');
    expect(plainText('12345\rab\n')).to.equal('ab345\n');
  });
});

describe('<terminal-view> theme', () => {
  it('takes its colours from the light and dark tokens', async () => {
    const dark = await view(html`<terminal-view theme="dark" .text=${'x'}></terminal-view>`);
    const light = await view(html`<terminal-view theme="light" .text=${'x'}></terminal-view>`);
    const [darkTerm, lightTerm] = [await live(dark), await live(light)];
    expect(darkTerm.options.theme!.background).to.equal('#151b23');
    expect(darkTerm.options.theme!.red).to.equal('#ff7b72');
    expect(lightTerm.options.theme!.background).to.equal('#f6f8fa');
    expect(lightTerm.options.theme!.red).to.equal('#cf222e');
  });

  it('follows a theme set on an ancestor and the --tce-terminal-* tokens', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div theme="dark" style="--tce-terminal-ansi-red: #ff0000">
      <terminal-view .text=${'x'}></terminal-view>
    </div>`);
    const el = wrapper.querySelector('terminal-view')!;
    const term = await live(el);
    expect(el.theme).to.equal('dark');
    expect(term.options.theme!.background).to.equal('#151b23');
    expect(term.options.theme!.red).to.equal('#ff0000');
  });
});

describe('<terminal-view> recorded traces', () => {
  it("shows claude-code-acp's client terminal (terminal/create + terminal/output)", async () => {
    const store = replay(await loadTrace('claude-code-acp-basic'));
    const [sessionId] = selectSessions(store.getState());
    const data = selectTerminal(store.getState(), sessionId, 'term-1')!;
    const el = await view(html`<terminal-view .terminal=${data} terminal-id="term-1"></terminal-view>`);
    expect(part(el, 'command')!.textContent).to.equal("echo hello && printf '\\033[31mred\\033[0m\\n' && ls -la");
    expect(el.status).to.equal('success');
    const term = await live(el);
    expect(lines(term).slice(0, 3)).to.deep.equal(['hello', 'red', 'total 20']);
    expect(lines(term)).to.have.length(8);
  });
});

describe('<terminal-view> accessibility', () => {
  it('is accessible with an emulator, with find open', async () => {
    const el = await view(
      html`<terminal-view .terminal=${terminal({ command: 'npm test', cwd: '/w', output: 'ok\n', exitStatus: { exitCode: 1 }, truncated: true })}></terminal-view>`,
    );
    await live(el);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.find-toggle')!.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('is accessible as a mirror and when unavailable', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en" style="display: none">
      <terminal-view .text=${Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n')}></terminal-view>
    </div>`);
    const el = wrapper.querySelector('terminal-view')!;
    await el.updateComplete;
    await frames();
    wrapper.style.display = 'block';
    setEmulatorBudget(1);
    await expect(el).to.be.accessible();
    const missing = await view(html`<terminal-view terminal-id="x"></terminal-view>`);
    await expect(missing).to.be.accessible();
  });
});

describe('<terminal-view> in <tool-call-card>', () => {
  it("draws the card's terminal content and its ANSI execute output", async () => {
    await import('../../../src/elements/tool-call-card/tool-call-card.js');
    const data = terminal({ terminalId: 'term-1', command: 'npm test', output: 'PASS\n', exitStatus: { exitCode: 0 } });
    const call = {
      sessionId: 's1',
      toolCallId: 'c1',
      title: 'npm test',
      kind: 'execute',
      status: 'completed',
      locations: [],
      meta: {},
      firstSeenAt: 0,
      updatedAt: 1,
      endedAt: 1,
      content: [
        { type: 'terminal', terminalId: 'term-1' },
        { type: 'content', content: { type: 'text', text: '\u001b[31mred\u001b[0m\n' } },
      ],
    };
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en" style="width: 640px">
      <tool-call-card .toolCall=${call} .terminals=${{ 'term-1': data }} expanded></tool-call-card>
    </div>`);
    const card = wrapper.querySelector('tool-call-card')!;
    await card.updateComplete;
    const [fromTerminal, fromText] = [...card.shadowRoot!.querySelectorAll('terminal-view')];
    await fromTerminal.updateComplete;
    expect(fromTerminal.terminal).to.equal(data);
    expect(fromTerminal.status).to.equal('success');
    expect(lines(await live(fromTerminal))).to.deep.equal(['PASS']);
    expect(lines(await live(fromText))).to.deep.equal(['red']);
  });
});
