// SPDX-License-Identifier: Apache-2.0
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { ITheme, Terminal } from '@xterm/xterm';
import type { FitAddon } from '@xterm/addon-fit';
import type { SearchAddon } from '@xterm/addon-search';
import ArrowDown from 'lucide/dist/esm/icons/arrow-down.mjs';
import ArrowUp from 'lucide/dist/esm/icons/arrow-up.mjs';
import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';
import ChevronUp from 'lucide/dist/esm/icons/chevron-up.mjs';
import LoaderCircle from 'lucide/dist/esm/icons/loader-circle.mjs';
import Search from 'lucide/dist/esm/icons/search.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { ClockController } from '../../controllers/clock-controller.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { icon } from '../../icons/icon.js';
import { statusIcons, uiIcons } from '../../icons/ui-icons.js';
import { announce } from '../../internal/announcer.js';
import { clip, formatDuration } from '../../internal/format.js';
import { onBeat } from '../../internal/page-beat.js';
import { spin } from '../../internal/spinner-clock.js';
import type { TerminalView } from '../../state/index.js';
import { iconButtonStyles } from '../../styles/button.styles.js';
import { hostStyles } from '../../styles/host.styles.js';
import { spinnerStyles } from '../../styles/spinner.styles.js';
import { dropOwner, hideOwner, setSpareCheck, showOwner, type EmulatorOwner } from './emulator-pool.js';
import { openSafeLink } from './safe-link.js';
import { PlainText, RecentOutput, plainText } from './terminal-text.js';
import styles, { ANSI_NAMES } from './terminal-view.styles.js';
import { loadSearchAddon, loadXterm, type XtermModules } from './xterm-loader.js';
import { xtermStyles } from './xterm.styles.js';

const icons = {
  running: icon(LoaderCircle),
  search: icon(Search),
  close: icon(X),
  up: icon(ArrowUp),
  down: icon(ArrowDown),
  more: icon(ChevronDown),
  less: icon(ChevronUp),
};

/** How the terminal ended, as the header shows it. */
export type TerminalStatus = 'running' | 'success' | 'failure' | 'signal' | 'exited' | 'released' | 'static' | 'unavailable';

/** Lines the emulator keeps above its screen. */
const SCROLLBACK = 5_000;
/** A re-created emulator replays at most this much of the output (its scrollback holds less anyway). */
const REPLAY_LIMIT = 1_000_000;
/** Characters of text in the mirror (the end of the output). */
const MIRROR_LIMIT = 100_000;
/**
 * While the emulator draws the output, the hidden mirror (for screen readers, which read it on
 * demand: it is not a live region) follows once the output pauses this long...
 */
const HIDDEN_MIRROR_MS = 500;
/**
 * ...or at the latest this long after the first output it does not show yet. Refreshed twice a
 * second during a flood, the mirror cost 5–10% of the emulator's throughput: each refresh lays out
 * up to MIRROR_LIMIT characters of text anew (bench/terminal-view.bench.ts, median of the rounds'
 * ratios 0.85–0.94× with it, 0.92–0.98× without).
 */
const HIDDEN_MIRROR_MAX_MS = 2_000;
/** Multiplier of the font's line height (xterm's `lineHeight`). */
const LINE_HEIGHT = 1.15;
/** Outputs up to this length are compared whole to tell an append from a replacement. */
const FULL_COMPARE_LIMIT = 65_536;
/** RIS (full reset) after CAN, which aborts any escape sequence the old output left open. */
const IN_BAND_RESET = '\u0018\u001bc';

let nextId = 0;

/**
 * A cell's height in px, as the last emulator measured it: mirrors use it as their line height so
 * that swapping a mirror for an emulator does not move the text. (One value for the page: reading
 * each element's font back from its computed style would force a style recalculation per mirror.)
 */
let lastCellHeight: number | undefined;
/** The font (and device pixel ratio) `lastCellHeight` was measured with. */
let measuredFont: string | undefined;

// One observer of each kind for every terminal in the page, made when the first terminal connects
// (importing the module has no effect on a page).
let visibilityObserver: IntersectionObserver | undefined;
let resizeObserver: ResizeObserver | undefined;
const resizeCallbacks = new WeakMap<Element, (width: number) => void>();

function visibility(): IntersectionObserver | undefined {
  if (!visibilityObserver && typeof IntersectionObserver === 'function') {
    visibilityObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const view = entry.target as unknown as TerminalViewElement;
          if (entry.isIntersecting) showOwner(view);
          else hideOwner(view);
        }
      },
      // Emulators are made a little before a terminal scrolls in.
      { rootMargin: '200px 0px' },
    );
  }
  return visibilityObserver;
}

function resizes(): ResizeObserver | undefined {
  if (!resizeObserver && typeof ResizeObserver === 'function') {
    resizeObserver = new ResizeObserver((entries) => {
      for (const entry of entries) resizeCallbacks.get(entry.target)?.(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
  }
  return resizeObserver;
}

/** `after` continues `before` (an append) rather than replacing it. */
function extendsOutput(before: string, after: string): boolean {
  if (after.length < before.length) return false;
  if (before.length <= FULL_COMPARE_LIMIT) return after.startsWith(before);
  // Comparing megabytes on every chunk would make streaming quadratic. The store's `resets`
  // counter already flags replacements; this guards the seam and the start.
  const edge = 4096;
  return after.startsWith(before.slice(0, edge)) && after.startsWith(before.slice(-edge), before.length - edge);
}

/** The output a new emulator replays: all of it, or its end from a line start, colours reset. */
function replayOf(output: string): string {
  return output.length <= REPLAY_LIMIT ? output : `\u001b[0m${rawTail(output, REPLAY_LIMIT)}`;
}

/** The last `max` characters of `output` or a little less, from a line start. */
function rawTail(output: string, max: number): string {
  if (output.length <= max) return output;
  const from = output.indexOf('\n', output.length - max);
  return from < 0 ? output.slice(output.length - max) : output.slice(from + 1);
}

/** The nearest `theme` attribute above `element`, through shadow roots. */
function inheritedTheme(element: Element): 'light' | 'dark' | undefined {
  let node: Node | null = element.parentNode ?? null;
  while (node) {
    if (node instanceof Element) {
      const theme = node.getAttribute('theme');
      if (theme === 'light' || theme === 'dark') return theme;
    }
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return undefined;
}

/** Whose link clicks an emulator's handlers report: the element it currently serves. */
interface EmulatorOwnerRef {
  owner: EventTarget;
}

/** Two xterm palettes with the same colours. */
function sameTheme(a: ITheme | undefined, b: ITheme): boolean {
  if (!a) return false;
  const keys = Object.keys(b) as Array<keyof ITheme>;
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/** An emulator a terminal gave back, kept (reset, detached) for the next one to take. */
interface SpareEmulator {
  term: Terminal;
  fit: FitAddon;
  ref: EmulatorOwnerRef;
  font: string;
  /** The container width (border box, px) it was last fitted to. */
  width: number;
}

/**
 * Released emulators are kept, up to this many, and handed to the next terminal that needs one.
 * A new xterm `Terminal` measures every glyph it draws (a forced layout each) and builds its DOM;
 * an adopted one is reset and moved, and draws at once (measured in a list streaming new
 * commands: glyph measuring was 13% of the main thread).
 */
const SPARE_EMULATORS = 4;
/**
 * Spares nobody took within this long are disposed: a quiet page holds no idle emulators for long.
 * Long enough to outlast an agent's pause: after 10 s, a list that streamed again had to build new
 * emulators (glyph measuring, forced layouts) and dropped twice the frames.
 */
const SPARE_TTL_MS = 60_000;
const spares: SpareEmulator[] = [];
setSpareCheck(() => spares.length > 0);
let spareSweep: ReturnType<typeof setTimeout> | undefined;

function keepSpare(spare: SpareEmulator): void {
  spares.push(spare);
  if (spareSweep !== undefined) clearTimeout(spareSweep);
  spareSweep = setTimeout(() => {
    spareSweep = undefined;
    for (const { term } of spares.splice(0)) term.dispose();
  }, SPARE_TTL_MS);
}

/**
 * Live terminal output, drawn by a real terminal emulator (xterm.js 6, loaded on first use): ANSI
 * colours, cursor movement and `\r` progress bars look as they did in the agent's terminal.
 *
 * Feed it a `TerminalView` from the store (`.terminal`), static text with escapes (`.text`), or
 * imperative `write()` / `reset()`. When `.terminal.output` grows, only the new suffix is written;
 * when it was replaced (`resets` changed, or the old output is not a prefix), the emulator is reset
 * and rewritten. The emulator exists only while the element is on screen and the page-wide budget
 * (20) allows: otherwise the element shows a plain-text mirror of the output, which is also what
 * screen readers read.
 *
 * @summary A command's output in a terminal emulator, with command, status, copy and find.
 * @tag terminal-view
 * @event {TerminalLinkOpenEvent} terminal-link-open - The user activated an http(s) link in the output (cancelable: cancel it to open the link yourself).
 * @csspart base - The wrapper.
 * @csspart header - Command, working directory, time, status and actions.
 * @csspart command - The command line.
 * @csspart cwd - The working directory.
 * @csspart elapsed - The elapsed or final time.
 * @csspart status - The status badge (running, exit code, signal).
 * @csspart truncated - The "truncated" badge.
 * @csspart find - The find bar.
 * @csspart screen - The terminal area (emulator or mirror).
 * @csspart mirror - The plain-text mirror of the output.
 * @csspart more - The "show more / show less" button.
 * @cssproperty [--tce-terminal-background=var(--tce-color-bg-subtle)] - Terminal background.
 * @cssproperty [--tce-terminal-foreground=var(--tce-color-fg)] - Default text colour.
 * @cssproperty [--tce-terminal-cursor=var(--tce-color-fg)] - Cursor colour.
 * @cssproperty [--tce-terminal-selection] - Selection background.
 * @cssproperty [--tce-terminal-font=var(--tce-font-mono)] - Terminal font family.
 * @cssproperty [--tce-terminal-font-size=12px] - Terminal font size (px).
 * @cssproperty --tce-terminal-ansi-black - ANSI colour 0 (likewise `-red`, `-green`, `-yellow`, `-blue`, `-magenta`, `-cyan`, `-white` and the `-bright-*` variants); light and dark defaults.
 * @cssproperty [--terminal-view-border-color=var(--tce-color-border)] - Border colour.
 */
export class TerminalViewElement extends LitElement implements EmulatorOwner {
  static override styles = [hostStyles, iconButtonStyles, spinnerStyles, xtermStyles, styles];

  static override properties = {
    terminal: { attribute: false },
    text: { attribute: false },
    terminalId: { reflect: true, attribute: 'terminal-id' },
    command: {},
    cwd: {},
    rows: { type: Number },
    expandedRows: { type: Number, attribute: 'expanded-rows' },
    expanded: { type: Boolean, reflect: true },
    startedAt: { attribute: false },
    endedAt: { attribute: false },
    theme: { reflect: true },
    status: { reflect: true },
    live: { type: Boolean, reflect: true },
    copied: { state: true },
    findOpen: { state: true },
    findResult: { state: true },
    overflowing: { state: true },
  };

  /** The terminal to show: a `TerminalView` from the store (`selectTerminal`). `undefined` with a `terminal-id` means "no data for it". */
  declare terminal: TerminalView | undefined;
  /** Static output (may contain ANSI escapes), e.g. a command's text output. */
  declare text: string | undefined;
  /** The ACP terminal id this element stands for (informational; set by `<tool-call-card>`). */
  declare terminalId: string | undefined;
  /** Command line to show when `.terminal` has none (e.g. with `.text`). */
  declare command: string | undefined;
  /** Working directory to show when `.terminal` has none. */
  declare cwd: string | undefined;
  /** Rows shown before "show more" (default 10); the emulator scrolls past them. */
  declare rows: number;
  /** Rows shown when expanded (default 40). */
  declare expandedRows: number;
  /** Shows up to `expandedRows` rows. */
  declare expanded: boolean;
  /** When the command started (ms since the epoch), for the elapsed time; defaults to when this element first saw it running. */
  declare startedAt: number | undefined;
  /** When the command ended (ms since the epoch). */
  declare endedAt: number | undefined;
  /** `light` or `dark` forces a palette; unset follows the nearest `theme` attribute above, else `prefers-color-scheme`. */
  declare theme: 'light' | 'dark' | undefined;
  /** Reflects the displayed status, for styling. */
  declare status: TerminalStatus;
  /** Reflects whether an emulator draws the output now (read-only). */
  declare live: boolean;

  declare private copied: boolean;
  declare private findOpen: boolean;
  declare private findResult: { index: number; count: number } | undefined;
  declare private overflowing: boolean;

  private readonly locale = new LocaleController(this);
  private readonly findId = `tce-terminal-find-${++nextId}`;

  /** Everything written so far (raw, with escapes). */
  private raw = '';
  /** The end of `raw`, for the hidden mirror (see `RecentOutput`). */
  private readonly recent = new RecentOutput(MIRROR_LIMIT);
  /**
   * The plain text of `raw[0, plainFed)`. Cleaning text costs about a third of what the emulator
   * spends on it, so it is done only when the text is needed: copy, and the mirror while it is the
   * view. A live emulator's hidden mirror is cleaned from the end of the output only.
   */
  private plain = new PlainText();
  private plainFed = 0;
  /** Data came in through `write()`. */
  private wrote = false;
  private lastTerminalId: string | undefined;
  private lastResets = 0;
  private themeInherited = false;

  private term: Terminal | undefined;
  private fit: FitAddon | undefined;
  private emulatorRef: EmulatorOwnerRef | undefined;
  private emulatorFont = '';
  private search: SearchAddon | undefined;
  private attachToken = 0;
  /** The output's last newline, not yet written (see emulatorWrite). */
  private heldNewline = false;
  /** Write callbacks still pending in the emulator. */
  private pendingWrites = 0;
  private idleWaiters: Array<() => void> = [];

  private mirrorFrame = 0;
  private cancelMirror: (() => void) | undefined;
  /** When the hidden mirror first fell behind the output, and when output last came. */
  private mirrorBehindSince = 0;
  private lastOutputAt = 0;
  private mirrorShown: string | undefined;
  private mirrorHeight = '';
  private fitFrame = 0;
  /** The container width the emulator was fitted to: a resize notification of the same width needs no refit. */
  private fittedWidth = -1;

  private runningSince: number | undefined;
  private endedSeenAt: number | undefined;

  constructor() {
    super();
    this.rows = 10;
    this.expandedRows = 40;
    this.expanded = false;
    this.status = 'static';
    this.live = false;
    this.copied = false;
    this.findOpen = false;
    this.overflowing = false;
    new ClockController(this, () => this.status === 'running' && this.startTime() !== undefined);
  }

  // ------------------------------------------------------------------------------------------
  // Lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('theme') || this.themeInherited) {
      const theme = inheritedTheme(this);
      this.themeInherited = theme !== undefined;
      if (theme) this.theme = theme;
    }
    visibility()?.observe(this);
    watchColorScheme(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    visibility()?.unobserve(this);
    colorSchemeWatchers.delete(this);
    dropOwner(this);
    cancelAnimationFrame(this.mirrorFrame);
    this.mirrorFrame = 0;
    this.cancelMirror?.();
    this.cancelMirror = undefined;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('terminal') && this.terminal) this.takeTerminal(this.terminal);
    else if (changed.has('terminal') && changed.get('terminal') !== undefined) this.replaceAll('');
    if (changed.has('text') && this.text !== undefined && !this.terminal) {
      if (extendsOutput(this.raw, this.text)) this.appendOutput(this.text.slice(this.raw.length));
      else this.replaceAll(this.text);
    }
    const status = this.computeStatus();
    if (status === 'running') this.runningSince ??= Date.now();
    else if (this.runningSince !== undefined) this.endedSeenAt ??= Date.now();
    this.status = status;
    if (changed.has('rows')) this.overflowing = this.contentRows() > Math.max(1, this.rows);
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('status') && this.isConnected) {
      // Nothing to draw without data: no emulator either.
      if (this.status === 'unavailable') {
        visibility()?.unobserve(this);
        dropOwner(this);
      } else if (changed.get('status') === 'unavailable') {
        visibility()?.observe(this);
      }
    }
    if (changed.has('theme') && this.term) this.term.options.theme = this.readTheme();
    if (changed.has('rows') || changed.has('expandedRows') || changed.has('expanded')) this.resizeRows();
    this.scheduleMirror();
  }

  private takeTerminal(terminal: TerminalView): void {
    const output = terminal.output;
    const same = terminal.terminalId === this.lastTerminalId && terminal.resets === this.lastResets;
    this.lastTerminalId = terminal.terminalId;
    this.lastResets = terminal.resets;
    if (same && extendsOutput(this.raw, output)) {
      if (output.length > this.raw.length) this.appendOutput(output.slice(this.raw.length));
    } else {
      if (!same) {
        this.runningSince = undefined;
        this.endedSeenAt = undefined;
      }
      this.replaceAll(output);
    }
  }

  private computeStatus(): TerminalStatus {
    const terminal = this.terminal;
    if (!terminal) return this.text !== undefined || this.wrote || this.terminalId === undefined ? 'static' : 'unavailable';
    const exit = terminal.exitStatus;
    if (exit) {
      if (typeof exit.signal === 'string' && exit.signal !== '') return 'signal';
      if (exit.exitCode === 0) return 'success';
      if (typeof exit.exitCode === 'number') return 'failure';
      return 'exited';
    }
    return terminal.released ? 'released' : 'running';
  }

  // ------------------------------------------------------------------------------------------
  // Output

  /**
   * Appends output (with escapes) as a terminal would receive it. Resolves once the emulator has
   * processed it (at once when no emulator is live: the mirror has it).
   */
  write(data: string): Promise<void> {
    this.wrote = true;
    if (this.status === 'unavailable') this.requestUpdate();
    return this.appendOutput(data);
  }

  /** Clears the output (and the emulator's screen and scrollback). */
  reset(): void {
    this.replaceAll('');
  }

  /** Resolves when the emulator has processed everything written so far. */
  flush(): Promise<void> {
    if (!this.term || this.pendingWrites === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The output as plain text: escapes removed, carriage returns and backspaces applied. */
  get outputText(): string {
    return this.plainText().text;
  }

  /** The live xterm.js `Terminal`, when there is one (for reading its buffer; do not dispose it). */
  get emulator(): Terminal | undefined {
    return this.term;
  }

  /** Re-reads the `--tce-terminal-*` colours and font (call after changing them on an ancestor). */
  refreshTheme(): void {
    if (!this.term) return;
    const { fontFamily, fontSize } = this.readFont();
    this.term.options.theme = this.readTheme();
    this.term.options.fontFamily = fontFamily;
    this.term.options.fontSize = fontSize;
    this.refit();
  }

  private appendOutput(data: string): Promise<void> {
    if (data === '') return Promise.resolve();
    this.raw += data;
    this.recent.append(data);
    this.lastOutputAt = performance.now();
    this.scheduleMirror();
    return this.emulatorWrite(data);
  }

  private replaceAll(output: string): void {
    this.raw = output;
    this.recent.reset(output);
    this.lastOutputAt = performance.now();
    this.plain = new PlainText();
    this.plainFed = 0;
    this.scheduleMirror();
    if (this.term) {
      this.search?.clearDecorations();
      void this.emulatorWrite(IN_BAND_RESET + replayOf(output), true);
    }
  }

  /** The plain-text model, brought up to date with the output. */
  private plainText(): PlainText {
    if (this.plainFed < this.raw.length) {
      this.plain.append(this.raw.slice(this.plainFed));
      this.plainFed = this.raw.length;
    }
    return this.plain;
  }

  private emulatorWrite(data: string, reset = false): Promise<void> {
    const term = this.term;
    if (!term) return Promise.resolve();
    // A final newline is held back until more output comes: written at once, it would put the
    // cursor on an empty row below the output, and a 10-row view of 10 lines would scroll by one.
    if (reset) this.heldNewline = false;
    if (this.heldNewline) data = `\n${data}`;
    this.heldNewline = data.endsWith('\n');
    if (this.heldNewline) data = data.slice(0, -1);
    this.pendingWrites++;
    return new Promise((resolve) => {
      term.write(data, () => {
        if (term !== this.term) return resolve();
        this.pendingWrites--;
        this.syncRows();
        if (this.pendingWrites === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const waiter of waiters) waiter();
        }
        resolve();
      });
    });
  }

  // ------------------------------------------------------------------------------------------
  // Emulator (driven by the pool)

  /** @internal The pool granted an emulator. */
  attachEmulator(): void {
    const token = ++this.attachToken;
    loadXterm().then(
      (xterm) => {
        if (token === this.attachToken && this.isConnected && !this.term) this.createEmulator(xterm);
      },
      () => {
        // xterm.js failed to load (offline chunk, CSP): the mirror keeps showing the text.
      },
    );
  }

  /** @internal The pool took the emulator back. */
  detachEmulator(): void {
    this.attachToken++;
    const term = this.term;
    if (!term) return;
    const container = this.emulatorContainer();
    if (container) resizes()?.unobserve(container);
    const fit = this.fit;
    const ref = this.emulatorRef;
    this.search?.dispose();
    this.term = undefined;
    this.fit = undefined;
    this.emulatorRef = undefined;
    this.search = undefined;
    this.pendingWrites = 0;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) waiter();
    if (fit && ref && term.element && spares.length < SPARE_EMULATORS) {
      term.element.remove();
      term.reset();
      keepSpare({ term, fit, ref, font: this.emulatorFont, width: this.fittedWidth });
    } else {
      term.dispose();
    }
    this.fittedWidth = -1;
    this.live = false;
    this.toggleAttribute('live', false);
    this.scheduleMirror();
  }

  private emulatorContainer(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.emulator');
  }

  private createEmulator(xterm: XtermModules): void {
    const container = this.emulatorContainer();
    if (!container) return; // "unavailable": nothing to draw
    const { fontFamily, fontSize } = this.readFont();
    const font = `${fontSize}px ${fontFamily}`;
    const spare = spares.pop();
    if (spare && spare.font === font) {
      this.adoptEmulator(spare, container);
      return;
    }
    spare?.term.dispose();
    const ref: EmulatorOwnerRef = { owner: this };
    const term = new xterm.Terminal({
      // Agents' output usually comes from pipes: a bare LF must also return the carriage.
      convertEol: true,
      disableStdin: true,
      cursorBlink: false,
      cursorInactiveStyle: 'none',
      scrollback: SCROLLBACK,
      fontFamily,
      fontSize,
      lineHeight: LINE_HEIGHT,
      rows: this.rowLimit(),
      cols: 80,
      theme: this.readTheme(),
      allowProposedApi: true,
      // OSC 8 hyperlinks: the same allowlist as detected URLs.
      linkHandler: { activate: (_event, uri) => void openSafeLink(ref.owner, uri), allowNonHttpProtocols: false },
    });
    const fit = new xterm.FitAddon();
    term.loadAddon(fit);
    term.loadAddon(new xterm.WebLinksAddon((_event, uri) => void openSafeLink(ref.owner, uri)));
    this.emulatorRef = ref;
    this.emulatorFont = font;
    // Shown synchronously (not at the next render): xterm measures its cells and the fit addon
    // its width in open() and refit() below.
    this.live = true;
    this.toggleAttribute('live', true);
    term.open(container);
    // The emulator takes no input; its hidden textarea stays out of the tab order (the screen is focusable instead).
    if (term.textarea) term.textarea.tabIndex = -1;
    this.startEmulator(term, fit, container);
  }

  /** Takes over an emulator another terminal gave back: same font, new colours, rows and text. */
  private adoptEmulator(spare: SpareEmulator, container: HTMLElement): void {
    const { term, fit, ref } = spare;
    ref.owner = this;
    this.emulatorRef = ref;
    this.emulatorFont = spare.font;
    this.fittedWidth = spare.width;
    // Colours only when they differ: a new theme makes xterm redraw and restyle every row.
    const theme = this.readTheme();
    if (!sameTheme(term.options.theme, theme)) term.options.theme = theme;
    // Reset after the resize: shrinking moves rows into scrollback, and the buffer must start empty.
    if (term.rows !== this.rowLimit()) term.resize(term.cols, this.rowLimit());
    term.reset();
    this.live = true;
    this.toggleAttribute('live', true);
    container.append(term.element!);
    this.startEmulator(term, fit, container, true);
  }

  private startEmulator(term: Terminal, fit: FitAddon, container: HTMLElement, adopted = false): void {
    this.term = term;
    this.fit = fit;
    this.measureCell(term);
    resizeCallbacks.set(container, (width) => {
      if (width === this.fittedWidth) return;
      this.fittedWidth = width;
      this.scheduleFit();
    });
    resizes()?.observe(container);
    // An adopted emulator already has the width of the list's terminals; the first resize
    // notification (after the next layout) corrects it if not. A new one is fitted now, before it
    // draws: fitting reads computed sizes, a forced layout in the middle of a streaming list.
    if (!adopted) {
      this.refit();
      // Free after the refit's layout; the first resize notification then finds nothing to do.
      this.fittedWidth = container.getBoundingClientRect().width;
    } else this.resizeRows();
    this.heldNewline = false;
    if (this.raw !== '') void this.emulatorWrite(replayOf(this.raw));
    if (this.findOpen && this.findQuery() !== '') void this.find(1);
  }

  private readFont(): { fontFamily: string; fontSize: number } {
    const style = getComputedStyle(this);
    const fontFamily = style.getPropertyValue('--_t-font').trim() || 'monospace';
    const fontSize = Number.parseFloat(style.getPropertyValue('--_t-font-size')) || 12;
    return { fontFamily, fontSize };
  }

  /** xterm's theme from the computed `--_t-*` custom properties (so `theme`, tokens and VS Code variables all apply). */
  private readTheme(): ITheme {
    const style = getComputedStyle(this);
    const read = (name: string) => style.getPropertyValue(`--_t-${name}`).trim() || undefined;
    const theme: ITheme = {
      background: read('background'),
      foreground: read('foreground'),
      cursor: read('cursor'),
      cursorAccent: read('background'),
      selectionBackground: read('selection'),
      scrollbarSliderBackground: 'rgba(128, 128, 128, 0.3)',
      scrollbarSliderHoverBackground: 'rgba(128, 128, 128, 0.5)',
      scrollbarSliderActiveBackground: 'rgba(128, 128, 128, 0.6)',
    };
    for (const name of ANSI_NAMES) theme[name] = read(name);
    return theme;
  }

  /**
   * Reads the cell height once per font: it is a forced layout, and terminals start while a list
   * streams (an emulator per new command), each of which would otherwise pay for one.
   */
  private measureCell(term: Terminal): void {
    const key = `${this.emulatorFont}@${globalThis.devicePixelRatio}`;
    if (lastCellHeight !== undefined && measuredFont === key) return;
    const screen = term.element?.querySelector('.xterm-screen');
    const height = screen ? screen.getBoundingClientRect().height / term.rows : 0;
    if (height > 0) {
      lastCellHeight = height;
      measuredFont = key;
    }
  }

  private scheduleFit(): void {
    if (this.fitFrame) return;
    this.fitFrame = requestAnimationFrame(() => {
      this.fitFrame = 0;
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
    if (!term) return this.plainText().lineCount;
    const buffer = term.buffer.active;
    return buffer.baseY + buffer.cursorY + 1;
  }

  /** Rows the view shows at most (`rows`, or `expanded-rows` when expanded). */
  private rowLimit(): number {
    return Math.max(1, this.expanded ? Math.max(this.expandedRows, this.rows) : this.rows);
  }

  private shownRows(contentRows: number): number {
    return Math.min(Math.max(1, contentRows), this.rowLimit());
  }

  /** Grows the emulator with its output up to `rows`, and notes whether "show more" applies. */
  private syncRows(): void {
    const content = this.contentRows();
    const overflowing = content > Math.max(1, this.rows);
    if (overflowing !== this.overflowing) this.overflowing = overflowing;
    this.resizeRows(content);
  }

  /**
   * The emulator always has `rowLimit()` rows; while the output is shorter, its container is cut to
   * the rows in use (the buffer fills from the top). Growing the emulator row by row instead made
   * xterm re-lay out and re-measure on every line of streamed output (measured: 15% of the main
   * thread while a list streamed 200 updates/s).
   */
  private resizeRows(content = this.contentRows()): void {
    const term = this.term;
    if (!term) return;
    const limit = this.rowLimit();
    if (term.rows !== limit) term.resize(term.cols, limit);
    this.clipRows(this.shownRows(content));
  }

  private clipRows(rows: number): void {
    const container = this.emulatorContainer();
    if (!container) return;
    const height = lastCellHeight && rows < this.rowLimit() ? `${Math.ceil(rows * lastCellHeight)}px` : '';
    if (container.style.height !== height) container.style.height = height;
  }

  // ------------------------------------------------------------------------------------------
  // Mirror (text for screen readers, and the view when no emulator is live)

  private armHiddenMirror(at: number): void {
    this.cancelMirror = onBeat(() => {
      this.cancelMirror = undefined;
      const quietAt = this.lastOutputAt + HIDDEN_MIRROR_MS;
      const latestAt = this.mirrorBehindSince + HIDDEN_MIRROR_MAX_MS;
      const now = performance.now();
      if (this.live && now < quietAt && now < latestAt) this.armHiddenMirror(Math.min(quietAt, latestAt));
      else this.renderMirror();
    }, at);
  }

  private scheduleMirror(): void {
    if (!this.isConnected) return;
    if (this.live) {
      // Hidden behind the emulator: refreshed when the output pauses (see HIDDEN_MIRROR_MAX_MS),
      // on the page beat, because a frame that restyles it costs one even though no pixel changes.
      // Writes only stamp `lastOutputAt`; the pending refresh re-arms itself while output keeps
      // coming (a re-render, which also lands here, does not postpone it).
      if (this.cancelMirror) return;
      const now = performance.now();
      this.mirrorBehindSince = now;
      this.armHiddenMirror(now + HIDDEN_MIRROR_MS);
      return;
    }
    if (this.mirrorFrame) return;
    this.mirrorFrame = requestAnimationFrame(() => {
      this.mirrorFrame = 0;
      this.renderMirror();
    });
  }

  private renderMirror(): void {
    const mirror = this.renderRoot.querySelector<HTMLPreElement>('.mirror');
    if (!mirror) return;
    const text = this.live ? plainText(rawTail(this.recent.text(), MIRROR_LIMIT)) : this.plainText().tail(MIRROR_LIMIT);
    if (text !== this.mirrorShown) {
      this.mirrorShown = text;
      mirror.textContent = text === '' && this.status !== 'running' ? this.locale.t.terminal.noOutput : text;
    }
    if (!this.live) {
      // Writes only (no layout reads): a page of 200 terminals renders its mirrors in one frame.
      const rows = this.shownRows(this.plainText().lineCount);
      const cell = lastCellHeight;
      const height = cell ? `${rows * cell}px` : `calc(${rows} * 1.2em)`;
      if (height !== this.mirrorHeight) {
        this.mirrorHeight = height;
        mirror.style.setProperty('--_mirror-height', height);
        if (cell) mirror.style.lineHeight = `${cell}px`;
      }
      this.syncRows();
    }
  }

  /** Keyboard scrolling of the focused screen (the emulator takes no input). */
  private handleScreenKey(event: KeyboardEvent): void {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      void this.openFind();
      return;
    }
    // Without an emulator the focused mirror scrolls natively.
    const term = this.term;
    if (!term) return;
    const page = Math.max(1, term.rows - 1);
    const lines: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, PageUp: -page, PageDown: page };
    if (event.key === 'Home') term.scrollToTop();
    else if (event.key === 'End') term.scrollToBottom();
    else if (lines[event.key] !== undefined) term.scrollLines(lines[event.key]);
    else return;
    event.preventDefault();
  }

  // ------------------------------------------------------------------------------------------
  // Copy and find

  private async copyOutput(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.plainText().text);
      this.copied = true;
      announce(this.locale.t.terminal.copied);
      setTimeout(() => (this.copied = false), 1500);
    } catch {
      // Clipboard refused (no permission, insecure context): nothing to do but not pretend.
    }
  }

  private async openFind(): Promise<void> {
    this.findOpen = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('.find input')?.focus();
  }

  private closeFind(): void {
    this.findOpen = false;
    this.findResult = undefined;
    this.search?.clearDecorations();
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.find-toggle')?.focus());
  }

  private findQuery(): string {
    return this.renderRoot.querySelector<HTMLInputElement>('.find input')?.value ?? '';
  }

  /** Finds the next (1) or previous (-1) match of the find bar's text in the emulator's buffer. */
  private async find(direction: 1 | -1, incremental = false): Promise<void> {
    const query = this.findQuery();
    const term = this.term;
    if (!term) return;
    if (!this.search) {
      const Addon = await loadSearchAddon();
      if (term !== this.term) return;
      this.search = new Addon();
      term.loadAddon(this.search);
      this.search.onDidChangeResults(({ resultIndex, resultCount }) => {
        this.findResult = { index: resultIndex, count: resultCount };
      });
    }
    if (query === '') {
      this.search.clearDecorations();
      this.findResult = undefined;
      return;
    }
    const style = getComputedStyle(this);
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
    if (!found) this.findResult = { index: -1, count: 0 };
  }

  private handleFindKey(event: KeyboardEvent): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      void this.find(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      this.closeFind();
    }
  }

  // ------------------------------------------------------------------------------------------
  // Rendering

  private startTime(): number | undefined {
    return this.startedAt ?? this.runningSince;
  }

  private statusText(): string {
    const t = this.locale.t.terminal;
    const exit = this.terminal?.exitStatus;
    switch (this.status) {
      case 'running':
        return t.running;
      case 'success':
        return t.succeeded;
      case 'failure':
        return t.exitCode(exit?.exitCode ?? 1);
      case 'signal':
        return t.killed(clip(exit?.signal ?? '', 40));
      case 'exited':
        return t.exited;
      case 'released':
        return t.released;
      case 'unavailable':
        return t.unavailable;
      default:
        return '';
    }
  }

  private renderStatus(text: string): TemplateResult | typeof nothing {
    const status = this.status;
    if (status === 'static' || status === 'unavailable') return nothing;
    const symbol =
      status === 'running' ? icons.running : status === 'success' ? uiIcons.check : status === 'released' || status === 'exited' ? statusIcons.cancelled : statusIcons.failed;
    const icon = status === 'running' ? html`<span class="spin" ${spin()}>${symbol}</span>` : symbol;
    return html`<span part="status" class="badge ${status}">${icon}<span>${text}</span></span>`;
  }

  private renderElapsed(): TemplateResult | typeof nothing {
    const start = this.startTime();
    if (start === undefined) return nothing;
    const end = this.endedAt ?? (this.status === 'running' ? Date.now() : this.endedSeenAt);
    if (end === undefined) return nothing;
    const text = formatDuration(end - start);
    return text ? html`<span part="elapsed" class="elapsed">${text}</span>` : nothing;
  }

  private renderFind(): TemplateResult | typeof nothing {
    if (!this.findOpen) return nothing;
    const t = this.locale.t.terminal;
    const result = this.findResult;
    const count = result === undefined ? '' : result.count === 0 ? t.noMatches : result.index >= 0 ? t.matchCount(result.index + 1, result.count) : '';
    return html`<div part="find" class="find" role="search">
      <input id=${this.findId} type="search" aria-label=${t.find} placeholder=${t.find} @keydown=${this.handleFindKey}
        @input=${() => void this.find(1, true)} />
      <span class="find-count" role="status">${count}</span>
      <button class="icon-button" aria-label=${t.findPrevious} title=${t.findPrevious} @click=${() => void this.find(-1)}>${icons.up}</button>
      <button class="icon-button" aria-label=${t.findNext} title=${t.findNext} @click=${() => void this.find(1)}>${icons.down}</button>
      <button class="icon-button" aria-label=${t.closeFind} title=${t.closeFind} @click=${this.closeFind}>${icons.close}</button>
    </div>`;
  }

  override render() {
    const t = this.locale.t.terminal;
    const terminal = this.terminal;
    const command = terminal?.command ?? this.command;
    const cwd = terminal?.cwd ?? this.cwd;
    const status = this.statusText();
    const unavailable = this.status === 'unavailable';
    const label = t.label(command === undefined ? undefined : clip(command, 200), status || t.noOutput);
    // With no data, a bare notice: an empty header bar would only look broken.
    if (unavailable && command === undefined) {
      return html`<div part="base" class="base" role="group" aria-label=${label}><p class="message">${t.unavailable}</p></div>`;
    }
    return html`<div part="base" class="base" role="group" aria-label=${label}>
      <div part="header" class="header">
        ${command !== undefined
          ? html`<span part="command" class="command" title=${clip(command, 2000)}>${clip(command, 400)}</span>`
          : html`<span class="spacer"></span>`}
        ${cwd !== undefined ? html`<span part="cwd" class="cwd" title=${`${t.workingDirectory}: ${clip(cwd, 2000)}`}><bdi>${clip(cwd, 300)}</bdi></span>` : nothing}
        ${this.renderElapsed()} ${this.renderStatus(status)}
        ${terminal?.truncated
          ? html`<span part="truncated" class="badge truncated" title=${t.truncatedDetail}>${uiIcons.warning}<span>${t.truncated}</span
              ><span class="visually-hidden">: ${t.truncatedDetail}</span></span>`
          : nothing}
        ${unavailable
          ? nothing
          : html`<button class="icon-button find-toggle" aria-label=${t.find} title=${t.find} aria-expanded=${this.findOpen ? 'true' : 'false'}
                aria-controls=${this.findId} @click=${() => (this.findOpen ? this.closeFind() : void this.openFind())}>${icons.search}</button>
              <button class="icon-button copy" aria-label=${t.copyOutput} title=${t.copyOutput} @click=${this.copyOutput}>
                ${this.copied ? uiIcons.check : uiIcons.copy}
              </button>`}
      </div>
      ${this.renderFind()}
      ${unavailable
        ? html`<p class="message">${t.unavailable}</p>`
        : html`<div part="screen" class="screen" tabindex=${this.live ? '0' : '-1'} @keydown=${this.handleScreenKey}>
            <div class="emulator" aria-hidden="true"></div>
            <pre part="mirror" class="mirror" tabindex=${this.live ? '-1' : '0'}></pre>
          </div>`}
      ${this.overflowing && !unavailable
        ? html`<div class="footer">
            <button part="more" class="more" aria-expanded=${this.expanded ? 'true' : 'false'} @click=${() => (this.expanded = !this.expanded)}>
              ${this.expanded ? icons.less : icons.more} ${this.expanded ? t.showLess : t.showMore}
            </button>
          </div>`
        : nothing}
    </div>`;
  }
}

/** Terminals follow the system's light/dark switch when no `theme` forces one. */
const colorSchemeWatchers = new Set<TerminalViewElement>();
let watchingColorScheme = false;

function watchColorScheme(view: TerminalViewElement): void {
  colorSchemeWatchers.add(view);
  if (watchingColorScheme || typeof matchMedia !== 'function') return;
  watchingColorScheme = true;
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    for (const watcher of colorSchemeWatchers) watcher.refreshTheme();
  });
}
