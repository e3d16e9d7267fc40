// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { BaseElement } from '../../base/base-element.js';
import { StoreController } from '../../controllers/store-controller.js';
import { announce } from '../../dom/announcer.js';
import { SessionCloseEvent } from '../../events/session-close.js';
import { SessionDeleteEvent } from '../../events/session-delete.js';
import { SessionNewEvent } from '../../events/session-new.js';
import { SessionOpenEvent } from '../../events/session-open.js';
import { sessionListStrings } from '../../i18n/session-list.strings.js';
import { provideStrings } from '../../i18n/translations.js';
import { after } from '../../scheduling/clock.js';
import { every, wallNow } from '../../scheduling/ticker.js';
import {
  selectSessionCapabilities,
  selectSessionCatalog,
  selectSessionListing,
  type SessionCapabilitiesView,
  type SessionCatalogEntry,
  type SessionListing,
  type ToolCallStore,
} from '../../state/index.js';
import { ActionsPlacement } from './actions-placement.js';
import { NearEndController } from './near-end.js';
import { PageRequests } from './page-requests.js';
import { arrange, canDelete, keyTarget, NO_CAPABILITIES, NOT_LISTED, type Arrangement, type Row } from './session-list-model.js';
import { renderActions, renderEnd, renderHeader, renderRow, type ActionHandlers } from './session-list-parts.js';
import { iconButtonStyles } from '../../styles/button.styles.js';
import actionStyles from './session-list-actions.styles.js';
import styles from './session-list.styles.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('sessionList', sessionListStrings);

/** Relative times ("5 min ago") and day groups move on this often. */
const TIME_STEP_MS = 30_000;
/** The filter's result is announced once typing pauses this long. */
const ANNOUNCE_AFTER_MS = 600;

/**
 * The agent's sessions and the ones this page has seen, newest first in day groups, with a filter,
 * "New session" and more pages loaded as the user scrolls. Follows a store (`.store`) or stands
 * alone on `sessions`, `capabilities` and `listing`. Its actions are requests the host (or
 * `connectAcp`) carries out, each offered only when the agent advertised it. See
 * docs/elements/intro/session-list.md.
 *
 * @summary The sessions to open, close or delete, grouped by day, filtered, paged.
 * @tag session-list
 * @event {SessionOpenEvent} session-open - The user opened a row (cancelable): `{sessionId, how: 'show' | 'load' | 'resume', cwd?}`.
 * @event {SessionNewEvent} session-new - "New session" (cancelable): `{cwd?}` (the root while "this folder only" is on).
 * @event {SessionCloseEvent} session-close - The user closed a live session (cancelable): `{sessionId}`.
 * @event {SessionDeleteEvent} session-delete - The user confirmed a delete (cancelable): `{sessionId}`.
 * @event {SessionListMoreEvent} session-list-more - A page of the agent's sessions is wanted (cancelable): `{cursor?, cwd?}`; no cursor for the first page.
 * @csspart base - The wrapper.
 * @csspart filter - The filter box (`input type=search`).
 * @csspart new - The "New session" button.
 * @csspart folder-toggle - The "This folder only" checkbox's label (when `root` is set).
 * @csspart notice - The note that the agent cannot list its sessions.
 * @csspart list - The listbox.
 * @csspart group - A day's heading.
 * @csspart row - A session (`data-session-id`); also `current` for the session shown now.
 * @csspart title - A row's title.
 * @csspart time - A row's relative time (`<time datetime>`).
 * @csspart cwd - A row's directory.
 * @csspart badge - "Running" or "Needs you" (`data-badge`).
 * @csspart hint - A lifecycle hint (`data-lifecycle`: loading, resuming, resumed, closed).
 * @csspart note - Why a row cannot be opened.
 * @csspart row-error - Why the last action on a session failed.
 * @csspart actions - The active row's buttons.
 * @csspart action - One of them (`data-action`: open, close, delete).
 * @csspart confirm - The delete confirmation; `confirm-delete` and `confirm-cancel` are its buttons.
 * @csspart empty - "No sessions yet", or no match for the filter.
 * @csspart end - After the rows: progress, `loop`, `list-error` with `retry`, and `more` ("Load more").
 * @cssproperty [--session-list-font-size=13px] - Base font size.
 * @cssproperty [--session-list-row-height=52px] - A row's least height.
 */
export class SessionList extends BaseElement {
  static override styles = [...super.styles, iconButtonStyles, styles, actionStyles];

  static override properties = {
    store: { attribute: false },
    sessionId: { attribute: 'session-id' },
    root: {},
    sessions: { attribute: false },
    capabilities: { attribute: false },
    listing: { attribute: false },
    folderOnly: { type: Boolean, attribute: 'folder-only' },
    query: { state: true },
    active: { state: true },
    confirming: { state: true },
  };

  /** The store to read the catalog, the paging and the agent's capabilities from. */
  declare store: ToolCallStore | undefined;
  /** The session shown now (its row is selected). */
  declare sessionId: string | undefined;
  /** The workspace root: directories are shown relative to it, and "This folder only" lists it alone. */
  declare root: string | undefined;
  /** The sessions to list, newest first or not; wins over the store's catalog when set. */
  declare sessions: readonly SessionCatalogEntry[] | undefined;
  /** What the agent advertised; wins over the store's when set (all false without either). */
  declare capabilities: SessionCapabilitiesView | undefined;
  /** The paging of `session/list`; wins over the store's when set. */
  declare listing: SessionListing | undefined;
  /** Only the sessions whose directory is `root` (the "This folder only" toggle). */
  declare folderOnly: boolean;
  declare private query: string;
  /** The row the keyboard is on (`aria-activedescendant`), by session id. */
  declare private active: string | undefined;
  /** The session whose delete waits for the user's confirmation. */
  declare private confirming: string | undefined;

  private readonly catalogFeed = new StoreController<readonly SessionCatalogEntry[]>(this, {
    select: (state) => selectSessionCatalog(state, { cwd: this.cwdFilter }),
    throttleMs: 100,
  });
  private readonly listingFeed = new StoreController<SessionListing>(this, { select: selectSessionListing, throttleMs: 100 });
  private readonly capabilityFeed = new StoreController<SessionCapabilitiesView>(this, {
    select: selectSessionCapabilities,
    throttleMs: 100,
  });
  private readonly end = new NearEndController(this, () => this.renderRoot.querySelector('.sentinel'));
  private readonly pages = new PageRequests(this);
  private groups: Arrangement['groups'] = [];
  private rows: Row[] = [];
  private stopTicking?: () => void;
  private stopAnnouncing?: () => void;
  /** After the next render: what to focus, and whether to bring the active row into view. */
  private focusNext?: string;
  private revealActive = false;

  constructor() {
    super();
    this.folderOnly = false;
    this.query = '';
    this.addController(new ActionsPlacement(() => this.renderRoot));
  }

  private get cwdFilter(): string | undefined {
    return this.folderOnly && this.root ? this.root : undefined;
  }

  /** The agent's capabilities come from somewhere (else they are only "none known yet"). */
  private get known(): boolean {
    return this.store !== undefined || this.capabilities !== undefined;
  }

  private get caps(): SessionCapabilitiesView {
    return this.capabilities ?? this.capabilityFeed.value ?? NO_CAPABILITIES;
  }

  private get paging(): SessionListing {
    return this.listing ?? this.listingFeed.value ?? NOT_LISTED;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopTicking = every(TIME_STEP_MS, () => this.requestUpdate());
    // Back in the page: the times moved on, and the first page may be asked for again.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTicking?.();
    this.stopAnnouncing?.();
    this.pages.reset();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    for (const feed of [this.catalogFeed, this.listingFeed, this.capabilityFeed] as StoreController<unknown>[]) feed.setStore(this.store);
    if (changed.has('folderOnly') || changed.has('root')) this.catalogFeed.refresh();
    const t = this.locale.t.sessionList;
    ({ groups: this.groups, rows: this.rows } = arrange(this.sessions ?? this.catalogFeed.value ?? [], {
      query: this.query,
      root: this.root || undefined,
      cwd: this.cwdFilter,
      capabilities: this.caps,
      now: wallNow(),
      lang: this.locale.lang,
      names: t,
    }));
    const ids = new Set(this.rows.map((row) => row.entry.sessionId));
    if (this.confirming !== undefined && !ids.has(this.confirming)) {
      this.confirming = undefined;
      if (this.renderRoot.querySelector('.confirming')?.contains(this.shadowRoot!.activeElement)) this.focusNext = '.listbox';
    }
    if (this.active === undefined || !ids.has(this.active)) {
      const current = this.sessionId !== undefined && ids.has(this.sessionId) ? this.sessionId : undefined;
      this.active = current ?? this.rows[0]?.entry.sessionId;
    }
  }

  protected override updated(): void {
    if (this.revealActive) {
      this.revealActive = false;
      this.renderRoot.querySelector('.option.active')?.scrollIntoView({ block: 'nearest' });
    }
    if (this.focusNext !== undefined) {
      this.renderRoot.querySelector<HTMLElement>(this.focusNext)?.focus();
      this.focusNext = undefined;
    }
    // Once this update is over: a listener may set the element's properties (the page it asked for is loading).
    void this.updateComplete.then(() =>
      this.pages.check({ known: this.known, capabilities: this.caps, listing: this.paging, cwd: this.cwdFilter, nearEnd: this.end.near }),
    );
  }

  /** Focuses what `selector` finds once the next render is in (an update even when nothing else changed). */
  private focusAfterUpdate(selector: string): void {
    this.focusNext = selector;
    this.requestUpdate();
  }

  private rowOf(target: EventTarget | null): Row | undefined {
    const option = (target as Element | null)?.closest?.('[role="option"]');
    return option ? this.rows.find((row) => row.id === option.id) : undefined;
  }

  private readonly handlers: ActionHandlers = {
    open: (row) => this.open(row),
    close: (row) => {
      this.dispatchEvent(new SessionCloseEvent({ sessionId: row.entry.sessionId }));
      // Its Close button goes once the session is closed: the list keeps the focus.
      this.focusAfterUpdate('.listbox');
    },
    askDelete: (row) => {
      if (!canDelete(row.entry, this.caps)) return;
      this.active = row.entry.sessionId;
      this.confirming = row.entry.sessionId;
      this.focusAfterUpdate('[part~="confirm-delete"]');
    },
    confirmDelete: (row) => {
      const index = this.rows.indexOf(row);
      this.confirming = undefined;
      this.dispatchEvent(new SessionDeleteEvent({ sessionId: row.entry.sessionId }));
      // The row goes once the agent deleted it: the keyboard moves on to its neighbour now.
      const next = this.rows[index + 1] ?? this.rows[index - 1];
      if (next) this.active = next.entry.sessionId;
      this.focusAfterUpdate('.listbox');
    },
    cancelDelete: () => {
      this.confirming = undefined;
      this.focusAfterUpdate('.listbox');
    },
  };

  private open(row: Row): void {
    const how = row.how;
    if (!how) return;
    const { sessionId, cwd } = row.entry;
    this.dispatchEvent(new SessionOpenEvent({ sessionId, how, ...(cwd ? { cwd } : {}) }));
  }

  private moveTo(row: Row | undefined): void {
    if (!row) return;
    this.active = row.entry.sessionId;
    this.confirming = undefined;
    this.revealActive = true;
  }

  private onListKey(event: KeyboardEvent): void {
    const rows = this.rows;
    const index = rows.findIndex((row) => row.entry.sessionId === this.active);
    const to = keyTarget(event.key, index, rows.length);
    const row = rows[index];
    if (to !== undefined) {
      event.preventDefault();
      this.moveTo(rows[to]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (row) this.open(row);
    } else if (event.key === 'Delete' && row && canDelete(row.entry, this.caps)) {
      event.preventDefault();
      this.handlers.askDelete(row);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing in the list types in the filter (the key lands in the box it moved to).
      this.renderRoot.querySelector<HTMLElement>('[part~="filter"]')?.focus();
    }
  }

  private onListPointer(event: PointerEvent): void {
    // The buttons follow the pointer, unless the user is busy in them with the keyboard or confirming.
    if (this.confirming !== undefined || this.renderRoot.querySelector('.actions')?.contains(this.shadowRoot!.activeElement)) return;
    const row = this.rowOf(event.target);
    if (row) this.active = row.entry.sessionId;
  }

  private onListClick(event: MouseEvent): void {
    const row = this.rowOf(event.target);
    if (!row) return;
    this.moveTo(row);
    this.open(row);
  }

  private onFilterInput(event: Event): void {
    this.query = (event.target as HTMLInputElement).value;
    this.stopAnnouncing?.();
    this.stopAnnouncing = after(ANNOUNCE_AFTER_MS, () => {
      const t = this.locale.t.sessionList;
      if (this.query.trim()) announce(this.rows.length ? t.count(this.rows.length) : t.noMatch(this.query.trim()));
    });
  }

  private onFilterKey(event: KeyboardEvent): void {
    if (event.key === 'ArrowDown' && this.rows.length) {
      event.preventDefault();
      this.moveTo(this.rows[0]);
      this.focusAfterUpdate('.listbox');
    } else if (event.key === 'Enter' && this.rows.length) {
      event.preventDefault();
      this.moveTo(this.rows[0]);
      this.open(this.rows[0]!);
    }
  }

  private onKey(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || this.confirming === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    this.handlers.cancelDelete();
  }

  private onFolderToggle(event: Event): void {
    this.folderOnly = (event.target as HTMLInputElement).checked;
    // A new filter: its first page (the connection lists that directory only).
    if (this.known && this.caps.list) this.pages.request(undefined, this.cwdFilter);
  }

  private newSession(): void {
    const cwd = this.cwdFilter;
    this.dispatchEvent(new SessionNewEvent(cwd === undefined ? {} : { cwd }));
  }

  private renderList(): TemplateResult {
    const t = this.locale.t.sessionList;
    const context = { t, lang: this.locale.lang, now: wallNow(), current: this.sessionId, active: this.active };
    if (this.rows.length === 0) {
      const query = this.query.trim();
      const loading = this.caps.list && this.paging.loading;
      return loading && !query ? html`` : html`<p class="empty" part="empty">${query ? t.noMatch(query) : t.empty}</p>`;
    }
    const activeRow = this.rows.find((row) => row.entry.sessionId === this.active);
    return html`<div class="listbox" part="list" role="listbox" tabindex="0" aria-label=${t.label} aria-describedby="list-keys"
        aria-activedescendant=${activeRow?.id ?? nothing} @keydown=${this.onListKey} @pointermove=${this.onListPointer} @click=${this.onListClick}>
        ${this.groups.map(
          (group) => html`<div role="group" class="group" aria-label=${group.label} data-group=${group.key}>
            <div class="group-name" part="group" aria-hidden="true">${group.label}</div>
            ${group.rows.map((row) => renderRow(row, context))}
          </div>`,
        )}
      </div>
      <span id="list-keys" hidden>${t.keys}</span>
      ${activeRow ? renderActions(activeRow, t, this.caps, this.confirming === activeRow.entry.sessionId, this.handlers) : nothing}`;
  }

  protected override render() {
    const t = this.locale.t.sessionList;
    const caps = this.caps;
    const known = this.known;
    const listing = this.paging;
    return html`<div part="base" class="base" @keydown=${this.onKey}>
      ${renderHeader({
        t,
        query: this.query,
        folderOnly: this.folderOnly,
        root: this.root,
        cannotList: known && !caps.list,
        onInput: this.onFilterInput,
        onKey: this.onFilterKey,
        onToggle: this.onFolderToggle,
        onNew: this.newSession,
      })}
      <div class="scroller">
        ${this.renderList()}
        <div class="sentinel" aria-hidden="true"></div>
        ${renderEnd({ t, listing, canList: known && caps.list, more: () => this.pages.request(listing.listed ? listing.nextCursor : undefined, this.cwdFilter) })}
      </div>
    </div>`;
  }
}
