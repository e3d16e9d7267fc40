// SPDX-License-Identifier: Apache-2.0
/**
 * What `<change-review>` draws, from the change set's files as the selectors give them: the
 * summary row, the scope toggle, a file's row, its hunks and its net diff. Templates only; the
 * element decides what the buttons do (`ReviewHandlers`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { revealControls } from '../../approval/reveal-controls.js';
import { requestElement } from '../../base/lazy-elements.js';
import type { ChangeHunk, ChangeScopeName, ChangeSummary, FileChange } from '../../changes/index.js';
import type { ChangeReviewStrings } from '../../i18n/change-review.strings.js';
import { fileChangeIcons } from '../../icons/file-change-icons.js';
import { statusIcons, uiIcons } from '../../icons/ui-icons.js';
import { clip, relativePath } from '../../text/format.js';
import {
  diffItem,
  editingFile,
  evidenceHint,
  hunkHeader,
  isUndone,
  keepAllTargets,
  keepBlocked,
  undoAllTargets,
  undoBlocker,
} from './change-review-model.js';

/** Characters of a path or a message drawn; agents control them. */
const TEXT_LIMIT = 400;
const shown = (value: string) => revealControls(clip(value, TEXT_LIMIT));

export interface ReviewHandlers {
  toggleOpen(): void;
  toggleFile(file: FileChange): void;
  setScope(since: ChangeScopeName): void;
  keep(file: FileChange, hunk?: ChangeHunk): void;
  /** Undo, or Redo when what it acts on was undone. */
  undo(file: FileChange, hunk?: ChangeHunk): void;
  keepAll(): void;
  undoAll(): void;
  open(path: string, line?: number): void;
}

export interface ReviewContext {
  t: ChangeReviewStrings;
  root: string | undefined;
  theme: 'light' | 'dark' | undefined;
  on: ReviewHandlers;
}

export const shownPath = (path: string, root: string | undefined) => shown(relativePath(path, root || undefined));

/** `+12 −4`, read as "12 lines added, 4 lines removed". */
export function counts(added: number, removed: number, t: ChangeReviewStrings): TemplateResult {
  const seen = html`<span aria-hidden="true"><span class="added">+${added}</span> <span class="removed">−${removed}</span></span>`;
  return html`<span class="counts" part="counts">${seen} <span class="visually-hidden">${t.lines(added, removed)}</span></span>`;
}

/** A text button that stays focusable when it cannot act (`aria-disabled`, the reason in its description and title). */
function actionButton(o: { part: string; label: string; name: string; why?: string; whyId?: string; run: () => void }): TemplateResult {
  const disabled = o.why !== undefined;
  return html`<button type="button" class="text-button" part=${o.part} aria-label=${o.name} title=${disabled ? o.why! : o.name}
    aria-disabled=${disabled ? 'true' : nothing} aria-describedby=${ifDefined(disabled ? o.whyId : undefined)}
    @click=${() => (disabled ? undefined : o.run())}>${o.label}</button>`;
}

/**
 * Keep (until kept or undone) and Undo, or Redo once undone, of a file or one of its hunks: Keep
 * waits while the agent edits the file, Undo and Redo say what blocks them.
 */
function decisionButtons(
  file: FileChange,
  review: FileChange['review'],
  whyId: string,
  { t, on }: ReviewContext,
  o: { prefix: string; names: Record<'keep' | 'undo' | 'redo', string>; hunk?: ChangeHunk },
): TemplateResult {
  const undone = isUndone(review);
  const blocker = undoBlocker(file);
  const keep =
    review === 'kept' || undone
      ? nothing
      : actionButton({
          part: `${o.prefix}keep`,
          label: t.keep,
          name: o.names.keep,
          ...(keepBlocked(file) ? { why: t.keepBlocked, whyId } : {}),
          run: () => on.keep(file, o.hunk),
        });
  const undo = actionButton({
    part: `${o.prefix}${undone ? 'redo' : 'undo'}`,
    label: undone ? t.redo : t.undo,
    name: undone ? o.names.redo : o.names.undo,
    ...(blocker ? { why: t.blocked[blocker], whyId } : {}),
    run: () => on.undo(file, o.hunk),
  });
  return html`${keep}${undo}`;
}

/** The row a host puts above the composer: "3 files changed +12 −4 · Review", live while a file is edited, Keep all / Undo all. */
export function renderSummary(summary: ChangeSummary, files: readonly FileChange[], open: boolean, c: ReviewContext): TemplateResult {
  const { t, on } = c;
  const editing = summary.editing ? editingFile(files) : undefined;
  const keepable = keepAllTargets(files).length > 0;
  const undoable = undoAllTargets(files).length > 0;
  return html`<div class="summary" part="summary">
    <button type="button" class="toggle" part="toggle" aria-expanded=${open ? 'true' : 'false'} aria-controls="panel"
      @click=${on.toggleOpen}>
      ${uiIcons.chevron}
      ${
        summary.files === 0
          ? html`<span class="title">${t.noChanges}</span>`
          : html`<span class="title">${t.filesChanged(summary.files)}</span> ${counts(summary.added, summary.removed, t)}`
      }
      <span class="review-label" aria-hidden="true">· ${open ? t.hideReview : t.review}</span>
    </button>
    <span class="live" part="editing">
      ${editing ? html`${statusIcons.in_progress}<span>${t.editing(shownPath(editing.path, c.root))}</span>` : nothing}
    </span>
    <span class="row-actions">
      ${keepable ? html`<button type="button" class="text-button" part="keep-all" @click=${on.keepAll}>${t.keepAll}</button>` : nothing}
      ${undoable ? html`<button type="button" class="text-button" part="undo-all" @click=${on.undoAll}>${t.undoAll}</button>` : nothing}
    </span>
  </div>`;
}

/** "This turn / Whole session": two toggle buttons (`aria-pressed`). */
export function renderScope(since: ChangeScopeName | number, c: ReviewContext): TemplateResult {
  const { t, on } = c;
  const option = (value: ChangeScopeName, label: string) =>
    html`<button type="button" class="scope-option" part="scope-option" data-scope=${value} aria-pressed=${since === value ? 'true' : 'false'}
      @click=${() => on.setScope(value)}>${label}</button>`;
  return html`<div class="scope" part="scope" role="group" aria-label=${t.scope}>
    ${option('turn', t.thisTurn)}${option('session', t.wholeSession)}
  </div>`;
}

/** The problem the last action on a file ran into: an alert, with the hunks of a conflict. */
function renderProblem(file: FileChange, t: ChangeReviewStrings): TemplateResult | typeof nothing {
  const { problem } = file;
  if (!problem) return nothing;
  let text: string;
  if (problem.kind === 'changed-since') text = t.changedSince;
  else if (problem.kind === 'conflict') {
    const ids = new Set(problem.hunkIds ?? []);
    text = t.conflict(
      file.hunks
        .filter((hunk) => ids.has(hunk.id))
        .map(hunkHeader)
        .join(', ') || problem.message,
    );
  } else text = t.io(problem.message);
  return html`<p class="problem" part="problem" role="alert" data-problem=${problem.kind}>${uiIcons.warning}<span>${shown(text)}</span></p>`;
}

/** A snippet hunk's lines as text rows (its place in the file is not known well enough for `<diff-view>`). */
function renderSnippet(hunk: ChangeHunk): TemplateResult {
  return html`<pre class="snippet" part="snippet">${hunk.lines.map((line) => {
    const sign = line[0];
    const kind = sign === '+' ? 'add' : sign === '-' ? 'del' : 'ctx';
    return html`<span class="line ${kind}">${shown(line)}\n</span>`;
  })}</pre>`;
}

function renderHunk(file: FileChange, hunk: ChangeHunk, c: ReviewContext, whyId: string): TemplateResult {
  const { t, on } = c;
  const header = hunkHeader(hunk);
  const path = relativePath(file.path, c.root || undefined);
  return html`<li class=${classMap({ hunk: true, [hunk.review]: true })} part="hunk" data-hunk-id=${hunk.id}>
    <div class="hunk-bar">
      <button type="button" class="hunk-header link" part="hunk-header" aria-label=${t.openHunk(header, path)}
        @click=${() => on.open(file.path, hunk.located ? Math.max(1, hunk.newStart) : undefined)}>${header}</button>
      ${hunk.located ? nothing : html`<span class="hint">${t.notLocated}</span>`}
      ${hunk.review === 'pending' ? nothing : html`<span class="badge" part="hunk-state" data-review=${hunk.review}>${t.reviewState[hunk.review]}</span>`}
      <span class="hunk-actions">
        ${decisionButtons(file, hunk.review, whyId, c, {
          prefix: 'hunk-',
          names: { keep: t.keepHunk(header, path), undo: t.undoHunk(header, path), redo: t.redoHunk(header, path) },
          hunk,
        })}
      </span>
    </div>
    ${file.exact ? nothing : renderSnippet(hunk)}
  </li>`;
}

/** An expanded file: the note after an undo, its hunks with their buttons, its net diff. */
function renderBody(file: FileChange, id: string, c: ReviewContext): TemplateResult {
  const { t } = c;
  const item = diffItem(file);
  const path = relativePath(file.path, c.root || undefined);
  if (item) requestElement('diff-view');
  return html`<div class="body" part="file-body" id="${id}-body">
    ${file.review === 'undone' ? html`<p class="note" part="undone-note">${t.undoneNote}</p>` : nothing}
    ${
      file.hunks.length === 0
        ? html`<p class="note">${t.noTextChange}</p>`
        : html`<ul class="hunks" part="hunks" aria-label=${t.hunks(shown(path))}>
          ${repeat(
            file.hunks,
            (hunk) => hunk.id,
            (hunk) => renderHunk(file, hunk, c, `${id}-why`),
          )}
        </ul>`
    }
    ${
      item && file.hunks.length > 0
        ? html`<diff-view part="diff" .diff=${item} root=${ifDefined(c.root || undefined)} theme=${ifDefined(c.theme)}
          ><pre class="fallback">${shown(item.newText)}</pre></diff-view
        >`
        : nothing
    }
  </div>`;
}

/** A file: disclosure, status, path (opens it), counts, evidence, review state, Keep and Undo / Redo; its body when expanded. */
export function renderFile(file: FileChange, id: string, expanded: boolean, c: ReviewContext): TemplateResult {
  const { t, on } = c;
  const path = relativePath(file.path, c.root || undefined);
  const hint = evidenceHint(file, t);
  const blocker = undoBlocker(file);
  const why = blocker ? t.blocked[blocker] : keepBlocked(file) ? t.keepBlocked : undefined;
  return html`<li class=${classMap({ file: true, expanded, editing: file.editing, [file.review]: true })} part="file"
    data-path=${file.path} data-status=${file.status}>
    <div class="file-row">
      <button type="button" class="disclosure icon-button" part="disclosure" aria-expanded=${expanded ? 'true' : 'false'}
        aria-controls="${id}-body" aria-label=${t.showDiff(shown(path))} @click=${() => on.toggleFile(file)}>${uiIcons.chevron}</button>
      <span class="status ${file.status}" part="status" title=${t.status[file.status]}
        >${fileChangeIcons[file.status]}<span class="visually-hidden">${t.status[file.status]}</span></span
      >
      <span class="name">
        <button type="button" class="path link" part="path" title=${shown(file.path)} aria-label=${t.open(shown(path))}
          @click=${() => on.open(file.path)}>${shownPath(file.path, c.root)}</button>
        ${file.oldPath ? html`<span class="moved-from" part="moved-from">${t.movedFrom(shownPath(file.oldPath, c.root))}</span>` : nothing}
      </span>
      ${file.editing ? html`<span class="editing-mark" part="editing-mark">${statusIcons.in_progress}<span class="visually-hidden">${t.keepBlocked}</span></span>` : nothing}
      ${counts(file.added, file.removed, t)}
      ${hint ? html`<span class="hint" part="evidence" data-evidence=${file.evidence}>${hint}</span>` : nothing}
      ${file.review === 'pending' ? nothing : html`<span class="badge" part="review-state" data-review=${file.review}>${t.reviewState[file.review]}</span>`}
      <span class="file-actions">
        ${decisionButtons(file, file.review, `${id}-why`, c, {
          prefix: '',
          names: { keep: t.keepFile(shown(path)), undo: t.undoFile(shown(path)), redo: t.redoFile(shown(path)) },
        })}
      </span>
      ${why ? html`<span id="${id}-why" class="why" hidden>${why}</span>` : nothing}
    </div>
    ${renderProblem(file, t)}
    ${expanded ? renderBody(file, id, c) : nothing}
  </li>`;
}
