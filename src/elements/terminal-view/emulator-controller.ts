// SPDX-License-Identifier: Apache-2.0
/**
 * The emulator of one `<terminal-view>`: made (or adopted from the pool's spares) when the pool
 * grants one, given back when the pool takes it, fed the output in order, and sized to the view.
 * The controller is what the pool manages: it tells the pool when its terminal comes near the
 * screen or leaves it, and the pool calls its `attach` and `detach`.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { Terminal } from '@xterm/xterm';
import type { FitAddon } from '@xterm/addon-fit';
import { nextFrame } from '../../scheduling/clock.js';
import { inputOptions, wireInput } from './interactive-input.js';
import { emulatorPool, type EmulatorOwnerRef, type EmulatorPool, type PoolMember, type SpareEmulator } from './emulator-pool.js';
import { IN_BAND_RESET, rowLimit, shownRows, type OutputModel } from './output-model.js';
import { openSafeLink } from './safe-link.js';
import { observeVisibility, observeWidth, unobserveVisibility, unobserveWidth } from './shared-observers.js';
import { readFont, readTheme, sameTheme } from './terminal-theme.js';
import { loadXterm, type XtermModules } from './xterm-loader.js';
import { adoptStyles, openTerminal, releaseStyles } from './xterm-sheets.js';

/** Lines the emulator keeps above its screen. */
const SCROLLBACK = 5_000;
/** Multiplier of the font's line height (xterm's `lineHeight`). */
const LINE_HEIGHT = 1.15;

/** The element an emulator serves. */
export type EmulatorHost = LitElement & { rows: number; expandedRows: number; expanded: boolean; interactive: boolean };

/** What the element does when the emulator comes, goes or grows. */
export interface EmulatorEvents {
  /** An emulator now draws the output (true, said synchronously: it measures itself next), or no longer does. */
  liveChanged(live: boolean): void;
  /** The output has more lines than `rows` (a "show more" applies), or no longer. */
  overflowChanged(overflowing: boolean): void;
  /** A new emulator has the output. */
  started(term: Terminal): void;
  /** The emulator is about to go (reset and kept as a spare, or disposed). */
  stopping(): void;
  /** Interactive: the name of the emulator's input. */
  inputLabel?(): string;
  /** Interactive: the user typed `data`. */
  input?(data: string): void;
  /** Interactive: the emulator's size (when it starts, and when it changes). */
  resized?(cols: number, rows: number): void;
}

export class EmulatorController implements ReactiveController, PoolMember {
  private term: Terminal | undefined;
  private fit: FitAddon | undefined;
  private ref: EmulatorOwnerRef | undefined;
  private font = '';
  private attachToken = 0;
  /** The output's last newline, not yet written (see `write`). */
  private heldNewline = false;
  /** Write callbacks still pending in the emulator. */
  private pendingWrites = 0;
  private idleWaiters: Array<() => void> = [];
  private cancelFit: (() => void) | undefined;
  /** The container width the emulator was fitted to: a resize notification of the same width needs no refit. */
  private fittedWidth = -1;
  /** Undoes an interactive emulator's input wiring. */
  private unwireInput: (() => void) | undefined;

  constructor(
    private readonly host: EmulatorHost,
    private readonly output: OutputModel,
    private readonly events: EmulatorEvents,
    private readonly pool: EmulatorPool = emulatorPool,
  ) {
    host.addController(this);
  }

  /** The live xterm.js `Terminal`, when there is one. */
  get emulator(): Terminal | undefined {
    return this.term;
  }

  hostConnected(): void {
    observeVisibility(this.host, this.nearScreen);
  }

  hostDisconnected(): void {
    unobserveVisibility(this.host);
    this.pool.drop(this);
    this.cancelFit?.();
    this.cancelFit = undefined;
  }

  /** Whether the pool should give this terminal an emulator at all (not without data to draw). */
  setAvailable(available: boolean): void {
    if (available) observeVisibility(this.host, this.nearScreen);
    else {
      unobserveVisibility(this.host);
      this.pool.drop(this);
    }
  }

  /**
   * The terminal came near the screen or left it: the pool decides about its emulator. An
   * interactive one keeps it while on the page (it may hold the focus, which a mirror cannot).
   */
  private readonly nearScreen = (near: boolean): void => {
    if (near) this.pool.show(this);
    else if (!this.host.interactive) this.pool.hide(this);
  };

  // ------------------------------------------------------------------------------------------
  // Lifecycle (driven by the pool)

  /** The pool granted an emulator: load xterm.js, then make or adopt one. */
  attach(): void {
    const token = ++this.attachToken;
    loadXterm().then(
      (xterm) => {
        if (token === this.attachToken && this.host.isConnected && !this.term) this.create(xterm);
      },
      () => {
        // xterm.js failed to load (offline chunk, CSP): the mirror keeps showing the text.
      },
    );
  }

  /** The pool took the emulator back: keep it as a spare when there is room, else dispose of it. */
  detach(): void {
    this.attachToken++;
    const term = this.term;
    if (!term) return;
    const container = this.container();
    if (container) unobserveWidth(container);
    const { fit, ref } = this;
    const interactive = this.unwireInput !== undefined;
    this.unwireInput?.();
    this.unwireInput = undefined;
    this.events.stopping();
    this.term = undefined;
    this.fit = undefined;
    this.ref = undefined;
    this.pendingWrites = 0;
    this.resolveWaiters();
    releaseStyles(term);
    // An emulator that took input is never handed on: nothing the user typed may reach another terminal.
    if (!interactive && fit && ref && term.element && this.pool.hasRoomForSpare()) {
      term.element.remove();
      term.reset();
      this.pool.keepSpare({ term, fit, ref, font: this.font, width: this.fittedWidth });
    } else {
      term.dispose();
    }
    this.fittedWidth = -1;
    this.events.liveChanged(false);
  }

  private container(): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>('.emulator');
  }

  private create(xterm: XtermModules): void {
    const container = this.container();
    if (!container) return; // "unavailable": nothing to draw
    const { fontFamily, fontSize } = readFont(this.host);
    const font = `${fontSize}px ${fontFamily}`;
    const interactive = this.host.interactive;
    const spare = interactive ? undefined : this.pool.takeSpare();
    if (spare && spare.font === font) {
      this.adopt(spare, container);
      return;
    }
    spare?.term.dispose();
    const ref: EmulatorOwnerRef = { owner: this.host };
    const term = new xterm.Terminal({
      ...inputOptions(interactive),
      cursorBlink: false,
      scrollback: SCROLLBACK,
      fontFamily,
      fontSize,
      lineHeight: LINE_HEIGHT,
      rows: this.rowLimit(),
      cols: 80,
      theme: readTheme(this.host),
      // Programs print whatever colours they like, and a host's palette (a VS Code theme's ANSI
      // colours) need not be readable either: as VS Code's own terminal does, xterm raises each
      // cell's text to WCAG AA contrast against its background.
      minimumContrastRatio: 4.5,
      allowProposedApi: true,
      // The bytes come from an agent: xterm would log what it cannot parse (ESC and a non-ASCII
      // byte, say) to the host page's console. The library writes nothing there for agent data.
      logLevel: 'off',
      // OSC 8 hyperlinks: the same allowlist as detected URLs.
      linkHandler: { activate: (_event, uri) => void openSafeLink(ref.owner, uri), allowNonHttpProtocols: false },
    });
    const fit = new xterm.FitAddon();
    term.loadAddon(fit);
    term.loadAddon(new xterm.WebLinksAddon((_event, uri) => void openSafeLink(ref.owner, uri)));
    this.ref = ref;
    this.font = font;
    // Shown synchronously (not at the next render): xterm measures its cells and the fit addon
    // its width in open() and refit() below.
    this.events.liveChanged(true);
    // Not term.open(): xterm's generated <style> rules would be refused under a strict CSP (see xterm-sheets.ts).
    openTerminal(term, container);
    // Without input, the hidden textarea stays out of the tab order (the screen is focusable instead).
    if (term.textarea) term.textarea.tabIndex = -1;
    this.start(term, fit, container);
    // Wired once fitted, so the first size reported is the real one.
    if (interactive) {
      this.unwireInput = wireInput(term, {
        label: this.events.inputLabel?.() ?? '',
        input: (data) => this.events.input?.(data),
        resized: (cols, rows) => this.events.resized?.(cols, rows),
      });
    }
  }

  /** Takes over an emulator another terminal gave back: same font, new colours, rows and text. */
  private adopt(spare: SpareEmulator, container: HTMLElement): void {
    const { term, fit, ref } = spare;
    ref.owner = this.host;
    this.ref = ref;
    this.font = spare.font;
    this.fittedWidth = spare.width;
    // Colours only when they differ: a new theme makes xterm redraw and restyle every row.
    const theme = readTheme(this.host);
    if (!sameTheme(term.options.theme, theme)) term.options.theme = theme;
    // Reset after the resize: shrinking moves rows into scrollback, and the buffer must start empty.
    if (term.rows !== this.rowLimit()) term.resize(term.cols, this.rowLimit());
    term.reset();
    this.events.liveChanged(true);
    container.append(term.element!);
    adoptStyles(term, container);
    this.start(term, fit, container, true);
  }

  private start(term: Terminal, fit: FitAddon, container: HTMLElement, adopted = false): void {
    this.term = term;
    this.fit = fit;
    this.measureCell(term);
    observeWidth(container, (width) => {
      if (width === this.fittedWidth) return;
      this.fittedWidth = width;
      this.scheduleFit();
    });
    // An adopted emulator already has the width of the list's terminals; the first resize
    // notification (after the next layout) corrects it if not. A new one is fitted now, before it
    // draws: fitting reads computed sizes, a forced layout in the middle of a streaming list.
    if (!adopted) {
      this.refit();
      // Free after the refit's layout; the first resize notification then finds nothing to do.
      this.fittedWidth = container.getBoundingClientRect().width;
    } else this.resizeRows();
    this.heldNewline = false;
    if (this.output.text !== '') void this.write(this.output.replay());
    this.events.started(term);
  }

  /** Applies the element's colours and font again. */
  refreshTheme(): void {
    const term = this.term;
    if (!term) return;
    const { fontFamily, fontSize } = readFont(this.host);
    term.options.theme = readTheme(this.host);
    term.options.fontFamily = fontFamily;
    term.options.fontSize = fontSize;
    this.refit();
  }

  /** Applies the element's colours again (its `theme` changed). */
  refreshColours(): void {
    if (this.term) this.term.options.theme = readTheme(this.host);
  }

  // ------------------------------------------------------------------------------------------
  // Writes

  /** Writes output; resolves once the emulator has processed it (at once without an emulator). */
  write(data: string, reset = false): Promise<void> {
    const term = this.term;
    if (!term) return Promise.resolve();
    // A final newline is held back until more output comes: written at once, it would put the
    // cursor on an empty row below the output, and a 10-row view of 10 lines would scroll by one.
    // Not when interactive: there the cursor is where typing goes.
    if (reset) this.heldNewline = false;
    if (this.heldNewline) data = `\n${data}`;
    this.heldNewline = !this.host.interactive && data.endsWith('\n');
    if (this.heldNewline) data = data.slice(0, -1);
    this.pendingWrites++;
    return new Promise((resolve) => {
      term.write(data, () => {
        if (term !== this.term) return resolve();
        this.pendingWrites--;
        this.syncRows();
        if (this.pendingWrites === 0) this.resolveWaiters();
        resolve();
      });
    });
  }

  /** Clears the emulator and writes the (new) whole output. */
  rewrite(): void {
    if (this.term) void this.write(IN_BAND_RESET + this.output.replay(), true);
  }

  /** Resolves when the emulator has processed everything written so far. */
  flush(): Promise<void> {
    if (!this.term || this.pendingWrites === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private resolveWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) waiter();
  }

  // ------------------------------------------------------------------------------------------
  // Sizing

  /**
   * Reads the cell height once per font: it is a forced layout, and terminals start while a list
   * streams (an emulator per new command), each of which would otherwise pay for one.
   */
  private measureCell(term: Terminal): void {
    const key = `${this.font}@${globalThis.devicePixelRatio}`;
    if (this.pool.measuredCell(key)) return;
    const screen = term.element?.querySelector('.xterm-screen');
    const height = screen ? screen.getBoundingClientRect().height / term.rows : 0;
    if (height > 0) this.pool.noteCellHeight(key, height);
  }

  private scheduleFit(): void {
    if (this.cancelFit) return;
    this.cancelFit = nextFrame(() => {
      this.cancelFit = undefined;
      this.refit();
    });
  }

  private refit(): void {
    const term = this.term;
    if (!term || !this.fit) return;
    const proposed = this.fit.proposeDimensions();
    const cols = proposed && Number.isFinite(proposed.cols) ? Math.max(2, proposed.cols) : term.cols;
    const rows = this.rowLimit();
    if (cols !== term.cols || rows !== term.rows) term.resize(cols, rows);
    this.clipRows(this.shownRows(this.contentRows()));
  }

  /** Lines of output so far, from the emulator when live (it wraps long lines) or the text. */
  private contentRows(): number {
    const term = this.term;
    if (!term) return this.output.lineCount;
    const buffer = term.buffer.active;
    return buffer.baseY + buffer.cursorY + 1;
  }

  /** Rows the view shows at most (`rows`, or `expanded-rows` when expanded). */
  private rowLimit(): number {
    return rowLimit(this.host.rows, this.host.expandedRows, this.host.expanded);
  }

  /** Rows the view shows for `contentRows` lines of output. */
  shownRows(contentRows: number): number {
    return shownRows(contentRows, this.rowLimit());
  }

  /** The output has more lines than `rows`: "show more" applies. */
  overflows(): boolean {
    return this.contentRows() > Math.max(1, this.host.rows);
  }

  /** Grows the emulator with its output up to `rows`, and notes whether "show more" applies. */
  syncRows(): void {
    const content = this.contentRows();
    this.events.overflowChanged(content > Math.max(1, this.host.rows));
    this.resizeRows(content);
  }

  /**
   * The emulator always has `rowLimit()` rows; while the output is shorter, its container is cut to
   * the rows in use (the buffer fills from the top). Growing the emulator row by row instead made
   * xterm re-lay out and re-measure on every line of streamed output, a large share of the main
   * thread while a list streamed.
   */
  resizeRows(content = this.contentRows()): void {
    const term = this.term;
    if (!term) return;
    const limit = this.rowLimit();
    if (term.rows !== limit) term.resize(term.cols, limit);
    this.clipRows(this.shownRows(content));
  }

  private clipRows(rows: number): void {
    const container = this.container();
    if (!container) return;
    const cell = this.pool.cellHeight;
    const height = cell && rows < this.rowLimit() ? `${Math.ceil(rows * cell)}px` : '';
    if (container.style.height !== height) container.style.height = height;
  }
}
