// SPDX-License-Identifier: Apache-2.0
// The elements in a VS Code webview: a page served with the policy VS Code's webview guide gives
// extensions (web-test-runner.config.mjs, /vscode/page.html), themed as VS Code themes a webview
// (stories/vscode-themes.ts), shows every element without a violation, in VS Code's colours and
// fonts — with the system's colour scheme set against the theme's kind, so that the palettes no
// VS Code variable covers (the diff's fold and syntax colours) must follow the kind — and passes axe's
// WCAG 2.2 AA rules. The trace is handed to the page, as an extension would post it: the policy
// forbids fetching.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/time.js';
import { emulateMedia } from '@web/test-runner-commands';
import type { DiffView, TerminalViewElement, ToolCallList } from '../../../src/index.js';
import { colorVariable, VSCODE_THEMES, type VscodeThemeId } from '../../../stories/vscode-themes.js';
import { loadTrace, type TraceLine } from '../../helpers/traces.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import { computedColour, contrast, inShadow, openPage, settle, type ViolationsWindow } from '../csp/csp-frame.js';

interface VscodeWindow extends ViolationsWindow {
  cspPage: { renderAll(container: HTMLElement, trace?: TraceLine[]): Promise<void> };
  vscodePage: { theme: VscodeThemeId; renderTerminal(container: HTMLElement): void; loadAxe(): Promise<void> };
}

/** The value of one of the page's `--vscode-*` variables, as VS Code set it. */
function variable(win: Window, name: string): string {
  return win.document.documentElement.style.getPropertyValue(name).trim();
}

/** `family` as the page computes a `font-family`. */
function computedFont(win: Window, family: string): string {
  const probe = win.document.createElement('span');
  probe.style.fontFamily = family;
  win.document.body.append(probe);
  const font = win.getComputedStyle(probe).fontFamily;
  probe.remove();
  return font;
}

const THEMES: Array<{ id: VscodeThemeId; scheme: 'light' | 'dark'; foldBg: string }> = [
  // The system's scheme opposite to the theme's kind; the fold row's colour (no VS Code variable
  // covers it) is the kind's palette in diff-view.styles.ts.
  { id: 'dark-modern', scheme: 'light', foldBg: 'rgba(56, 139, 253, 0.15)' },
  { id: 'light-modern', scheme: 'dark', foldBg: 'rgb(221, 244, 255)' },
];

for (const { id, scheme, foldBg } of THEMES) {
  describe(`VS Code webview, ${VSCODE_THEMES[id].name}`, () => {
    let page: { frame: HTMLIFrameElement; win: VscodeWindow };

    // The first load compiles the whole library in the dev server: that, not the test, takes time.
    before(async function () {
      this.timeout(30_000);
      await emulateMedia({ colorScheme: scheme });
      page = await openPage<VscodeWindow>(`/vscode/page.html?theme=${id}`, (win) => win.vscodePage && win.cspPage);
      const container = page.win.document.createElement('main');
      page.win.document.body.append(container);
      const terminal = page.win.document.createElement('section');
      page.win.document.body.prepend(terminal); // on screen: only a visible terminal gets an emulator
      page.win.vscodePage.renderTerminal(terminal);
      await page.win.cspPage.renderAll(container, await loadTrace('codex-acp-basic'));
      const doc = page.win.document;
      const list = doc.querySelector<ToolCallList>('tool-call-list')!;
      const small = doc.querySelector<DiffView>('diff-view.small')!;
      const view = doc.querySelector<TerminalViewElement>('terminal-view.vscode')!;
      const drew = async (what: string, condition: () => unknown) => waitUntil(condition, `${what} drew`, { timeout: 8_000 });
      await drew('the diff', () => small.shadowRoot?.querySelector('.side.add'));
      await drew('the list', () => (list.shadowRoot?.querySelectorAll('tool-call-card').length ?? 0) > 0);
      await drew('the prompt', () => doc.querySelector('permission-prompt')?.shadowRoot?.querySelector('.option'));
      await drew('the terminal', () => view.live && inShadow(view, '.xterm-rows span').length > 0);
      await view.flush();
      await settle(page.win);
    });
    after(async () => {
      page?.frame.remove();
      await emulateMedia({ colorScheme: 'no-preference' });
    });

    it('is themed as VS Code themes a webview', () => {
      const { win } = page;
      expect(win.document.body.classList.contains(VSCODE_THEMES[id].kind)).to.equal(true);
      expect(variable(win, '--vscode-editor-background')).to.equal(VSCODE_THEMES[id].colors['editor.background']);
      expect(win.matchMedia(`(prefers-color-scheme: ${scheme})`).matches, 'the system scheme is against the kind').to.equal(true);
    });

    it('shows every element without a Content Security Policy or Trusted Types violation', () => {
      expect(page.win.cspViolations).to.deep.equal([]);
    });

    it("draws cards, text and fonts in the theme's editor colours and VS Code's fonts", () => {
      const { win } = page;
      const colour = (name: string) => computedColour(win, variable(win, name));
      const card = win.document.querySelector('tool-call-card')!;
      const base = card.shadowRoot!.querySelector('.base')!;
      expect(win.getComputedStyle(base).backgroundColor, 'card background').to.equal(colour('--vscode-editor-background'));
      expect(win.getComputedStyle(base).borderTopColor, 'card border').to.equal(colour('--vscode-panel-border'));
      expect(win.getComputedStyle(card).color, 'card text').to.equal(colour('--vscode-foreground'));
      expect(win.getComputedStyle(card).fontFamily, 'card font').to.equal(computedFont(win, variable(win, '--vscode-font-family')));
      const row = win.document.querySelector('diff-view.small')!.shadowRoot!.querySelector('.side.add')!;
      expect(win.getComputedStyle(row).fontFamily, 'diff font').to.equal(computedFont(win, variable(win, '--vscode-editor-font-family')));
    });

    it("draws the permission options as VS Code's primary and secondary buttons", () => {
      const { win } = page;
      const colour = (name: string) => computedColour(win, variable(win, name));
      const prompt = win.document.querySelector('permission-prompt')!.shadowRoot!;
      const primary = prompt.querySelector('.option.primary')!;
      const secondary = prompt.querySelector('.option:not(.primary)')!;
      expect(win.getComputedStyle(primary).backgroundColor, 'primary background').to.equal(colour('--vscode-button-background'));
      expect(win.getComputedStyle(primary).color, 'primary text').to.equal(colour('--vscode-button-foreground'));
      expect(win.getComputedStyle(secondary).backgroundColor, 'secondary background').to.equal(
        colour('--vscode-button-secondaryBackground'),
      );
      expect(win.getComputedStyle(secondary).color, 'secondary text').to.equal(colour('--vscode-button-secondaryForeground'));
    });

    it("draws the diff in VS Code's diff colours and the kind's own palette", () => {
      const { win } = page;
      const diff = win.document.querySelector('diff-view.small')!.shadowRoot!;
      const added = diff.querySelector('.row.add, .side.add')!;
      const removed = diff.querySelector('.row.remove, .side.remove')!;
      const inserted = computedColour(win, variable(win, colorVariable('diffEditor.insertedLineBackground')));
      expect(win.getComputedStyle(added).backgroundColor, 'added line').to.equal(inserted);
      expect(win.getComputedStyle(removed).backgroundColor, 'removed line').to.equal(
        computedColour(win, variable(win, '--vscode-diffEditor-removedLineBackground')),
      );
      const fold = diff.querySelector('.row.fold')!;
      expect(win.getComputedStyle(fold).backgroundColor, 'fold row, by the theme kind').to.equal(foldBg);
    });

    it("draws the terminal in VS Code's terminal colours", () => {
      const { win } = page;
      const view = win.document.querySelector('terminal-view.vscode')!;
      const cell = (text: string) => inShadow<HTMLElement>(view, '.xterm-rows span').find((span) => span.textContent === text)!;
      const ansi = (name: string) => computedColour(win, variable(win, `--vscode-terminal-ansi${name}`));
      const background = win.getComputedStyle(inShadow<HTMLElement>(view, '.xterm-scrollable-element')[0]).backgroundColor;
      // The theme's colour where it is readable; where it is not, xterm raises it to 4.5:1 as VS
      // Code's terminal does (minimumContrastRatio), so that colour is the theme's, made readable.
      for (const [text, name] of [
        ['passed', 'Green'],
        ['failed', 'Red'],
        ['skipped', 'Yellow'],
      ] as const) {
        const drawn = win.getComputedStyle(cell(text)).color;
        if (contrast(ansi(name), background) >= 4.5) expect(drawn, name).to.equal(ansi(name));
        else expect(contrast(drawn, background), `${name} raised to AA`).to.be.at.least(4.5);
      }
      const rows = inShadow<HTMLElement>(view, '.xterm-rows')[0];
      expect(win.getComputedStyle(rows).color, 'default text').to.equal(computedColour(win, variable(win, '--vscode-terminal-foreground')));
    });

    it('passes axe (WCAG 2.0–2.2 A/AA)', async function () {
      this.timeout(15_000);
      // axe runs in the frame (it checks its context against its own realm's DOM), loaded after the
      // violations were counted.
      await page.win.vscodePage.loadAxe();
      const results = await (page.win as unknown as Window).axe.run(page.win.document.body, WCAG_AA);
      const violations = results.violations;
      expect(
        violations.map((v) => v.id),
        describeViolations(violations),
      ).to.deep.equal([]);
    });
  });
}
