// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Terminal } from '@xterm/xterm';
import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';
import ChevronUp from 'lucide/dist/esm/icons/chevron-up.mjs';
import LoaderCircle from 'lucide/dist/esm/icons/loader-circle.mjs';
import { icon } from '../../icons/icon.js';
import { statusIcons, uiIcons } from '../../icons/ui-icons.js';
import { toolKindIcons } from '../../icons/tool-kind-icons.js';
import { clip } from '../../text/format.js';
import { renderTitleText } from '../../content/tool-title.js';
import { hiddenCharStyles } from '../../styles/hidden-char.styles.js';
import { spin } from '../../scheduling/spin.js';
import { elapsed } from '../../scheduling/elapsed.js';
import { wallNow } from '../../scheduling/ticker.js';
import type { TerminalView } from '../../state/index.js';
import { iconButtonStyles } from '../../styles/button.styles.js';
import { BaseElement } from '../../base/base-element.js';
import { spinnerStyles } from '../../styles/spinner.styles.js';
import { EmulatorController } from './emulator-controller.js';
import { FindAndCopyController } from './find-and-copy.js';
import { MirrorController } from './hidden-mirror.js';
import { OutputModel, terminalStatus, type OutputChange, type TerminalStatus } from './output-model.js';
import { statusText } from './status-text.js';
import { unwatchColorScheme, watchColorScheme } from './shared-observers.js';
import { inheritedTheme } from './terminal-theme.js';
import styles from './terminal-view.styles.js';
import { xtermStyles } from './xterm.styles.js';
import { terminalStrings } from '../../i18n/terminal-view.strings.js';
import { TerminalInputEvent } from '../../events/terminal-input.js';
import { TerminalResizeEvent } from '../../events/terminal-resize.js';
import { provideStrings } from '../../i18n/translations.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('terminal', terminalStrings);

export type { TerminalStatus } from './output-model.js';

// The element wires its parts together: the output model (output-model.ts: what was written, its
// plain text, append or replace), the emulator (emulator-controller.ts: lifecycle, write queue,
// sizing; what the page-wide pool of emulator-pool.ts manages), the text mirror (hidden-mirror.ts),
// find, copy and keys (find-and-copy.ts), the palette (terminal-theme.ts) and the page-wide
// observers (shared-observers.ts).

const icons = {
  running: icon(LoaderCircle),
  more: icon(ChevronDown),
  less: icon(ChevronUp),
};

/** Characters of text in the mirror (the end of the output). */
const MIRROR_LIMIT = 100_000;

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
 * With `interactive`, it also takes keys, for a program that asks the user something (a sign-in
 * program): the emulator's input is in the tab order (Tab and Shift+Tab leave it), what the user
 * types goes out as `terminal-input` events and the emulator's size as `terminal-resize`; whoever
 * runs the program forwards them. It keeps its emulator while on the page (not only on screen),
 * never lends it to another terminal, and `focus()` puts the caret in it.
 *
 * @summary A command's output in a terminal emulator, with command, status, copy and find.
 * @tag terminal-view
 * @event {TerminalLinkOpenEvent} terminal-link-open - The user activated an http(s) link in the output (cancelable: cancel it to open the link yourself).
 * @event {TerminalInputEvent} terminal-input - Interactive: the user typed `{data}` (cancelable: a capturing listener above may keep it from being forwarded).
 * @event {TerminalResizeEvent} terminal-resize - Interactive: the emulator's size `{cols, rows}`, when it starts and when it changes.
 * @csspart base - The wrapper.
 * @csspart header - Command, working directory, time, status and actions.
 * @csspart title - The header's "Terminal" label when no command is known.
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
export class TerminalViewElement extends BaseElement {
  static override styles = [...super.styles, iconButtonStyles, spinnerStyles, xtermStyles, hiddenCharStyles, styles];

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
    status: { reflect: true },
    live: { type: Boolean, reflect: true },
    interactive: { type: Boolean, reflect: true },
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
  /** Takes keys: `terminal-input` and `terminal-resize` events (see above). */
  declare interactive: boolean;

  declare private overflowing: boolean;

  private readonly output = new OutputModel(MIRROR_LIMIT);
  private readonly screen = new EmulatorController(this, this.output, {
    liveChanged: (live) => {
      this.live = live;
      this.toggleAttribute('live', live);
      if (!live) this.mirror.schedule();
    },
    overflowChanged: (overflowing) => {
      if (overflowing !== this.overflowing) this.overflowing = overflowing;
    },
    started: (term) => {
      this.find.emulatorStarted();
      // focus() came before the emulator: the caret goes in now, unless the user went elsewhere.
      if (this.interactive && this.shadowRoot?.activeElement?.matches('.screen, .mirror')) term.focus();
    },
    stopping: () => this.find.emulatorStopping(),
    inputLabel: () => this.locale.t.terminal.input,
    input: (data) => this.dispatchEvent(new TerminalInputEvent({ data })),
    resized: (cols, rows) => this.dispatchEvent(new TerminalResizeEvent({ cols, rows })),
  });
  private readonly mirror = new MirrorController(this, this.output, {
    emptyText: () => (this.status === 'running' ? '' : this.locale.t.terminal.noOutput),
    shownRows: (contentRows) => this.screen.shownRows(contentRows),
    drawn: () => this.screen.syncRows(),
  });
  private readonly find = new FindAndCopyController(this, {
    emulator: () => this.screen.emulator,
    plainText: () => this.output.plainText().text,
    strings: () => this.locale.t.terminal,
  });
  private themeInherited = false;
  private runningSince: number | undefined;
  private endedSeenAt: number | undefined;

  constructor() {
    super();
    this.rows = 10;
    this.expandedRows = 40;
    this.expanded = false;
    this.status = 'static';
    this.live = false;
    this.interactive = false;
    this.overflowing = false;
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
    watchColorScheme(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    unwatchColorScheme(this);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('terminal') && this.terminal) this.apply(this.output.takeTerminal(this.terminal));
    else if (changed.has('terminal') && changed.get('terminal') !== undefined) this.replaceAll('');
    if (changed.has('text') && this.text !== undefined && !this.terminal) this.apply(this.output.takeText(this.text));
    const status = terminalStatus(this.terminal, this.text !== undefined || this.output.wrote, this.terminalId);
    if (status === 'running') this.runningSince ??= wallNow();
    else if (this.runningSince !== undefined) this.endedSeenAt ??= wallNow();
    this.status = status;
    if (changed.has('rows')) this.overflowing = this.screen.overflows();
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('status') && this.isConnected) {
      // Nothing to draw without data: no emulator either.
      if (this.status === 'unavailable') this.screen.setAvailable(false);
      else if (changed.get('status') === 'unavailable') this.screen.setAvailable(true);
    }
    if (changed.has('theme')) this.screen.refreshColours();
    // A new emulator, made for the new role (one that took input is never reused).
    if (changed.has('interactive') && changed.get('interactive') !== undefined && this.status !== 'unavailable') {
      this.screen.setAvailable(false);
      this.screen.setAvailable(true);
    }
    if (changed.has('rows') || changed.has('expandedRows') || changed.has('expanded')) this.screen.resizeRows();
    this.mirror.schedule();
  }

  // ------------------------------------------------------------------------------------------
  // Output

  /**
   * Appends output (with escapes) as a terminal would receive it. Resolves once the emulator has
   * processed it (at once when no emulator is live: the mirror has it).
   */
  write(data: string): Promise<void> {
    this.output.wrote = true;
    if (this.status === 'unavailable') this.requestUpdate();
    return this.output.append(data) ? this.appended(data) : Promise.resolve();
  }

  /** Clears the output (and the emulator's screen and scrollback). */
  reset(): void {
    this.replaceAll('');
  }

  /** Resolves when the emulator has processed everything written so far. */
  flush(): Promise<void> {
    return this.screen.flush();
  }

  /** The output as plain text: escapes removed, carriage returns and backspaces applied. */
  get outputText(): string {
    return this.output.plainText().text;
  }

  /** The live xterm.js `Terminal`, when there is one (for reading its buffer; do not dispose it). */
  get emulator(): Terminal | undefined {
    return this.screen.emulator;
  }

  /** Interactive: puts the caret in the emulator (once it exists; the screen holds the focus meanwhile). */
  override focus(options?: FocusOptions): void {
    if (!this.interactive) return super.focus(options);
    const term = this.screen.emulator;
    if (term) term.focus();
    else this.renderRoot.querySelector<HTMLElement>('.screen')?.focus(options);
  }

  /** Re-reads the `--tce-terminal-*` colours and font (call after changing them on an ancestor). */
  refreshTheme(): void {
    this.screen.refreshTheme();
  }

  private apply(change: OutputChange): void {
    if (change?.kind === 'append') void this.appended(change.data);
    else if (change?.kind === 'replace') {
      if (change.newTerminal) {
        this.runningSince = undefined;
        this.endedSeenAt = undefined;
      }
      this.replaced();
    }
  }

  private replaceAll(output: string): void {
    this.output.replace(output);
    this.replaced();
  }

  /** The model took `data` at the end: the mirror and the emulator follow. */
  private appended(data: string): Promise<void> {
    this.mirror.outputChanged();
    return this.screen.write(data);
  }

  /** The model's output was replaced: the mirror and the emulator start over. */
  private replaced(): void {
    this.mirror.outputChanged();
    this.find.outputReplaced();
    this.screen.rewrite();
  }

  // ------------------------------------------------------------------------------------------
  // Rendering

  private startTime(): number | undefined {
    return this.startedAt ?? this.runningSince;
  }

  private renderStatus(text: string): TemplateResult | typeof nothing {
    const status = this.status;
    if (status === 'static' || status === 'unavailable') return nothing;
    const symbol =
      status === 'running'
        ? icons.running
        : status === 'success'
          ? uiIcons.check
          : status === 'released' || status === 'exited'
            ? statusIcons.cancelled
            : statusIcons.failed;
    const icon = status === 'running' ? html`<span class="spin" ${spin()}>${symbol}</span>` : symbol;
    return html`<span part="status" class="badge ${status}">${icon}<span>${text}</span></span>`;
  }

  private renderElapsed(): TemplateResult | typeof nothing {
    const start = this.startTime();
    if (start === undefined) return nothing;
    const running = this.endedAt === undefined && this.status === 'running';
    const end = this.endedAt ?? (running ? wallNow() : this.endedSeenAt);
    // Always the directive once there is an end (see the card's renderElapsed); an empty label is hidden.
    if (end === undefined) return nothing;
    // The directive rewrites only the label's text while the command runs: no re-render a second.
    return html`<span part="elapsed" class="elapsed">${elapsed(start, running ? undefined : end)}</span>`;
  }

  override render() {
    const t = this.locale.t.terminal;
    const terminal = this.terminal;
    const command = terminal?.command ?? this.command;
    const cwd = terminal?.cwd ?? this.cwd;
    const status = statusText(this.status, terminal?.exitStatus, t);
    const unavailable = this.status === 'unavailable';
    const label = t.label(command === undefined ? undefined : clip(command, 200), status || t.noOutput);
    // With no data, a bare notice: an empty header bar would only look broken.
    if (unavailable && command === undefined) {
      return html`<div part="base" class="base" role="group" aria-label=${label}><p class="message">${t.unavailable}</p></div>`;
    }
    return html`<div part="base" class="base" role="group" aria-label=${label}>
      <div part="header" class="header">
        ${
          command !== undefined
            ? html`<span part="command" class="command" title=${clip(command, 2000)}>${renderTitleText(clip(command, 400), this.locale.t)}</span>`
            : html`<span part="title" class="title">${toolKindIcons.execute}<span>${t.title}</span></span>`
        }
        ${cwd !== undefined ? html`<span part="cwd" class="cwd" title=${`${t.workingDirectory}: ${clip(cwd, 2000)}`}><bdi>${clip(cwd, 300)}</bdi></span>` : nothing}
        ${this.renderElapsed()} ${this.renderStatus(status)}
        ${
          terminal?.truncated
            ? html`<span part="truncated" class="badge truncated" title=${t.truncatedDetail}>${uiIcons.warning}<span>${t.truncated}</span
              ><span class="visually-hidden">: ${t.truncatedDetail}</span></span>`
            : nothing
        }
        ${unavailable ? nothing : this.find.renderActions()}
      </div>
      ${this.find.renderBar()}
      ${
        unavailable
          ? html`<p class="message">${t.unavailable}</p>`
          : html`<div part="screen" class="screen" tabindex=${this.live && !this.interactive ? '0' : '-1'}
              @keydown=${this.interactive ? undefined : this.find.screenKey}>
            <div class="emulator" aria-hidden=${ifDefined(this.interactive ? undefined : 'true')}></div>
            <pre part="mirror" class="mirror" tabindex=${this.live ? '-1' : '0'}></pre>
          </div>`
      }
      ${
        this.overflowing && !unavailable
          ? html`<div class="footer">
            <button part="more" class="more" aria-expanded=${this.expanded ? 'true' : 'false'} @click=${() => (this.expanded = !this.expanded)}>
              ${this.expanded ? icons.less : icons.more} ${this.expanded ? t.showLess : t.showMore}
            </button>
          </div>`
          : nothing
      }
    </div>`;
  }
}
