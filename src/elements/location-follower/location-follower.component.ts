// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import Crosshair from 'lucide/dist/esm/icons/crosshair.mjs';
import { StoreController } from '../../controllers/store-controller.js';
import { LocationFollowEvent } from '../../events/location-follow.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { icon } from '../../icons/icon.js';
import { toolKindIcons } from '../../icons/tool-kind-icons.js';
import { announce } from '../../dom/announcer.js';
import { BaseElement } from '../../base/base-element.js';
import { clip, fileName, own, relativePath } from '../../text/format.js';
import {
  selectAllToolCalls,
  selectSession,
  selectSessions,
  selectToolCalls,
  type ToolCallState,
  type ToolCallStore,
  type ToolCallView,
} from '../../state/index.js';
import { markdownStyles, renderInlineMarkdown } from '../../markdown/index.js';
import { revealControls } from '../../approval/reveal-controls.js';
import { followSnapshot, positionKey, type FollowSnapshot, type ParsedLocation } from './follow-model.js';
import styles from './location-follower.styles.js';
import { followerStrings } from '../../i18n/location-follower.strings.js';
import { provideStrings } from '../../i18n/translations.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('follower', followerStrings);

const crosshair = icon(Crosshair);
const STORAGE_PREFIX = 'tool-call-elements:follow:';
/** Characters of a path or title drawn; the rest is never laid out. */
const PATH_LIMIT = 1000;

function readStored(key: string): boolean | undefined {
  try {
    const value = localStorage.getItem(STORAGE_PREFIX + key);
    return value === null ? undefined : value === '1';
  } catch {
    return undefined; // storage blocked (sandboxed frame, privacy mode)
  }
}

function writeStored(key: string, value: boolean): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, value ? '1' : '0');
  } catch {
    // Not remembered across reloads then; the element still keeps it.
  }
}

/**
 * Follows the agent through files: its current position (the last location of the most recently
 * updated tool call that reports one) with that call's kind icon and title, and a short trail of
 * recent distinct locations, newest first, with visit counts. With `following` on it fires
 * `location-follow` on every move, so the host IDE can open the file (Zed's "follow the agent").
 * Clicking an entry fires `location-open`. Paths show relative to `root`, file names emphasised;
 * lines are corrected from the agent's `line-base` and `file.ts:10-20` selectors are split.
 *
 * @summary The agent's position in the workspace, and a follow toggle.
 * @tag location-follower
 * @event {LocationFollowEvent} location-follow - While following: the agent moved (or the user turned following on): `{path, line?, toolCallId, kind}`.
 * @event {LocationOpenEvent} location-open - The user clicked a location: `{path, line?}` (1-based line).
 * @csspart base - The wrapper.
 * @csspart heading - "Agent location" (expanded layout).
 * @csspart follow - The follow toggle (`aria-pressed`).
 * @csspart current - The current position's button.
 * @csspart icon - The current call's kind icon.
 * @csspart path - A path (directory, emphasised file name, line).
 * @csspart title - The current call's title.
 * @csspart trail - The list of recent locations.
 * @csspart entry - One trail entry's button.
 * @csspart visits - A trail entry's visit count.
 * @cssproperty [--location-follower-background=var(--tce-color-bg)] - Background.
 * @cssproperty [--location-follower-border-color=var(--tce-color-border)] - Border (expanded layout).
 * @cssproperty [--location-follower-font-size=13px] - Base font size (compact: 12px).
 * @cssproperty [--location-follower-active-color=var(--tce-color-accent)] - The follow toggle when on.
 */
export class LocationFollower extends BaseElement {
  static override styles = [...super.styles, markdownStyles, styles];

  static override properties = {
    store: { attribute: false },
    sessionId: { attribute: 'session-id' },
    toolCalls: { attribute: false },
    root: {},
    lineBase: { type: Number, attribute: 'line-base' },
    following: { type: Boolean, reflect: true },
    persistKey: { attribute: 'persist-key' },
    layout: { reflect: true },
    trailLength: { type: Number, attribute: 'trail-length' },
  };

  /** The store to follow (with `session-id`; without it, every session). */
  declare store: ToolCallStore | undefined;
  /** The session to follow. */
  declare sessionId: string | undefined;
  /** Instead of a store: the calls to follow (e.g. `selectToolCalls(state, id)`). Wins over `store`. */
  declare toolCalls: readonly ToolCallView[] | undefined;
  /** Paths show relative to this directory; defaults to the session's cwd in store mode. */
  declare root: string | undefined;
  /** The agent's first line number: 1 (default, the ACP convention) or 0. */
  declare lineBase: number;
  /** Fire `location-follow` on every move. Off by default; the user's toggle sets it. */
  declare following: boolean;
  /** Remembers the user's follow choice across reloads (localStorage) under this key. */
  declare persistKey: string | undefined;
  /** `expanded` (default): position, title and trail. `compact`: one line, for a status bar. */
  declare layout: 'expanded' | 'compact';
  /** Distinct locations in the trail (expanded layout), default 5. */
  declare trailLength: number;

  // At most one read a frame: a move shows in the next frame (a follower that lags a beat feels late).
  private readonly feed = new StoreController<ToolCallState>(this, { select: (state) => state, throttleMs: 1 });
  private snapshot: FollowSnapshot = { trail: [] };
  private snapshotInputs?: [readonly ToolCallView[], number, number];
  /** The position last seen; a different one is a move. Unset until the first data arrived. */
  private lastKey?: string;

  constructor() {
    super();
    this.lineBase = 1;
    this.following = false;
    this.layout = 'expanded';
    this.trailLength = 5;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.persistKey) this.following = readStored(this.persistKey) ?? this.following;
  }

  /** The agent's position now (1-based line), if any call reported one. */
  get position(): FollowSnapshot['current'] {
    return this.snapshot.current;
  }

  private calls(): readonly ToolCallView[] | undefined {
    if (this.toolCalls) return this.toolCalls;
    const state = this.feed.value;
    if (!state) return undefined;
    return this.sessionId ? selectToolCalls(state, this.sessionId) : selectAllToolCalls(state);
  }

  private shownRoot(): string | undefined {
    if (this.root !== undefined) return this.root;
    const state = this.feed.value;
    const sessionId = this.sessionId ?? (state ? selectSessions(state)[0] : undefined);
    return state && sessionId ? selectSession(state, sessionId)?.cwd : undefined;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.feed.setStore(this.toolCalls ? undefined : this.store);
    // A different source: its current position is where we start, not a move.
    if (changed.has('store') || changed.has('sessionId') || (changed.has('toolCalls') && !changed.get('toolCalls') !== !this.toolCalls)) {
      this.lastKey = undefined;
    }
    if (changed.has('persistKey') && this.persistKey && this.isConnected) this.following = readStored(this.persistKey) ?? this.following;
    const calls = this.calls();
    const inputs = this.snapshotInputs;
    if (!calls) {
      this.snapshot = { trail: [] };
      this.snapshotInputs = undefined;
    } else if (!inputs || inputs[0] !== calls || inputs[1] !== this.lineBase || inputs[2] !== this.trailLength) {
      this.snapshot = followSnapshot(calls, this.lineBase === 0 ? 0 : 1, this.trailLength);
      this.snapshotInputs = [calls, this.lineBase, this.trailLength];
    }
  }

  override updated(): void {
    if (!this.snapshotInputs) return;
    const key = positionKey(this.snapshot.current);
    if (this.lastKey === undefined) {
      this.lastKey = key;
      return;
    }
    if (key === this.lastKey) return;
    this.lastKey = key;
    if (this.following) this.fireFollow();
  }

  private fireFollow(): void {
    const current = this.snapshot.current;
    if (!current) return;
    this.dispatchEvent(
      new LocationFollowEvent({
        path: current.path,
        ...(current.line !== undefined ? { line: current.line } : {}),
        toolCallId: current.toolCallId,
        kind: current.kind,
      }),
    );
  }

  private toggleFollowing(): void {
    this.following = !this.following;
    if (this.persistKey) writeStored(this.persistKey, this.following);
    announce(this.following ? this.locale.t.follower.followOn : this.locale.t.follower.followOff);
    // Turning it on jumps to the agent, as Zed does.
    if (this.following) {
      this.lastKey = positionKey(this.snapshot.current);
      this.fireFollow();
    }
  }

  private open(location: ParsedLocation): void {
    this.dispatchEvent(
      new LocationOpenEvent(location.line === undefined ? { path: location.path } : { path: location.path, line: location.line }),
    );
  }

  private lineText(location: ParsedLocation): string {
    if (location.line === undefined) return '';
    return location.endLine === undefined ? `:${location.line}` : `:${location.line}-${location.endLine}`;
  }

  /** `src/` + **app.js** + `:3`, relative to root, as text. */
  private renderPath(location: ParsedLocation, root: string | undefined): TemplateResult {
    const shown = this.shownPath(location, root);
    const name = fileName(shown);
    const dir = shown.endsWith(name) ? shown.slice(0, shown.length - name.length) : '';
    return html`<span part="path" class="path"
      ><span class="dir">${dir}</span><span class="name">${name}</span><span class="line">${this.lineText(location)}</span></span
    >`;
  }

  /** Relative to root (the root itself by its name), bidi and control characters made visible. */
  private shownPath(location: ParsedLocation, root: string | undefined): string {
    const relative = relativePath(location.path, root);
    return revealControls(clip(relative === '.' ? fileName(location.path) : relative, PATH_LIMIT));
  }

  private plainLocation(location: ParsedLocation, root: string | undefined): string {
    return `${this.shownPath(location, root)}${this.lineText(location)}`;
  }

  private renderFollowToggle(): TemplateResult {
    const t = this.locale.t.follower;
    return html`<button part="follow" class="follow" aria-pressed=${this.following ? 'true' : 'false'} title=${t.follow} @click=${this.toggleFollowing}>
      ${crosshair}<span class="follow-label">${t.follow}</span>
    </button>`;
  }

  private callTitle(call: ToolCallView): string {
    return call.title.trim() !== '' ? call.title : (call.name ?? own(this.locale.t.kind, call.kind) ?? call.kind);
  }

  /** Commands as typed; other titles as inline markdown (text-level styling only), like the card. */
  private renderCallTitle(call: ToolCallView): TemplateResult {
    const title = clip(this.callTitle(call), 400);
    return call.kind === 'execute' || call.title.trim() === '' ? html`${title}` : renderInlineMarkdown(title);
  }

  override render() {
    const t = this.locale.t.follower;
    const { current, trail } = this.snapshot;
    const root = this.shownRoot();
    const compact = this.layout === 'compact';
    const kindLabel = current ? (own(this.locale.t.kind, current.kind) ?? clip(current.kind, 100)) : '';
    const currentButton = current
      ? html`<button part="current" class="current" title=${`${this.plainLocation(current, root)}\n${clip(this.callTitle(current.call), PATH_LIMIT)}`}
          @click=${() => this.open(current)}>
          <span part="icon" class="kind-icon" role="img" aria-label=${kindLabel}>${own(toolKindIcons, current.kind) ?? toolKindIcons.fallback}</span>
          ${this.renderPath(current, root)}
          ${compact ? nothing : html`<span part="title" class="title">${this.renderCallTitle(current.call)}</span>`}
        </button>`
      : html`<span class="empty">${t.noLocation}</span>`;
    if (compact) {
      return html`<div part="base" class="base compact" role="group" aria-label=${t.label}>${this.renderFollowToggle()}${currentButton}</div>`;
    }
    return html`<section part="base" class="base" aria-label=${t.label}>
      <div class="top">
        <span part="heading" class="heading">${t.label}</span>
        ${this.renderFollowToggle()}
      </div>
      ${currentButton}
      ${
        trail.length > 0
          ? html`<div class="trail-heading">${t.trail}</div>
            <ol part="trail" class="trail">
              ${trail.map(
                (entry, index) => html`<li>
                  <button part="entry" class=${classMap({ entry: true, now: index === 0 })} aria-current=${index === 0 ? 'location' : 'false'}
                    title=${this.plainLocation(entry, root)} @click=${() => this.open(entry)}>
                    ${this.renderPath(entry, root)}
                    <span part="visits" class="visits">${t.visits(entry.visits)}</span>
                  </button>
                </li>`,
              )}
            </ol>`
          : nothing
      }
    </section>`;
  }
}
