// SPDX-License-Identifier: Apache-2.0
/**
 * What `<agent-sign-in>` draws for each kind of sign-in method: a button for `agent` methods, the
 * program in an interactive `<terminal-view>` or the command to run for `terminal` methods, masked
 * fields for `env_var` methods, and a note for methods of a type it does not know. Everything the
 * agent sent is bound as text; the element (the component) holds the state and the actions.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ref } from 'lit/directives/ref.js';
import LoaderCircle from 'lucide/dist/esm/icons/loader-circle.mjs';
import type { TerminalInputEvent } from '../../events/terminal-input.js';
import type { TerminalResizeEvent } from '../../events/terminal-resize.js';
import type { AgentSignInStrings } from '../../i18n/agent-sign-in.strings.js';
import { icon } from '../../icons/icon.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { spin } from '../../scheduling/spin.js';
import type { AuthEnvVar, AuthMethodView } from '../../state/index.js';
import { agentText } from './inline-code.js';
import type { OutputSink, SignInTerminalSession, TerminalOutcome } from './terminal-session.js';

const spinner = html`<span class="spin" ${spin()}>${icon(LoaderCircle)}</span>`;

/** What one method's template needs from the element. */
export interface MethodContext {
  t: AgentSignInStrings;
  method: AuthMethodView;
  /** DOM id prefix of this method's controls. */
  id: string;
  /** `authenticate` with this method is out. */
  busy: boolean;
  /** The last `authenticate` failed with this method: the agent's message ('' for none). */
  failure: string | undefined;
  theme: 'light' | 'dark' | undefined;
  authenticate(values?: Record<string, string>): void;
}

/** The status line under a method's button: announced as it changes (it stays in the DOM). */
function statusLine(ctx: MethodContext, text: string | undefined, failed = false): TemplateResult {
  return html`<p part="method-status" class=${failed ? 'method-status failed' : 'method-status'} id=${`${ctx.id}-status`} role="status">${
    text ?? nothing
  }</p>`;
}

/** The primary button of a method; while busy it keeps the focus (aria-disabled, not disabled) and ignores clicks. */
function actionButton(ctx: MethodContext, label: string, onClick: () => void, type: 'button' | 'submit' = 'button'): TemplateResult {
  return html`<button part="action" class="button primary" type=${type} aria-disabled=${ctx.busy ? 'true' : 'false'}
    aria-busy=${ctx.busy ? 'true' : 'false'} aria-describedby=${`${ctx.id}-status`} @click=${(event: Event) => {
      if (ctx.busy) event.preventDefault();
      else if (type === 'button') onClick();
    }}>${ctx.busy ? spinner : nothing}<span>${label}</span></button>`;
}

function outcomeOf(ctx: MethodContext): string | undefined {
  if (ctx.busy) return ctx.t.signingIn;
  return ctx.failure === undefined ? undefined : ctx.t.failed(agentText(ctx.failure, 500));
}

export function renderAgentMethod(ctx: MethodContext): TemplateResult {
  return html`<div class="actions">
      ${actionButton(ctx, ctx.failure !== undefined ? ctx.t.tryAgain : ctx.t.signIn, () => ctx.authenticate())}
    </div>
    ${statusLine(ctx, outcomeOf(ctx), ctx.failure !== undefined && !ctx.busy)}`;
}

/** A `terminal` method, with the terminal's run when the user started one. */
export interface TerminalContext extends MethodContext {
  session: SignInTerminalSession | undefined;
  /** The bridge runs programs here (`auth.terminal`) and no attempt came back without a terminal. */
  runsHere: boolean;
  /** The command line to show (the shell fallback, and the terminal's header). */
  commandLine: string;
  /** The command was asked to be run here, and no terminal came: say so. */
  noTerminal: boolean;
  copied: boolean;
  open(): void;
  cancel(): void;
  copy(): void;
  /** The `<terminal-view>` that shows the run. */
  attach(view: OutputSink & HTMLElement): void;
}

function terminalOutcome(t: AgentSignInStrings, outcome: TerminalOutcome): string | undefined {
  switch (outcome.kind) {
    case 'signed-in':
      return t.terminalSignedIn;
    case 'exit':
      if (outcome.exitCode !== null) return t.terminalExitCode(outcome.exitCode);
      return outcome.signal ? t.terminalSignal(agentText(outcome.signal, 40)) : t.terminalEnded;
    case 'error':
      return t.terminalError(agentText(outcome.message, 500));
    case 'cancelled':
      return t.terminalCancelled;
    default:
      return undefined;
  }
}

function renderRun(ctx: TerminalContext, session: SignInTerminalSession): TemplateResult {
  const { t } = ctx;
  const outcome = session.outcome;
  const settled = outcome.kind !== 'running';
  const bad = settled && outcome.kind !== 'signed-in';
  return html`${session.running ? html`<p class="hint">${t.terminalHint}</p>` : nothing}
    <terminal-view part="terminal" interactive rows="12" theme=${ifDefined(ctx.theme)} .command=${ctx.commandLine}
      @terminal-input=${(event: TerminalInputEvent) => {
        // The keys may be a secret (a one-time code): they go to the program and nowhere else.
        event.stopPropagation();
        if (!event.defaultPrevented) session.input(event.detail.data);
      }}
      @terminal-resize=${(event: TerminalResizeEvent) => {
        event.stopPropagation();
        session.resize(event.detail.cols, event.detail.rows);
      }}
      ${ref((el) => el && ctx.attach(el as OutputSink & HTMLElement))}></terminal-view>
    <div class="actions">
      ${session.running ? html`<button part="cancel" class="button" type="button" @click=${ctx.cancel}>${t.cancel}</button>` : nothing}
      ${bad ? html`<button part="action" class="button primary retry" type="button" @click=${ctx.open}>${t.tryAgain}</button>` : nothing}
    </div>
    <p part="terminal-status" class=${bad ? 'method-status failed' : 'method-status'} role="status" id=${`${ctx.id}-status`}>${
      terminalOutcome(t, outcome) ?? nothing
    }</p>`;
}

/** The command to run in a shell, for a user without a terminal in the page. */
function renderFallback(ctx: TerminalContext): TemplateResult {
  const { t } = ctx;
  return html`<p class="hint">${ctx.noTerminal ? t.noTerminal : t.runInShell}</p>
    <div class="command-row">
      <code part="command" class="command">${ctx.commandLine}</code>
      <button part="copy" class="icon-button copy" type="button" aria-label=${t.copyCommand} title=${t.copyCommand} @click=${ctx.copy}>
        ${ctx.copied ? uiIcons.check : uiIcons.copy}
      </button>
    </div>
    <div class="actions">${actionButton(ctx, t.retryAfterShell, () => ctx.authenticate())}</div>
    ${statusLine(ctx, outcomeOf(ctx), ctx.failure !== undefined && !ctx.busy)}`;
}

export function renderTerminalMethod(ctx: TerminalContext): TemplateResult {
  if (ctx.session) return renderRun(ctx, ctx.session);
  if (!ctx.runsHere) return renderFallback(ctx);
  return html`<div class="actions">${actionButton(ctx, ctx.failure !== undefined ? ctx.t.tryAgain : ctx.t.signInInTerminal, ctx.open)}</div>
    ${statusLine(ctx, outcomeOf(ctx), ctx.failure !== undefined && !ctx.busy)}`;
}

/** An `env_var` method. */
export interface EnvContext extends MethodContext {
  /** The bridge takes variables (not `no-env-var`). */
  takesValues: boolean;
  /** Names of required variables left empty at the last submit. */
  missing: ReadonlySet<string>;
  submit(event: SubmitEvent): void;
}

const varLabel = (variable: AuthEnvVar) => agentText(variable.label ?? variable.name);

function renderVar(ctx: EnvContext, variable: AuthEnvVar, index: number): TemplateResult {
  const id = `${ctx.id}-v${index}`;
  const missing = ctx.missing.has(variable.name);
  return html`<div part="field" class=${missing ? 'field invalid' : 'field'}>
    <label for=${id}><span class="label-text">${varLabel(variable)}</span>${
      variable.optional ? html` <span class="optional">(${ctx.t.optional})</span>` : nothing
    }${variable.label ? html` <code class="var-name">${agentText(variable.name)}</code>` : nothing}</label>
    <input id=${id} class="control" data-var=${index} type=${variable.secret ? 'password' : 'text'} autocomplete="off" spellcheck="false"
      autocapitalize="off" ?required=${!variable.optional} aria-invalid=${missing ? 'true' : 'false'}
      aria-describedby=${ifDefined(missing ? `${id}-error` : undefined)} />
    ${missing ? html`<p class="error" id=${`${id}-error`}>${ctx.t.envMissing(varLabel(variable))}</p>` : nothing}
  </div>`;
}

export function renderEnvMethod(ctx: EnvContext): TemplateResult {
  const vars = ctx.method.vars ?? [];
  if (!ctx.takesValues) {
    return html`<p class="hint">${ctx.t.envUnavailable}</p>
      <ul class="var-list">${vars.map((variable) => html`<li><code>${agentText(variable.name)}</code></li>`)}</ul>`;
  }
  // The values live in the inputs only (never a property or an attribute) until the submit takes them.
  return html`<form class="env-form" novalidate @submit=${ctx.submit}>
      ${vars.map((variable, index) => renderVar(ctx, variable, index))}
      <p class="hint">${ctx.t.envHint}</p>
      <div class="actions">${actionButton(ctx, ctx.t.envSave, () => undefined, 'submit')}</div>
    </form>
    ${statusLine(ctx, outcomeOf(ctx), ctx.failure !== undefined && !ctx.busy)}`;
}

export function renderUnknownMethod(t: AgentSignInStrings): TemplateResult {
  return html`<p part="unsupported" class="note">${t.unsupported}</p>`;
}
