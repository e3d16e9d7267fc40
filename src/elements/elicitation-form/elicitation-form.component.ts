// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import CircleAlert from 'lucide/dist/esm/icons/circle-alert.mjs';
import ExternalLink from 'lucide/dist/esm/icons/external-link.mjs';
import MessageSquareMore from 'lucide/dist/esm/icons/message-square-more.mjs';
import { ElicitationRespondEvent, type ElicitationValue } from '../../events/elicitation-respond.js';
import { elicitationStrings } from '../../i18n/elicitation-form.strings.js';
import { provideStrings } from '../../i18n/translations.js';
import { icon } from '../../icons/icon.js';
import { announce } from '../../dom/announcer.js';
import { BaseElement } from '../../base/base-element.js';
import { clip } from '../../text/format.js';
import type { ElicitationView } from '../../state/index.js';
import {
  claimAnnouncement,
  formState,
  FormState,
  localAction,
  onActionsChanged,
  recordAction,
  type ElicitationAction,
} from './elicitation-model.js';
import { focusTarget, renderField } from './field-parts.js';
import { initialValues, schemaFields, type FieldDescriptor, type FieldValue } from './schema-fields.js';
import { openInNewTab, urlTarget, type UrlTarget } from './url-target.js';
import { checkForm, validateField, type FieldError } from './validate.js';
import { promptPanelStyles } from '../../styles/prompt-panel.styles.js';
import styles from './elicitation-form.styles.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('elicitation', elicitationStrings);

/** How the form is laid out: `full` (default), `inline` (inside a tool call's card), `pinned` (height-capped). */
export type ElicitationFormLayout = 'full' | 'inline' | 'pinned';

const icons = { ask: icon(MessageSquareMore), open: icon(ExternalLink), warn: icon(CircleAlert) };
let nextId = 0;

/**
 * Asks the user for what an agent needs (`elicitation/create`). Form mode renders the agent's
 * schema as labelled fields (text with email, URL, date and date-time formats, numbers, integers,
 * checkboxes, single- and multi-select choices with their titles), with defaults, descriptions,
 * required marks and inline validation; Accept sends the values, Decline and Cancel send none. URL
 * mode shows the message and the site's host prominently (internationalised hosts flagged), opens
 * only `https:` (or `http:` on this computer) in a new tab after the user's click, then waits for
 * the agent's `elicitation/complete`. A mode it does not know is shown as unsupported, with
 * Decline and Cancel. It fires one `elicitation-respond` per request, whatever the clicks, key
 * repeats or number of forms showing it; answered elsewhere or cancelled, it says so and sends nothing.
 *
 * @summary An agent's request for input: a form, or a page to open.
 * @tag elicitation-form
 * @event {ElicitationRespondEvent} elicitation-respond - The user answered: `{sessionId?, requestId, action, content?}`.
 * @csspart base - The form's wrapper.
 * @csspart header - The heading row.
 * @csspart heading - "Input requested" / "Action needed in your browser".
 * @csspart message - The agent's message.
 * @csspart field - One field (`data-name` is the property's name).
 * @csspart error - A field's validation message.
 * @csspart site - URL mode: the site's host.
 * @csspart url - URL mode: the whole address.
 * @csspart warning - URL mode: why the address deserves a second look or will not open.
 * @csspart footer - The row of buttons.
 * @csspart accept - Accept (URL mode: "Open …").
 * @csspart decline - Decline.
 * @csspart cancel - Cancel.
 * @csspart decision - What happened (answered, waiting, completed, answered elsewhere, cancelled).
 * @cssproperty [--elicitation-form-border-color=var(--tce-color-accent)] - Border colour while waiting.
 * @cssproperty [--elicitation-form-background=var(--tce-color-bg)] - Background.
 * @cssproperty [--elicitation-form-font-size=13px] - Base font size.
 * @cssproperty [--elicitation-form-max-height=none] - Cap on the whole form's height (`40vh` when `layout="pinned"`); the fields scroll, the buttons stay.
 */
export class ElicitationForm extends BaseElement {
  static override styles = [...super.styles, promptPanelStyles, styles];

  static override properties = {
    request: { attribute: false },
    layout: { reflect: true },
    opener: { attribute: false },
    state: { reflect: true },
    values: { state: true },
    errors: { state: true },
  };

  /** The request to show (an `ElicitationView` from the state). */
  declare request: ElicitationView | undefined;
  /** `full` (default), `inline` (in a card that already names the call), `pinned` (height-capped). */
  declare layout: ElicitationFormLayout;
  /**
   * Opens a URL-mode address the user chose to open. Defaults to a new tab with
   * `noopener,noreferrer`; a host (a VS Code webview, a test) may give its own.
   */
  declare opener: (url: string) => void;
  /** Reflects where the request stands: `pending`, `answered`, `waiting`, `completed`, `answered-elsewhere`, `cancelling`, `cancelled`, `failed`; empty with no request. */
  declare state: FormState | '';

  declare private values: Map<string, FieldValue>;
  declare private errors: Map<string, FieldError>;

  private readonly uid = `tce-ef-${++nextId}`;
  private fields: FieldDescriptor[] = [];
  /** What `fields` were made from. */
  private fieldsOf?: { schema: unknown; mode: string };
  private formKey?: string;
  private stopListening?: () => void;

  constructor() {
    super();
    this.layout = 'full';
    this.opener = openInNewTab;
    this.state = '';
    this.values = new Map();
    this.errors = new Map();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopListening = onActionsChanged(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopListening?.();
    this.stopListening = undefined;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const request = this.request;
    if (changed.has('request') && request) {
      if (request.requestedSchema !== this.fieldsOf?.schema || request.mode !== this.fieldsOf?.mode) {
        this.fieldsOf = { schema: request.requestedSchema, mode: request.mode };
        this.fields = request.mode === 'form' ? schemaFields(request.requestedSchema) : [];
      }
      // A new request starts from its defaults; an update of the same one keeps what the user typed.
      const key = `${request.sessionId}\u0000${request.requestId}`;
      if (key !== this.formKey) {
        this.formKey = key;
        this.values = initialValues(this.fields);
        this.errors = new Map();
      }
    }
    this.state = request ? formState(request, localAction(request)) : '';
  }

  override updated(): void {
    const request = this.request;
    if (request && this.state === FormState.PENDING && claimAnnouncement(request)) {
      announce(this.locale.t.elicitation.announce(clip(request.message, 200)));
    }
  }

  /** Answers once: later calls for the same request (from any form) do nothing. */
  private respond(action: ElicitationAction, content?: Record<string, ElicitationValue>, open?: string): void {
    const request = this.request;
    if (!request || formState(request, localAction(request)) !== FormState.PENDING) return;
    if (!recordAction(request, action)) return;
    // Opened inside the click that accepted, so the browser lets the new tab through.
    if (open !== undefined) this.opener(open);
    this.dispatchEvent(
      new ElicitationRespondEvent({
        ...(request.sessionId !== undefined ? { sessionId: request.sessionId } : {}),
        requestId: request.requestId,
        action,
        ...(content ? { content } : {}),
      }),
    );
  }

  private async submit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.state !== FormState.PENDING) return;
    const check = checkForm(this.fields, this.values);
    this.errors = check.errors;
    if (check.content) {
      this.respond('accept', check.content);
      return;
    }
    await this.updateComplete;
    const first = this.fields.find((field) => check.errors.has(field.name));
    const target = first ? focusTarget(this.renderRoot, this.fieldId(first)) : null;
    if (target && target.matches('input, select, textarea')) target.focus();
    else this.renderRoot.querySelector<HTMLElement>('.summary')?.focus();
  }

  private fieldId(field: FieldDescriptor): string {
    return `${this.uid}-f${this.fields.indexOf(field)}`;
  }

  private setValue(field: FieldDescriptor, value: FieldValue): void {
    this.values = new Map(this.values).set(field.name, value);
    // Once a field shows a problem, it is checked as the user types, so the message leaves as soon as it is fixed.
    if (this.errors.has(field.name)) this.checkField(field);
  }

  private checkField(field: FieldDescriptor): void {
    const error = validateField(field, this.values.get(field.name));
    const errors = new Map(this.errors);
    if (error) errors.set(field.name, error);
    else errors.delete(field.name);
    this.errors = errors;
  }

  private renderButtons(accept: TemplateResult | typeof nothing): TemplateResult {
    const t = this.locale.t.elicitation;
    return html`<div part="footer" class="footer">
      ${accept}
      <button part="decline" type="button" class="button" @click=${() => this.respond('decline')}>${t.decline}</button>
      <button part="cancel" type="button" class="button" @click=${() => this.respond('cancel')}>${t.cancel}</button>
    </div>`;
  }

  private renderForm(): TemplateResult {
    const t = this.locale.t.elicitation;
    const invalid = this.errors.size;
    return html`<form novalidate class="form" aria-labelledby=${`${this.uid}-heading`} @submit=${(e: Event) => void this.submit(e)}>
      <div class="fields">
        ${this.fields.map((field) => {
          const id = this.fieldId(field);
          return renderField(field, {
            t,
            id,
            value: this.values.get(field.name),
            error: this.errors.get(field.name),
            disabled: false,
            onInput: (value) => this.setValue(field, value),
            onCommit: () => this.checkField(field),
          });
        })}
      </div>
      <p class="summary" role="status" tabindex="-1">${invalid > 0 ? html`${icons.warn}<span>${t.fixErrors(invalid)}</span>` : nothing}</p>
      ${this.renderButtons(html`<button part="accept" type="submit" class="button primary">${t.accept}</button>`)}
    </form>`;
  }

  private renderUrl(request: ElicitationView): TemplateResult {
    const t = this.locale.t.elicitation;
    const target: UrlTarget = urlTarget(request.url);
    const href = target.href;
    const refused = target.refused;
    const warning = refused
      ? refused === 'scheme'
        ? t.refused.scheme(target.scheme)
        : t.refused[refused]
      : target.punycode
        ? t.punycode
        : undefined;
    return html`<div class="site-box">
        ${
          target.host
            ? html`<p part="site" class="site"><span class="site-label">${t.site}</span> <strong class="host">${target.host}</strong>${
                target.asciiHost ? html` <span class="ascii-host">(${target.asciiHost})</span>` : nothing
              }</p>`
            : nothing
        }
        <p class="url"><code part="url">${clip(request.url ?? '', 500)}</code></p>
        ${refused || href === undefined ? nothing : html`<p class="hint" id=${`${this.uid}-newtab`}>${t.opensInNewTab}</p>`}
        ${warning ? html`<p part="warning" class="warning">${icons.warn}<span>${warning}</span></p>` : nothing}
      </div>
      ${this.renderButtons(
        refused || href === undefined
          ? nothing
          : html`<button part="accept" type="button" class="button primary" aria-describedby=${`${this.uid}-newtab`}
                @click=${() => this.respond('accept', undefined, href)}>
                ${icons.open}<span class="open-label">${t.open(target.host)}</span>
              </button>`,
      )}`;
  }

  private renderDecision(state: FormState, request: ElicitationView): TemplateResult {
    const t = this.locale.t.elicitation;
    const local = localAction(request);
    const said: Partial<Record<FormState, string>> = {
      [FormState.WAITING]: t.waiting,
      [FormState.COMPLETED]: t.completed,
      [FormState.CANCELLING]: t.cancelling,
      [FormState.CANCELLED]: t.cancelled,
      [FormState.FAILED]: t.failed,
      [FormState.ANSWERED_ELSEWHERE]: t.answeredElsewhere,
    };
    const text = state === FormState.ANSWERED && local ? t.answered[local] : (said[state] ?? t.answeredElsewhere);
    return html`<p part="decision" class="decision" role="status">${text}</p>`;
  }

  override render() {
    const request = this.request;
    const state = this.state;
    if (!request || state === '') return nothing;
    const t = this.locale.t.elicitation;
    const pending = state === FormState.PENDING;
    const mode = request.mode;
    let body: TemplateResult | typeof nothing = nothing;
    if (pending) {
      if (mode === 'form') body = this.renderForm();
      else if (mode === 'url') body = this.renderUrl(request);
      else body = html`<p class="note">${t.unsupportedMode(mode)}</p>${this.renderButtons(nothing)}`;
    }
    return html`<section part="base" class=${`base state-${state}`} aria-labelledby=${`${this.uid}-heading`}>
      <div part="header" class="header">
        <span class="ask-icon">${icons.ask}</span>
        <span part="heading" class="heading" id=${`${this.uid}-heading`}>${mode === 'url' ? t.urlHeading : t.heading}</span>
      </div>
      <div class="details">
        <p part="message" class="message">${request.message}</p>
        ${body}
        ${pending ? nothing : this.renderDecision(state, request)}
      </div>
    </section>`;
  }
}
