// SPDX-License-Identifier: Apache-2.0
/**
 * Checks an elicitation form's values against its fields and turns them into the answer's
 * `content`: pure, so the rules are tested without a DOM. Errors are codes with their limit; the
 * element words them in the page's language.
 */
import type { ElicitationValue } from '../../events/elicitation-respond.js';
import type { FieldDescriptor, FieldValue } from './schema-fields.js';

export type FieldError =
  | { code: 'required' | 'pattern' | 'email' | 'uri' | 'date' | 'dateTime' | 'number' | 'integer' | 'option' | 'unsupported' }
  | { code: 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems'; limit: number };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A real calendar day (no 2025-02-30). */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isUri(value: string): boolean {
  if (!SCHEME.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The agent's pattern (unanchored, as JSON Schema reads it); a pattern that does not compile checks nothing. */
function matches(pattern: string, value: string): boolean {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags).test(value);
    } catch {
      // Not a valid pattern with these flags: try without, then give up checking.
    }
  }
  return true;
}

/** Nothing entered: no text (or only spaces), nothing chosen. A checkbox is never empty. */
function isEmpty(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'boolean') return false;
  return Array.isArray(value) ? value.length === 0 : value.trim() === '';
}

/** The field's first problem with `value`, or undefined when it may be sent. */
export function validateField(field: FieldDescriptor, value: FieldValue | undefined): FieldError | undefined {
  if (field.kind === 'unsupported') return field.required ? { code: 'unsupported' } : undefined;
  if (field.kind === 'boolean') return undefined;
  if (isEmpty(value)) return field.required ? { code: 'required' } : undefined;
  if (field.kind === 'multi') {
    const chosen = Array.isArray(value) ? value : [];
    if (chosen.some((v) => !field.options?.some((o) => o.value === v))) return { code: 'option' };
    if (field.minItems !== undefined && chosen.length < field.minItems) return { code: 'minItems', limit: field.minItems };
    if (field.maxItems !== undefined && chosen.length > field.maxItems) return { code: 'maxItems', limit: field.maxItems };
    return undefined;
  }
  const raw = typeof value === 'string' ? value : '';
  if (field.kind === 'select') return field.options?.some((o) => o.value === raw) ? undefined : { code: 'option' };
  if (field.kind === 'number' || field.kind === 'integer') {
    const number = Number(raw.trim());
    if (!Number.isFinite(number)) return { code: 'number' };
    if (field.kind === 'integer' && !Number.isInteger(number)) return { code: 'integer' };
    if (field.minimum !== undefined && number < field.minimum) return { code: 'minimum', limit: field.minimum };
    if (field.maximum !== undefined && number > field.maximum) return { code: 'maximum', limit: field.maximum };
    return undefined;
  }
  const length = [...raw].length;
  if (field.minLength !== undefined && length < field.minLength) return { code: 'minLength', limit: field.minLength };
  if (field.maxLength !== undefined && length > field.maxLength) return { code: 'maxLength', limit: field.maxLength };
  if (field.format === 'email' && !EMAIL.test(raw)) return { code: 'email' };
  if (field.format === 'uri' && !isUri(raw)) return { code: 'uri' };
  if (field.format === 'date' && !isDate(raw)) return { code: 'date' };
  if (field.format === 'date-time' && (!LOCAL_DATE_TIME.test(raw) || Number.isNaN(new Date(raw).getTime()))) return { code: 'dateTime' };
  if (field.pattern !== undefined && !matches(field.pattern, raw)) return { code: 'pattern' };
  return undefined;
}

/** The value sent for a valid, non-empty field. */
function wireValue(field: FieldDescriptor, value: FieldValue): ElicitationValue {
  if (field.kind === 'boolean') return value === true;
  if (Array.isArray(value)) return [...value];
  const raw = typeof value === 'string' ? value : '';
  if (field.kind === 'number' || field.kind === 'integer') return Number(raw.trim());
  // The input holds local time without an offset; the schema's date-time is RFC 3339.
  if (field.format === 'date-time') return new Date(raw).toISOString();
  return raw;
}

export interface FormCheck {
  /** Problems by field name, in field order. */
  errors: Map<string, FieldError>;
  /** The answer's content when there are no errors: booleans always, other empty optional fields left out. */
  content?: Record<string, ElicitationValue>;
}

export function checkForm(fields: readonly FieldDescriptor[], values: ReadonlyMap<string, FieldValue>): FormCheck {
  const errors = new Map<string, FieldError>();
  const entries: Array<[string, ElicitationValue]> = [];
  for (const field of fields) {
    const value = values.get(field.name);
    const error = validateField(field, value);
    if (error) errors.set(field.name, error);
    else if (field.kind !== 'unsupported' && value !== undefined && (field.kind === 'boolean' || !isEmpty(value))) {
      entries.push([field.name, wireValue(field, value)]);
    }
  }
  // fromEntries defines own properties: a property named `__proto__` stays data, not a prototype.
  return errors.size > 0 ? { errors } : { errors, content: Object.fromEntries(entries) };
}
