// SPDX-License-Identifier: Apache-2.0
/** The parts of a card's header row: the disclosure button, the kind icon, the title, elapsed time and status. */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import type { Translation } from '../../i18n/translations.js';
import { toolKindIcons } from '../../icons/tool-kind-icons.js';
import { statusIcons, uiIcons } from '../../icons/ui-icons.js';
import type { DisplayStatus } from '../../content/display-status.js';
import { isRunning } from '../../content/display-status.js';
import { elapsed } from '../../scheduling/elapsed.js';
import { clip, own } from '../../text/format.js';
import { spin } from '../../scheduling/spin.js';
import { wallNow } from '../../scheduling/ticker.js';
import { displayTitle, renderTitleText } from '../../content/tool-title.js';
import { renderInlineMarkdown } from '../../markdown/index.js';
import type { ToolCallRollup, ToolCallView } from '../../state/index.js';

/** Characters of a title drawn in the one-line header. */
const TITLE_DISPLAY_LIMIT = 400;

export interface ToggleOptions {
  open: boolean;
  /** The user chose open or closed (the chevron then animates). */
  turned: boolean;
  /** The body's id. */
  controls: string;
  t: Translation;
  onToggle: () => void;
}

/** The disclosure button of a card with a body. */
export function renderToggle({ open, turned, controls, t, onToggle }: ToggleOptions): TemplateResult {
  return html`<button part="toggle" class=${classMap({ toggle: true, 'icon-button': true, turned })} aria-expanded=${open ? 'true' : 'false'}
    aria-controls=${controls} aria-label=${open ? t.collapse : t.expand} @click=${onToggle}>
    ${uiIcons.chevron}
  </button>`;
}

/** The kind icon from the host's `icons` (by kind, then `fallback`), else the library's. */
export function renderKindIcon(call: ToolCallView, icons: Record<string, TemplateResult> | undefined, t: Translation): TemplateResult {
  const set = icons ?? toolKindIcons;
  const icon = own(set, call.kind) ?? own(set, 'fallback') ?? toolKindIcons.fallback;
  return html`<span part="icon" class="kind-icon" title=${own(t.kind, call.kind) ?? clip(call.kind, 100)}>${icon}</span>`;
}

/** The status in words, the approval states included. */
export function statusText(status: DisplayStatus, t: Translation): string {
  if (status === 'awaiting_approval') return t.awaitingApproval;
  if (status === 'approved') return t.approved;
  if (status === 'rejected') return t.rejected;
  return own(t.status, status) ?? status;
}

export interface TitleOptions {
  root: string | undefined;
  t: Translation;
  /** The title element's id: the card's (and its nested group's) accessible name. */
  id: string;
}

export function renderTitle(call: ToolCallView, fullTitle: string, options: TitleOptions): TemplateResult {
  // One line is shown; the rest of a huge title would only cost layout. The tooltip gets more.
  const title = clip(call.title ? displayTitle(fullTitle, call.kind, options.root) : fullTitle, TITLE_DISPLAY_LIMIT);
  // Commands are shown as typed (Zed does the same); other titles are inline markdown, from
  // which the renderer keeps only text-level styling and safe links.
  const content = call.kind === 'execute' || !call.title ? renderTitleText(title, options.t) : renderInlineMarkdown(title);
  return html`<span part="title" id=${options.id} class=${classMap({ title: true, code: call.kind === 'execute' })} title=${clip(fullTitle, 2000)}
    >${content}</span
  >`;
}

export function renderElapsed(
  call: ToolCallView,
  status: DisplayStatus,
  rollup: ToolCallRollup | undefined,
): TemplateResult | typeof nothing {
  // A running call's time is kept current by the directive, without re-rendering the card.
  const running = call.endedAt === undefined && isRunning(status);
  // A call with calls under it spans them too: from the first one's start to the last one's end.
  const ended = rollup ? rollup.endedAt : call.endedAt;
  const end = ended ?? (running ? wallNow() : undefined);
  // Always the directive once there is an end: a time that starts out negative (clocks apart) shows
  // as soon as it is not, without waiting for a re-render. An empty label is hidden by the styles.
  if (end === undefined) return nothing;
  return html`<span part="elapsed" class="elapsed">${elapsed(rollup?.startedAt ?? call.firstSeenAt, running ? undefined : end)}</span>`;
}

export function renderStatus(status: DisplayStatus, t: Translation): TemplateResult {
  return html`<span part="status" class="status status-${status.slice(0, 40).replace(/[^a-z_]/gi, '')}">
    ${
      status === 'in_progress'
        ? html`<span class="spin" ${spin()}>${statusIcons.in_progress}</span>`
        : (own(statusIcons as Record<string, TemplateResult>, status) ?? statusIcons.unknown)
    }
    <span class="status-text">${clip(statusText(status, t), 60)}</span>
  </span>`;
}
