// SPDX-License-Identifier: Apache-2.0
/**
 * The terminal's actions: the find bar (xterm's search addon, loaded the first time someone
 * searches), "copy output" (as plain text), and the screen's keys (Ctrl/⌘+F opens find; arrows,
 * Page Up/Down, Home and End scroll the emulator, which takes no input).
 */
import { html, nothing, type LitElement, type TemplateResult } from 'lit';
import type { Terminal } from '@xterm/xterm';
import type { SearchAddon } from '@xterm/addon-search';
import ArrowDown from 'lucide/dist/esm/icons/arrow-down.mjs';
import ArrowUp from 'lucide/dist/esm/icons/arrow-up.mjs';
import Search from 'lucide/dist/esm/icons/search.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import type { TerminalViewStrings } from '../../i18n/terminal-view.strings.js';
import { icon } from '../../icons/icon.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { CopyController } from '../../controllers/copy-controller.js';
import { loadSearchAddon } from './xterm-loader.js';

const icons = { search: icon(Search), close: icon(X), up: icon(ArrowUp), down: icon(ArrowDown) };

let nextId = 0;

export interface FindAndCopyOptions {
  /** The live emulator, if any. */
  emulator(): Terminal | undefined;
  /** The whole output as plain text (what "copy" puts on the clipboard). */
  plainText(): string;
  strings(): TerminalViewStrings;
}

/** Holds no lifecycle of its own: its host re-renders when the bar, its result or the copy mark change. */
export class FindAndCopyController {
  private readonly findId = `tce-terminal-find-${++nextId}`;
  private search: SearchAddon | undefined;
  private isOpen = false;
  private result: { index: number; count: number } | undefined;
  private readonly clipboard: CopyController;

  constructor(
    private readonly host: LitElement,
    private readonly options: FindAndCopyOptions,
  ) {
    this.clipboard = new CopyController(host, { announcement: () => options.strings().copied });
  }

  private set(changes: Partial<{ isOpen: boolean; result: { index: number; count: number } | undefined }>): void {
    Object.assign(this, changes);
    this.host.requestUpdate();
  }

  // ------------------------------------------------------------------------------------------
  // The emulator's life

  /** A new emulator has the output: it searches for what the open bar holds. */
  emulatorStarted(): void {
    if (this.isOpen && this.query() !== '') void this.find(1);
  }

  /** The emulator goes: its search addon with it. */
  emulatorStopping(): void {
    this.search?.dispose();
    this.search = undefined;
  }

  /** The output was replaced: old matches mean nothing. */
  outputReplaced(): void {
    this.search?.clearDecorations();
  }

  // ------------------------------------------------------------------------------------------
  // Keys, copy and find

  /** Keyboard scrolling of the focused screen (the emulator takes no input). */
  readonly screenKey = (event: KeyboardEvent): void => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      void this.openFind();
      return;
    }
    // Without an emulator the focused mirror scrolls natively.
    const term = this.options.emulator();
    if (!term) return;
    const page = Math.max(1, term.rows - 1);
    const lines: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, PageUp: -page, PageDown: page };
    if (event.key === 'Home') term.scrollToTop();
    else if (event.key === 'End') term.scrollToBottom();
    else if (lines[event.key] !== undefined) term.scrollLines(lines[event.key]);
    else return;
    event.preventDefault();
  };

  // The text is built only when the user clicks; a refused clipboard leaves no check mark.
  private readonly copyOutput = (): Promise<boolean> => this.clipboard.copy(() => this.options.plainText());

  private async openFind(): Promise<void> {
    this.set({ isOpen: true });
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLInputElement>('.find input')?.focus();
  }

  private readonly closeFind = (): void => {
    this.set({ isOpen: false, result: undefined });
    this.search?.clearDecorations();
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>('.find-toggle')?.focus());
  };

  private query(): string {
    return this.host.renderRoot.querySelector<HTMLInputElement>('.find input')?.value ?? '';
  }

  /** Finds the next (1) or previous (-1) match of the find bar's text in the emulator's buffer. */
  private async find(direction: 1 | -1, incremental = false): Promise<void> {
    const query = this.query();
    const term = this.options.emulator();
    if (!term) return;
    if (!this.search) {
      const Addon = await loadSearchAddon();
      if (term !== this.options.emulator()) return;
      this.search = new Addon();
      term.loadAddon(this.search);
      this.search.onDidChangeResults(({ resultIndex, resultCount }) => this.set({ result: { index: resultIndex, count: resultCount } }));
    }
    if (query === '') {
      this.search.clearDecorations();
      this.set({ result: undefined });
      return;
    }
    const style = getComputedStyle(this.host);
    const accent = style.getPropertyValue('--_accent').trim() || '#0969da';
    const attention = style.getPropertyValue('--_attention').trim() || '#9a6700';
    const options = {
      incremental,
      decorations: {
        matchBackground: style.getPropertyValue('--_t-selection').trim() || undefined,
        matchOverviewRuler: accent,
        activeMatchBackground: attention,
        activeMatchColorOverviewRuler: attention,
      },
    };
    const found = direction === 1 ? this.search.findNext(query, options) : this.search.findPrevious(query, options);
    if (!found) this.set({ result: { index: -1, count: 0 } });
  }

  private readonly findKey = (event: KeyboardEvent): void => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void this.find(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      this.closeFind();
    }
  };

  // ------------------------------------------------------------------------------------------
  // Rendering

  /** The header's find toggle and copy button. */
  renderActions(): TemplateResult {
    const t = this.options.strings();
    return html`<button class="icon-button find-toggle" aria-label=${t.find} title=${t.find} aria-expanded=${this.isOpen ? 'true' : 'false'}
        aria-controls=${this.findId} @click=${() => (this.isOpen ? this.closeFind() : void this.openFind())}>${icons.search}</button>
      <button class="icon-button copy" aria-label=${t.copyOutput} title=${t.copyOutput} @click=${this.copyOutput}>
        ${this.clipboard.copied() ? uiIcons.check : uiIcons.copy}
      </button>`;
  }

  /** The find bar, while open. */
  renderBar(): TemplateResult | typeof nothing {
    if (!this.isOpen) return nothing;
    const t = this.options.strings();
    const result = this.result;
    const count =
      result === undefined ? '' : result.count === 0 ? t.noMatches : result.index >= 0 ? t.matchCount(result.index + 1, result.count) : '';
    return html`<div part="find" class="find" role="search">
      <input id=${this.findId} type="search" aria-label=${t.find} placeholder=${t.find} @keydown=${this.findKey}
        @input=${() => void this.find(1, true)} />
      <span class="find-count" role="status">${count}</span>
      <button class="icon-button" aria-label=${t.findPrevious} title=${t.findPrevious} @click=${() => void this.find(-1)}>${icons.up}</button>
      <button class="icon-button" aria-label=${t.findNext} title=${t.findNext} @click=${() => void this.find(1)}>${icons.down}</button>
      <button class="icon-button" aria-label=${t.closeFind} title=${t.closeFind} @click=${this.closeFind}>${icons.close}</button>
    </div>`;
  }
}
