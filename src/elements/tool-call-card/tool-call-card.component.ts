// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { CopyController } from '../../controllers/copy-controller.js';
import { LocationOpenEvent } from '../../events/location-open.js';
import { ToolCallToggleEvent } from '../../events/tool-call-toggle.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { announce } from '../../dom/announcer.js';
import { BaseElement } from '../../base/base-element.js';
import { clip } from '../../text/format.js';
import { elicitationOpen, renderElicitation } from '../../content/elicitation.js';
import { markdownStyles } from '../../markdown/index.js';
import { commandFromRawInput, type TerminalView, type ToolCallStore, type ToolCallView } from '../../state/index.js';
import { iconButtonStyles } from '../../styles/button.styles.js';
import { spinnerStyles } from '../../styles/spinner.styles.js';
import { renderContentItem, textOutput, type ContentContext } from '../../content/content-items.js';
import { displayStatusWithin, isRunning, needsAttention, type DisplayStatus } from '../../content/display-status.js';
import { withoutSubagentFooter } from '../../content/subagent-footer.js';
import { defaultExpanded, recallExpansion, rememberExpansion, type ExpansionPolicy } from '../../content/expansion.js';
import { unwrapCommand } from '../../content/tool-title.js';
import { toolRendererFor, type ToolRendererContext } from '../../content/tool-renderers.js';
import { NestingController, renderChildren, renderRollup, renderUsage, type ChildOptions } from './card-nesting.js';
import { RendererHooks } from './card-renderers.js';
import { renderLocationList, renderLocations, type LocationOptions } from './card-locations.js';
import { agentTruncated, extraMeta, hasRaw, outputCopyIndex, plainTitle } from './card-data.js';
import { renderElapsed, renderKindIcon, renderStatus, renderTitle, renderToggle, statusText } from './card-header.js';
import { renderCopyButton, renderRawSections, type RawOptions } from './card-raw.js';
import contentItemStyles from '../../content/content-items.styles.js';
import toolTitleStyles from '../../content/tool-title.styles.js';
import styles from './tool-call-card.styles.js';
import { requestElement } from '../../base/lazy-elements.js';

let nextId = 0;

/**
 * One tool call, drawn faithfully: kind icon, title, status, elapsed time and locations in the
 * header; every content item, then raw input, raw output and unknown `_meta`, in the body.
 *
 * @summary One agent tool call (an ACP `ToolCallView`).
 * @tag tool-call-card
 * @event {LocationOpenEvent} location-open - The user clicked a location: `{path, line}`.
 * @event {ToolCallToggleEvent} tool-call-toggle - The user expands or collapses the card (cancelable).
 * @event {ToolRendererErrorEvent} tool-renderer-error - A renderer from `registerToolRenderer` threw; the default was drawn.
 * @slot icon - Added after the kind icon (the icon stays).
 * @slot actions - Added to the header before the copy button.
 * @csspart base - The card's wrapper.
 * @csspart header - The header row.
 * @csspart toggle - The disclosure button.
 * @csspart icon - The kind icon.
 * @csspart title - The title.
 * @csspart locations - The location button(s).
 * @csspart elapsed - The elapsed or final time.
 * @csspart status - The status (icon and text).
 * @csspart body - Content, raw input and raw output.
 * @csspart rollup - The header's summary of the calls this call started ("14 calls · 1 failed · 1 waiting for approval").
 * @csspart usage - Under a subagent's answer: the tokens, tool uses and time it reported.
 * @csspart children - The group of nested cards (calls this call started).
 * @csspart custom - The body drawn by a registered tool renderer.
 * @csspart raw-input - The "Input" section.
 * @csspart raw-output - The "Output" section.
 * @csspart show-all - "Show all" buttons under long output.
 * @csspart app-view - The sandboxed frame of an MCP App's HTML (with `allow-app-views`).
 * @csspart permission - The inline `<permission-prompt>` while the call awaits the user's answer.
 * @csspart elicitation - The inline `<elicitation-form>` while the agent asks the user something about this call.
 * @cssproperty [--tool-call-card-border-color=var(--tce-color-border)] - Border colour.
 * @cssproperty [--tool-call-card-background=var(--tce-color-bg)] - Background.
 * @cssproperty [--tool-call-card-header-background=var(--tce-color-bg-subtle)] - Header background when open.
 * @cssproperty [--tool-call-card-font-size=13px] - Base font size.
 * @cssproperty [--tool-call-card-body-max-height=none] - Cap on the body's height (it scrolls past it).
 */
export class ToolCallCard extends BaseElement {
  static override styles = [...super.styles, iconButtonStyles, spinnerStyles, markdownStyles, toolTitleStyles, contentItemStyles, styles];

  static override properties = {
    toolCall: { attribute: false },
    store: { attribute: false },
    terminals: { attribute: false },
    expansionPolicy: { attribute: false },
    icons: { attribute: false },
    root: {},
    expanded: { type: Boolean },
    collapsed: { type: Boolean },
    noPermissionPrompt: { type: Boolean, attribute: 'no-permission-prompt' },
    allowAppViews: { type: Boolean, attribute: 'allow-app-views' },
    kind: { reflect: true },
    status: { reflect: true },
    toolCallId: { reflect: true, attribute: 'tool-call-id' },
    open: { type: Boolean, reflect: true },
    userOpen: { state: true },
    showAll: { state: true },
    showLocations: { state: true },
  };

  /** The call to draw: a `ToolCallView` from the state. */
  declare toolCall: ToolCallView | undefined;
  /**
   * The store the call comes from: the card then draws the calls this one started (a subagent's)
   * nested in its body, sums them up in its header, and finds its terminals when `terminals` is unset.
   */
  declare store: ToolCallStore | undefined;
  /** The session's terminals by id, for `terminal` content items (`<tool-call-list>` fills it). */
  declare terminals: Readonly<Record<string, TerminalView | undefined>> | undefined;
  /** Per-kind default expansion, e.g. `{edit: 'expanded', default: 'collapsed'}`. */
  declare expansionPolicy: ExpansionPolicy | undefined;
  /** Icon templates by kind (and `fallback`); defaults to `toolKindIcons`. */
  declare icons: Record<string, TemplateResult> | undefined;
  /** Paths are shown relative to this directory (the session's cwd). */
  declare root: string | undefined;
  /** Host override: start open whatever the policy says. The user can still close it. */
  declare expanded: boolean;
  /** Host override: start closed whatever the policy says (attention states still open). */
  declare collapsed: boolean;
  /**
   * Hides the inline `<permission-prompt>` a card shows while its call awaits an answer (the status
   * still says so), and its inline `<elicitation-form>`; `<tool-call-list pin-permissions>` sets it, as it pins them itself.
   */
  declare noPermissionPrompt: boolean;
  /** Runs MCP Apps HTML in tool results (`ui://` resources) in a sandboxed frame; off, it shows as source. See docs/decisions/0030-app-views.md. */
  declare allowAppViews: boolean;
  /** Mirrors `toolCall.kind`, for styling. */
  declare kind: string;
  /** Mirrors the displayed status (`awaiting_approval`, `rejected`… included), for styling. */
  declare status: string;
  /** Mirrors `toolCall.toolCallId`. */
  declare toolCallId: string;
  /** Reflects whether the body is shown. */
  declare open: boolean;

  declare private userOpen: boolean | undefined;
  declare private showAll: ReadonlySet<number>;
  declare private showLocations: boolean;

  private readonly clipboard = new CopyController(this, { announcement: () => this.locale.t.copied });
  private readonly bodyId = `tce-body-${++nextId}`;
  private readonly titleId = `tce-title-${nextId}`;
  private previousStatus: DisplayStatus | undefined;
  private lastToolCallId: string | undefined;
  private readonly nesting = new NestingController(
    () => this.toolCall,
    () => this.terminals !== undefined,
    this,
  );
  private readonly renderers = new RendererHooks(this);

  constructor() {
    super();
    this.expanded = false;
    this.collapsed = false;
    this.noPermissionPrompt = false;
    this.allowAppViews = false;
    this.open = false;
    this.showAll = new Set();
    this.showLocations = false;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const call = this.toolCall;
    this.nesting.update(this.store, changed.has('toolCall') || changed.has('store') || changed.has('terminals'));
    if (!call) return;
    if (call.toolCallId !== this.lastToolCallId) {
      // A different call in this element (recycled by a virtual list): forget the old one's UI state
      // (what the user chose for the new one is remembered per store).
      this.lastToolCallId = call.toolCallId;
      this.userOpen = recallExpansion(this.store, call.sessionId, call.toolCallId);
      this.showAll = new Set();
      this.showLocations = false;
      this.previousStatus = undefined;
    }
    // A subagent's call reads running once its calls have started, though the agent still says pending.
    const status = displayStatusWithin(call, (this.nesting.value.rollup?.total ?? 0) > 0);
    this.kind = call.kind;
    this.status = status;
    this.toolCallId = call.toolCallId;
    this.open = this.hasBody(call) && (this.userOpen ?? this.hostOrPolicyOpen(status));
    // Either the call or its children (a subagent's parent reads running once they start) change what it says.
    if (this.previousStatus !== undefined && this.previousStatus !== status) {
      const t = this.locale.t;
      announce(
        t.statusChanged(clip(plainTitle(call, this.locale.t), 200), clip(statusText(status, t), 60)),
        needsAttention(status) ? 'assertive' : 'polite',
      );
    }
    this.previousStatus = status;
  }

  private hostOrPolicyOpen(status: DisplayStatus): boolean {
    if (needsAttention(status)) return true;
    if (this.expanded) return true;
    if (this.collapsed) return false;
    // A call with calls under it is open while it runs and closes once it ended, unless the host's policy names its kind.
    if (this.nesting.value.children.length > 0 && !this.expansionPolicy?.[this.kind]) return this.toolCall?.endedAt === undefined;
    return defaultExpanded(this.kind, status, this.expansionPolicy);
  }

  private hasBody(call: ToolCallView): boolean {
    if (this.nesting.value.children.length > 0 || toolRendererFor(call)?.render) return true;
    return call.content.length > 0 || hasRaw(call.rawInput) || call.rawOutput !== undefined || extraMeta(call) !== undefined;
  }

  private handleToggle(): void {
    const call = this.toolCall;
    if (!call) return;
    const next = !this.open;
    const event = new ToolCallToggleEvent({ sessionId: call.sessionId, toolCallId: call.toolCallId, expanded: next });
    if (!this.dispatchEvent(event)) return;
    this.userOpen = next;
    rememberExpansion(this.store, call.sessionId, call.toolCallId, next);
  }

  private handleHeaderClick(event: MouseEvent): void {
    // Clicks on the header's free space toggle too; its buttons handle their own clicks.
    if ((event.target as Element).closest('button, a')) return;
    if (this.toolCall && this.hasBody(this.toolCall)) this.handleToggle();
  }

  private openPath(path: string, line?: number): void {
    this.dispatchEvent(new LocationOpenEvent(line === undefined ? { path } : { path, line }));
  }

  private locationOptions(): LocationOptions {
    return {
      root: this.root,
      t: this.locale.t,
      expanded: this.showLocations,
      onToggle: () => (this.showLocations = !this.showLocations),
      onOpen: (path, line) => this.openPath(path, line),
    };
  }

  private toggleShowAll(index: number, show: boolean): void {
    const next = new Set(this.showAll);
    if (show) next.add(index);
    else next.delete(index);
    this.showAll = next;
  }

  private childOptions(): ChildOptions {
    const { store, root, theme, expansionPolicy, icons, noPermissionPrompt, allowAppViews } = this;
    return { store, root, theme, expansionPolicy, icons, noPermissionPrompt, allowAppViews, labelledBy: this.titleId };
  }

  private rendererContext(): ToolRendererContext {
    return {
      lang: this.locale.lang,
      theme: this.theme,
      root: this.root,
      card: this,
      openLocation: (path, line) => this.openPath(path, line),
    };
  }

  private rawOptions(): RawOptions {
    return {
      t: this.locale.t,
      clipboard: this.clipboard,
      showAll: this.showAll,
      onShowAll: (index, show) => this.toggleShowAll(index, show),
    };
  }

  /** An `execute` call's command line, as typed. */
  private command(call: ToolCallView): string | undefined {
    return call.kind === 'execute' ? (commandFromRawInput(call.rawInput) ?? unwrapCommand(plainTitle(call, this.locale.t))) : undefined;
  }

  private renderBody(call: ToolCallView): TemplateResult {
    const t = this.locale.t;
    const custom = this.renderers.run('render', call, this.rendererContext());
    const { children } = this.nesting.value;
    const terminals = this.terminals ?? this.nesting.value.terminals;
    const ctx: ContentContext = {
      t,
      kind: call.kind,
      command: this.command(call),
      root: this.root,
      theme: this.theme,
      terminals,
      call,
      showAll: this.showAll,
      allowAppViews: this.allowAppViews,
      onShowAll: (index, show) => this.toggleShowAll(index, show),
      onOpenPath: (path, line) => this.openPath(path, line),
    };
    // "Copy output" sits in the corner of the first text block (no row of its own). Joining and
    // cleaning all output waits for the click; a flood re-renders often.
    // A subagent's answer is drawn without the machine footer the agent appends (raw output keeps it).
    const shown = withoutSubagentFooter(call.content);
    const copyAt = custom === undefined ? outputCopyIndex(call.kind, shown.content) : -1;
    const item = (content: ToolCallView['content'][number], index: number) =>
      index === copyAt
        ? html`<div class="copyable">${renderContentItem(content, index, ctx)}${renderCopyButton(this.clipboard, () => textOutput(shown.content), 'output-text', t.copyOutput)}</div>`
        : renderContentItem(content, index, ctx);
    const truncated = agentTruncated(call, terminals);
    // Open while running with nothing to show but its input: say so, rather than a lone "Input".
    const waiting = isRunning(this.status as DisplayStatus) && call.content.length === 0 && custom === undefined && children.length === 0;
    return html`<div part="body" class="body" id=${this.bodyId}>
      ${waiting ? html`<p class="waiting">${t.waitingForOutput}</p>` : nothing}
      ${custom === undefined ? shown.content.map(item) : html`<div part="custom" class="custom">${custom}</div>`}
      ${custom === undefined ? renderUsage(shown.usage, t) : nothing}
      ${renderChildren(children, this.childOptions())}
      ${truncated ? html`<p class="note">${uiIcons.warning} ${t.truncatedByAgent}</p>` : nothing}
      ${renderRawSections(call, this.rawOptions())}
    </div>`;
  }

  override render() {
    const call = this.toolCall;
    if (!call) return nothing;
    const t = this.locale.t;
    const status = this.status as DisplayStatus;
    const title = plainTitle(call, this.locale.t);
    const command = this.command(call) ?? title;
    const context = this.rendererContext();
    const asksPermission = status === 'awaiting_approval' && !this.noPermissionPrompt;
    // The prompt's element loads on demand (define.js has started it): the card paints without it.
    if (asksPermission) requestElement('permission-prompt');
    return html`<article part="base" class=${classMap({ base: true, open: this.open })} aria-labelledby=${this.titleId}>
      <div part="header" class="header" @click=${this.handleHeaderClick}>
        ${
          this.hasBody(call)
            ? renderToggle({ open: this.open, turned: this.userOpen !== undefined, controls: this.bodyId, t, onToggle: this.handleToggle })
            : html`<span class="toggle-spacer"></span>`
        }
        ${renderKindIcon(call, this.icons, t)}
        ${this.renderers.run('icon', call, context) ?? nothing}<slot name="icon"></slot>
        ${renderTitle(call, title, { root: this.root, t, id: this.titleId })}
        ${renderRollup(this.nesting.value.rollup, t)}
        ${renderLocations(call, this.locationOptions())}
        ${renderElapsed(call, status, this.nesting.value.rollup)}
        ${renderStatus(status, t)}
        ${this.renderers.run('actions', call, context) ?? nothing}<slot name="actions"></slot>
        ${renderCopyButton(this.clipboard, command, 'title', call.kind === 'execute' ? t.copyCommand : t.copyTitle)}
      </div>
      ${renderLocationList(call, this.locationOptions())}
      ${
        asksPermission
          ? html`<permission-prompt part="permission" class="permission" layout="inline" .toolCall=${call}
            root=${ifDefined(this.root)} theme=${ifDefined(this.theme)}></permission-prompt>`
          : nothing
      }
      ${elicitationOpen(call.elicitation) && !this.noPermissionPrompt ? renderElicitation(call.elicitation!, 'inline', this.theme) : nothing}
      ${this.open ? this.renderBody(call) : nothing}
    </article>`;
  }
}
