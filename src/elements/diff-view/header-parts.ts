// SPDX-License-Identifier: Apache-2.0
/** Pieces of a file's header that only mean something when the file has text rows: its counts and the layout switch. */
import { html, type TemplateResult } from 'lit';
import type { Translation } from '../../i18n/translations.js';
import type { FileView } from './diff-loader.js';
import { isUnchanged, newNumber, oldNumber, type FileModel } from './diff-model.js';
import type { Layout } from './diff-rows.js';

/**
 * Whether the file draws rows of text. A binary or copied entry, a file with no patch, no change,
 * or one waiting for "Show anyway" has none: no counts ("+0 −0" says nothing) and no layout switch.
 */
export function hasTextRows(file: FileView): boolean {
  const model = file.model;
  return !file.guard && model !== undefined && file.source.kind !== 'none' && !model.binary && !isUnchanged(model);
}

/** The largest line number a file shows on either side (0 when it has none). */
function largestLineNumber(model: FileModel): number {
  const last = (lines: readonly string[], number: (index: number) => number | undefined) =>
    lines.length > 0 ? (number(lines.length - 1) ?? 0) : 0;
  return Math.max(
    last(model.oldLines, (i) => oldNumber(model, i)),
    last(model.newLines, (i) => newNumber(model, i)),
  );
}

/**
 * Digits of the line-number gutter, the same for every file of the view, so that the code column
 * starts at one x in all of them: enough for the largest number shown, never fewer than two.
 */
export function gutterDigits(files: readonly FileView[]): number {
  let largest = 0;
  for (const file of files) if (file.model && hasTextRows(file)) largest = Math.max(largest, largestLineNumber(file.model));
  return Math.max(2, String(largest).length);
}

export function renderCounts(model: FileModel, t: Translation['diff']): TemplateResult {
  return html`<span part="counts" class="counts" role="img" aria-label=${t.counts(model.added, model.removed)}
    ><span class="plus" aria-hidden="true">+${model.added}</span>
    <span class="minus" aria-hidden="true">−${model.removed}</span></span
  >`;
}

export function renderLayoutSwitch(current: Layout, t: Translation['diff'], onChoose: (layout: Layout) => void): TemplateResult {
  return html`<span class="switch" role="group" aria-label=${t.view}>
    ${(['unified', 'split'] as const).map(
      (
        layout,
      ) => html`<button type="button" class="switch-button" aria-pressed=${current === layout ? 'true' : 'false'} @click=${() => onChoose(layout)}>
        ${layout === 'unified' ? t.unified : t.split}
      </button>`,
    )}
  </span>`;
}
