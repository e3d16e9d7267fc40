// SPDX-License-Identifier: Apache-2.0
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';
import ChevronUp from 'lucide/dist/esm/icons/chevron-up.mjs';
import ChevronsUpDown from 'lucide/dist/esm/icons/chevrons-up-down.mjs';
import FileDiff from 'lucide/dist/esm/icons/file-diff.mjs';
import { LocaleController } from '../../controllers/locale-controller.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { icon } from '../../icons/icon.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { announce } from '../../internal/announcer.js';
import { relativePath } from '../../internal/format.js';
import { iconButtonStyles } from '../../styles/button.styles.js';
import { hostStyles } from '../../styles/host.styles.js';
import { diffInWorker, diffNow, WORKER_THRESHOLD, type DiffEngine, type EngineResult } from './diff-engine.js';
import {
  expand,
  formatPatch,
  isUnchanged,
  layoutRows,
  looksBinary,
  newNumber,
  oldNumber,
  patchModel,
  readDiffItem,
  segments,
  textModel,
  wordMarks,
  type FileModel,
  type FileSource,
  type Layout,
  type Reveal,
  type Row,
  type Token,
  type WordMarks,
} from './diff-model.js';
import styles from './diff-view.styles.js';
import { splitText } from './line-diff.js';

/** Height of one row in px: rows are fixed-height so that only the visible ones need to exist. */
export const ROW_HEIGHT = 20;
/** Rows drawn above and below the visible ones. */
const OVERSCAN = 20;
/** The window moves when the visible rows come this close to its edge. */
const MARGIN = 4;
/** With `wrap`, diffs up to this many rows are drawn whole (wrapped rows have no fixed height). */
export const WRAP_ROW_LIMIT = 3000;
/** Syntax highlighting is skipped for sides longer than this many lines. */
export const HIGHLIGHT_LINE_LIMIT = 20_000;

const icons = {
  up: icon(ChevronUp),
  down: icon(ChevronDown),
  all: icon(ChevronsUpDown),
  patch: icon(FileDiff),
};

/** One file of the diff and everything drawn from it. */
interface FileView {
  source: FileSource;
  model?: FileModel;
  /** Why it is not drawn until the user asks: binary-looking or over `sizeLimit`. */
  guard?: { reason: 'binary' | 'large'; size: number };
  reveals: Map<number, Reveal>;
  rows?: { layout: Layout; reveals: Map<number, Reveal>; rows: Row[] };
  marks: Map<string, WordMarks | undefined>;
  tokens?: { old?: Token[][]; new?: Token[][] };
  /** First row drawn (windowing). */
  first: number;
  viewport: number;
}

/**
 * A diff of one ACP `diff` content item: whole texts diffed in the browser (off the main thread
 * when large), or a draft-v2 `git_patch`. Unified or split, word-level marks in changed line pairs,
 * unchanged regions folded with expand controls, optional syntax highlighting, and only the
 * visible rows in the DOM.
 *
 * @summary The changes of one file (or of a v2 patch's files).
 * @tag diff-view
 * @event {LocationOpenEvent} location-open - A line number was clicked: `{path, line}` (old-side numbers open the new file where the line was removed).
 * @csspart file - One file: header and body.
 * @csspart header - The file's header (path, badges, counts, controls).
 * @csspart path - The file path.
 * @csspart badge - New / deleted / moved / copied / binary badges.
 * @csspart counts - The `+N −M` counts.
 * @csspart controls - The layout switch and copy buttons.
 * @csspart body - The scrolling rows.
 * @csspart line-number - A line number button.
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
export class DiffView extends LitElement {
  static override styles = [hostStyles, iconButtonStyles, styles];

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
    theme: { reflect: true },
    layout: { reflect: true },
    files: { state: true },
    copied: { state: true },
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
   * Number of the first line of a hunk snippet (claude-agent-acp sends one diff per hunk, with
   * `locations[].line`). Unset inside a `<tool-call-card>`: taken from the call's location for this
   * diff. A snippet never shows "No newline at end of file" (its end is a cut).
   */
  declare startLine: number | undefined;
  /** `unified`, `split`, or `auto` (default): split when the element is at least `breakpoint` px wide. */
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
  /** `light` or `dark` forces a palette; unset follows `prefers-color-scheme`. */
  declare theme: 'light' | 'dark' | undefined;
  /** The layout in effect (`unified` or `split`), reflected for styling. Read-only. */
  declare layout: Layout;

  declare private files: FileView[];
  declare private copied: string | undefined;

  private readonly locale = new LocaleController(this);
  private generation = 0;
  private width = 0;
  private resizeObserver?: ResizeObserver;
  private lastEngine: DiffEngine | undefined;
  private readonly forced = new Set<FileSource>();

  constructor() {
    super();
    this.view = 'auto';
    this.breakpoint = 900;
    this.wrap = false;
    this.highlight = false;
    this.sizeLimit = 10_000_000;
    this.layout = 'unified';
    this.files = [];
  }

  /** Where the last line diff ran: `worker` or `main` (diagnostics; `undefined` before the first). */
  get engine(): DiffEngine | undefined {
    return this.lastEngine;
  }

  /** Resolves once every file's diff is computed and drawn. */
  async ready(): Promise<void> {
    while (this.files.some((file) => !file.model && !file.guard)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await this.updateComplete;
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
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('diff') || changed.has('path') || changed.has('oldText') || changed.has('newText') || changed.has('startLine') || changed.has('sizeLimit')) {
      this.load();
    } else if (changed.has('highlight') && this.highlight) {
      for (const file of this.files) this.loadTokens(file);
    }
    // Measured once before the first render, so that a wide element does not flash unified first.
    if (!this.width && this.isConnected) this.width = this.getBoundingClientRect().width;
    const layout: Layout = this.view === 'split' || this.view === 'unified' ? this.view : this.width >= this.breakpoint ? 'split' : 'unified';
    if (layout !== this.layout) this.layout = layout;
  }

  private sources(): FileSource[] {
    if (this.diff !== undefined && this.diff !== null) return readDiffItem(this.diff);
    if (this.newText === undefined && this.oldText === undefined) return [];
    return [{ kind: 'texts', path: this.path ?? '', oldText: this.oldText ?? null, newText: this.newText ?? '' }];
  }

  /** `start-line`, or inside a `<tool-call-card>` the line of the call's location for this diff. */
  private snippetStart(source: FileSource): number | undefined {
    if (this.startLine !== undefined && this.startLine !== null && Number.isFinite(this.startLine)) return this.startLine;
    const host = (this.getRootNode() as Partial<ShadowRoot>).host as { toolCall?: { content?: unknown; locations?: unknown } } | undefined;
    const call = host?.toolCall;
    if (!call || !Array.isArray(call.content) || !Array.isArray(call.locations)) return undefined;
    // The k-th diff of a path goes with the k-th location of that path (one per hunk).
    const diffs = call.content.filter((item) => (item as { type?: unknown; path?: unknown })?.type === 'diff' && (item as { path?: unknown }).path === source.path);
    const k = diffs.indexOf(this.diff);
    const lines = call.locations.filter((location) => (location as { path?: unknown })?.path === source.path);
    const line = (lines[k] as { line?: unknown } | undefined)?.line;
    return k >= 0 && typeof line === 'number' && Number.isFinite(line) && line >= 1 ? line : undefined;
  }

  private load(): void {
    const generation = ++this.generation;
    this.files = this.sources().map((source) => {
      const file: FileView = { source, reveals: new Map(), marks: new Map(), first: 0, viewport: 0 };
      this.compute(file, generation);
      return file;
    });
  }

  private compute(file: FileView, generation: number): void {
    const { source } = file;
    if (source.kind !== 'texts') {
      file.model = patchModel(source);
      if (source.kind === 'patch' && source.patch.hunks.length === 0 && !source.binary && source.operation === undefined) file.model.binary = true;
      this.loadTokens(file);
      return;
    }
    const size = (source.oldText?.length ?? 0) + source.newText.length;
    if (!this.forced.has(source)) {
      if (looksBinary(source.oldText) || looksBinary(source.newText)) {
        file.guard = { reason: 'binary', size };
        return;
      }
      if (size > this.sizeLimit) {
        file.guard = { reason: 'large', size };
        return;
      }
    }
    file.guard = undefined;
    const oldText = source.oldText ?? '';
    const done = ({ ops, engine }: EngineResult) => {
      if (generation !== this.generation) return;
      this.lastEngine = engine;
      const start = this.snippetStart(source);
      file.model = textModel(splitText(oldText), splitText(source.newText), ops, source.oldText === null, {
        path: source.path,
        oldPath: source.oldPath,
        operation: source.operation,
        start,
        snippet: start !== undefined,
      });
      this.loadTokens(file);
      this.requestUpdate();
    };
    if (size <= WORKER_THRESHOLD) done(diffNow(oldText, source.newText));
    else void diffInWorker(oldText, source.newText).then(done);
  }

  private loadTokens(file: FileView): void {
    const model = file.model;
    if (!this.highlight || !model || file.tokens) return;
    if (model.oldLines.length > HIGHLIGHT_LINE_LIMIT || model.newLines.length > HIGHLIGHT_LINE_LIMIT) return;
    file.tokens = {};
    const generation = this.generation;
    void import('./highlight.js').then(async ({ highlightLines }) => {
      const [oldTokens, newTokens] = await Promise.all([highlightLines(model.path, model.oldLines), highlightLines(model.path, model.newLines)]);
      if (generation !== this.generation) return;
      file.tokens = { old: oldTokens, new: newTokens };
      this.requestUpdate();
    }).catch(() => undefined);
  }

  private rowsOf(file: FileView): Row[] {
    const model = file.model!;
    if (!file.rows || file.rows.layout !== this.layout || file.rows.reveals !== file.reveals) {
      file.rows = { layout: this.layout, reveals: file.reveals, rows: layoutRows(model, this.layout, file.reveals) };
    }
    return file.rows.rows;
  }

  private marksOf(file: FileView, o: number, n: number): WordMarks | undefined {
    const key = `${o}:${n}`;
    if (!file.marks.has(key)) file.marks.set(key, wordMarks(file.model!.oldLines[o], file.model!.newLines[n]));
    return file.marks.get(key);
  }

  // -------------------------------------------------------------------------------------------
  // Events

  /**
   * Moves the drawn window only when the visible rows come within a few rows of its edge, so that
   * most scroll frames re-render nothing.
   */
  private onScroll(file: FileView, event: Event): void {
    const scroller = event.currentTarget as HTMLElement;
    const top = Math.floor(scroller.scrollTop / ROW_HEIGHT);
    const bottom = Math.ceil((scroller.scrollTop + scroller.clientHeight) / ROW_HEIGHT);
    const drawnEnd = file.first + Math.ceil((file.viewport || 720) / ROW_HEIGHT) + 2 * OVERSCAN;
    const nearTop = file.first > 0 && top < file.first + MARGIN;
    const nearBottom = bottom > drawnEnd - MARGIN;
    if (nearTop || nearBottom || scroller.clientHeight !== file.viewport) {
      file.first = Math.max(0, top - OVERSCAN);
      file.viewport = scroller.clientHeight;
      this.requestUpdate();
    }
  }

  /** One listener for every line-number and fold button of a body (rows come and go while scrolling). */
  private onBodyClick(file: FileView, event: Event): void {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button || !file.model) return;
    const { opens, block, direction } = button.dataset;
    if (opens !== undefined) this.openLine(file.model, Number(opens));
    else if (block !== undefined && (direction === 'up' || direction === 'down' || direction === 'all')) this.expandFold(file, Number(block), direction);
  }

  private openLine(model: FileModel, line: number): void {
    this.dispatchEvent(new LocationOpenEvent({ path: model.path, line }));
  }

  private expandFold(file: FileView, block: number, direction: 'up' | 'down' | 'all'): void {
    file.reveals = expand(file.reveals, block, direction);
    this.requestUpdate();
  }

  private setView(view: Layout): void {
    this.view = view;
  }

  private async copy(what: 'new' | 'patch', file: FileView): Promise<void> {
    const model = file.model;
    const text = what === 'new' ? (file.source.kind === 'texts' ? file.source.newText : model?.newLines.join('\n') ?? '') : model ? formatPatch(model, { path: relativePath(model.path, this.root), oldPath: model.oldPath && relativePath(model.oldPath, this.root) }) : '';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    const key = `${this.files.indexOf(file)}:${what}`;
    this.copied = key;
    announce(this.locale.t.diff.copied);
    setTimeout(() => {
      if (this.copied === key) this.copied = undefined;
    }, 1500);
  }

  private renderAnyway(file: FileView): void {
    this.forced.add(file.source);
    file.guard = undefined;
    this.compute(file, this.generation);
    this.requestUpdate();
  }

  // -------------------------------------------------------------------------------------------
  // Rendering

  protected override render(): TemplateResult {
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
    const eol = model && model.oldEol !== model.newEol && model.oldEol !== 'none' && model.newEol !== 'none' && model.oldLines.length > 0
      ? t.lineEndings(model.oldEol.toUpperCase(), model.newEol.toUpperCase())
      : undefined;
    const copied = (what: string) => this.copied === `${index}:${what}`;
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
      ${model
        ? html`<span part="counts" class="counts" role="img" aria-label=${t.counts(model.added, model.removed)}
            ><span class="plus" aria-hidden="true">+${model.added}</span>
            <span class="minus" aria-hidden="true">−${model.removed}</span></span
          >`
        : nothing}
      <span class="spacer"></span>
      <span part="controls" class="controls">
        <span class="switch" role="group" aria-label=${t.view}>
          ${(['unified', 'split'] as const).map(
            (layout) => html`<button type="button" class="switch-button" aria-pressed=${this.layout === layout ? 'true' : 'false'} @click=${() => this.setView(layout)}>
              ${layout === 'unified' ? t.unified : t.split}
            </button>`,
          )}
        </span>
        ${source.kind === 'texts'
          ? html`<button type="button" class="icon-button copy-new" title=${t.copyNewText} aria-label=${copied('new') ? t.copied : t.copyNewText} @click=${() => this.copy('new', file)}>
              ${copied('new') ? uiIcons.check : uiIcons.copy}
            </button>`
          : nothing}
        ${model && (source.kind === 'texts' || source.kind === 'patch')
          ? html`<button type="button" class="icon-button copy-patch" title=${t.copyPatch} aria-label=${copied('patch') ? t.copied : t.copyPatch} @click=${() => this.copy('patch', file)}>
              ${copied('patch') ? uiIcons.check : icons.patch}
            </button>`
          : nothing}
      </span>
    </header>`;
  }

  private renderBody(file: FileView): TemplateResult | typeof nothing {
    const t = this.locale.t.diff;
    const locale = this.locale.t;
    if (file.guard) {
      return html`<div part="note" class="note">
        <span>${file.guard.reason === 'binary' ? t.binaryNote(locale.bytes(file.guard.size)) : t.largeNote(locale.bytes(file.guard.size))}</span>
        <button type="button" class="text-button render-anyway" @click=${() => this.renderAnyway(file)}>${t.renderAnyway}</button>
      </div>`;
    }
    const model = file.model;
    if (!model) return html`<div part="note" class="note computing" role="status" aria-busy="true">${t.computing}</div>`;
    if (file.source.kind === 'none') return html`<div part="note" class="note">${t.noPatch}</div>`;
    if (model.binary) return nothing;
    if (isUnchanged(model)) {
      return html`<div part="note" class="note unchanged">${model.oldLines.length === 0 ? t.emptyFile : t.noChanges}</div>`;
    }
    const rows = this.rowsOf(file);
    const wrapped = this.wrap && rows.length <= WRAP_ROW_LIMIT;
    const viewport = file.viewport || 720;
    const first = wrapped ? 0 : Math.min(file.first, Math.max(0, rows.length - 1));
    const last = wrapped ? rows.length : Math.min(rows.length, first + Math.ceil(viewport / ROW_HEIGHT) + 2 * OVERSCAN);
    const digits = String(Math.max(newNumber(model, Math.max(0, model.newLines.length - 1)), oldNumber(model, Math.max(0, model.oldLines.length - 1)))).length;
    const width = `calc(${this.layout === 'split' ? 2 : 1} * (${model.maxLineLength}ch + ${this.layout === 'split' ? 1 : 2} * (${digits}ch + 17px) + 24px))`;
    // Keyed by row index: scrolling by a few rows moves the DOM of the rest instead of rewriting it.
    const drawn = repeat(
      Array.from({ length: last - first }, (_, k) => first + k),
      (i) => i,
      (i) => this.renderRow(file, rows[i]),
    );
    return html`<div
      part="body"
      class=${classMap({ body: true, wrap: wrapped, split: this.layout === 'split' })}
      role="group"
      aria-label=${t.region(relativePath(model.path, this.root))}
      tabindex="0"
      style=${styleMap({ '--_digits': `${digits}ch` })}
      @scroll=${(event: Event) => this.onScroll(file, event)}
      @click=${(event: Event) => this.onBodyClick(file, event)}
    >
      <div class="canvas" style=${styleMap(wrapped ? {} : { height: `${rows.length * ROW_HEIGHT}px`, minWidth: width })}>
        <div class="window" style=${styleMap(wrapped ? {} : { transform: `translateY(${first * ROW_HEIGHT}px)` })}>${drawn}</div>
      </div>
    </div>`;
  }

  private number(model: FileModel, side: 'old' | 'new', index: number, opens: number): TemplateResult {
    if (index < 0) return html`<span class="num empty"></span>`;
    const line = side === 'old' ? oldNumber(model, index) : newNumber(model, index);
    const t = this.locale.t.diff;
    return html`<button
      type="button"
      part="line-number"
      class="num ${side}"
      aria-label=${side === 'old' ? t.oldLine(line) : t.newLine(line)}
      title=${t.openLine(opens)}
      data-opens=${opens}
    >${line}</button>`;
  }

  /** The new-file line an old line "opens": where it was removed. */
  private opensOld(model: FileModel, row: Row): number {
    const n = Math.min(model.blocks[row.block].n, model.newLines.length - 1);
    return n >= 0 ? newNumber(model, n) : model.start;
  }

  private code(file: FileView, side: 'old' | 'new', index: number, partner: number, changed: boolean): TemplateResult {
    const model = file.model!;
    if (index < 0) return html`<span class="code empty"></span>`;
    const line = side === 'old' ? model.oldLines[index] : model.newLines[index];
    const marks = changed && partner >= 0 ? this.marksOf(file, side === 'old' ? index : partner, side === 'old' ? partner : index) : undefined;
    const tokens = side === 'old' ? file.tokens?.old?.[index] : file.tokens?.new?.[index];
    const parts = segments(line, side === 'old' ? marks?.old : marks?.new, tokens);
    return html`<span class="code">${parts.map((part) =>
      part.mark
        ? side === 'old'
          ? html`<del class=${part.token ? `tok-${part.token}` : ''}>${part.text}</del>`
          : html`<ins class=${part.token ? `tok-${part.token}` : ''}>${part.text}</ins>`
        : part.token
          ? html`<span class="tok-${part.token}">${part.text}</span>`
          : part.text,
    )}</span>`;
  }

  private renderRow(file: FileView, row: Row): TemplateResult {
    const model = file.model!;
    const t = this.locale.t.diff;
    switch (row.kind) {
      case 'fold':
        return this.renderFold(row);
      case 'no-newline':
        // No whitespace around the text: rows keep white-space: pre.
        return html`<div class="row no-newline"><span class="marker">\\ ${t.noNewline}</span></div>`;
      case 'context': {
        const opens = newNumber(model, row.n);
        return this.layout === 'split'
          ? html`<div class="row context">
              <span class="side">${this.number(model, 'old', row.o, opens)}<span class="sign"> </span>${this.code(file, 'old', row.o, -1, false)}</span
              ><span class="side">${this.number(model, 'new', row.n, opens)}<span class="sign"> </span>${this.code(file, 'new', row.n, -1, false)}</span>
            </div>`
          : html`<div class="row context">
              ${this.number(model, 'old', row.o, opens)}${this.number(model, 'new', row.n, opens)}<span class="sign"> </span>${this.code(file, 'new', row.n, -1, false)}
            </div>`;
      }
      case 'remove':
        return html`<div class="row remove">
          ${this.number(model, 'old', row.o, this.opensOld(model, row))}<span class="num empty"></span><span class="sign">-</span>${this.code(file, 'old', row.o, row.p, true)}
        </div>`;
      case 'add':
        return html`<div class="row add">
          <span class="num empty"></span>${this.number(model, 'new', row.n, newNumber(model, row.n))}<span class="sign">+</span>${this.code(file, 'new', row.n, row.p, true)}
        </div>`;
      case 'change': {
        const paired = row.o >= 0 && row.n >= 0;
        return html`<div class="row change">
          <span class=${classMap({ side: true, remove: row.o >= 0 })}
            >${this.number(model, 'old', row.o, this.opensOld(model, row))}<span class="sign">${row.o >= 0 ? '-' : ''}</span>${this.code(file, 'old', row.o, paired ? row.n : -1, true)}</span
          ><span class=${classMap({ side: true, add: row.n >= 0 })}
            >${this.number(model, 'new', row.n, row.n >= 0 ? newNumber(model, row.n) : 0)}<span class="sign">${row.n >= 0 ? '+' : ''}</span>${this.code(file, 'new', row.n, paired ? row.o : -1, true)}</span
          >
        </div>`;
      }
    }
  }

  private renderFold(row: Row): TemplateResult {
    const t = this.locale.t.diff;
    if (row.header !== undefined) {
      return html`<div part="fold" class="row fold gap"><span class="fold-label">${row.header}</span></div>`;
    }
    const button = (direction: 'up' | 'down' | 'all', label: string) =>
      html`<button type="button" class="fold-button ${direction} icon-button" title=${label} aria-label=${label} data-block=${row.block} data-direction=${direction}>
        ${icons[direction]}
      </button>`;
    return html`<div part="fold" class="row fold">
      <span class="fold-controls">
        ${row.up ? button('up', t.expandUp) : nothing}${row.down ? button('down', t.expandDown) : nothing}${button('all', t.expandAll)}
      </span>
      <span class="fold-label">${t.hiddenLines(row.hidden ?? 0)}</span>
    </div>`;
  }
}
