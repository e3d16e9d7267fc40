// SPDX-License-Identifier: Apache-2.0
/** The bodies of `<session-thread>`'s rows other than tool calls: messages, turn ends, modes, errors, updates. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translation } from '../../i18n/translations.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { renderContentItem } from '../../content/content-items.js';
import { clip, formatDuration, prettyJson } from '../../text/format.js';
import { renderInlineMarkdown } from '../../markdown/index.js';
import type { SessionThreadStrings } from '../../i18n/session-thread.strings.js';
import type {
  CompactionEntry,
  ContentBlock,
  FeedError,
  MessageEntry,
  SessionLifecycle,
  ToolCallView,
  TurnEndEntry,
} from '../../state/index.js';

/** A user prompt: its text as typed (line breaks kept), its images and resource links as the cards draw them. */
export function userMessage(entry: MessageEntry, t: Translation, openPath: (path: string) => void): TemplateResult {
  const ctx = { t, kind: 'other', showAll: new Set<number>(), onShowAll: () => {}, onOpenPath: openPath };
  const blocks = entry.content.map((block: ContentBlock, i) =>
    block.type === 'text'
      ? html`<p class="prompt-text">${block.text}</p>`
      : renderContentItem({ type: 'content', content: block } as never, i, ctx),
  );
  return html`<div class="user-message">${blocks}</div>`;
}

/** A thought: one quiet line (its first line) with a toggle; the whole thought when open. */
export function thought(
  entry: MessageEntry,
  open: boolean,
  streaming: boolean,
  t: Translation,
  body: () => unknown,
  toggle: () => void,
): TemplateResult {
  const id = `thought-${entry.seq}`;
  return html`<button class="disclosure" aria-expanded=${open ? 'true' : 'false'} aria-controls=${id} @click=${toggle}>
      <span class="chevron">${uiIcons.chevron}</span>
      <span class="label thought-label">${streaming ? t.thread.thinking : t.thread.thought}</span>
      ${open ? nothing : html`<span class="preview">${renderInlineMarkdown(entry.text)}</span>`}
    </button>
    ${open ? html`<div class="thought-body" id=${id}>${body()}</div>` : nothing}`;
}

/** "End of turn · end turn · 3.2s", or the failure of a turn. */
export function turnEnd(entry: TurnEndEntry, t: Translation): TemplateResult {
  const duration = entry.startedAt !== undefined ? formatDuration(entry.receivedAt - entry.startedAt) : '';
  if (entry.error) {
    const message = typeof entry.error.message === 'string' ? entry.error.message : prettyJson(entry.error);
    // The duration follows the message's last word; its separator stays with it (never "0.3s" alone on a line).
    return html`<div class="error-row">${uiIcons.warning}<span><b>${t.thread.turnFailed}</b> · ${clip(message, 2000)}${
      duration ? html` <span class="muted duration">·\u00a0${duration}</span>` : nothing
    }</span></div>`;
  }
  // "End of turn" says `end_turn` already; any other reason (cancelled, refusal, max tokens…) is named.
  const reason = entry.stopReason && entry.stopReason !== 'end_turn' ? t.thread.stopReason(entry.stopReason) : '';
  const parts = [t.thread.turnEnd, reason, duration].filter(Boolean);
  return html`<div class="divider" data-stop-reason=${entry.stopReason ?? nothing}><span>${parts.join(' · ')}</span></div>`;
}

/** A context compaction: a marker line with its status (and error); its summary on demand. */
export function compaction(entry: CompactionEntry, t: Translation): TemplateResult {
  const line = [t.thread.compaction(entry.status), entry.error].filter(Boolean).join(' · ');
  const summary = entry.summary.map((block) => (block.type === 'text' ? block.text : '')).join('');
  return summary
    ? html`<details class="quiet-row generic" data-status=${entry.status}>
        <summary><span class="chevron">${uiIcons.chevron}</span>${line}</summary>
        <p>${clip(summary, 4000)}</p>
      </details>`
    : html`<div class="divider" data-status=${entry.status}><span>${line}</span></div>`;
}

export function feedError(error: FeedError, t: Translation): TemplateResult {
  return html`<div class="error-row">${uiIcons.warning}<span><b>${t.thread.feedError}</b> · ${error.reason}</span></div>`;
}

export function modeChange(update: Record<string, unknown>, t: Translation): TemplateResult {
  const mode = typeof update.currentModeId === 'string' ? update.currentModeId : typeof update.modeId === 'string' ? update.modeId : '?';
  return html`<div class="quiet-row">${t.thread.mode(mode)}</div>`;
}

/** A session update drawn by no other row: its kind, and its JSON on demand. */
export function genericUpdate(name: string, update: Record<string, unknown>, t: Translation): TemplateResult {
  return html`<details class="quiet-row generic">
    <summary><span class="chevron">${uiIcons.chevron}</span>${t.thread.update(name)}</summary>
    <pre tabindex="0">${clip(prettyJson(update), 4000)}</pre>
  </details>`;
}

/** What a group of read-only calls sums up to: counts by kind, and their span. */
export function groupSummary(calls: readonly ToolCallView[], t: Translation): string {
  const counts = { read: 0, search: 0, fetch: 0, think: 0, other: 0 };
  let start = Infinity;
  let end: number | undefined = -Infinity;
  for (const call of calls) {
    if (call.kind in counts) counts[call.kind as keyof typeof counts]++;
    else counts.other++;
    start = Math.min(start, call.firstSeenAt);
    end = call.endedAt === undefined || end === undefined ? undefined : Math.max(end, call.endedAt);
  }
  const span = end !== undefined && end >= start ? ` · ${formatDuration(end - start)}` : '';
  return t.thread.groupCounts(counts) + span;
}

/**
 * Where the session stands, when the thread alone would not say: its history is still being
 * replayed (`session/load`), it was resumed without one (`session/resume`), or it was closed.
 */
export function lifecycleNote(lifecycle: SessionLifecycle | undefined, t: SessionThreadStrings): TemplateResult | undefined {
  const text = lifecycle === 'loading' ? t.loading : lifecycle === 'resumed' ? t.resumed : lifecycle === 'closed' ? t.closed : undefined;
  if (text === undefined) return undefined;
  return html`<p class="lifecycle" part="lifecycle" data-lifecycle=${lifecycle} role="status">${text}</p>`;
}
