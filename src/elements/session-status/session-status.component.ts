// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import Check from 'lucide/dist/esm/icons/check.mjs';
import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';
import { StoreController } from '../../controllers/store-controller.js';
import { AvailableCommandsChangeEvent } from '../../events/available-commands-change.js';
import { SessionConfigChangeEvent } from '../../events/session-config-change.js';
import { SessionModeChangeEvent } from '../../events/session-mode-change.js';
import { SessionModelChangeEvent } from '../../events/session-model-change.js';
import { icon } from '../../icons/icon.js';
import { BaseElement } from '../../base/base-element.js';
import { setFillWidths } from '../../dom/fill-width.js';
import { clip } from '../../text/format.js';
import { revealControls } from '../../approval/reveal-controls.js';
import { selectSession, type AvailableCommand, type SessionSummary, type ToolCallState, type ToolCallStore } from '../../state/index.js';
import { choosersOf, currentName, formatCost, formatCount, type Choice, type Chooser } from './session-status-model.js';
import styles from './session-status.styles.js';
import { sessionStatusStrings } from '../../i18n/session-status.strings.js';
import { provideStrings } from '../../i18n/translations.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('sessionStatus', sessionStatusStrings);

type ListChooser = Exclude<Chooser, { kind: 'boolean' }>;

const check = icon(Check);
const chevron = icon(ChevronDown);
const NO_COMMANDS: readonly AvailableCommand[] = Object.freeze([]);
/** Characters of a title, name or description drawn; agents control them. */
const TEXT_LIMIT = 300;
const shown = (value: string) => revealControls(clip(value, TEXT_LIMIT));

/**
 * A session at a glance, for an IDE's status bar or panel header: its title, its mode and config
 * options (model, reasoning level…) as chips that open a listbox, and how much of the context window
 * it used (and its cost, when the agent says). Choosing fires a cancelable `session-mode-change`,
 * `session-model-change` or `session-config-change` request; `connectAcp` sends it unless the host prevents it, and the chip
 * shows the new value once the agent's answer reaches the store. The agent's slash commands are in
 * `availableCommands`, announced by `available-commands-change`, for a host's slash menu.
 *
 * @summary The session's title, mode, model, config options and context usage.
 * @tag session-status
 * @event {SessionModeChangeEvent} session-mode-change - The user chose a mode (cancelable): `{sessionId, modeId}`.
 * @event {SessionModelChangeEvent} session-model-change - The user chose a model offered under the agent's unstable `models` (cancelable): `{sessionId, modelId}`.
 * @event {SessionConfigChangeEvent} session-config-change - The user set a config option (cancelable): `{sessionId, configId, value}`.
 * @event {AvailableCommandsChangeEvent} available-commands-change - The agent's commands changed: `{sessionId, commands}`.
 * @csspart base - The wrapper.
 * @csspart title - The session's title.
 * @csspart chip - A mode, model or config option button (`data-id`).
 * @csspart menu - The open chooser's listbox.
 * @csspart option - One choice in the listbox.
 * @csspart usage - Context usage: meter, numbers and cost.
 * @csspart meter - The context meter (`role=meter`).
 * @csspart cost - The session's cost.
 * @cssproperty [--session-status-font-size=12px] - Base font size.
 * @cssproperty [--session-status-meter-color=var(--tce-color-accent)] - The meter's fill (attention above 80 %, danger above 95 %).
 */
export class SessionStatus extends BaseElement {
  static override styles = [...super.styles, styles];

  static override properties = {
    store: { attribute: false },
    sessionId: { attribute: 'session-id' },
    open: { state: true },
  };

  /** The store to read the session from. */
  declare store: ToolCallStore | undefined;
  /** The session to show. */
  declare sessionId: string | undefined;
  /** The id of the chooser whose listbox is open. */
  declare private open: string | undefined;

  private readonly feed = new StoreController<SessionSummary | undefined>(this, {
    select: (state: ToolCallState) => (this.sessionId === undefined ? undefined : selectSession(state, this.sessionId)),
    throttleMs: 100,
  });
  private announcedCommands: readonly AvailableCommand[] = NO_COMMANDS;

  /** The agent's slash commands (`available_commands_update`), `[]` before it sent any. */
  get availableCommands(): readonly AvailableCommand[] {
    return this.feed.value?.availableCommands ?? NO_COMMANDS;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.feed.setStore(this.store);
    if (changed.has('sessionId')) this.feed.refresh();
  }

  protected override updated(): void {
    setFillWidths(this.renderRoot);
    const commands = this.availableCommands;
    const previous = this.announcedCommands;
    if (commands === previous) return;
    this.announcedCommands = commands;
    // Not for the empty set a session starts with; for every set the agent sent after that.
    if (this.sessionId !== undefined && (commands.length > 0 || previous.length > 0)) {
      this.dispatchEvent(new AvailableCommandsChangeEvent({ sessionId: this.sessionId, commands }));
    }
  }

  private choose(chooser: Chooser, value: string | boolean): void {
    const sessionId = this.sessionId;
    if (sessionId === undefined) return;
    if (chooser.kind === 'mode') this.dispatchEvent(new SessionModeChangeEvent({ sessionId, modeId: value as string }));
    else if (chooser.kind === 'model') this.dispatchEvent(new SessionModelChangeEvent({ sessionId, modelId: value as string }));
    else this.dispatchEvent(new SessionConfigChangeEvent({ sessionId, configId: chooser.id, value }));
  }

  private chip(id: string): HTMLElement | null | undefined {
    return this.renderRoot.querySelector<HTMLElement>(`[part~='chip'][data-id='${CSS.escape(id)}']`);
  }

  private options(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role="option"]')];
  }

  private async openMenu(id: string, focus: 'selected' | 'first' | 'last' = 'selected'): Promise<void> {
    this.open = id;
    await this.updateComplete;
    const options = this.options();
    const target =
      focus === 'first' ? options[0] : focus === 'last' ? options.at(-1) : (options.find((o) => o.ariaSelected === 'true') ?? options[0]);
    target?.focus();
  }

  private closeMenu(returnFocus: boolean): void {
    const id = this.open;
    this.open = undefined;
    if (returnFocus && id !== undefined) void this.updateComplete.then(() => this.chip(id)?.focus());
  }

  private onChipKey(event: KeyboardEvent, id: string): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void this.openMenu(id, event.key === 'ArrowDown' ? 'selected' : 'last');
    }
  }

  private onMenuKey(event: KeyboardEvent, chooser: Chooser): void {
    const options = this.options();
    const index = options.indexOf(event.composedPath()[0] as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      options[(to + options.length) % options.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(options.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return this.closeMenu(true);
      case 'Tab':
        // From the chip, so Tab goes on to what follows it, as if the listbox were not there.
        if (this.open !== undefined) this.chip(this.open)?.focus();
        return this.closeMenu(false);
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const value = options[index]?.dataset.value;
        if (value !== undefined) this.pick(chooser, value);
      }
    }
  }

  private pick(chooser: Chooser, value: string): void {
    this.closeMenu(true);
    if (chooser.kind !== 'boolean' && value !== chooser.current) this.choose(chooser, value);
  }

  private readonly onMenuFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    const menu = event.currentTarget as HTMLElement;
    // Focus left the chip and its listbox (a click elsewhere, Tab): close without taking focus back.
    if (!to || !menu.parentElement?.contains(to)) this.closeMenu(false);
  };

  private renderChoice(chooser: ListChooser, choice: Choice): TemplateResult {
    const selected = choice.value === chooser.current;
    return html`<div part="option" class="option" role="option" tabindex="-1" aria-selected=${selected ? 'true' : 'false'}
      data-value=${choice.value} title=${choice.description ? shown(choice.description) : nothing} @click=${() => this.pick(chooser, choice.value)}>
      <span class="mark" aria-hidden="true">${selected ? check : nothing}</span>
      <span class="option-name">${shown(choice.name)}</span>
      ${choice.description ? html`<span class="option-description">${shown(choice.description)}</span>` : nothing}
    </div>`;
  }

  private renderMenu(chooser: ListChooser): TemplateResult {
    return html`<div part="menu" class="menu" role="listbox" aria-label=${shown(chooser.name)} @keydown=${(e: KeyboardEvent) => this.onMenuKey(e, chooser)}
      @focusout=${this.onMenuFocusOut}>
      ${chooser.groups.map((group) =>
        group.name
          ? html`<div role="group" aria-label=${shown(group.name)}>
              <div class="group-name" aria-hidden="true">${shown(group.name)}</div>
              ${group.choices.map((choice) => this.renderChoice(chooser, choice))}
            </div>`
          : group.choices.map((choice) => this.renderChoice(chooser, choice)),
      )}
    </div>`;
  }

  private renderChooser(chooser: Chooser): TemplateResult {
    const t = this.locale.t.sessionStatus;
    const name = shown(chooser.name);
    if (chooser.kind === 'boolean') {
      return html`<button part="chip" class="chip" type="button" data-id=${chooser.id} aria-pressed=${chooser.current ? 'true' : 'false'}
        title=${chooser.description ? shown(chooser.description) : nothing} @click=${() => this.choose(chooser, !chooser.current)}>
        <span class="chip-name">${name}</span> <span class="chip-value">${chooser.current ? t.on : t.off}</span>
      </button>`;
    }
    const open = this.open === chooser.id;
    return html`<span class="chooser">
      <button part="chip" class=${classMap({ chip: true, open })} type="button" data-id=${chooser.id} aria-haspopup="listbox"
        aria-expanded=${open ? 'true' : 'false'} title=${chooser.kind === 'select' && chooser.description ? shown(chooser.description) : nothing}
        @click=${() => (open ? this.closeMenu(true) : void this.openMenu(chooser.id))} @keydown=${(e: KeyboardEvent) => this.onChipKey(e, chooser.id)}>
        <span class="chip-name">${name}</span> <span class="chip-value">${shown(currentName(chooser))}</span>${chevron}
      </button>
      ${open ? this.renderMenu(chooser) : nothing}
    </span>`;
  }

  private renderUsage(usage: NonNullable<SessionSummary['usage']>): TemplateResult {
    const t = this.locale.t.sessionStatus;
    const lang = this.locale.lang;
    const { used, size, cost } = usage;
    const ratio = size > 0 ? Math.min(1, Math.max(0, used / size)) : 0;
    const level = ratio > 0.95 ? 'danger' : ratio > 0.8 ? 'attention' : 'normal';
    const spoken = t.usageValue(formatCount(used, lang, false), formatCount(size, lang, false), Math.round(ratio * 100));
    return html`<span part="usage" class="usage" title=${spoken}>
      <span part="meter" class="meter" data-level=${level} role="meter" aria-label=${t.context} aria-valuemin="0" aria-valuemax=${size}
        aria-valuenow=${Math.min(used, size)} aria-valuetext=${spoken}><span class="fill" data-ratio=${ratio}></span></span>
      <span class="usage-text" aria-hidden="true">${t.usage(formatCount(used, lang, true), formatCount(size, lang, true))}</span>
      ${cost ? html`<span part="cost" class="cost">${t.cost(formatCost(cost.amount, cost.currency, lang))}</span>` : nothing}
    </span>`;
  }

  protected override render() {
    const t = this.locale.t.sessionStatus;
    const summary = this.feed.value;
    const choosers = summary ? choosersOf(summary, t) : [];
    const title = summary?.title;
    return html`<div part="base" class="base" role="group" aria-label=${t.label}>
      <span part="title" class=${classMap({ title: true, untitled: !title })} title=${title ? shown(title) : nothing}>${title ? shown(title) : t.untitled}</span>
      ${choosers.map((chooser) => this.renderChooser(chooser))}
      ${summary?.usage ? this.renderUsage(summary.usage) : nothing}
    </div>`;
  }
}
