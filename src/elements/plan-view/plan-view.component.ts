// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import Ban from 'lucide/dist/esm/icons/ban.mjs';
import Circle from 'lucide/dist/esm/icons/circle.mjs';
import CircleCheck from 'lucide/dist/esm/icons/circle-check.mjs';
import CircleDot from 'lucide/dist/esm/icons/circle-dot.mjs';
import FileText from 'lucide/dist/esm/icons/file-text.mjs';
import { StoreController } from '../../controllers/store-controller.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { icon } from '../../icons/icon.js';
import { BaseElement } from '../../base/base-element.js';
import { setFillWidths } from '../../dom/fill-width.js';
import { clip, own } from '../../text/format.js';
import { revealControls } from '../../approval/reveal-controls.js';
import { markdownStyles, renderInlineMarkdown, renderMarkdown } from '../../markdown/index.js';
import type { PlanEntry, ToolCallState, ToolCallStore } from '../../state/index.js';
import { entryKeys, NO_PLAN, planProgress, planSelector, type PlanDocument, type PlanSnapshot } from './plan-model.js';
import styles from './plan-view.styles.js';
import { planStrings } from '../../i18n/plan-view.strings.js';
import { provideStrings } from '../../i18n/translations.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('plan', planStrings);

/** Shapes differ by status, so the status never rests on colour alone (and is also spoken as text). */
const statusIcons: Record<string, TemplateResult> = {
  pending: icon(Circle),
  in_progress: icon(CircleDot),
  completed: icon(CircleCheck),
  cancelled: icon(Ban),
};
const fileIcon = icon(FileText);
/** Characters of an entry drawn; agents control them. */
const ENTRY_LIMIT = 2000;

/** `file:///a/b.md` → `/a/b.md`; other URIs as sent. */
function pathOf(uri: string): string {
  if (!uri.startsWith('file://')) return uri;
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}

/**
 * The agent's plan: its entries with their status (pending, in progress, completed) and
 * priority, the progress ("3 of 5") as text and as a progress bar, the entry in progress
 * highlighted. Updates in place: each entry keeps its row while its status changes. Draft plans
 * sent as markdown or as a file are shown too. Give it `.plan` (entries), or `.store` and
 * `session-id` to follow a session's current plan.
 *
 * @summary The agent's plan and its progress.
 * @tag plan-view
 * @event {LocationOpenEvent} location-open - The user opened a plan kept in a file: `{path}`.
 * @csspart base - The wrapper.
 * @csspart header - The heading row: label, progress text and bar.
 * @csspart progress - The progress bar (`role=progressbar`).
 * @csspart progress-text - "3 of 5".
 * @csspart list - The list of entries.
 * @csspart entry - One entry (`data-status`, `data-priority`; the one in progress has `aria-current`).
 * @csspart status - An entry's status icon.
 * @csspart priority - An entry's priority tag (high and low; medium is only spoken).
 * @csspart document - A plan sent as markdown or as a file.
 * @cssproperty [--plan-view-background=var(--tce-color-bg)] - Background.
 * @cssproperty [--plan-view-border-color=var(--tce-color-border)] - Border.
 * @cssproperty [--plan-view-font-size=13px] - Base font size.
 * @cssproperty [--plan-view-current-background=var(--tce-color-bg-subtle)] - The entry in progress.
 * @cssproperty [--plan-view-progress-color=var(--tce-color-success)] - The progress bar's fill.
 */
export class PlanView extends BaseElement {
  static override styles = [...super.styles, markdownStyles, styles];

  static override properties = {
    plan: { attribute: false },
    store: { attribute: false },
    sessionId: { attribute: 'session-id' },
  };

  /** The entries to show (`PlanEntry[]`, e.g. a `plan` update's `entries`). Wins over `store`. */
  declare plan: readonly PlanEntry[] | undefined;
  /** The store to read the session's plan from (with `session-id`). */
  declare store: ToolCallStore | undefined;
  /** The session whose plan to show. */
  declare sessionId: string | undefined;

  private readonly select = planSelector();
  // A plan changes a few times a turn: reading it at most about every beat is plenty.
  private readonly feed = new StoreController<PlanSnapshot>(this, {
    select: (state: ToolCallState) => this.select(state, this.sessionId),
    throttleMs: 100,
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.feed.setStore(this.plan ? undefined : this.store);
    if (changed.has('sessionId')) this.feed.refresh();
  }

  protected override updated(): void {
    setFillWidths(this.renderRoot);
  }

  private snapshot(): PlanSnapshot {
    if (this.plan) return { entries: this.plan, documents: [] };
    return this.feed.value ?? NO_PLAN;
  }

  private renderEntry(entry: PlanEntry, index: number, current: number): TemplateResult {
    const t = this.locale.t.plan;
    const status = String(entry.status);
    const priority = String(entry.priority);
    const statusText = own(t.status, status) ?? clip(status, 40);
    const priorityText = own(t.priority, priority) ?? clip(priority, 40);
    return html`<li part="entry" class="entry" data-status=${status} data-priority=${priority}
      aria-current=${index === current ? 'step' : nothing}>
      <span part="status" class="status" aria-hidden="true" title=${statusText}>${own(statusIcons, status) ?? statusIcons.pending}</span>
      <span class="content">${renderInlineMarkdown(revealControls(clip(entry.content, ENTRY_LIMIT)))}</span>
      <span class="sr">, ${statusText}, ${priorityText}</span>
      ${priority === 'medium' ? nothing : html`<span part="priority" class="priority" aria-hidden="true">${own(t.priorityTag, priority) ?? priorityText}</span>`}
    </li>`;
  }

  private renderDocument(doc: PlanDocument): TemplateResult {
    if (doc.type === 'markdown') {
      // Lexed again only when the document changed, not each time an entry's status does.
      const markdown = guard([doc.content], () => renderMarkdown(clip(doc.content, 100_000)));
      return html`<div part="document" class="document markdown">${markdown}</div>`;
    }
    const path = pathOf(doc.uri);
    return html`<div part="document" class="document file">
      <button type="button" class="file-button" @click=${() => this.dispatchEvent(new LocationOpenEvent({ path }))}>
        ${fileIcon}<span class="file-label">${this.locale.t.plan.planFile}</span><span class="path">${revealControls(clip(path, 1000))}</span>
      </button>
    </div>`;
  }

  protected override render() {
    const t = this.locale.t.plan;
    const { entries, documents } = this.snapshot();
    const { done, total, current } = planProgress(entries);
    const progress = t.progress(done, total);
    const empty = total === 0 && documents.length === 0;
    const keys = entryKeys(entries);
    // A group, not a region: a thread may show several plans, and landmarks must be unique.
    return html`<div part="base" class="base" role="group" aria-label=${t.label}>
      <div part="header" class="header">
        <span class="label" aria-hidden="true">${t.label}</span>
        ${
          total > 0
            ? html`<span part="progress-text" class="count">${progress}</span>
                <div part="progress" class="progress" role="progressbar" aria-label=${t.progressLabel} aria-valuemin="0"
                  aria-valuemax=${total} aria-valuenow=${done} aria-valuetext=${progress}>
                  <div class="fill" data-ratio=${done / total}></div>
                </div>`
            : nothing
        }
      </div>
      ${empty ? html`<div class="empty">${t.empty}</div>` : nothing}
      ${
        total > 0
          ? html`<ol part="list" class="entries">
              ${repeat(
                entries,
                (_, i) => keys[i],
                (entry, i) => this.renderEntry(entry, i, current),
              )}
            </ol>`
          : nothing
      }
      ${repeat(
        documents,
        (doc) => doc.planId,
        (doc) => this.renderDocument(doc),
      )}
    </div>`;
  }
}
