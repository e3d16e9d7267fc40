// SPDX-License-Identifier: Apache-2.0
/**
 * A card given a store draws the calls its call started (a subagent's) inside its body, each one a
 * `<tool-call-card>` given the same store, so grandchildren follow, and sums them up in its header.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { StoreController } from '../../controllers/store-controller.js';
import type { Translation } from '../../i18n/translations.js';
import type { ExpansionPolicy } from '../../content/expansion.js';
import { BEAT_MS } from '../../scheduling/ticker.js';
import { statusIcons } from '../../icons/ui-icons.js';
import { formatDuration } from '../../text/format.js';
import type { SubagentUsage } from '../../content/subagent-footer.js';
import {
  selectChildToolCalls,
  selectToolCallRollup,
  selectToolCallTerminals,
  type TerminalView,
  type ToolCallRollup,
  type ToolCallStore,
  type ToolCallView,
} from '../../state/index.js';

/** What a card reads from its store. */
export interface Nesting {
  children: readonly ToolCallView[];
  rollup: ToolCallRollup | undefined;
  /** The terminals of the card's own call, for a card whose host passes none. */
  terminals: Readonly<Record<string, TerminalView | undefined>> | undefined;
}

const NONE: Nesting = Object.freeze({ children: Object.freeze([]), rollup: undefined, terminals: undefined });

const sameRollup = (a: ToolCallRollup | undefined, b: ToolCallRollup | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.total === b.total &&
    a.failed === b.failed &&
    a.running === b.running &&
    a.awaitingApproval === b.awaitingApproval &&
    a.startedAt === b.startedAt &&
    a.endedAt === b.endedAt);

export class NestingController {
  /** Read on the ticker's beat, like `<tool-call-list>`: a subagent's stream repaints a few times a second. */
  private readonly feed: StoreController<Nesting>;

  /**
   * `hostHasTerminals`: the host passes the card its terminals (`<tool-call-list>` does, pacing a
   * streaming card's repaints); the card then does not re-render for them on its own.
   */
  constructor(
    private readonly call: () => ToolCallView | undefined,
    private readonly hostHasTerminals: () => boolean,
    host: ReactiveControllerHost,
  ) {
    this.feed = new StoreController(host, { select: (state) => this.select(state), throttleMs: BEAT_MS });
  }

  /** The same object while nothing the card draws changed, so a quiet card is not re-rendered. */
  private select(state: Parameters<typeof selectChildToolCalls>[0]): Nesting {
    const call = this.call();
    if (!call) return NONE;
    const last = this.feed.value ?? NONE;
    const children = selectChildToolCalls(state, call.sessionId, call.toolCallId);
    const rollup = children.length > 0 ? selectToolCallRollup(state, call.sessionId, call.toolCallId) : undefined;
    const terminals = this.hostHasTerminals() ? undefined : selectToolCallTerminals(state, call);
    if (children === last.children && terminals === last.terminals && sameRollup(rollup, last.rollup)) return last;
    return children.length === 0 && !terminals ? NONE : { children, rollup, terminals };
  }

  /** Call in `willUpdate`: follows the store, and reads again when the card shows another call. */
  update(store: ToolCallStore | undefined, callChanged: boolean): void {
    this.feed.setStore(store);
    if (callChanged) this.feed.refresh();
    if (!store) this.feed.value = undefined;
  }

  get value(): Nesting {
    return this.feed.value ?? NONE;
  }
}

/**
 * "14 calls · 1 failed · 1 waiting for approval": the header's roll-up (the elapsed time beside it
 * spans the children too). A child waiting for the user is drawn in the attention colour of the
 * permission styles, with their icon: the subagent cannot go on, but nothing went wrong. It is
 * text in the header, so a screen reader reads it with the card (in a narrow card only the icon
 * shows, the words stay for screen readers); the child's own card announces the request when it arrives.
 */
export function renderRollup(rollup: ToolCallRollup | undefined, t: Translation): TemplateResult | typeof nothing {
  if (!rollup || rollup.total === 0) return nothing;
  const failed = rollup.failed > 0 ? ` · ${t.card.failedCount(rollup.failed)}` : '';
  const waiting =
    rollup.awaitingApproval > 0
      ? html` · <span class="rollup-waiting">${statusIcons.awaiting_approval}<span class="rollup-waiting-text"
            >${t.card.waitingForApproval(rollup.awaitingApproval)}</span
          ></span>`
      : nothing;
  return html`<span part="rollup" class=${rollup.failed > 0 ? 'rollup has-failed' : 'rollup'}
    >${t.card.nestedCalls(rollup.total)}${failed}${waiting}</span
  >`;
}

/**
 * "1,700 tokens · 5 tool uses · 0.8s", under a subagent's answer: what its footer reported, once
 * the footer is taken out of the answer (see content/subagent-footer.ts). Cheap to show and useful
 * when comparing subagents, so kept as a small muted line rather than dropped; the exact text stays
 * in the raw output.
 */
export function renderUsage(usage: SubagentUsage | undefined, t: Translation): TemplateResult | typeof nothing {
  if (!usage) return nothing;
  const parts = [t.card.tokens(usage.totalTokens)];
  if (usage.toolUses !== undefined) parts.push(t.card.toolUses(usage.toolUses));
  if (usage.durationMs !== undefined) parts.push(formatDuration(usage.durationMs));
  return html`<p part="usage" class="usage">${parts.join(' · ')}</p>`;
}

export interface ChildOptions {
  store: ToolCallStore | undefined;
  root: string | undefined;
  theme: 'light' | 'dark' | undefined;
  expansionPolicy: ExpansionPolicy | undefined;
  icons: Record<string, TemplateResult> | undefined;
  noPermissionPrompt: boolean;
  allowAppViews: boolean;
  /** The parent's title element: the group's accessible name. */
  labelledBy: string;
}

/** The nested cards, first-seen order, as a group named by the parent's title. */
export function renderChildren(children: readonly ToolCallView[], options: ChildOptions): TemplateResult | typeof nothing {
  if (children.length === 0) return nothing;
  return html`<div part="children" class="children" role="group" aria-labelledby=${options.labelledBy}>
    ${repeat(
      children,
      (child) => child.toolCallId,
      (child) => html`<tool-call-card
        .toolCall=${child}
        .store=${options.store}
        .root=${options.root}
        .expansionPolicy=${options.expansionPolicy}
        .icons=${options.icons}
        theme=${ifDefined(options.theme)}
        ?no-permission-prompt=${options.noPermissionPrompt}
        ?allow-app-views=${options.allowAppViews}
      ></tool-call-card>`,
    )}
  </div>`;
}
