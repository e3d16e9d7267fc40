// SPDX-License-Identifier: Apache-2.0
/**
 * The batch form of `<permission-prompt>`: "N waiting", one entry per request with its own options
 * and (closed) details, and "Allow all once" / "Reject all" where every waiting request offers that kind.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import type { Translation } from '../../i18n/translations.js';
import type { ContentContext } from '../../content/content-items.js';
import type { PermissionOption, PermissionView, ToolCallView } from '../../state/index.js';
import { answerKey } from '../../base/answer-registry.js';
import { optionIcons, promptIcons } from './prompt-icons.js';
import { bulkChoices, PromptState } from './prompt-model.js';
import { renderDecision, renderDetails, renderFindings, renderKindIcon, renderTitle, type Item } from './prompt-parts.js';

export interface BatchOptions {
  t: Translation;
  headingId: string;
  /** Paths in titles show relative to this directory. */
  root: string | undefined;
  /** Inline: no details (the cards show the calls). */
  inline: boolean;
  /** Items whose details the user opened, by `answerKey`. */
  openDetails: ReadonlySet<string>;
  onDetailsToggle: (key: string, open: boolean) => void;
  contentContext: (call: ToolCallView | undefined) => ContentContext;
  optionRow: (item: Item, withShortcuts: boolean) => TemplateResult;
  onChooseAll: (choices: Array<[PermissionView, PermissionOption]>) => void;
}

/** A batch item's details, drawn only while open: fifty closed diffs cost nothing. */
function renderItemDetails(item: Item, options: BatchOptions): TemplateResult {
  const key = answerKey(item.request);
  const open = options.openDetails.has(key);
  const toggle = (event: Event) => {
    const isOpen = (event.target as HTMLDetailsElement).open;
    if (isOpen !== options.openDetails.has(key)) options.onDetailsToggle(key, isOpen);
  };
  return html`<details class="item-details" ?open=${open} @toggle=${toggle}>
    <summary>${options.t.permission.details}</summary>
    ${open ? html`<div class="item-body">${renderDetails(item, options.contentContext(item.call))}</div>` : nothing}
  </details>`;
}

export function renderBatch(items: Item[], options: BatchOptions): TemplateResult {
  const t = options.t.permission;
  const pending = items.filter((item) => item.state === PromptState.PENDING);
  const front = pending[0];
  const requests = pending.map((item) => item.request);
  const allowAll = bulkChoices(requests, 'allow_once');
  const rejectAll = bulkChoices(requests, 'reject_once');
  return html`<section part="base" class="base batch" tabindex="-1" aria-labelledby=${options.headingId}>
    <div part="header" class="header">
      <span class="ask-icon">${pending.length > 0 ? promptIcons.ask : nothing}</span>
      <span part="heading" class="heading" id=${options.headingId}>${t.waiting(pending.length)}</span>
    </div>
    <div part="details" class="details">
      <ul class="items">
        ${items.map(
          (item) => html`<li part="item" class=${classMap({ request: true, [`state-${item.state}`]: true })}>
            <div class="subject">${renderKindIcon(item, options.t)}${renderTitle(item, options.t, options.root)}</div>
            ${renderFindings(item, options.t)}
            ${options.inline ? nothing : renderItemDetails(item, options)}
            ${item.state === PromptState.PENDING ? options.optionRow(item, item === front) : renderDecision(item, options.t)}
          </li>`,
        )}
      </ul>
    </div>
    ${
      allowAll || rejectAll
        ? html`<div part="footer" class="footer">
          ${
            allowAll
              ? html`<button part="allow-all" class="option button allow primary" @click=${() => options.onChooseAll(allowAll)}>
                ${optionIcons.allow_once}<span class="label">${t.allowAllOnce}</span>
              </button>`
              : nothing
          }
          ${
            rejectAll
              ? html`<button part="reject-all" class="option button reject" @click=${() => options.onChooseAll(rejectAll)}>
                ${optionIcons.reject_once}<span class="label">${t.rejectAll}</span>
              </button>`
              : nothing
          }
        </div>`
        : nothing
    }
  </section>`;
}
