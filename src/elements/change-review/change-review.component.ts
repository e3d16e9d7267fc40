// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { BaseElement } from '../../base/base-element.js';
import { ChangeSetController } from '../../controllers/change-set-controller.js';
import {
  planChange,
  selectChangeSummary,
  selectFileChanges,
  type ChangeHunk,
  type ChangeScope,
  type ChangeScopeName,
  type ChangeSummary,
  type ChangeTracker,
  type FileChange,
} from '../../changes/index.js';
import { announce } from '../../dom/announcer.js';
import { ChangeKeepEvent } from '../../events/change-keep.js';
import { ChangeUndoEvent } from '../../events/change-undo.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { changeReviewStrings } from '../../i18n/change-review.strings.js';
import { provideStrings } from '../../i18n/translations.js';
import { after } from '../../scheduling/clock.js';
import { iconButtonStyles } from '../../styles/button.styles.js';
import { AutoAccept } from './auto-accept.js';
import { fileId, isUndone, keepAllTargets, undoAllTargets } from './change-review-model.js';
import { renderFile, renderScope, renderSummary, type ReviewContext, type ReviewHandlers } from './change-review-parts.js';
import styles from './change-review.styles.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('changeReview', changeReviewStrings);

/** Counts are announced once they have stayed the same this long (an agent writes many files in a row). */
const ANNOUNCE_AFTER_MS = 1_000;
const NO_FILES: readonly FileChange[] = [];
const NO_CHANGES: ChangeSummary = { files: 0, added: 0, removed: 0, pending: 0, editing: false };

/** `since="turn" | "session" | <turn id>`. */
const sinceConverter = {
  fromAttribute: (value: string | null): ChangeScopeName | number =>
    value === 'session' ? 'session' : value !== null && /^\d+$/.test(value) ? Number(value) : 'turn',
};

/**
 * What the agent changed in a session's files, from a change set (`.changes`, `trackChanges`): a
 * summary row a host puts above the composer ("3 files changed +12 −4 · Review", "Editing
 * src/app.js…" while a call writes), and a panel listing each file with its status, its net diff
 * (`<diff-view>`, one per file) and Keep / Undo / Redo per file and per hunk. Its actions are
 * requests: `trackChanges` applies them unless a listener prevents them. See
 * docs/elements/intro/change-review.md.
 *
 * @summary The files the agent changed this turn or this session, to keep or undo.
 * @tag change-review
 * @event {ChangeKeepEvent} change-keep - Keep a file or hunks (cancelable): `{sessionId, path, since, hunks, before, after, result, redo}`; `redo` after an undo.
 * @event {ChangeUndoEvent} change-undo - Undo a file or hunks (cancelable): `{sessionId, path, since, hunks, before, after, result}`.
 * @event {LocationOpenEvent} location-open - A path or a hunk header was clicked: `{path, line?}`.
 * @csspart base - The region (summary row and panel).
 * @csspart summary - The summary row.
 * @csspart toggle - "3 files changed +12 −4 · Review": opens and closes the panel.
 * @csspart counts - `+N −M` (of the row, or of a file).
 * @csspart editing - "Editing <path>…" while a call writes a file.
 * @csspart keep-all - "Keep all".
 * @csspart undo-all - "Undo all".
 * @csspart panel - The review panel (`open`).
 * @csspart scope - "This turn / Whole session"; `scope-option` each button (`data-scope`, `aria-pressed`).
 * @csspart files - The list of files.
 * @csspart file - A file (`data-path`, `data-status`): `disclosure`, `status`, `path`, `moved-from`, `evidence`, `review-state`, `keep`, `undo` / `redo`.
 * @csspart problem - Why the last action on a file wrote nothing (`data-problem`: changed-since, conflict, io).
 * @csspart file-body - An expanded file: `undone-note`, `hunks`, `diff`.
 * @csspart hunk - A hunk (`data-hunk-id`): `hunk-header`, `hunk-state`, `hunk-keep`, `hunk-undo` / `hunk-redo`, `snippet`.
 * @cssproperty [--change-review-font-size=13px] - Base font size.
 * @cssproperty [--change-review-max-height=60vh] - Height past which the panel scrolls.
 */
export class ChangeReview extends BaseElement {
  static override styles = [...super.styles, iconButtonStyles, styles];

  static override properties = {
    changes: { attribute: false },
    sessionId: { attribute: 'session-id' },
    since: { converter: sinceConverter },
    root: {},
    open: { type: Boolean, reflect: true },
    autoAccept: { type: Boolean, attribute: 'auto-accept' },
    autoAcceptDelay: { type: Number, attribute: 'auto-accept-delay' },
    expanded: { state: true },
  };

  /** The change set to show (`trackChanges(store, options)`). */
  declare changes: ChangeTracker | undefined;
  /** The session whose changes are shown. */
  declare sessionId: string | undefined;
  /** `turn` (default): the latest turn's changes; `session`: the whole session's; a turn's id: from that turn on. */
  declare since: ChangeScopeName | number;
  /** The working directory: paths are shown relative to it. */
  declare root: string | undefined;
  /** The review panel is expanded (the row's Review button toggles it). */
  declare open: boolean;
  /** Keep changes as they come: each file once the calls editing it have ended, after `auto-accept-delay`. */
  declare autoAccept: boolean;
  /** Milliseconds auto-accept waits after a file's calls ended (default 0). */
  declare autoAcceptDelay: number;
  /** The files whose diff is shown, by path. */
  declare private expanded: ReadonlySet<string>;

  private readonly feed = new ChangeSetController(this);
  private readonly auto = new AutoAccept(
    () => this.currentFiles(),
    (file) => this.act('keep', file),
  );
  private files: readonly FileChange[] = NO_FILES;
  private summary: ChangeSummary = NO_CHANGES;
  private announced?: string;
  private stopAnnouncing?: () => void;
  /** The button of the last action, to give the focus back near it if an update removed it. */
  private actedFrom?: { button: Element; path: string; hunkId?: string };

  constructor() {
    super();
    this.since = 'turn';
    this.open = false;
    this.autoAccept = false;
    this.autoAcceptDelay = 0;
    this.expanded = new Set();
  }

  private get scope(): ChangeScope | undefined {
    return this.sessionId ? { sessionId: this.sessionId, since: this.since } : undefined;
  }

  private currentFiles(): readonly FileChange[] {
    const state = this.changes?.getState();
    const scope = this.scope;
    return state && scope ? selectFileChanges(state, scope) : NO_FILES;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.auto.stop();
    this.stopAnnouncing?.();
  }

  protected override willUpdate(): void {
    this.feed.setTracker(this.changes);
    const state = this.feed.value;
    const scope = this.scope;
    this.files = state && scope ? selectFileChanges(state, scope) : NO_FILES;
    this.summary = state && scope ? selectChangeSummary(state, scope) : NO_CHANGES;
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.auto.sync(this.autoAccept, this.autoAcceptDelay, this.files);
    this.announceCounts(changed.has('sessionId') || changed.has('since'));
    this.keepFocus();
  }

  /** Counts changed by the agent (not by the user switching scope or session) are announced once they settle. */
  private announceCounts(switched: boolean): void {
    const { files, added, removed } = this.summary;
    const text = files === 0 ? '' : this.locale.t.changeReview.announceCounts(files, added, removed);
    if (this.announced === undefined || switched) {
      this.announced = text;
      return;
    }
    if (text === this.announced) return;
    this.announced = text;
    this.stopAnnouncing?.();
    if (text) this.stopAnnouncing = after(ANNOUNCE_AFTER_MS, () => announce(text));
  }

  /** A Keep that went away with what it kept leaves the focus on the file's (or hunk's) next button. */
  private keepFocus(): void {
    const acted = this.actedFrom;
    if (!acted || acted.button.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== this) {
      this.actedFrom = undefined;
      return;
    }
    const row = [...this.renderRoot.querySelectorAll<HTMLElement>('[part~="file"]')].find((li) => li.dataset.path === acted.path);
    const hunk = acted.hunkId
      ? [...(row?.querySelectorAll<HTMLElement>('[part~="hunk"]') ?? [])].find((li) => li.dataset.hunkId === acted.hunkId)
      : undefined;
    const target =
      hunk?.querySelector<HTMLElement>('.hunk-actions button') ??
      row?.querySelector<HTMLElement>('.file-actions button') ??
      row?.querySelector<HTMLElement>('[part~="disclosure"]') ??
      this.renderRoot.querySelector<HTMLElement>('[part~="toggle"]');
    target?.focus();
    this.actedFrom = undefined;
  }

  private act(action: 'keep' | 'undo' | 'redo', file: FileChange, hunk?: ChangeHunk, button?: Element): void {
    // The latest state (the feed reads once a frame): the hunks' ids the user saw are still its.
    const state = this.changes?.getState();
    if (!state || !this.sessionId) return;
    const detail = planChange(state, action, {
      sessionId: this.sessionId,
      path: file.path,
      ...(hunk ? { hunkIds: [hunk.id] } : {}),
      since: this.since,
    });
    if (!detail) return;
    if (button) this.actedFrom = { button, path: file.path, ...(hunk ? { hunkId: hunk.id } : {}) };
    this.dispatchEvent(action === 'undo' ? new ChangeUndoEvent(detail) : new ChangeKeepEvent({ ...detail, redo: action === 'redo' }));
  }

  private readonly handlers: ReviewHandlers = {
    toggleOpen: () => {
      this.open = !this.open;
    },
    toggleFile: (file) => {
      const next = new Set(this.expanded);
      if (!next.delete(file.path)) next.add(file.path);
      this.expanded = next;
    },
    setScope: (since) => {
      this.since = since;
    },
    keep: (file, hunk) => this.act('keep', file, hunk, this.shadowRoot?.activeElement ?? undefined),
    undo: (file, hunk) =>
      this.act(isUndone(hunk ? hunk.review : file.review) ? 'redo' : 'undo', file, hunk, this.shadowRoot?.activeElement ?? undefined),
    keepAll: () => {
      for (const file of keepAllTargets(this.files)) this.act('keep', file);
    },
    undoAll: () => {
      for (const file of undoAllTargets(this.files)) this.act('undo', file);
    },
    open: (path, line) => {
      this.dispatchEvent(new LocationOpenEvent(line === undefined ? { path } : { path, line }));
    },
  };

  /** Up and Down (Home, End) move between the files' disclosure buttons. */
  private onListKey(event: KeyboardEvent): void {
    if (!['ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) return;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLElement>('[part~="disclosure"]')];
    if (buttons.length === 0) return;
    const row = (event.target as Element).closest('[part~="file"]');
    const index = buttons.findIndex((button) => row?.contains(button));
    const last = buttons.length - 1;
    const to =
      event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowUp' ? Math.max(0, index - 1) : Math.min(last, index + 1);
    event.preventDefault();
    buttons[to]?.focus();
  }

  protected override render() {
    const t = this.locale.t.changeReview;
    if (this.files.length === 0 && !this.open) return nothing;
    const context: ReviewContext = { t, root: this.root, theme: this.theme, on: this.handlers };
    return html`<section class="base" part="base" aria-label=${t.label}>
      ${renderSummary(this.summary, this.files, this.open, context)}
      <div class="panel" part="panel" id="panel" ?hidden=${!this.open}>
        ${renderScope(this.since, context)}
        ${
          this.files.length === 0
            ? html`<p class="empty" part="empty">${t.noChanges}</p>`
            : html`<ul class="files" part="files" aria-label=${t.fileList} aria-describedby="list-keys" @keydown=${this.onListKey}>
                ${repeat(
                  this.files,
                  (file) => file.path,
                  (file, index) => renderFile(file, fileId(index), this.expanded.has(file.path), context),
                )}
              </ul>
              <span id="list-keys" hidden>${t.keys}</span>`
        }
      </div>
    </section>`;
  }
}
