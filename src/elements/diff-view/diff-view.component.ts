// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import FileDiff from 'lucide/dist/esm/icons/file-diff.mjs';
import { CopyController } from '../../controllers/copy-controller.js';
import { DiffLayoutChangeEvent } from '../../events/diff-layout-change.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { icon } from '../../icons/icon.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { BaseElement } from '../../base/base-element.js';
import { cssProps } from './css-props.js';
import { relativePath } from '../../text/format.js';
import { iconButtonStyles } from '../../styles/button.styles.js';
import type { DiffEngine } from './diff-engine.js';
import { readDiffItem, type FileSource } from './diff-input.js';
import { DiffLoader, type FileView } from './diff-loader.js';
import { isUnchanged } from './diff-model.js';
import { gutterDigits, hasTextRows, renderCounts, renderLayoutSwitch } from './header-parts.js';
import { formatPatchUnder } from './diff-patch.js';
import { expand, type Layout } from './diff-rows.js';
import { liveRow, ROW_HEIGHT, rowAfterKey, WindowController } from './diff-window.js';
import { onDiffLayoutChange, preferredDiffLayout, setDiffLayout } from './layout-preference.js';
import styles from './diff-view.styles.js';
import { renderRow, rowsOf, type RowContext } from './row-templates.js';
import { diffStrings } from '../../i18n/diff-view.strings.js';
import { provideStrings } from '../../i18n/translations.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('diff', diffStrings);

export { ROW_HEIGHT, WRAP_ROW_LIMIT } from './diff-window.js';
export { HIGHLIGHT_LINE_LIMIT } from './diff-loader.js';

const patchIcon = icon(FileDiff);

/**
 * A diff of one ACP `diff` content item: whole texts diffed in the browser (off the main thread
 * when large), or a draft-v2 `git_patch`. Unified or split, word-level marks in changed line pairs,
 * unchanged regions folded with expand controls, optional syntax highlighting, and only the
 * visible rows in the DOM.
 *
 * @summary The changes of one file (or of a v2 patch's files).
 * @tag diff-view
 * @event {DiffLayoutChangeEvent} diff-layout-change - The user chose a layout on the switch: `{layout}`. It now applies to every `view="auto"` diff on the page; keep it to restore with `setDiffLayout`.
 * @event {LocationOpenEvent} location-open - A line number was clicked (or, on the focused line, Enter pressed): `{path, line}` (old-side numbers open the new file where the line was removed).
 * @csspart file - One file: header and body.
 * @csspart header - The file's header (path, badges, counts, controls).
 * @csspart path - The file path.
 * @csspart badge - New / deleted / moved / copied / binary badges.
 * @csspart counts - The `+N −M` counts.
 * @csspart controls - The layout switch and copy buttons.
 * @csspart body - The scrolling rows.
 * @csspart line-number - A line number (the current line's is a button; the arrow keys move it).
 * @csspart fold - A row of hidden unchanged lines with its expand controls.
 * @csspart note - A message instead of rows (no changes, binary, large, computing).
 * @cssproperty [--diff-view-max-height=480px] - Height past which the body scrolls.
 * @cssproperty [--diff-view-font-size=12px] - Code font size.
 * @cssproperty [--tce-color-added-bg] - Background of added lines (shared token).
 * @cssproperty [--tce-color-removed-bg] - Background of removed lines (shared token).
 * @cssproperty [--tce-color-added-word-bg] - Background of added words.
 * @cssproperty [--tce-color-removed-word-bg] - Background of removed words.
 * @cssproperty [--tce-color-fold-bg] - Background of folded-region rows.
 * @cssproperty [--tce-color-syntax-keyword] - Syntax colours: `keyword`, `string`, `comment`, `number`, `title`, `type`, `attr`, `meta`, `variable` (each `--tce-color-syntax-<name>`).
 */
export class DiffView extends BaseElement {
  static override styles = [...super.styles, iconButtonStyles, styles];

  static override properties = {
    diff: { attribute: false },
    path: {},
    oldText: { attribute: false },
    newText: { attribute: false },
    startLine: { type: Number, attribute: 'start-line' },
    view: { reflect: true },
    breakpoint: { type: Number },
    wrap: { type: Boolean, reflect: true },
    highlight: { type: Boolean },
    root: {},
    sizeLimit: { type: Number, attribute: 'size-limit' },
    layout: { reflect: true },
  };

  /** The ACP content item: v1 `{type:'diff', path, oldText?, newText}` or draft v2 `{changes, patch?}`. Wins over `path`/`oldText`/`newText`. */
  declare diff: unknown;
  /** The file's path (absolute in ACP), used when `diff` is not set. */
  declare path: string | undefined;
  /** The old text; `null` or unset: a new file. */
  declare oldText: string | null | undefined;
  /** The new text; `""` with a non-empty old text: a deleted file (as codex sends it). */
  declare newText: string | undefined;
  /**
   * Number (1-based) of the first line of a hunk snippet: claude-agent-acp sends one diff per hunk,
   * with `locations[].line`, and `<tool-call-card>` passes that line here. Unset: a whole file, from
   * line 1. A snippet never shows "No newline at end of file" (its end is a cut).
   */
  declare startLine: number | undefined;
  /**
   * `unified`, `split`, or `auto` (default): the layout the user last chose on any diff's switch
   * (`setDiffLayout`), else split when the element is at least `breakpoint` px wide.
   */
  declare view: 'unified' | 'split' | 'auto';
  /** Width in px from which `view="auto"` shows split (default 900, as Monaco's diff editor). */
  declare breakpoint: number;
  /** Wrap long lines instead of scrolling sideways (diffs over 3,000 rows always scroll). */
  declare wrap: boolean;
  /** Syntax-highlight both sides by file extension (loads highlight.js on first use). */
  declare highlight: boolean;
  /** Paths are shown relative to this directory (the session's cwd). */
  declare root: string | undefined;
  /** Inputs larger than this many characters (both sides) wait for "Show anyway". Default 10,000,000. */
  declare sizeLimit: number;
  /** The layout in effect (`unified` or `split`), reflected for styling. Read-only. */
  declare layout: Layout;

  private readonly clipboard = new CopyController(this, { announcement: () => this.locale.t.diff.copied });
  private readonly loader = new DiffLoader(this);
  private readonly rowWindow = new WindowController(this);
  private width = 0;
  /** Digits of the line-number gutter, shared by every file (see gutterDigits). */
  private digits = 2;
  private resizeObserver?: ResizeObserver;
  private stopFollowingLayout?: () => void;

  constructor() {
    super();
    this.view = 'auto';
    this.breakpoint = 900;
    this.wrap = false;
    this.highlight = false;
    this.sizeLimit = 10_000_000;
    this.layout = 'unified';
  }

  /** Where the last line diff ran: `worker` or `main` (diagnostics; `undefined` before the first). */
  get engine(): DiffEngine | undefined {
    return this.loader.engine;
  }

  /** Resolves once every file's diff is computed and drawn. */
  async ready(): Promise<void> {
    // The first wait lets pending property changes start their load.
    await this.updateComplete;
    await this.loader.settled();
    await this.updateComplete;
  }

  private get files(): FileView[] {
    return this.loader.files;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizeObserver ??= new ResizeObserver((entries) => {
      const width = entries[entries.length - 1].contentRect.width;
      if (width !== this.width) {
        this.width = width;
        this.requestUpdate();
      }
    });
    this.resizeObserver.observe(this);
    this.stopFollowingLayout = onDiffLayoutChange(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.stopFollowingLayout?.();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (
      changed.has('diff') ||
      changed.has('path') ||
      changed.has('oldText') ||
      changed.has('newText') ||
      changed.has('startLine') ||
      changed.has('sizeLimit')
    ) {
      this.loader.load(this.sources());
    } else if (changed.has('highlight') && this.highlight) {
      this.loader.highlightAll();
    }
    // Measured once before the first render, so that a wide element does not flash unified first.
    if (!this.width && this.isConnected) this.width = this.getBoundingClientRect().width;
    // The host's view, else the user's pick on a switch; else split from the breakpoint up, measured
    // on the element's own width (a narrow panel in a wide window is narrow).
    const chosen = this.view === 'split' || this.view === 'unified' ? this.view : preferredDiffLayout();
    const layout: Layout = chosen ?? (this.width >= this.breakpoint ? 'split' : 'unified');
    if (layout !== this.layout) this.layout = layout;
  }

  private sources(): FileSource[] {
    if (this.diff !== undefined && this.diff !== null) return readDiffItem(this.diff);
    if (this.newText === undefined && this.oldText === undefined) return [];
    return [{ kind: 'texts', path: this.path ?? '', oldText: this.oldText ?? null, newText: this.newText ?? '' }];
  }

  // -------------------------------------------------------------------------------------------
  // Events

  /**
   * One listener for every line number and expand control of a body (rows come and go while
   * scrolling); the row clicked becomes the current one. After an expand the fold (or what took
   * its place) keeps the focus.
   */
  private onBodyClick(file: FileView, event: Event): void {
    const control = (event.target as Element).closest<HTMLElement>('[data-opens], [data-block]');
    const row = control?.closest<HTMLElement>('.row');
    if (!control || !row || !file.model) return;
    const { opens, block, direction } = control.dataset;
    file.window.current = Number(row.dataset.row);
    if (opens !== undefined) {
      file.window.side = control.classList.contains('old') ? 'old' : 'new';
      this.requestUpdate();
      this.dispatchEvent(new LocationOpenEvent({ path: file.model.path, line: Number(opens) }));
    } else if (block !== undefined && (direction === 'up' || direction === 'down' || direction === 'all')) {
      file.reveals = expand(file.reveals, Number(block), direction);
      const fold = rowsOf(file, this.layout).findIndex((r) => r.kind === 'fold' && r.block === Number(block));
      if (fold >= 0) file.window.current = fold;
      // Only a focused control scrolls along (focus brings the row into view); a click leaves the window.
      if (this.shadowRoot!.activeElement === control) {
        this.rowWindow.moveTo(file.window, file.window.current);
        this.refocus(event.currentTarget as HTMLElement);
      } else this.requestUpdate();
    }
  }

  /** The arrow keys, Page Up / Down, Home and End move the current row; left and right its side or expand button. */
  private onBodyKeydown(file: FileView, event: KeyboardEvent): void {
    const control = (event.target as Element).closest<HTMLElement>('.live button');
    if (!control || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const body = event.currentTarget as HTMLElement;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const forward = event.key === 'ArrowRight';
      if (control.classList.contains('fold-button')) {
        (forward ? control.nextElementSibling : control.previousElementSibling)?.closest<HTMLElement>('button')?.focus();
      } else {
        file.window.side = forward ? 'new' : 'old';
        this.requestUpdate();
        this.refocus(body);
      }
      event.preventDefault();
      return;
    }
    const page = Math.max(1, Math.floor(body.clientHeight / ROW_HEIGHT) - 1);
    const to = rowAfterKey(rowsOf(file, this.layout), Number(control.closest<HTMLElement>('.row')!.dataset.row), event.key, page);
    if (to === undefined) return;
    event.preventDefault();
    this.rowWindow.moveTo(file.window, to);
    this.refocus(body);
  }

  /** Once drawn, focuses the live row's (first) button in `body`. */
  private refocus(body: HTMLElement): void {
    void this.updateComplete.then(() => body.querySelector<HTMLElement>('.live button')?.focus());
  }

  /** The switch: the page's preference (every `auto` diff follows), and this diff's own `view` if the host set one. */
  private setView(view: Layout): void {
    if (this.view !== 'auto') this.view = view;
    setDiffLayout(view);
    this.dispatchEvent(new DiffLayoutChangeEvent({ layout: view }));
  }

  private copy(what: 'new' | 'patch', file: FileView): void {
    const model = file.model;
    const newText = () => (file.source.kind === 'texts' ? file.source.newText : (model?.newLines.join('\n') ?? ''));
    const patch = () => (model ? formatPatchUnder(model, this.root) : '');
    void this.clipboard.copy(what === 'new' ? newText : patch, `${this.files.indexOf(file)}:${what}`);
  }

  // -------------------------------------------------------------------------------------------
  // Rendering

  protected override render(): TemplateResult {
    this.digits = gutterDigits(this.files);
    // No default slot: the light-DOM fallback a card puts inside disappears once we are defined.
    return html`${this.files.map((file, index) => this.renderFile(file, index))}`;
  }

  private renderFile(file: FileView, index: number): TemplateResult {
    return html`<section part="file" class="file">
      ${this.renderHeader(file, index)}
      ${this.renderBody(file)}
    </section>`;
  }

  private renderHeader(file: FileView, index: number): TemplateResult {
    const t = this.locale.t.diff;
    const model = file.model;
    const source = file.source;
    const status = model?.status ?? (source.kind === 'texts' && source.oldText === null ? 'added' : undefined);
    const badge = (label: string, kind: string) => html`<span part="badge" class="badge ${kind}">${label}</span>`;
    const oldPath = model?.oldPath ?? source.oldPath;
    const eol =
      model && model.oldEol !== model.newEol && model.oldEol !== 'none' && model.newEol !== 'none' && model.oldLines.length > 0
        ? t.lineEndings(model.oldEol.toUpperCase(), model.newEol.toUpperCase())
        : undefined;
    const copied = (what: string) => this.clipboard.copied(`${index}:${what}`);
    const rows = hasTextRows(file);
    return html`<header part="header" class="header">
      <span part="path" class="path" title=${source.path}>
        ${oldPath && oldPath !== source.path ? html`<span class="old-path">${relativePath(oldPath, this.root)}</span> → ` : nothing}${relativePath(source.path, this.root)}
      </span>
      ${status === 'added' ? badge(t.added, 'added') : nothing}
      ${status === 'deleted' ? badge(t.deleted, 'deleted') : nothing}
      ${status === 'moved' ? badge(t.moved, 'moved') : nothing}
      ${status === 'copied' ? badge(t.copiedFile, 'copied') : nothing}
      ${model?.binary || file.guard?.reason === 'binary' ? badge(t.binary, 'binary') : nothing}
      ${eol ? html`<span class="eol">${eol}</span>` : nothing}
      ${model && rows ? renderCounts(model, t) : nothing}
      <span class="spacer"></span>
      <span part="controls" class="controls">
        ${rows ? renderLayoutSwitch(this.layout, t, (layout) => this.setView(layout)) : nothing}
        ${
          source.kind === 'texts'
            ? html`<button type="button" class="icon-button copy-new" title=${t.copyNewText} aria-label=${copied('new') ? t.copied : t.copyNewText} @click=${() => this.copy('new', file)}>
              ${copied('new') ? uiIcons.check : uiIcons.copy}
            </button>`
            : nothing
        }
        ${
          model && (source.kind === 'texts' || source.kind === 'patch')
            ? html`<button type="button" class="icon-button copy-patch" title=${t.copyPatch} aria-label=${copied('patch') ? t.copied : t.copyPatch} @click=${() => this.copy('patch', file)}>
              ${copied('patch') ? uiIcons.check : patchIcon}
            </button>`
            : nothing
        }
      </span>
    </header>`;
  }

  private renderBody(file: FileView): TemplateResult | typeof nothing {
    const t = this.locale.t.diff;
    const locale = this.locale.t;
    if (file.guard) {
      return html`<div part="note" class="note">
        <span>${file.guard.reason === 'binary' ? t.binaryNote(locale.bytes(file.guard.size)) : t.largeNote(locale.bytes(file.guard.size))}</span>
        <button type="button" class="text-button render-anyway" @click=${() => this.loader.force(file)}>${t.renderAnyway}</button>
      </div>`;
    }
    const model = file.model;
    if (!model) return html`<div part="note" class="note computing" role="status" aria-busy="true">${t.computing}</div>`;
    if (file.source.kind === 'none') return html`<div part="note" class="note">${t.noPatch}</div>`;
    if (model.binary) return nothing;
    if (isUnchanged(model)) {
      return html`<div part="note" class="note unchanged">${model.oldLines.length === 0 ? t.emptyFile : t.noChanges}</div>`;
    }
    const rows = rowsOf(file, this.layout);
    // A split asked for below the breakpoint wraps its lines, so that both halves stay in view.
    const range = this.rowWindow.range(file.window, rows.length, this.wrap || (this.layout === 'split' && this.width < this.breakpoint));
    const digits = this.digits;
    const width = `calc(${this.layout === 'split' ? 2 : 1} * (${model.maxLineLength}ch + ${this.layout === 'split' ? 1 : 2} * (${digits}ch + 17px) + 24px))`;
    const style = this.rowWindow.styles(range, rows.length, width);
    const ctx: RowContext = {
      t,
      layout: this.layout,
      file,
      live: liveRow(rows, range, file.window.current),
      side: file.window.side ?? 'new',
    };
    // Keyed by row index: scrolling by a few rows moves the DOM of the rest instead of rewriting it.
    const drawn = repeat(
      Array.from({ length: range.last - range.first }, (_, k) => range.first + k),
      (i) => i,
      (i) => renderRow(ctx, rows[i], i),
    );
    return html`<div
      part="body"
      class=${classMap({ body: true, wrap: range.wrapped, split: this.layout === 'split' })}
      role="group"
      aria-label=${t.region(relativePath(model.path, this.root))}
      tabindex="0"
      ${cssProps({ '--_digits': `${digits}ch` })}
      @scroll=${(event: Event) => this.rowWindow.scrolled(file.window, event.currentTarget as HTMLElement)}
      @click=${(event: Event) => this.onBodyClick(file, event)}
      @keydown=${(event: KeyboardEvent) => this.onBodyKeydown(file, event)}
    >
      <div class="canvas" ${cssProps(style.canvas)}>
        <div class="window" ${cssProps(style.window)}>${drawn}</div>
      </div>
    </div>`;
  }
}
