// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import KeyRound from 'lucide/dist/esm/icons/key-round.mjs';
import LogOut from 'lucide/dist/esm/icons/log-out.mjs';
import { BaseElement } from '../../base/base-element.js';
import { CopyController } from '../../controllers/copy-controller.js';
import { StoreController } from '../../controllers/store-controller.js';
import { announce } from '../../dom/announcer.js';
import { AgentAuthenticateEvent } from '../../events/agent-authenticate.js';
import { AgentLogoutEvent } from '../../events/agent-logout.js';
import { agentSignInStrings } from '../../i18n/agent-sign-in.strings.js';
import { provideStrings } from '../../i18n/translations.js';
import { icon } from '../../icons/icon.js';
import { selectAgent, selectSignIn, type AgentView, type AuthMethodView, type SignInState, type ToolCallStore } from '../../state/index.js';
import { iconButtonStyles } from '../../styles/button.styles.js';
import { promptPanelStyles } from '../../styles/prompt-panel.styles.js';
import { spinnerStyles } from '../../styles/spinner.styles.js';
import { agentText, withInlineCode } from './inline-code.js';
import { renderAgentMethod, renderEnvMethod, renderTerminalMethod, renderUnknownMethod, type MethodContext } from './method-parts.js';
import { signInCommandLine } from './shell-command.js';
import { SignInTerminalSession, type OutputSink } from './terminal-session.js';
import styles from './agent-sign-in.styles.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('signIn', agentSignInStrings);

const icons = { key: icon(KeyRound), signOut: icon(LogOut) };
const NOT_ASKED: SignInState = { status: 'none', methods: [], canLogout: false };
let nextId = 0;

/**
 * Signing in to an agent that asked for it (a request failed with ACP error -32000): the agent's
 * message and the ways it offers, each drawn for its type. An `agent` method is one button
 * (`authenticate`); a `terminal` method runs the agent's login program in an interactive
 * `<terminal-view>` in the page when the bridge can (`terminal-available`), else shows the exact
 * command to run in a shell, with Copy and "I've signed in — retry"; an `env_var` method takes its
 * variables in masked fields, sent once and then cleared; a method of a type this library does not
 * know is listed with a note. Every choice is one cancelable `agent-authenticate` event, which
 * `connectAcp` answers (and then retries the request that failed).
 *
 * It follows a store (`.store`, `selectSignIn`) or takes `.signIn` (which wins when set). It takes
 * no room while nothing is asked for or once signed in, unless `always` is set (a settings page,
 * with Sign out when the agent offers it). When it appears it announces itself, and takes the
 * focus (its heading) unless the user is busy elsewhere on the page; a terminal takes the focus
 * when it opens.
 *
 * @summary An agent's sign-in: its methods, a terminal for its login program, and Sign out.
 * @tag agent-sign-in
 * @event {AgentAuthenticateEvent} agent-authenticate - The user chose a method: `{methodId, values?}`; a listener that runs a terminal method sets `detail.terminal` while it is dispatched.
 * @event {AgentLogoutEvent} agent-logout - The user chose Sign out.
 * @csspart base - The panel.
 * @csspart header - The heading row.
 * @csspart heading - "Sign in to …" / "Signed in to …".
 * @csspart message - The agent's message.
 * @csspart methods - The list of methods.
 * @csspart method - One method (`data-method-id`, `data-type`).
 * @csspart method-name - A method's name.
 * @csspart method-description - A method's description.
 * @csspart action - A method's main button (Sign in, Try again, Save…).
 * @csspart method-status - What happened with a method (signing in, why it failed).
 * @csspart terminal - The `<terminal-view>` of a running sign-in program.
 * @csspart terminal-status - How the program ended.
 * @csspart cancel - Ends the running program.
 * @csspart command - The command to run in a shell.
 * @csspart copy - Copies that command.
 * @csspart field - One variable's field.
 * @csspart unsupported - The note on a method of an unknown type.
 * @csspart sign-out - The Sign out button.
 * @cssproperty [--agent-sign-in-border-color=var(--tce-color-accent)] - Border colour while a sign-in is asked for.
 * @cssproperty [--agent-sign-in-background=var(--tce-color-bg)] - Background.
 * @cssproperty [--agent-sign-in-font-size=13px] - Base font size.
 */
export class AgentSignIn extends BaseElement {
  static override styles = [...super.styles, iconButtonStyles, spinnerStyles, promptPanelStyles, styles];

  static override properties = {
    store: { attribute: false },
    signIn: { attribute: false },
    agentName: { attribute: 'agent-name' },
    agentCommand: { attribute: 'agent-command' },
    terminalAvailable: { type: Boolean, attribute: 'terminal-available' },
    noEnvVar: { type: Boolean, attribute: 'no-env-var' },
    always: { type: Boolean, reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
    status: { reflect: true },
    visible: { type: Boolean, reflect: true },
    session: { state: true },
    missing: { state: true },
  };

  /** The store to follow (`selectSignIn`, and the agent's name from `selectAgent`). */
  declare store: ToolCallStore | undefined;
  /** The sign-in to show; wins over the store's when set. */
  declare signIn: SignInState | undefined;
  /** The agent's name for the heading; wins over the store's `agentInfo` when set. */
  declare agentName: string | undefined;
  /** The agent's command line as the bridge reports it (`GET /capabilities`): the start of the command a `terminal` method shows when no terminal runs here. */
  declare agentCommand: string | undefined;
  /** The bridge runs sign-in programs in a terminal (it advertised `auth.terminal`). */
  declare terminalAvailable: boolean;
  /** The bridge does not take `env_var` values (no `auth.envVar`): the variables are only named. */
  declare noEnvVar: boolean;
  /** Shows itself also while nothing is asked for and once signed in (a settings page). */
  declare always: boolean;
  /** The heading's level (`aria-level`, default 2). */
  declare headingLevel: number;
  /** Reflects the sign-in's status (read-only): `none`, `required`, `signing-in`, `signed-in`, `failed`. */
  declare status: SignInState['status'];
  /** Reflects whether the element shows anything (read-only). */
  declare visible: boolean;

  /** The terminal run the user started, if any. */
  declare private session: SignInTerminalSession | undefined;
  /** Required variables left empty, by method id. */
  declare private missing: ReadonlyMap<string, ReadonlySet<string>>;

  private readonly uid = `tce-signin-${++nextId}`;
  private readonly feed = new StoreController<SignInState>(this, { select: selectSignIn });
  private readonly agent = new StoreController<AgentView | undefined>(this, { select: selectAgent });
  private readonly clipboard = new CopyController(this, { announcement: () => this.locale.t.signIn.copied });
  /** Terminal methods the user asked to run here for which no terminal came: their command is shown instead. */
  private noTerminal = new Set<string>();
  private wasVisible = false;
  private lastStatus: SignInState['status'] = 'none';

  constructor() {
    super();
    this.terminalAvailable = false;
    this.noEnvVar = false;
    this.always = false;
    this.headingLevel = 2;
    this.status = 'none';
    this.visible = false;
    this.missing = new Map();
  }

  /** What is shown: `.signIn`, else the store's. */
  get state(): SignInState {
    return this.signIn ?? this.feed.value ?? NOT_ASKED;
  }

  private get name(): string | undefined {
    const info = this.agent.value?.info;
    const name = this.agentName ?? info?.title ?? info?.name;
    return typeof name === 'string' && name.trim() !== '' ? agentText(name, 80) : undefined;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A move within the page reconnects before this runs; an element that left ends its program.
    void Promise.resolve().then(() => {
      if (this.isConnected) return;
      this.session?.dispose();
      this.session = undefined;
    });
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.feed.setStore(this.store);
    this.agent.setStore(this.store);
    const status = this.state.status;
    this.status = status;
    const asking = status === 'required' || status === 'signing-in' || status === 'failed';
    this.visible = this.always || asking || this.session?.running === true;
    if (changed.has('terminalAvailable')) this.noTerminal = new Set();
  }

  override updated(): void {
    const { status } = this;
    const appeared = this.visible && !this.wasVisible;
    this.wasVisible = this.visible;
    const previous = this.lastStatus;
    this.lastStatus = status;
    const t = this.locale.t.signIn;
    if (appeared && status === 'required' && !this.takeFocus()) {
      announce(t.announceRequired(t.heading(this.name), agentText(this.state.message ?? '', 300)), 'assertive');
    } else if (status === 'signed-in' && previous !== 'signed-in' && previous !== 'none') {
      announce(t.announceSignedIn(this.name));
    }
  }

  /**
   * Focuses the heading unless the user is typing somewhere (a prompt, a field): a sign-in that
   * appears then only announces itself, and Tab or the host's focus() brings them here.
   */
  private takeFocus(): boolean {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active?.matches('input:not([type=button],[type=submit],[type=checkbox],[type=radio]), textarea, select, [contenteditable]'))
      return false;
    this.focus();
    return true;
  }

  /** Focuses the heading (the view's start), from where Tab reaches the methods. */
  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector<HTMLElement>('.heading')?.focus(options);
  }

  // ------------------------------------------------------------------------------------------
  // Actions

  /** Fires `agent-authenticate`; returns the event (a listener may have set `detail.terminal`). */
  private authenticate(methodId: string, values?: Record<string, string>): AgentAuthenticateEvent {
    const event = new AgentAuthenticateEvent(values ? { methodId, values } : { methodId });
    this.dispatchEvent(event);
    return event;
  }

  private async openTerminal(method: AuthMethodView): Promise<void> {
    this.session?.dispose();
    this.session = undefined;
    const terminal = this.authenticate(method.id).detail.terminal;
    if (!terminal) {
      // Nobody runs the program here after all: the user can still run it in a shell.
      this.noTerminal.add(method.id);
      this.requestUpdate();
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`[data-method-index="${this.methodIndex(method)}"] .copy`)?.focus();
      return;
    }
    const session = new SignInTerminalSession(method.id, terminal, () => this.terminalSettled(session));
    this.session = session;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('terminal-view')?.focus();
  }

  private attachTerminal(session: SignInTerminalSession, view: OutputSink & HTMLElement): void {
    // The view is an on-demand element: its write() exists once it is defined.
    void customElements.whenDefined('terminal-view').then(() => {
      if (this.session === session && view.isConnected) session.show(view);
    });
  }

  /** The program ended: the result takes the focus from the terminal, where typing no longer goes. */
  private async terminalSettled(session: SignInTerminalSession): Promise<void> {
    if (session !== this.session) return;
    const hadFocus = this.renderRoot.querySelector('terminal-view')?.matches(':focus-within') ?? false;
    this.requestUpdate();
    await this.updateComplete;
    if (!hadFocus && session.outcome.kind !== 'cancelled') return;
    const retry = this.renderRoot.querySelector<HTMLElement>('.retry');
    if (retry) retry.focus();
    else this.focus();
  }

  private submitEnv(event: SubmitEvent, method: AuthMethodView): void {
    event.preventDefault();
    if (this.busyWith(method)) return;
    const form = event.currentTarget as HTMLFormElement;
    const inputs = [...form.querySelectorAll<HTMLInputElement>('input[data-var]')];
    const vars = method.vars ?? [];
    const entries: Array<[string, string]> = [];
    const missing = new Set<string>();
    for (const input of inputs) {
      const variable = vars[Number(input.dataset.var)];
      if (!variable) continue;
      if (input.value !== '') entries.push([variable.name, input.value]);
      else if (!variable.optional) missing.add(variable.name);
    }
    this.missing = new Map(this.missing).set(method.id, missing);
    if (missing.size > 0) {
      void this.updateComplete.then(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    // fromEntries: a variable named `__proto__` stays a value, not the object's prototype.
    this.authenticate(method.id, Object.fromEntries(entries));
    // The element keeps no copy: the fields are emptied, the values are the listener's alone.
    for (const input of inputs) input.value = '';
    entries.length = 0;
  }

  private busyWith(method: AuthMethodView): boolean {
    return this.state.status === 'signing-in' && this.state.methodId === method.id;
  }

  private methodIndex(method: AuthMethodView): number {
    return this.state.methods.indexOf(method);
  }

  // ------------------------------------------------------------------------------------------
  // Rendering

  private commandLine(method: AuthMethodView): string {
    const agentCommand = this.agentCommand?.trim() || this.locale.t.signIn.agentCommandPlaceholder;
    return signInCommandLine({ agentCommand, args: method.args, env: method.env });
  }

  private renderMethodBody(method: AuthMethodView, index: number): TemplateResult {
    const state = this.state;
    const t = this.locale.t.signIn;
    const failedHere = state.status === 'failed' && state.methodId === method.id;
    const ctx: MethodContext = {
      t,
      method,
      id: `${this.uid}-m${index}`,
      busy: this.busyWith(method),
      failure: failedHere ? (state.error?.message ?? '') : undefined,
      theme: this.theme,
      authenticate: (values) => void this.authenticate(method.id, values),
    };
    switch (method.type) {
      case 'agent':
        return renderAgentMethod(ctx);
      case 'terminal': {
        const session = this.session?.methodId === method.id ? this.session : undefined;
        const noTerminal = this.noTerminal.has(method.id);
        return renderTerminalMethod({
          ...ctx,
          session,
          runsHere: this.terminalAvailable && !noTerminal,
          noTerminal,
          commandLine: this.commandLine(method),
          copied: this.clipboard.copied(method.id),
          open: () => void this.openTerminal(method),
          cancel: () => session?.cancel(),
          copy: () => void this.clipboard.copy(this.commandLine(method), method.id),
          attach: (view) => session && this.attachTerminal(session, view),
        });
      }
      case 'env_var':
        return renderEnvMethod({
          ...ctx,
          takesValues: !this.noEnvVar,
          missing: this.missing.get(method.id) ?? new Set(),
          submit: (event) => this.submitEnv(event, method),
        });
      default:
        return renderUnknownMethod(t);
    }
  }

  private renderMethod(method: AuthMethodView, index: number): TemplateResult {
    return html`<li part="method" class=${`method type-${/^[a-z_]+$/.test(method.type) ? method.type : 'unknown'}`} data-method-id=${method.id}
      data-type=${method.type} data-method-index=${index}>
      <div part="method-name" class="method-name">${agentText(method.name)}</div>
      ${method.description ? html`<p part="method-description" class="description">${withInlineCode(method.description)}</p>` : nothing}
      ${this.renderMethodBody(method, index)}
    </li>`;
  }

  override render() {
    if (!this.visible) return nothing;
    const state = this.state;
    const t = this.locale.t.signIn;
    const signedIn = state.status === 'signed-in';
    const heading = signedIn ? t.signedInHeading(this.name) : t.heading(this.name);
    const canSignOut = state.canLogout && (signedIn || state.status === 'none');
    const message = !signedIn && state.message ? state.message : undefined;
    return html`<section part="base" class=${`base status-${state.status}`} aria-labelledby=${`${this.uid}-heading`}>
      <div part="header" class="header">
        <span class="ask-icon">${icons.key}</span>
        <div part="heading" class="heading" id=${`${this.uid}-heading`} role="heading" aria-level=${this.headingLevel} tabindex="-1">${heading}</div>
      </div>
      <div class="details">
        ${message ? html`<p part="message" class="message">${withInlineCode(message)}</p>` : nothing}
        ${
          signedIn
            ? nothing
            : state.methods.length === 0
              ? html`<p class="note">${t.noMethods}</p>`
              : html`<ul part="methods" class="methods" aria-label=${t.methods}>
                ${state.methods.map((method, index) => this.renderMethod(method, index))}
              </ul>`
        }
        ${
          canSignOut
            ? html`<div class="actions"><button part="sign-out" class="button" type="button" @click=${() => this.dispatchEvent(new AgentLogoutEvent({}))}>
              ${icons.signOut}<span>${t.signOut}</span></button></div>`
            : nothing
        }
      </div>
    </section>`;
  }
}
