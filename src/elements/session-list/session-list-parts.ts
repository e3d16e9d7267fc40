// SPDX-License-Identifier: Apache-2.0
/** What `<session-list>` draws: its header, a row, the active row's buttons, the delete confirmation, the list's end. */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { live } from 'lit/directives/live.js';
import CornerDownLeft from 'lucide/dist/esm/icons/corner-down-left.mjs';
import Folder from 'lucide/dist/esm/icons/folder.mjs';
import Plus from 'lucide/dist/esm/icons/plus.mjs';
import Search from 'lucide/dist/esm/icons/search.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { revealControls } from '../../approval/reveal-controls.js';
import type { SessionListStrings } from '../../i18n/session-list.strings.js';
import { icon } from '../../icons/icon.js';
import { toolKindIcons } from '../../icons/tool-kind-icons.js';
import { statusIcons, uiIcons } from '../../icons/ui-icons.js';
import type { SessionCapabilitiesView, SessionCatalogEntry, SessionListing } from '../../state/index.js';
import { clip } from '../../text/format.js';
import { canClose, canDelete, fullTime, relativeTime, type Row } from './session-list-model.js';

// The card's delete icon: importing its Lucide file here too would split a chunk of its own into define.js's startup.
const icons = {
  open: icon(CornerDownLeft),
  folder: icon(Folder),
  delete: toolKindIcons.delete!,
  close: icon(X),
  new: icon(Plus),
  search: icon(Search),
};

/** Characters of a title, directory or error drawn; agents control them. */
const TEXT_LIMIT = 300;
export const shown = (value: string) => revealControls(clip(value, TEXT_LIMIT));

export interface RowContext {
  t: SessionListStrings;
  lang: string;
  now: number;
  current: string | undefined;
  active: string | undefined;
}

function badges(entry: SessionCatalogEntry, t: SessionListStrings): TemplateResult[] {
  const drawn: TemplateResult[] = [];
  if (entry.waitingForUser > 0) {
    drawn.push(html`<span class="badge waiting" part="badge" data-badge="waiting" title=${t.waiting(entry.waitingForUser)}
      >${statusIcons.awaiting_approval}<span>${t.needsYou}</span></span
    >`);
  }
  if (entry.running) {
    drawn.push(
      html`<span class="badge running" part="badge" data-badge="running">${statusIcons.in_progress}<span>${t.running}</span></span>`,
    );
  }
  return drawn;
}

function hint(entry: SessionCatalogEntry, t: SessionListStrings): TemplateResult | undefined {
  const { lifecycle } = entry;
  if (lifecycle !== 'loading' && lifecycle !== 'resuming' && lifecycle !== 'resumed' && lifecycle !== 'closed') return undefined;
  return html`<span class="hint" part="hint" data-lifecycle=${lifecycle}>${t.lifecycle[lifecycle]}</span>`;
}

/** The row's second line: badges, directory, lifecycle, why it cannot open, its last error. */
function details(row: Row, t: SessionListStrings): TemplateResult[] {
  const { entry, id } = row;
  const drawn = badges(entry, t);
  if (row.cwd)
    drawn.push(html`<span class="cwd" part="cwd" title=${shown(entry.cwd ?? '')}>${icons.folder}<span>${shown(row.cwd)}</span></span>`);
  const lifecycle = hint(entry, t);
  if (lifecycle) drawn.push(lifecycle);
  if (!row.how) drawn.push(html`<span class="note" id="${id}-why" part="note">${t.cannotOpen}</span>`);
  if (entry.error)
    drawn.push(html`<span class="row-error" part="row-error">${shown(t.rowError(entry.error.message || String(entry.error.code)))}</span>`);
  return drawn;
}

export function renderRow(row: Row, c: RowContext): TemplateResult {
  const { entry, id } = row;
  const time = entry.updatedAt !== undefined && Number.isFinite(entry.updatedAt) ? entry.updatedAt : undefined;
  const current = entry.sessionId === c.current;
  const active = entry.sessionId === c.active;
  const untitled = !entry.title?.trim() && !entry.firstPrompt?.trim();
  const more = details(row, c.t);
  const waiting = entry.waitingForUser > 0;
  // Named by everything it shows, in order (a name without the visible time would not match what is
  // seen; the time comes last, as the row's buttons take its place), then how many requests wait,
  // which the badge shows only on hover.
  const labels = [`${id}-t`, more.length ? `${id}-d` : '', time === undefined ? '' : `${id}-time`, waiting ? `${id}-w` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div role="option" id=${id} part=${current ? 'row current' : 'row'} data-session-id=${entry.sessionId}
    class=${classMap({ option: true, active, current, disabled: !row.how })} aria-selected=${current ? 'true' : 'false'}
    aria-disabled=${row.how ? nothing : 'true'} aria-labelledby=${labels}>
    <span class=${classMap({ title: true, untitled })} id="${id}-t" part="title">${shown(row.title)}</span>
    ${more.length ? html`<span class="meta" id="${id}-d">${more}</span>` : nothing}
    ${
      time === undefined
        ? nothing
        : html`<time class="time" part="time" id="${id}-time" datetime=${new Date(time).toISOString()} title=${fullTime(time, c.lang)}
          >${relativeTime(time, c.now, c.lang)}</time
        >`
    }
    ${waiting ? html`<span id="${id}-w" hidden>${c.t.waiting(entry.waitingForUser)}</span>` : nothing}
  </div>`;
}

export interface ActionHandlers {
  open(row: Row): void;
  close(row: Row): void;
  askDelete(row: Row): void;
  confirmDelete(row: Row): void;
  cancelDelete(): void;
}

/** The active row's buttons (outside the listbox: an option holds no controls), or its delete confirmation. */
export function renderActions(
  row: Row,
  t: SessionListStrings,
  caps: SessionCapabilitiesView,
  confirming: boolean,
  on: ActionHandlers,
): TemplateResult {
  const title = shown(row.title);
  if (confirming) {
    return html`<div class="actions confirming" part="confirm" role="group" aria-labelledby="confirm-question" aria-describedby="confirm-hint">
      <span class="question" id="confirm-question">${t.confirmDelete(title)}</span>
      <span class="confirm-hint" id="confirm-hint">${t.confirmDeleteHint}</span>
      <span class="confirm-buttons">
        <button type="button" class="text-button danger" part="confirm-delete" @click=${() => on.confirmDelete(row)}>${t.confirm}</button>
        <button type="button" class="text-button" part="confirm-cancel" @click=${() => on.cancelDelete()}>${t.cancel}</button>
      </span>
    </div>`;
  }
  const button = (action: 'open' | 'close' | 'delete', label: string, run: () => void, disabled = false) =>
    html`<button type="button" class="icon-button" part="action" data-action=${action} aria-label=${label} title=${label}
      aria-disabled=${disabled ? 'true' : nothing} aria-describedby=${disabled ? `${row.id}-why` : nothing}
      @click=${() => (disabled ? undefined : run())}>${icons[action]}</button>`;
  return html`<div class="actions" part="actions" role="group" aria-label=${t.actionsFor(title)}>
    ${button('open', t.open, () => on.open(row), !row.how)}
    ${canClose(row.entry, caps) ? button('close', t.close, () => on.close(row)) : nothing}
    ${canDelete(row.entry, caps) ? button('delete', t.delete, () => on.askDelete(row)) : nothing}
  </div>`;
}

export interface EndContext {
  t: SessionListStrings;
  listing: SessionListing;
  canList: boolean;
  more(): void;
}

/** What follows the rows: the listing's progress or error, a loop that stopped it, "Load more". */
export function renderEnd({ t, listing, canList, more }: EndContext): TemplateResult {
  const loading = canList && listing.loading;
  const moreButton = canList && listing.nextCursor !== undefined && !listing.loading && !listing.error && !listing.cursorLoop;
  return html`<div class="end" part="end">
    <div role="status" class="status">
      ${loading ? html`<span class="progress">${statusIcons.in_progress}${t.listing}</span>` : nothing}
      ${canList && listing.cursorLoop ? html`<span class="loop" part="loop">${t.cursorLoop}</span>` : nothing}
    </div>
    ${
      canList && listing.error
        ? html`<div role="alert" class="list-error" part="list-error">
          ${uiIcons.warning}<span>${shown(t.listError(listing.error.message || String(listing.error.code)))}</span>
          <button type="button" class="text-button" part="retry" @click=${more}>${t.retry}</button>
        </div>`
        : nothing
    }
    ${moreButton ? html`<button type="button" class="text-button more" part="more" @click=${more}>${t.loadMore}</button>` : nothing}
  </div>`;
}

export interface HeaderContext {
  t: SessionListStrings;
  query: string;
  folderOnly: boolean;
  root: string | undefined;
  cannotList: boolean;
  onInput(event: Event): void;
  onKey(event: KeyboardEvent): void;
  onToggle(event: Event): void;
  onNew(): void;
}

/** The filter box, "New session", "This folder only" (with a root) and the note of an agent that cannot list. */
export function renderHeader(c: HeaderContext): TemplateResult {
  const { t } = c;
  return html`<div class="bar">
      <span class="filter-box">
        ${icons.search}<input type="search" part="filter" aria-label=${t.filter} placeholder=${t.filter} .value=${live(c.query)}
          @input=${c.onInput} @keydown=${c.onKey} />
      </span>
      <button type="button" class="text-button new" part="new" @click=${c.onNew}>${icons.new}<span>${t.newSession}</span></button>
    </div>
    ${
      c.root
        ? html`<label class="folder-toggle" part="folder-toggle"
          ><input type="checkbox" .checked=${live(c.folderOnly)} @change=${c.onToggle} />${t.folderOnly}</label
        >`
        : nothing
    }
    ${c.cannotList ? html`<p class="notice" part="notice">${t.cannotList}</p>` : nothing}`;
}
