// SPDX-License-Identifier: Apache-2.0
/**
 * The inputs of an elicitation form, one template per field kind. Every label is a `<label for>`
 * (a group's is its `<legend>`), descriptions and errors are linked with `aria-describedby`, and
 * an invalid control carries `aria-invalid`. Everything from the agent is bound as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import type { ElicitationFormStrings } from '../../i18n/elicitation-form.strings.js';
import type { FieldDescriptor, FieldValue } from './schema-fields.js';
import type { FieldError } from './validate.js';

export interface FieldContext {
  t: ElicitationFormStrings;
  /** The field's DOM id prefix (unique on the page). */
  id: string;
  value: FieldValue | undefined;
  error: FieldError | undefined;
  disabled: boolean;
  onInput: (value: FieldValue) => void;
  /** The user left the field or committed a choice: check it now. */
  onCommit: () => void;
}

export function errorText(t: ElicitationFormStrings, error: FieldError, field: FieldDescriptor): string {
  if ('limit' in error) return t.errors[error.code](error.limit);
  return error.code === 'unsupported' ? `${t.errors.unsupported} ${t.unsupportedField(field.type)}` : t.errors[error.code];
}

const INPUT_TYPES: Record<string, string> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' };

function describedBy(field: FieldDescriptor, ctx: FieldContext): string | undefined {
  const ids = [field.description ? `${ctx.id}-desc` : '', ctx.error ? `${ctx.id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function labelText(field: FieldDescriptor, t: ElicitationFormStrings): TemplateResult {
  return html`<span class="label-text">${field.label}</span>${field.required ? html` <span class="required">(${t.required})</span>` : nothing}`;
}

function footnotes(field: FieldDescriptor, ctx: FieldContext): TemplateResult {
  return html`${field.description ? html`<p class="description" id=${`${ctx.id}-desc`}>${field.description}</p>` : nothing}
  ${ctx.error ? html`<p part="error" class="error" id=${`${ctx.id}-error`}>${errorText(ctx.t, ctx.error, field)}</p>` : nothing}`;
}

function textInput(field: FieldDescriptor, ctx: FieldContext): TemplateResult {
  const numeric = field.kind === 'number' || field.kind === 'integer';
  const type = numeric ? 'text' : (INPUT_TYPES[field.format ?? ''] ?? 'text');
  const inputmode = field.kind === 'integer' ? 'numeric' : field.kind === 'number' ? 'decimal' : undefined;
  return html`<label for=${ctx.id}>${labelText(field, ctx.t)}</label>
    <input
      id=${ctx.id}
      class="control"
      type=${type}
      inputmode=${ifDefined(inputmode)}
      .value=${live(typeof ctx.value === 'string' ? ctx.value : '')}
      ?required=${field.required}
      ?disabled=${ctx.disabled}
      aria-invalid=${ctx.error ? 'true' : 'false'}
      aria-describedby=${ifDefined(describedBy(field, ctx))}
      @input=${(e: Event) => ctx.onInput((e.target as HTMLInputElement).value)}
      @change=${ctx.onCommit}
    />
    ${footnotes(field, ctx)}`;
}

function checkbox(field: FieldDescriptor, ctx: FieldContext): TemplateResult {
  return html`<div class="check">
      <input
        id=${ctx.id}
        type="checkbox"
        .checked=${live(ctx.value === true)}
        ?disabled=${ctx.disabled}
        aria-describedby=${ifDefined(describedBy(field, ctx))}
        @change=${(e: Event) => ctx.onInput((e.target as HTMLInputElement).checked)}
      />
      <label for=${ctx.id}>${labelText(field, ctx.t)}</label>
    </div>
    ${footnotes(field, ctx)}`;
}

function select(field: FieldDescriptor, ctx: FieldContext): TemplateResult {
  const value = typeof ctx.value === 'string' ? ctx.value : '';
  // An empty choice while nothing is chosen, and always when the field may be left empty.
  const empty = value === '' || !field.required;
  return html`<label for=${ctx.id}>${labelText(field, ctx.t)}</label>
    <select
      id=${ctx.id}
      class="control"
      ?required=${field.required}
      ?disabled=${ctx.disabled}
      aria-invalid=${ctx.error ? 'true' : 'false'}
      aria-describedby=${ifDefined(describedBy(field, ctx))}
      @change=${(e: Event) => {
        ctx.onInput((e.target as HTMLSelectElement).value);
        ctx.onCommit();
      }}
    >
      ${empty ? html`<option value="" ?selected=${value === ''}>${ctx.t.choose}</option>` : nothing}
      ${(field.options ?? []).map((o) => html`<option .value=${o.value} ?selected=${o.value === value}>${o.title}</option>`)}
    </select>
    ${footnotes(field, ctx)}`;
}

function multi(field: FieldDescriptor, ctx: FieldContext): TemplateResult {
  const chosen = Array.isArray(ctx.value) ? ctx.value : [];
  const toggle = (option: string, on: boolean) => {
    const next = (field.options ?? []).map((o) => o.value).filter((v) => (v === option ? on : chosen.includes(v)));
    ctx.onInput(next);
    ctx.onCommit();
  };
  const described = describedBy(field, ctx);
  return html`<fieldset class="group" aria-describedby=${ifDefined(described)}>
      <legend>${labelText(field, ctx.t)}</legend>
      ${(field.options ?? []).map(
        (o, i) => html`<div class="check">
          <input
            id=${`${ctx.id}-${i}`}
            type="checkbox"
            .checked=${live(chosen.includes(o.value))}
            ?disabled=${ctx.disabled}
            aria-invalid=${ctx.error ? 'true' : 'false'}
            aria-describedby=${ifDefined(o.description ? `${ctx.id}-${i}-desc` : undefined)}
            @change=${(e: Event) => toggle(o.value, (e.target as HTMLInputElement).checked)}
          />
          <label for=${`${ctx.id}-${i}`}>${o.title}</label>
          ${o.description ? html`<span class="option-description" id=${`${ctx.id}-${i}-desc`}>${o.description}</span>` : nothing}
        </div>`,
      )}
    </fieldset>
    ${footnotes(field, ctx)}`;
}

function unsupported(field: FieldDescriptor, ctx: FieldContext): TemplateResult {
  return html`<span class="unsupported-label" id=${ctx.id}>${labelText(field, ctx.t)}</span>
    <p class="note">${ctx.t.unsupportedField(field.type)}</p>
    ${footnotes(field, ctx)}`;
}

export function renderField(field: FieldDescriptor, ctx: FieldContext): TemplateResult {
  const body =
    field.kind === 'boolean'
      ? checkbox(field, ctx)
      : field.kind === 'select'
        ? select(field, ctx)
        : field.kind === 'multi'
          ? multi(field, ctx)
          : field.kind === 'unsupported'
            ? unsupported(field, ctx)
            : textInput(field, ctx);
  return html`<div part="field" class=${`field kind-${field.kind}${ctx.error ? ' invalid' : ''}`} data-name=${field.name}>${body}</div>`;
}

/** The control to focus for a field (a group's first checkbox). */
export function focusTarget(root: ParentNode, id: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`#${CSS.escape(id)}, #${CSS.escape(`${id}-0`)}`);
}
