// SPDX-License-Identifier: Apache-2.0
/**
 * The templates of a diff body's rows: line numbers (they open the line), code with word marks and
 * syntax classes, and the folds with their expand controls. Only the live row's number or expand
 * controls are buttons; every other row draws the same look as plain text, so that no two small
 * targets sit a 20 px row apart (docs/decisions/0026-diff-targets.md). Clicks are not bound here:
 * the body has one listener that reads `data-opens` / `data-block` / `data-direction`, whichever
 * element carries them.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';
import ChevronUp from 'lucide/dist/esm/icons/chevron-up.mjs';
import ChevronsUpDown from 'lucide/dist/esm/icons/chevrons-up-down.mjs';
import type { Translation } from '../../i18n/translations.js';
import { icon } from '../../icons/icon.js';
import type { FileView } from './diff-loader.js';
import { newNumber, oldNumber, type FileModel } from './diff-model.js';
import { layoutRows, type Layout, type Row } from './diff-rows.js';
import { segments, wordMarks, type WordMarks } from './word-marks.js';

const foldIcons = {
  up: icon(ChevronUp),
  down: icon(ChevronDown),
  all: icon(ChevronsUpDown),
};

/** What a row's template needs besides the row. */
export interface RowContext {
  t: Translation['diff'];
  layout: Layout;
  file: FileView;
  /** Index of the row whose controls are buttons (-1: none). */
  live: number;
  /** Which of the live row's numbers is the button, when it has both. */
  side: 'old' | 'new';
}

/** The side of `row` whose number is the button: `preferred` if the row has that number. */
export function liveSide(row: Row, preferred: 'old' | 'new'): 'old' | 'new' {
  const hasOld = row.o >= 0 && row.kind !== 'add';
  const hasNew = row.n >= 0 && row.kind !== 'remove';
  return preferred === 'old' ? (hasOld ? 'old' : 'new') : hasNew ? 'new' : 'old';
}

/** The rows of a file with a model for a layout, kept until the layout or the reveals change. */
export function rowsOf(file: FileView, layout: Layout): Row[] {
  const model = file.model!;
  if (!file.rows || file.rows.layout !== layout || file.rows.reveals !== file.reveals) {
    file.rows = { layout, reveals: file.reveals, rows: layoutRows(model, layout, file.reveals) };
  }
  return file.rows.rows;
}

function marksOf(file: FileView, o: number, n: number): WordMarks | undefined {
  const key = `${o}:${n}`;
  if (!file.marks.has(key)) file.marks.set(key, wordMarks(file.model!.oldLines[o], file.model!.newLines[n]));
  return file.marks.get(key);
}

function lineNumber(ctx: RowContext, side: 'old' | 'new', index: number, opens: number, live?: 'old' | 'new'): TemplateResult {
  if (index < 0) return html`<span class="num empty"></span>`;
  const model = ctx.file.model!;
  const line = side === 'old' ? oldNumber(model, index) : newNumber(model, index);
  if (live !== side) {
    return html`<span part="line-number" class="num ${side}" title=${ctx.t.openLine(opens)} data-opens=${opens}>${line}</span>`;
  }
  return html`<button
    type="button"
    part="line-number"
    class="num ${side}"
    aria-label=${side === 'old' ? ctx.t.oldLine(line) : ctx.t.newLine(line)}
    title=${ctx.t.openLine(opens)}
    data-opens=${opens}
  >${line}</button>`;
}

/** The new-file line an old line "opens": where it was removed. */
function opensOld(model: FileModel, row: Row): number {
  const n = Math.min(model.blocks[row.block].n, model.newLines.length - 1);
  return n >= 0 ? newNumber(model, n) : model.start;
}

function code(file: FileView, side: 'old' | 'new', index: number, partner: number, changed: boolean): TemplateResult {
  const model = file.model!;
  if (index < 0) return html`<span class="code empty"></span>`;
  const line = side === 'old' ? model.oldLines[index] : model.newLines[index];
  const marks = changed && partner >= 0 ? marksOf(file, side === 'old' ? index : partner, side === 'old' ? partner : index) : undefined;
  const tokens = side === 'old' ? file.tokens?.old?.[index] : file.tokens?.new?.[index];
  const parts = segments(line, side === 'old' ? marks?.old : marks?.new, tokens);
  // The file's language is not the UI's: "und" keeps the page's lang (zh-TW, say) from choosing
  // the code's font and punctuation. The numbers and labels around it stay in the UI's language.
  return html`<span class="code" lang="und">${parts.map((part) =>
    part.mark
      ? side === 'old'
        ? html`<del class=${part.token ? `tok-${part.token}` : ''}>${part.text}</del>`
        : html`<ins class=${part.token ? `tok-${part.token}` : ''}>${part.text}</ins>`
      : part.token
        ? html`<span class="tok-${part.token}">${part.text}</span>`
        : part.text,
  )}</span>`;
}

export function renderRow(ctx: RowContext, row: Row, index: number): TemplateResult {
  const { file, t } = ctx;
  const model = file.model!;
  const isLive = index === ctx.live;
  const live = isLive ? liveSide(row, ctx.side) : undefined;
  const cls = (kind: string) => classMap({ row: true, [kind]: true, live: isLive });
  switch (row.kind) {
    case 'fold':
      return renderFold(t, row, index, isLive);
    case 'no-newline':
      // No whitespace around the text: rows keep white-space: pre.
      return html`<div class="row no-newline"><span class="marker">\\ ${t.noNewline}</span></div>`;
    case 'context': {
      const opens = newNumber(model, row.n);
      return ctx.layout === 'split'
        ? html`<div class=${cls('context')} data-row=${index}>
            <span class="side">${lineNumber(ctx, 'old', row.o, opens, live)}<span class="sign"> </span>${code(file, 'old', row.o, -1, false)}</span
            ><span class="side">${lineNumber(ctx, 'new', row.n, opens, live)}<span class="sign"> </span>${code(file, 'new', row.n, -1, false)}</span>
          </div>`
        : html`<div class=${cls('context')} data-row=${index}>
            ${lineNumber(ctx, 'old', row.o, opens, live)}${lineNumber(ctx, 'new', row.n, opens, live)}<span class="sign"> </span>${code(file, 'new', row.n, -1, false)}
          </div>`;
    }
    case 'remove':
      return html`<div class=${cls('remove')} data-row=${index}>
        ${lineNumber(ctx, 'old', row.o, opensOld(model, row), live)}<span class="num empty"></span><span class="sign">-</span>${code(file, 'old', row.o, row.p, true)}
      </div>`;
    case 'add':
      return html`<div class=${cls('add')} data-row=${index}>
        <span class="num empty"></span>${lineNumber(ctx, 'new', row.n, newNumber(model, row.n), live)}<span class="sign">+</span>${code(file, 'new', row.n, row.p, true)}
      </div>`;
    case 'change': {
      const paired = row.o >= 0 && row.n >= 0;
      return html`<div class=${cls('change')} data-row=${index}>
        <span class=${classMap({ side: true, remove: row.o >= 0 })}
          >${lineNumber(ctx, 'old', row.o, opensOld(model, row), live)}<span class="sign">${row.o >= 0 ? '-' : ''}</span>${code(file, 'old', row.o, paired ? row.n : -1, true)}</span
        ><span class=${classMap({ side: true, add: row.n >= 0 })}
          >${lineNumber(ctx, 'new', row.n, row.n >= 0 ? newNumber(model, row.n) : 0, live)}<span class="sign">${row.n >= 0 ? '+' : ''}</span>${code(file, 'new', row.n, paired ? row.o : -1, true)}</span
        >
      </div>`;
    }
  }
}

function renderFold(t: Translation['diff'], row: Row, index: number, live: boolean): TemplateResult {
  if (row.header !== undefined) {
    return html`<div part="fold" class="row fold gap" data-row=${index}><span class="fold-label">${row.header}</span></div>`;
  }
  const button = (direction: 'up' | 'down' | 'all', label: string) =>
    live
      ? html`<button type="button" class="fold-button ${direction} icon-button" title=${label} aria-label=${label} data-block=${row.block} data-direction=${direction}>
          ${foldIcons[direction]}
        </button>`
      : html`<span class="fold-button ${direction} icon-button" title=${label} data-block=${row.block} data-direction=${direction}>${foldIcons[direction]}</span>`;
  return html`<div part="fold" class=${classMap({ row: true, fold: true, live })} data-row=${index}>
    <span class="fold-controls">
      ${row.up ? button('up', t.expandUp) : nothing}${row.down ? button('down', t.expandDown) : nothing}${button('all', t.expandAll)}
    </span>
    <span class="fold-label">${t.hiddenLines(row.hidden ?? 0)}</span>
  </div>`;
}
